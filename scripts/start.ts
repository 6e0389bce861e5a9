// npm start: build the SPA, bring the local database up to date, seed it the first time,
// then serve SPA and API from one origin with wrangler dev (PORT overrides 8787).
import { spawn } from 'node:child_process';
import { bin, localVars, migrate, persistDir, root, run, wranglerEnv } from './lib/local';

const port = process.env.PORT ?? '8787';

if (process.env.SKIP_BUILD !== '1') await run(bin('vite'), ['build', '--logLevel', 'warn']);
await migrate();
await run(bin('tsx'), ['scripts/seed.ts']);

// Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET in .dev.vars to use Stripe's test mode
// instead of the labelled test mode in localVars.
const varArgs = Object.entries(localVars).flatMap(([key, value]) => ['--var', `${key}:${value}`]);

const server = spawn(
  bin('wrangler'),
  ['dev', '--port', port, '--persist-to', persistDir, '--show-interactive-dev-session=false', ...varArgs],
  {
    cwd: root,
    stdio: 'inherit',
    env: wranglerEnv,
  },
);
console.log(`\nThe portal will be at http://localhost:${port}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
