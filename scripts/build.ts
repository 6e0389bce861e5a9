// npm run build: the SPA's production build into web/dist, with the record of what it was built
// from that lets npm start (and the browser tests' server) serve it without building it again
// (scripts/lib/web-build.ts). The bundle budgets (scripts/check-bundle.ts) run after it.
import { buildWeb } from './lib/web-build';

await buildWeb();
