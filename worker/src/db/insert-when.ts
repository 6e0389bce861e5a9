import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';

/**
 * One row's insert that happens only when `when` holds, decided inside the insert itself
 * (`insert into … select … where when`), so a limit that counts rows cannot be passed by
 * requests that all counted before any of them wrote (docs/decisions/0048). Values are given
 * as for `.values()`; a column left out takes its default, as drizzle's own insert would
 * (drizzle inserts a raw select as every column, in the table's order). Chain `.returning()`
 * to learn whether the row was stored, and `.onConflict…()` as on any insert.
 */
export function insertWhen<T extends SQLiteTable>(db: Db, table: T, values: T['$inferInsert'], when: SQL) {
  const given = values as Record<string, unknown>;
  const selected = Object.entries(getTableColumns(table))
    // The columns drizzle's insert names (its internal shouldDisableInsert: all but generated ones).
    .filter(([, column]) => !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert())
    .map(([name, column]) => {
      const value = given[name] !== undefined ? given[name] : column.defaultFn ? column.defaultFn() : column.default;
      if (value === undefined || value === null) return sql`null`;
      return is(value, SQL) ? value : sql.param(value, column);
    });
  return db.insert(table).select(sql`select ${sql.join(selected, sql`, `)} where ${when}`);
}
