import { buildSync } from 'esbuild';
import { Miniflare } from 'miniflare';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { d1OverFetch, D1_RUNNER_HANDLER } from '../../scripts/lib/d1-over-fetch';
import { createDb, type Db } from '../src/db/client';
import { makeArticle, sessionOf, signedIn } from './support/factories';
import { migrationStatements } from './support/migrations';

// Decision 0030: a revoked session is refused on its next request in every isolate, and a write
// shows in every isolate on its next read. Two Miniflare instances are two workerd processes (so
// two isolates, each with its own module state and its own Cache API) running the real worker,
// bundled by esbuild, on one D1 database (one persist folder), as two data centres share D1.

const ORIGIN = 'http://localhost';
const root = path.resolve(import.meta.dirname, '../..');

/** The worker, with the D1 runner (scripts/lib/d1-over-fetch.ts) on http://d1.test for the test's own setup. */
function workerScript(): string {
  return buildSync({
    stdin: {
      contents: `import worker from './worker/src/index.ts';
export { LiveHub } from './worker/src/messaging/live/live-hub.ts';
const d1Runner = ${D1_RUNNER_HANDLER};
export default {
  fetch(request, env, ctx) {
    return new URL(request.url).hostname === 'd1.test' ? d1Runner.fetch(request, env) : worker.fetch(request, env, ctx);
  },
};`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    external: ['node:*', 'cloudflare:*'],
    write: false,
  }).outputFiles[0]!.text;
}

let persist: string;
let isolates: [Miniflare, Miniflare];
let db: Db;

beforeAll(async () => {
  persist = mkdtempSync(path.join(tmpdir(), 'two-isolates-'));
  const script = workerScript();
  const options = {
    modules: true,
    script,
    compatibilityDate: '2026-05-01',
    compatibilityFlags: ['nodejs_compat'],
    d1Databases: { DB: 'members-portal' },
    d1Persist: persist,
    r2Buckets: ['MEDIA'],
  };
  // One after the other: two workerd processes opening the same SQLite file at the same moment
  // can meet its lock (SQLITE_BUSY, fatal at start-up) on a loaded machine; once the first is
  // up and the tables exist, the second opens a quiet file. Each start is tried again once.
  const start = async () => {
    try {
      const mf = new Miniflare(options);
      await mf.ready;
      return mf;
    } catch {
      await new Promise((r) => setTimeout(r, 1000));
      const mf = new Miniflare(options);
      await mf.ready;
      return mf;
    }
  };
  const first = await start();
  const DB = d1OverFetch(first);
  await DB.batch(migrationStatements().map((s) => DB.prepare(s)));
  db = createDb({ DB } as never);
  isolates = [first, await start()];
}, 60_000);
afterAll(async () => {
  await Promise.all(isolates.map((mf) => mf.dispose()));
  rmSync(persist, { recursive: true, force: true });
});

async function ask(isolate: 0 | 1, pathname: string, cookie: string, method = 'GET') {
  const headers: Record<string, string> = { cookie };
  if (method !== 'GET') headers.origin = ORIGIN;
  const res = await isolates[isolate].dispatchFetch(`${ORIGIN}${pathname}`, { method, headers });
  const text = await res.text();
  return { status: res.status, cache: res.headers.get('x-member-cache'), body: text };
}

describe('two isolates on one database', () => {
  it('share the database: what one writes, the other reads', async () => {
    const { cookie } = await signedIn(db);
    const article = await makeArticle(db, { title: 'Written through the first' });
    const read = await ask(1, `/api/news/${article.id}`, cookie);
    expect(read.status).toBe(200);
    expect(read.body).toContain('Written through the first');
  });

  it('refuse a session on its next request once it is ended in the other', async () => {
    const member = await signedIn(db);
    const second = await sessionOf(db, member.user.id);
    // Each isolate has the list in its own cache, asked for with the session to be ended.
    for (const isolate of [0, 1] as const) {
      expect((await ask(isolate, '/api/news?limit=12', member.cookie)).cache).toBe('MISS');
      expect((await ask(isolate, '/api/news?limit=12', member.cookie)).cache).toBe('HIT');
    }
    // "Sign out everywhere else" from the member's other device, through the second isolate.
    expect((await ask(1, '/api/auth/sessions', second.cookie, 'DELETE')).status).toBe(200);
    for (const isolate of [0, 1] as const) expect((await ask(isolate, '/api/news?limit=12', member.cookie)).status).toBe(401);
    expect((await ask(0, '/api/news?limit=12', second.cookie)).status).toBe(200);
  });

  it('show a write made through one isolate on the next read in the other, whatever either has cached', async () => {
    const member = await signedIn(db);
    const editor = await signedIn(db, { role: 'editor' });
    const article = await makeArticle(db, { title: 'Fresh, then deleted through the other isolate' });
    expect((await ask(0, '/api/news?limit=12', member.cookie)).body).toContain('Fresh, then deleted');
    expect((await ask(0, '/api/news?limit=12', member.cookie)).cache).toBe('HIT');
    expect((await ask(1, `/api/news/${article.id}`, editor.cookie, 'DELETE')).status).toBe(200);
    const after = await ask(0, '/api/news?limit=12', member.cookie);
    expect(after.cache).toBe('MISS');
    expect(after.body).not.toContain('Fresh, then deleted');
  });
});
