import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { d1OverFetch, D1_RUNNER_SCRIPT } from '../../scripts/lib/d1-over-fetch';
import { ownTables, snapshot } from './support/db-snapshot';
import { createTestEnv } from './support/env';
import { migrationStatements } from './support/migrations';

// Every test file's database starts as a copy of one the global setup migrated once
// (support/d1-template.ts). That copy must be exactly what applying the migrations gives, and
// each copy a database of its own.

type TestEnv = Awaited<ReturnType<typeof createTestEnv>>;
const schemaOf = async (db: D1Database) =>
  (await db.prepare("select type, name, sql from sqlite_master where name not like '_cf_%' order by name").all()).results;

let a: TestEnv;
let b: TestEnv;
let migrated: Miniflare;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestEnv(), createTestEnv()]);
  migrated = new Miniflare({ modules: true, script: D1_RUNNER_SCRIPT, d1Databases: ['DB'] });
  const DB = d1OverFetch(migrated);
  await DB.batch(migrationStatements().map((s) => DB.prepare(s)));
});
afterAll(() => Promise.all([a.dispose(), b.dispose(), migrated.dispose()]));

describe('a test database', () => {
  it('has exactly the schema and rows the migrations make', async () => {
    const fresh = d1OverFetch(migrated);
    const schema = await schemaOf(fresh);
    expect(schema.length).toBeGreaterThan(100);
    expect(await schemaOf(a.env.DB)).toEqual(schema);
    const { tables } = await ownTables(fresh);
    expect(await snapshot(a.env.DB, tables)).toEqual(await snapshot(fresh, tables));
  });

  it('is its own: a row written in one is not in another', async () => {
    await a.env.DB.prepare("insert into membership_levels (name) values ('Only in a')").run();
    const count = (db: D1Database) => db.prepare("select count(*) as n from membership_levels where name = 'Only in a'").first('n');
    expect(await count(a.env.DB)).toBe(1);
    expect(await count(b.env.DB)).toBe(0);
  });
});
