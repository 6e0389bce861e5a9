// npm start: build the SPA, bring the local database up to date, seed it the first time,
// then serve SPA and API from one origin with wrangler dev (PORT overrides 8787).
import { spawn } from 'node:child_process';
import { bin, migrate, persistDir, root, run, wranglerEnv } from './lib/local';

const port = process.env.PORT ?? '8787';

if (process.env.SKIP_BUILD !== '1') await run(bin('vite'), ['build', '--logLevel', 'warn']);
await migrate();
await run(bin('tsx'), ['scripts/seed.ts']);

/**
 * Local giving: the labelled test mode completes gifts without payment, and the receipt
 * names a demo organisation. The ABN is the ATO's published example ABN, not a real charity's.
 * Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET in .dev.vars to use Stripe's test mode instead.
 */
const localVars = {
  DONATIONS_TEST_MODE: 'true',
  ORGANISATION_NAME: process.env.ORGANISATION_NAME ?? 'Members Portal Demo Inc.',
  ORGANISATION_ABN: process.env.ORGANISATION_ABN ?? '51 824 753 556',
  DGR_FUND_NAME: process.env.DGR_FUND_NAME ?? 'Members Portal Public Fund',
};
const varArgs = Object.entries(localVars).flatMap(([key, value]) => ['--var', `${key}:${value}`]);

const server = spawn(bin('wrangler'), ['dev', '--port', port, '--persist-to', persistDir, '--show-interactive-dev-session=false', ...varArgs], {
  cwd: root,
  stdio: 'inherit',
  env: wranglerEnv,
});
console.log(`\nThe portal will be at http://localhost:${port}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
