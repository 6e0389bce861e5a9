import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import { drizzle as drizzleD1 } from 'drizzle-orm/d1';
import { drizzle as drizzleLibsql } from 'drizzle-orm/libsql/web';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { createClient } from '@libsql/client/web';
import * as schema from './schema';

/**
 * The one database type every service is written against: drizzle's async SQLite API plus
 * `batch()`, which both D1 and libSQL run as one atomic unit. Run results differ between
 * the drivers, so services read results through `.returning()` and selects only.
 *
 * Without drizzle's relational queries (`db.query.*`, which no service uses): given the schema,
 * drizzle() walks every table and relation of it to build their config, and a request's
 * database is made per request (its D1 session), so every request paid for that walk (seen in
 * a CPU profile of the message bench: about 14 % of the worker's samples).
 */
export type Db = BaseSQLiteDatabase<'async', unknown, Record<string, never>> & {
  batch<U extends BatchItem<'sqlite'>, T extends Readonly<[U, ...U[]]>>(batch: T): Promise<BatchResponse<T>>;
};

type DbSettings = { DB: D1Database; LIBSQL_URL?: string; LIBSQL_AUTH_TOKEN?: string };

/** The one place that knows which driver is in use: libSQL when configured, else D1. */
export function createDb(env: DbSettings): Db {
  if (env.LIBSQL_URL) {
    const client = createClient({ url: env.LIBSQL_URL, authToken: env.LIBSQL_AUTH_TOKEN });
    return drizzleLibsql(client) as unknown as Db;
  }
  return drizzleD1(env.DB) as unknown as Db;
}

/** D1 bookmarks as documented for Time Travel: four hex groups, sorting oldest to newest. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;

export const isBookmark = (value: string | null | undefined): value is string => typeof value === 'string' && BOOKMARK.test(value);

/**
 * Where a request's reads may start (docs/decisions/0012-d1-read-replication.md). Writes start
 * at the primary, which holds everything; a read with the caller's last bookmark may go to any
 * replica that has caught up with it. A signed-in read without one (a new tab, the first call
 * after signing in through a full-page redirect) starts at the primary so the new session row
 * is there; an anonymous read may start anywhere.
 */
export function sessionStart({ bookmark, write, signedIn }: { bookmark?: string; write: boolean; signedIn: boolean }): string {
  if (write) return 'first-primary';
  if (isBookmark(bookmark)) return bookmark;
  return signedIn ? 'first-primary' : 'first-unconstrained';
}

/**
 * A request's database; `primary`, for the reads that must see the latest write wherever the
 * request's reads start (the session lookup: a session ended a moment ago must already be
 * gone); and, on D1 with read replication, the bookmark to hand back afterwards.
 */
type RequestDb = { db: Db; primary: Db; bookmark: () => string | null };

/**
 * Per request: a D1 session (Sessions API) when the binding has one, else the plain database
 * (libSQL, or a D1 binding without sessions). drizzle's D1 driver only calls prepare() and
 * batch(), which a D1DatabaseSession has, though its types ask for a D1Database
 * (drizzle-orm issue 4522), hence the cast.
 */
export function createRequestDb(env: DbSettings, start: string): RequestDb {
  if (env.LIBSQL_URL || typeof env.DB.withSession !== 'function') {
    const db = createDb(env);
    return { db, primary: db, bookmark: () => null };
  }
  const session = env.DB.withSession(start);
  const db = drizzleD1(session as unknown as D1Database) as unknown as Db;
  return {
    db,
    // D1 sends a query made outside any session to the primary.
    primary: start === 'first-primary' ? db : createDb(env),
    bookmark: () => {
      const latest = session.getBookmark();
      return isBookmark(latest) ? latest : null;
    },
  };
}

export { schema };
