// The production build of the worker on plain workerd (scripts/lib/portal-worker.ts, the same
// server npm start runs), for npm run bench and npm run load: on a fresh state folder, with a
// bare Hono app beside it as the floor. Requests come in over real HTTP on loopback.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { createDb, type Db } from '../../worker/src/db/client';
import { seedDemo } from '../../worker/seed/seed';
import { putSiteImages } from '../../worker/seed/site-images';
import { bin, fromToml, localVars, root, run } from './local';
import { bundlePortal, compatibilityDate, compatibilityFlags, portalWorker, quietWrangler } from './portal-worker';

export const benchDir = path.join(root, '.bench');
// Everything generated that holds JavaScript goes under a dist/ folder, which ESLint ignores.
export const distDir = path.join(benchDir, 'dist');
export const spaDir = path.join(distDir, 'web');
const workerOut = path.join(distDir, 'worker');
const floorOut = path.join(distDir, 'floor-worker');

/** The SPA's production build, into a folder of its own (web/dist belongs to the browser tests). */
export async function buildSpa(): Promise<void> {
  await run(bin('vite'), ['build', '--outDir', spaDir, '--emptyOutDir', '--logLevel', 'warn']);
}

/**
 * The worker bundle `wrangler deploy` would upload, and a bare Hono app (the floor) built the
 * same way, so both run the same bundler output on the same workerd.
 */
export async function bundleWorkers(): Promise<void> {
  await bundlePortal(workerOut, spaDir);
  // In dist/ too: wrangler keeps its temporary bundles in a .wrangler folder beside the config.
  const floorConfig = path.join(distDir, 'floor.wrangler.toml');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(
    floorConfig,
    [
      `name = "bench-floor"`,
      `main = "${path.join(root, 'scripts/bench/floor-worker.ts')}"`,
      `compatibility_date = "${compatibilityDate}"`,
      `compatibility_flags = ${JSON.stringify(compatibilityFlags)}`,
      'send_metrics = false',
      '',
    ].join('\n'),
  );
  await run(bin('wrangler'), ['deploy', '--dry-run', '--config', floorConfig, '--outdir', floorOut], quietWrangler);
}

/** What workerd printed (the worker's JSON log lines among it), kept for reports. */
export interface WorkerLog {
  lines: string[];
  /** Lines the worker logged at level "error" (request.failed and the like) and uncaught exceptions. */
  errors: string[];
}

function captureLog(log: WorkerLog) {
  return (stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) => {
    for (const stream of [stdout, stderr]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const text = rest + chunk.toString();
        const lines = text.split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.trim()) continue;
          log.lines.push(line);
          if (log.lines.length > 2000) log.lines.shift();
          if (line.includes('"level":"error"') || line.includes('Uncaught')) log.errors.push(line);
        }
      });
    }
  };
}

export interface BuiltWorker {
  /** The portal: the assets router, then the worker (every path runs the worker first). */
  url: URL;
  /** Headers that send a request on the same socket to the floor worker instead. */
  floorHeaders: Record<string, string>;
  DB: D1Database;
  MEDIA: R2Bucket;
  db: Db;
  log: WorkerLog;
  /** The live channels' Durable Object namespace, to ask an object directly (the hibernation bench). */
  LIVE: DurableObjectNamespace;
  dispose(): Promise<void>;
}

/**
 * Starts workerd with the built worker and the floor on one loopback port, over a fresh
 * state folder: migrations applied with wrangler (as npm run db:migrate does), then the
 * demo content seeded.
 */
export async function startBuiltWorker({ stateDir, inspectorPort }: { stateDir: string; inspectorPort?: number }): Promise<BuiltWorker> {
  // Miniflare's synchronous binding proxy now and then fails an internal assertion on this
  // loaded machine while seeding (fetch-sync: message id mismatch); a fresh start gets past it.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(stateDir, inspectorPort);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`Starting the server failed (${String(error).split('\n')[0]}); starting again (${attempt + 1} of 3).`);
    }
  }
}

async function startOnce(stateDir: string, inspectorPort?: number): Promise<BuiltWorker> {
  rmSync(stateDir, { recursive: true, force: true });
  await run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], quietWrangler);
  const log: WorkerLog = { lines: [], errors: [] };
  const mf = new Miniflare({
    handleRuntimeStdio: captureLog(log),
    host: '127.0.0.1',
    // BENCH_PORT pins the port (npm run bench and npm run load), for machines that share their ports out.
    port: Number(process.env.BENCH_PORT ?? 0),
    cf: false,
    // The hibernation bench reads the isolates' heaps through workerd's inspector.
    ...(inspectorPort ? { inspectorPort } : {}),
    d1Persist: path.join(stateDir, 'v3/d1'),
    r2Persist: path.join(stateDir, 'v3/r2'),
    workers: [
      // No mail inbox runs beside the bench and load servers: no SMTP settings, so the worker
      // refuses mail features plainly.
      portalWorker({ bundleDir: workerOut, spaDir, vars: localVars, mail: null }),
      {
        name: 'floor',
        modules: true,
        scriptPath: path.join(floorOut, 'floor-worker.js'),
        compatibilityDate,
        compatibilityFlags,
        d1Databases: { DB: fromToml('database_id') },
        // The floors of message delivery (scripts/bench/floor-worker.ts): a bare Durable Object
        // relay, and a conversation's object that stores in its own SQLite before relaying.
        durableObjects: { ECHO: { className: 'EchoHub', useSQLite: true }, ROOM: { className: 'EchoRoom', useSQLite: true } },
      },
    ],
  });
  try {
    const url = await mf.ready;
    const DB = (await mf.getD1Database('DB', 'portal')) as unknown as D1Database;
    const MEDIA = (await mf.getR2Bucket('MEDIA', 'portal')) as unknown as R2Bucket;
    const db = createDb({ DB });
    await seedDemo(db, MEDIA);
    // The landing page's pictures, as npm start puts them, so the page-load lines measure the real page.
    await putSiteImages(MEDIA);
    const LIVE = (await mf.getDurableObjectNamespace('LIVE', 'portal')) as unknown as DurableObjectNamespace;
    return { url, floorHeaders: { 'MF-Route-Override': 'floor' }, DB, MEDIA, db, log, LIVE, dispose: () => mf.dispose() };
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}

/** Signs in over HTTP and returns the session cookie ("session=..."). */
export async function signIn(base: URL, email: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base.origin, ...headers },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (res.status !== 200 || !cookie) throw new Error(`Sign-in as ${email} answered ${res.status}: ${await res.text()}`);
  return cookie.split(';')[0]!;
}
