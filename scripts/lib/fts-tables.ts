// The FTS5 search index as backups see it. `wrangler d1 export` refuses a database that has
// virtual tables, so a backup drops the index (tables and triggers), exports, and recreates it
// by running its migration again, which ends with a full rebuild (docs/operations.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './local';

/** The migration that creates every FTS5 table, its triggers and the first build of its index. */
export const ftsMigration = path.join(root, 'migrations/0001_search.sql');

export type FtsObjects = { tables: string[]; triggers: string[] };

/**
 * The FTS5 tables and triggers the migration declares. Each table must be external-content
 * (`content='...'`): its index is then derived data that a rebuild recreates, so dropping it
 * loses nothing. A table that stored its own text would lose it, so it is refused here.
 */
export function ftsObjects(sql = readFileSync(ftsMigration, 'utf8')): FtsObjects {
  const tables = [...sql.matchAll(/CREATE VIRTUAL TABLE (\w+) USING fts5\(([^;]*)\);/gi)].map(([, name, args]) => {
    if (!/\bcontent\s*=\s*'\w+'/i.test(args!)) throw new Error(`${name} keeps its own text; dropping it for a backup would lose data.`);
    return name!;
  });
  const triggers = [...sql.matchAll(/CREATE TRIGGER (\w+)/gi)].map(([, name]) => name!);
  if (!tables.length) throw new Error(`${path.relative(root, ftsMigration)} declares no FTS5 table.`);
  return { tables, triggers };
}

/** Triggers go first: each writes into an FTS table, so none may outlive its table. */
export const dropFtsSql = ({ tables, triggers }: FtsObjects): string =>
  [...triggers.map((t) => `DROP TRIGGER IF EXISTS ${t};`), ...tables.map((t) => `DROP TABLE IF EXISTS ${t};`)].join('\n') + '\n';

/** FTS5 keeps its index in ordinary tables named after the virtual table; they go and come with it. */
export const isFtsShadowTable = (name: string, { tables }: FtsObjects): boolean =>
  tables.some((t) => name.startsWith(`${t}_`) && ['data', 'idx', 'content', 'docsize', 'config'].includes(name.slice(t.length + 1)));
