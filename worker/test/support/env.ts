import { createClient } from '@libsql/client';
import { drizzle as drizzleLibsql } from 'drizzle-orm/libsql';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { inject } from 'vitest';
import { createDb, schema, type Db } from '../../src/db/client';
import type { Env } from '../../src/platform/env';
import type { QueuedMail } from '../../src/mail/services/mail';
import { mailOutbox } from './mail-outbox';
import { d1OverFetch } from '../../../scripts/lib/d1-over-fetch';
import { liveObjects, liveOverFetch, liveRunnerScript } from './live-over-fetch';
import { copyOfTemplate } from './d1-template';
import { migrationStatements } from './migrations';

/**
 * Real bindings for tests: D1, R2 and the live channels' Durable Objects from Miniflare, in a
 * temporary folder, with the project's migrations applied (D1 reached asynchronously, see
 * d1-over-fetch.ts). One per test file; tests make their own data with factories. `mfOptions`
 * are the Miniflare's options, for a test that restarts it with `mf.setOptions` and keeps its data.
 */
export async function createTestEnv(): Promise<{
  env: Env;
  db: Db;
  mail: QueuedMail[];
  mf: Miniflare;
  mfOptions: MiniflareOptions;
  dispose: () => Promise<void>;
}> {
  // A copy of the database the global setup migrated (d1-template.ts), or, when a file runs
  // without that setup, a new database with the migrations applied here.
  const template = inject('d1Template');
  const copy = template ? copyOfTemplate(template) : undefined;
  const mfOptions: MiniflareOptions = {
    modules: true,
    script: liveRunnerScript(),
    d1Databases: ['DB'],
    ...(copy ? { d1Persist: copy.dir } : {}),
    r2Buckets: ['MEDIA'],
    durableObjects: liveObjects,
  };
  const mf = new Miniflare(mfOptions);
  const DB = d1OverFetch(mf);
  const MEDIA = (await mf.getR2Bucket('MEDIA')) as unknown as R2Bucket;
  if (!copy) await DB.batch(migrationStatements().map((s) => DB.prepare(s)));
  // Tests stand in for Cloudflare's edge: the CF-Connecting-IP they send is the visitor's address.
  const outbox = mailOutbox();
  const env: Env = {
    DB,
    MEDIA,
    CLIENT_IP_HEADER: 'cf-connecting-ip',
    MAIL_QUEUE: outbox.queue,
    MAIL_FROM: 'Equal Ground <no-reply@example.test>',
    SMTP_HOST: 'smtp.example.test',
    LIVE: liveOverFetch(mf),
  };
  const dispose = async () => {
    await mf.dispose();
    copy?.remove();
  };
  return { env, db: createDb(env), mail: outbox.sent, mf, mfOptions, dispose };
}

/** The same schema on libSQL (in memory), for tests that must pass on both drivers. */
export async function createLibsqlDb(): Promise<Db> {
  const client = createClient({ url: ':memory:' });
  for (const statement of migrationStatements()) await client.execute(statement);
  return drizzleLibsql(client, { schema }) as unknown as Db;
}
