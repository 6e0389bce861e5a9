// npm run dev: as npm start (build, migrate, seed, one origin on PORT or 8787), but served by
// wrangler dev, which rebuilds and reloads the worker when its source changes and lets
// DevTools attach. For working on the worker, not for traffic: wrangler 4.86's inspector proxy
// keeps every inspector event in memory, so it grows with every request
// (docs/decisions/0017-npm-start-on-plain-workerd.md). Run `npm run dev:web` beside it for the
// SPA with hot reload.
//
// Mail goes, as with npm start, through the queue in wrangler.toml to a local MailDev inbox
// that runs in this process (MAIL_SMTP_PORT and MAIL_WEB_PORT as there).
import { spawn } from 'node:child_process';
import { bin, localMailVars, localVars, mailInboxPorts, persistDir, prepareLocal, root, wranglerEnv } from './lib/local';
import { startMailInbox } from './lib/mail-inbox';

const port = process.env.PORT ?? '8787';

// First, so a port that is taken fails before the build rather than after it, in a line.
const inbox = await startMailInbox(mailInboxPorts()).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

await prepareLocal();

// Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET in .dev.vars to use Stripe's test mode
// instead of the labelled test mode in localVars.
const varArgs = Object.entries({ ...localVars, ...localMailVars() }).flatMap(([key, value]) => ['--var', `${key}:${value}`]);

const server = spawn(
  bin('wrangler'),
  ['dev', '--port', port, '--persist-to', persistDir, '--show-interactive-dev-session=false', ...varArgs],
  {
    cwd: root,
    stdio: 'inherit',
    env: wranglerEnv,
  },
);
console.log(`\nThe portal will be at http://localhost:${port}`);
console.log(`Mail sent by the portal arrives in the local inbox at http://localhost:${inbox.webPort}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => void inbox.stop().finally(() => process.exit(code ?? 0)));
