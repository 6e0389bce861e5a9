import type { Miniflare } from 'miniflare';

/**
 * A worker that owns the real D1 binding and runs the statements it is sent. Tests reach it
 * with `dispatchFetch` only, which is asynchronous.
 *
 * Why not `mf.getD1Database()`: Miniflare's binding proxy makes a *synchronous* round trip
 * (a worker thread and `Atomics.wait`) for every `prepare()` and `bind()`, and on a loaded
 * machine its `SynchronousFetcher` now and then wakes before the reply has arrived
 * (`assert(message?.id === id)`), which broke every later query in that test file (or a seed). Only the
 * transport changes here: the statements still run on Miniflare's real D1 (SQLite in workerd).
 * The worker tests and the scripts that open the local database (seeding) both use it.
 */
/** The runner's handler object, for scripts that serve more than D1 (worker/test/support/live-over-fetch.ts). */
export const D1_RUNNER_HANDLER = `{
  async fetch(request, env) {
    const { method, statements, arg, session } = await request.json();
    try {
      const db = session === undefined ? env.DB : env.DB.withSession(session);
      const prepared = statements.map(({ sql, params }) => db.prepare(sql).bind(...params));
      let value;
      if (method === 'batch') value = await db.batch(prepared);
      else if (method === 'exec') value = await env.DB.exec(statements[0].sql);
      else if (method === 'raw') value = await prepared[0].raw(arg);
      else if (method === 'first') value = arg === undefined ? await prepared[0].first() : await prepared[0].first(arg);
      else value = await prepared[0][method]();
      const bookmark = session === undefined ? undefined : db.getBookmark();
      return Response.json({ value: value === undefined ? null : value, bookmark });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
      return Response.json({ error: { message, cause } });
    }
  },
}
`;
export const D1_RUNNER_SCRIPT = `export default ${D1_RUNNER_HANDLER};`;

type Statement = { sql: string; params: unknown[] };
type Call = { method: string; statements: Statement[]; arg?: unknown; session?: string };

function reviveError(error: { message: string; cause?: string }): Error {
  return new Error(error.message, error.cause ? { cause: new Error(error.cause) } : undefined);
}

/** Booleans and undefined as D1 itself would bind them; JSON carries the rest unchanged. */
const bindable = (value: unknown) => (value === undefined ? null : typeof value === 'boolean' ? Number(value) : value);

/** A `D1Database` whose every call is one asynchronous request to the runner worker. */
export function d1OverFetch(mf: Miniflare): D1Database {
  return connection(mf) as unknown as D1Database;
}

/** The database, or (with `session`) one D1 session that carries its bookmark forward. */
function connection(mf: Miniflare, session?: { bookmark: string }) {
  const call = async (body: Call): Promise<unknown> => {
    const res = await mf.dispatchFetch('http://d1.test/', {
      method: 'POST',
      body: JSON.stringify({ ...body, session: session?.bookmark }),
      headers: { 'content-type': 'application/json' },
    });
    const answer = (await res.json()) as { value?: unknown; bookmark?: string | null; error?: { message: string; cause?: string } };
    if (answer.error) throw reviveError(answer.error);
    if (session && answer.bookmark) session.bookmark = answer.bookmark;
    return answer.value;
  };

  class Prepared {
    constructor(
      readonly sql: string,
      readonly params: unknown[] = [],
    ) {}
    bind(...values: unknown[]) {
      return new Prepared(this.sql, values.map(bindable));
    }
    private one(method: string, arg?: unknown) {
      return call({ method, statements: [{ sql: this.sql, params: this.params }], arg });
    }
    all() {
      return this.one('all');
    }
    run() {
      return this.one('run');
    }
    raw(options?: { columnNames?: boolean }) {
      return this.one('raw', options);
    }
    first(column?: string) {
      return this.one('first', column);
    }
  }

  const prepare = (sql: string) => new Prepared(sql);
  const batch = (statements: Prepared[]) =>
    call({ method: 'batch', statements: statements.map((s) => ({ sql: s.sql, params: s.params })) });
  if (session) return { prepare, batch, getBookmark: () => session.bookmark };
  return {
    prepare,
    batch,
    exec: (sql: string) => call({ method: 'exec', statements: [{ sql, params: [] }] }),
    dump: () => Promise.reject(new Error('dump() is not supported in tests')),
    withSession: (constraintOrBookmark = 'first-unconstrained') => connection(mf, { bookmark: constraintOrBookmark }),
  };
}
