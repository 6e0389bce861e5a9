// The FTS5 search index as backups see it. `wrangler d1 export` refuses a database that has
// virtual tables, so a backup drops the index (tables and triggers), exports, and recreates it
// by running its migrations again, in order, each ending with a full rebuild
// (docs/operations.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './local';

const migrationsDir = path.join(root, 'migrations');

/**
 * The migrations that create or redefine FTS5 tables (0001 made them; 0010 redefined news_fts
 * with a prefix index), in the order they must run: the last definition of a table wins.
 */
export const ftsMigrations = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => path.join(migrationsDir, f))
  .filter((f) => /USING fts5/i.test(readFileSync(f, 'utf8')));

export type FtsObjects = { tables: string[]; triggers: string[] };

/**
 * The FTS5 tables and triggers the migrations declare. Each table must be external-content
 * (`content='...'`) or contentless (`content=''`, filled by its migration from the tables it
 * indexes, decision 0032): its index is then derived data that a rebuild recreates, so dropping
 * it loses nothing. A table that stored its own text would lose it, so it is refused here.
 * fts5vocab tables (views of an index) are listed before the table they read.
 */
export function ftsObjects(sql = ftsMigrations.map((f) => readFileSync(f, 'utf8')).join('\n')): FtsObjects {
  const tables = [
    ...new Set(
      [...sql.matchAll(/CREATE VIRTUAL TABLE (\w+) USING fts5\(([^;]*)\);/gi)].map(([, name, args]) => {
        if (!/\bcontent\s*=\s*'\w*'/i.test(args!)) throw new Error(`${name} keeps its own text; dropping it for a backup would lose data.`);
        return name!;
      }),
    ),
  ];
  const vocabularies = [...new Set([...sql.matchAll(/CREATE VIRTUAL TABLE (\w+) USING fts5vocab\(/gi)].map(([, name]) => name!))];
  tables.unshift(...vocabularies);
  const triggers = [...new Set([...sql.matchAll(/CREATE TRIGGER (\w+)/gi)].map(([, name]) => name!))];
  if (!tables.length) throw new Error('No migration declares an FTS5 table.');
  return { tables, triggers };
}

/** Triggers go first: each writes into an FTS table, so none may outlive its table. */
export const dropFtsSql = ({ tables, triggers }: FtsObjects): string =>
  [...triggers.map((t) => `DROP TRIGGER IF EXISTS ${t};`), ...tables.map((t) => `DROP TABLE IF EXISTS ${t};`)].join('\n') + '\n';

/** FTS5 keeps its index in ordinary tables named after the virtual table; they go and come with it. */
export const isFtsShadowTable = (name: string, { tables }: FtsObjects): boolean =>
  tables.some((t) => name.startsWith(`${t}_`) && ['data', 'idx', 'content', 'docsize', 'config'].includes(name.slice(t.length + 1)));
