// The portal as it runs locally on plain workerd, for npm start, npm run bench and npm run load:
// the bundle `wrangler deploy` would upload, run by the workerd that Miniflare launches, with
// Miniflare's SQLite-backed D1, disk-backed R2 and the assets router in front (every path runs
// the worker first, as in wrangler.toml). There is no wrangler dev here: no file watcher,
// bundler on request, proxy worker or inspector (docs/benchmarks.md says why that matters).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { WorkerOptions } from 'miniflare';
import { bin, fromToml, mailVarNames, root, run, wranglerEnv } from './local';

/** The same compatibility settings as wrangler.toml. */
export const compatibilityDate = fromToml('compatibility_date');
export const compatibilityFlags = JSON.parse(
  /^compatibility_flags\s*=\s*(\[.*\])/m.exec(readFileSync(path.join(root, 'wrangler.toml'), 'utf8'))?.[1] ?? '[]',
) as string[];

/** wrangler's banner and binding tables would bury the scripts' own output. */
export const quietWrangler = { ...wranglerEnv, WRANGLER_LOG: 'warn', CI: 'true' };

/** Bundles the worker as `wrangler deploy` would (into `outDir`/index.js), serving `spaDir`. */
export const bundlePortal = (outDir: string, spaDir: string) =>
  run(bin('wrangler'), ['deploy', '--dry-run', '--outdir', outDir, '--assets', spaDir], quietWrangler);

/** The mail queue, as in wrangler.toml (without its dead-letter queue: nothing reads one locally). */
export const mailQueue = 'members-portal-mail';
/** The notification fan-out queue, as in wrangler.toml. */
export const notifyQueue = 'members-portal-notifications';

/**
 * Miniflare's options for the portal worker: the bundle in `bundleDir`, the SPA in `spaDir`.
 * The mail settings come from `mail` alone, never from `vars` (.dev.vars, say): `null` means
 * no SMTP server is there, and the worker refuses mail features plainly instead of queueing
 * mail nobody can deliver.
 */
export function portalWorker({
  bundleDir,
  spaDir,
  vars,
  mail,
}: {
  bundleDir: string;
  spaDir: string;
  vars: Record<string, string>;
  mail: Record<string, string> | null;
}): WorkerOptions {
  const bindings = Object.fromEntries(Object.entries(vars).filter(([key]) => !(mailVarNames as readonly string[]).includes(key)));
  return {
    name: 'portal',
    modules: true,
    scriptPath: path.join(bundleDir, 'index.js'),
    compatibilityDate,
    compatibilityFlags,
    d1Databases: { DB: fromToml('database_id') },
    r2Buckets: { MEDIA: fromToml('bucket_name') },
    // As in wrangler.toml: the live channels' Durable Object class, exported by the bundle.
    durableObjects: { LIVE: { className: 'LiveHub', useSQLite: true } },
    queueProducers: { MAIL_QUEUE: { queueName: mailQueue }, NOTIFY_QUEUE: { queueName: notifyQueue } },
    queueConsumers: {
      [mailQueue]: { maxBatchSize: 10, maxBatchTimeout: 1, maxRetries: 10 },
      [notifyQueue]: { maxBatchSize: 5, maxBatchTimeout: 1, maxRetries: 5 },
    },
    bindings: { ...bindings, ...mail },
    assets: {
      directory: spaDir,
      binding: 'ASSETS',
      routerConfig: { invoke_user_worker_ahead_of_assets: true, has_user_worker: true },
      assetConfig: { not_found_handling: 'single-page-application' },
    },
  };
}
