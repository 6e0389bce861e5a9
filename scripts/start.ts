// npm start: build the SPA (unless web/dist is a build of these very sources already:
// scripts/lib/web-build.ts), bring the local database up to date, seed it the first time, then
// serve SPA and API from one origin (PORT overrides 8787) on plain workerd: the bundle
// `wrangler deploy` would upload, run by Miniflare over the local D1 and R2 in PERSIST_DIR.
//
// Not `wrangler dev`: under sustained traffic its inspector proxy keeps every inspector event
// in memory until it runs out (docs/decisions/0017-npm-start-on-plain-workerd.md); npm run dev
// keeps wrangler dev, with live reload, for working on the worker.
//
// The server serves a copy of the build it found or made at start, so rebuilding web/dist (npm run build,
// or npm test in the same checkout) never pulls files from under it: it keeps serving the
// build it started with until it is restarted.
//
// Mail: the worker queues each mail and its queue consumer delivers it over SMTP, as in
// production, here to a local MailDev inbox (MAIL_SMTP_PORT overrides 1025, MAIL_WEB_PORT the
// web inbox's 1080) that runs in this process and stops with it.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { localMailVars, localVars, mailInboxPorts, persistDir, prepareLocal, root } from './lib/local';
import { startMailInbox } from './lib/mail-inbox';
import { bundlePortal, portalWorker } from './lib/portal-worker';
import { takeClientAddressFromSocket } from './lib/workerd-client-address';
import { runWorkerdWithV8Flags } from './lib/workerd-v8-flags';

const port = Number(process.env.PORT ?? 8787);
// One folder per port: two servers never share one, and each start replaces its own.
const serveDir = path.join(root, '.wrangler', `serve-${port}`);
const spaDir = path.join(serveDir, 'web');
const bundleDir = path.join(serveDir, 'worker');

// First, so a port that is taken fails before the build rather than after it, in a line.
const inbox = await startMailInbox(mailInboxPorts()).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

await prepareLocal();

rmSync(serveDir, { recursive: true, force: true });
cpSync(path.join(root, 'web/dist'), spaDir, { recursive: true });
await bundlePortal(bundleDir, spaDir);

// Stripe's test mode: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET in .dev.vars, as wrangler dev
// reads them. The labelled test mode and the demo organisation in localVars win over the file.
const devVarsFile = path.join(root, '.dev.vars');
const devVars = existsSync(devVarsFile) ? parseEnv(readFileSync(devVarsFile, 'utf8')) : {};

// Every collection a full one, and a young generation of at most 2 MiB. Each request leaves
// native memory behind JavaScript objects that only a full collection frees, and V8, which does
// not count that memory, runs one too rarely: without these flags workerd grew by 20 to 30 KB a
// request for 15 minutes; with them it stays flat after about 4 minutes, and answers faster
// (docs/upstream/workerd-native-memory.md, decision 0017). V8_FLAGS replaces them, to measure.
runWorkerdWithV8Flags((process.env.V8_FLAGS ?? '--gc-global --max-semi-space-size=2').split(' ').filter(Boolean));
// The address the per-address limits count is the connection's: workerd drops a client's own
// CF-Connecting-IP (and Miniflare's request.cf header) as the request arrives, and Miniflare fills
// CF-Connecting-IP from the socket, as Cloudflare's edge does (decision 0015).
takeClientAddressFromSocket();
const mf = new Miniflare({
  host: 'localhost',
  port,
  cf: false,
  // Warnings and errors only: a line per request would cost a round trip to Node each.
  log: new Log(LogLevel.WARN),
  logRequests: false,
  // /cdn-cgi/handler/email, as `wrangler dev` offers: `npm run email:reply` delivers a reply there.
  unsafeTriggerHandlers: true,
  d1Persist: path.join(persistDir, 'v3/d1'),
  r2Persist: path.join(persistDir, 'v3/r2'),
  cachePersist: path.join(persistDir, 'v3/cache'),
  // npm run load -- --soak --heap reads each isolate's JS heap through workerd's inspector.
  ...(process.env.INSPECTOR_PORT ? { inspectorPort: Number(process.env.INSPECTOR_PORT) } : {}),
  // The cron's mails link to SITE_URL: this address, unless .dev.vars says otherwise.
  workers: [
    portalWorker({
      bundleDir,
      spaDir,
      vars: { SITE_URL: `http://localhost:${port}`, ...devVars, ...localVars } as Record<string, string>,
      mail: localMailVars(),
    }),
  ],
});
await mf.ready;

// The Cron Trigger (wrangler.toml [triggers]), as Cloudflare runs it: here once a minute, so mail
// held during Do Not Disturb arrives in the local inbox soon after it ends.
const portal = await mf.getWorker('portal');
const cronTimer = setInterval(() => {
  portal
    .scheduled({ cron: '*/15 * * * *', scheduledTime: new Date() })
    .catch((error: unknown) => console.error('The scheduled run failed:', error));
}, 60_000);
cronTimer.unref();
console.log(`\nThe portal is at http://localhost:${port} (Ctrl+C stops it)`);
console.log(`Mail sent by the portal arrives in the local inbox at http://localhost:${inbox.webPort}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void Promise.allSettled([mf.dispose(), inbox.stop()]).finally(() => process.exit(0));
  });
