import { show } from './bad-input';

/**
 * A stable dump of the database, to prove a refused request changed nothing: every
 * table of the project's own, each row as JSON in rowid order, read in one batch.
 */
export type Snapshot = Map<string, string[]>;

/** Tables a snapshot leaves out, and why; they hold nothing a request could change that the snapshot would not already show. */
export type Excluded = { name: string; why: string };

function whyExcluded(name: string, sql: string, virtualTables: string[]): string | null {
  if (name.startsWith('sqlite_')) return "SQLite's own bookkeeping (autoincrement counters, statistics)";
  if (name.startsWith('_cf_')) return "D1's and Miniflare's own metadata";
  if (name.startsWith('d1_')) return "wrangler's record of applied migrations";
  if (/^create virtual table/i.test(sql))
    return 'a full-text index over a table the snapshot already covers (external content: it stores no rows of its own)';
  if (virtualTables.some((v) => name.startsWith(`${v}_`)))
    return "a full-text index's internal storage, rewritten by triggers whenever the table it indexes changes";
  return null;
}

/** The project's tables (sorted), and the ones left out with the reason. */
export async function ownTables(db: D1Database): Promise<{ tables: string[]; excluded: Excluded[] }> {
  const { results } = await db
    .prepare("select name, sql from sqlite_master where type = 'table' order by name")
    .all<{ name: string; sql: string | null }>();
  const virtualTables = results.filter((r) => /^create virtual table/i.test(r.sql ?? '')).map((r) => r.name);
  const tables: string[] = [];
  const excluded: Excluded[] = [];
  for (const { name, sql } of results) {
    const why = whyExcluded(name, sql ?? '', virtualTables);
    if (why) excluded.push({ name, why });
    else tables.push(name);
  }
  return { tables, excluded };
}

/** Every row of every table, in rowid order (the tables are all rowid tables). */
export async function snapshot(db: D1Database, tables: readonly string[]): Promise<Snapshot> {
  const results = await db.batch(tables.map((t) => db.prepare(`select * from "${t.replaceAll('"', '""')}" order by rowid`)));
  return new Map(tables.map((t, i) => [t, (results[i]!.results ?? []).map((row) => JSON.stringify(row))]));
}

/** What changed between two snapshots, table by table, with the first differing row (abbreviated). */
export function changes(before: Snapshot, after: Snapshot, ignore: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const [table, rows] of after) {
    if (ignore.includes(table)) continue;
    const old = before.get(table) ?? [];
    if (old.length === rows.length && old.every((row, i) => row === rows[i])) continue;
    const was = new Set(old);
    const now = new Set(rows);
    const added = rows.filter((r) => !was.has(r));
    const removed = old.filter((r) => !now.has(r));
    const sample = (r: string | undefined) => (r === undefined ? '' : show(JSON.parse(r)));
    out.push(
      `${table}: ${added.length} row(s) new or changed ${sample(added[0])}; ${removed.length} row(s) gone or changed ${sample(removed[0])}`,
    );
  }
  return out;
}

/**
 * Deletes every row of the given tables in one transaction (foreign keys checked at the end,
 * when all are empty). Starting each route from an empty database keeps snapshots small and
 * makes a route's runs independent of the routes before it.
 */
export async function emptyTables(db: D1Database, tables: readonly string[]): Promise<void> {
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = on'),
    ...tables.map((t) => db.prepare(`delete from "${t.replaceAll('"', '""')}"`)),
  ]);
}
