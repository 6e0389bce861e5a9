import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { d1OverFetch, D1_RUNNER_SCRIPT } from './d1-over-fetch';
import { buildWeb, webBuildIsFresh } from './web-build';

export const root = path.resolve(import.meta.dirname, '../..');

/** Where wrangler keeps the local D1 and R2; PERSIST_DIR lets tests use their own copy. */
export const persistDir = path.resolve(root, process.env.PERSIST_DIR ?? '.wrangler/state');

// Offline: wrangler otherwise fetches request.cf data from Cloudflare at start.
export const wranglerEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

/**
 * Local giving: the labelled test mode completes gifts without payment, and the receipt
 * names a demo organisation. The ABN is the ATO's published example ABN, not a real charity's.
 * `npm start` lets the environment override the names; the bench and load servers use these.
 */
export const localVars = {
  DONATIONS_TEST_MODE: 'true',
  ORGANISATION_NAME: process.env.ORGANISATION_NAME ?? 'Members Portal Demo Inc.',
  ORGANISATION_ABN: process.env.ORGANISATION_ABN ?? '51 824 753 556',
  DGR_FUND_NAME: process.env.DGR_FUND_NAME ?? 'Members Portal Public Fund',
  // Reply by email (decision 0036): replies to reply.localhost reach the email handler through
  // `npm run email:reply`. A fixed secret is fine on this machine; Cloudflare gets a real one
  // with `wrangler secret put EMAIL_REPLY_SECRET`.
  REPLY_DOMAIN: process.env.REPLY_DOMAIN ?? 'reply.localhost',
  EMAIL_REPLY_SECRET: process.env.EMAIL_REPLY_SECRET ?? 'local-only-reply-secret',
  // The browser tests join dozens of members from one address (e2e/support/global-setup.ts).
  ...(process.env.REGISTRATIONS_PER_ADDRESS_HOUR ? { REGISTRATIONS_PER_ADDRESS_HOUR: process.env.REGISTRATIONS_PER_ADDRESS_HOUR } : {}),
  // The browser tests prepare a demo account's data in the background, as a large account's is.
  ...(process.env.EXPORT_INLINE_MAX_ROWS ? { EXPORT_INLINE_MAX_ROWS: process.env.EXPORT_INLINE_MAX_ROWS } : {}),
};

/**
 * The local mail inbox's ports (scripts/lib/mail-inbox.ts): MailDev's usual 1025 for SMTP and
 * 1080 for the web inbox, unless MAIL_SMTP_PORT or MAIL_WEB_PORT says otherwise.
 */
export const mailInboxPorts = () => ({
  smtpPort: Number(process.env.MAIL_SMTP_PORT || 1025),
  webPort: Number(process.env.MAIL_WEB_PORT || 1080),
});

/**
 * The worker's mail settings for npm start and npm run dev: every mail goes over plain SMTP to
 * the local inbox. Production sets its own with `wrangler secret put` or the dashboard; the
 * bench and load servers get none, so the worker refuses mail features there.
 */
export const localMailVars = () => ({
  MAIL_FROM: 'Members Portal Demo <no-reply@members-portal.localhost>',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(mailInboxPorts().smtpPort),
  SMTP_SECURITY: 'none',
});

/** Every variable the worker reads its mail settings from. */
export const mailVarNames = ['MAIL_FROM', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURITY', 'SMTP_USERNAME', 'SMTP_PASSWORD'] as const;

export function fromToml(key: string): string {
  const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
  const match = new RegExp(`^${key}\\s*=\\s*"([^"]+)"`, 'm').exec(toml);
  if (!match) throw new Error(`wrangler.toml has no ${key}`);
  return match[1]!;
}

/**
 * A Miniflare over the same files `wrangler dev` uses, so scripts can read and write the
 * local database and bucket while no server is running.
 */
export async function openLocalBindings() {
  const mf = new Miniflare({
    modules: true,
    script: D1_RUNNER_SCRIPT,
    d1Databases: { DB: fromToml('database_id') },
    r2Buckets: { MEDIA: fromToml('bucket_name') },
    d1Persist: path.join(persistDir, 'v3/d1'),
    r2Persist: path.join(persistDir, 'v3/r2'),
  });
  const DB = d1OverFetch(mf);
  const MEDIA = (await mf.getR2Bucket('MEDIA')) as unknown as R2Bucket;
  return { DB, MEDIA, dispose: () => mf.dispose() };
}

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = wranglerEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

export const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

export const migrate = () => run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir]);

/**
 * What npm start and npm run dev do before serving: build the SPA (unless SKIP_BUILD=1, or
 * web/dist is already a finished build of these very sources: scripts/lib/web-build.ts), migrate,
 * seed once.
 */
export async function prepareLocal(): Promise<void> {
  if (process.env.SKIP_BUILD === '1') console.log('SKIP_BUILD=1: serving web/dist as it is.');
  else if (webBuildIsFresh()) console.log('web/dist is a build of these sources already: not building it again.');
  else await buildWeb({ quiet: true });
  await migrate();
  await run(bin('tsx'), ['scripts/seed.ts']);
}
