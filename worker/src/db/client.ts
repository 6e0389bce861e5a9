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
 */
export type Db = BaseSQLiteDatabase<'async', unknown, typeof schema> & {
  batch<U extends BatchItem<'sqlite'>, T extends Readonly<[U, ...U[]]>>(batch: T): Promise<BatchResponse<T>>;
};

type DbSettings = { DB: D1Database; LIBSQL_URL?: string; LIBSQL_AUTH_TOKEN?: string };

/** The one place that knows which driver is in use: libSQL when configured, else D1. */
export function createDb(env: DbSettings): Db {
  if (env.LIBSQL_URL) {
    const client = createClient({ url: env.LIBSQL_URL, authToken: env.LIBSQL_AUTH_TOKEN });
    return drizzleLibsql(client, { schema }) as unknown as Db;
  }
  return drizzleD1(env.DB, { schema }) as unknown as Db;
}

export { schema };
