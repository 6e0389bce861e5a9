import { eq, type Query } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { reusedQueries } from '../src/db/reused';
import * as t from '../src/db/schema';
import { roomSendLookups, roomStoreStatements } from '../src/messaging/services/chat-messages';
import { sendStatements } from '../src/messaging/services/messages-send';
import { sessionLookup } from '../src/accounts/services/sessions';
import { createLibsqlDb, createTestEnv } from './support/env';

// Reused statements (worker/src/db/reused.ts) are built once with placeholders and bound per
// run. A value a statement took from anywhere but its argument would be baked into the text the
// first run made: these build each reused statement afresh for other values and compare.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let libsql: Db;
beforeAll(async () => {
  te = await createTestEnv();
  libsql = await createLibsqlDb();
});
afterAll(() => te.dispose());

const fresh = (statements: readonly unknown[]): Query[] =>
  statements.map((s) => {
    const { sql, params } = (s as { toSQL(): Query }).toSQL();
    return { sql, params };
  });

const send = (n: number) => ({
  viewerId: 10 + n,
  conversationId: 200 + n,
  clientId: `client-${n}`,
  body: `Message ${n}\nwith a second line`,
  at: `2026-11-2${n}T10:00:00.000Z`,
  limitKey: `message:${10 + n}`,
  stale: `2026-11-2${n}T09:59:00.000Z`,
  tokenHash: String(n).repeat(64),
  today: `2026-11-2${n}`,
});

describe.each([
  ['D1', () => te.db],
  ['libSQL', () => libsql],
])('reused statements on %s', (_name, database) => {
  it('send the same SQL and values as freshly built ones, and check the session the same way, for every send', () => {
    const db = database();
    for (const n of [1, 2, 3]) {
      const values = send(n);
      const reused = reusedQueries(db, 'message.send', values, (v) => sendStatements(db, v));
      expect(reused).toEqual(fresh(sendStatements(db, values)));
      expect(reused.flatMap((q) => q.params)).toEqual(expect.arrayContaining([values.body, values.tokenHash, values.today]));
    }
  });

  it('look up and store a room message the same way, for every send', () => {
    const db = database();
    for (const n of [1, 2]) {
      const { viewerId, clientId, body, at, limitKey, stale } = send(n);
      const lookups = { roomId: 30 + n, viewerId, clientId, at, limitKey, stale };
      expect(reusedQueries(db, 'room.send.lookups', lookups, (v) => roomSendLookups(db, v))).toEqual(fresh(roomSendLookups(db, lookups)));
      const store = { roomId: 30 + n, conversationId: 400 + n, viewerId, clientId, body, at, slowSince: n === 1 ? null : at };
      expect(reusedQueries(db, 'room.send.store', store, (v) => roomStoreStatements(db, v))).toEqual(fresh(roomStoreStatements(db, store)));
    }
  });

  it('look a session up by each token', () => {
    const db = database();
    for (const tokenHash of ['a'.repeat(64), 'b'.repeat(64)]) {
      const values = { tokenHash, now: '2026-11-27T12:00:00.000Z' };
      expect(reusedQueries(db, 'session.lookup', values, (v) => [sessionLookup(db, v)])).toEqual(fresh([sessionLookup(db, values)]));
    }
  });
});

it('would catch a statement that takes a value from outside its argument', () => {
  const db = te.db;
  let outside = 1;
  const build = (v: { id: number }) => [db.select().from(t.users).where(eq(t.users.id, v.id)).limit(outside)] as const;
  expect(reusedQueries(db, 'test.leaky', { id: 1 }, build)).toEqual(fresh(build({ id: 1 })));
  outside = 5;
  // The text made the first time kept the old limit: reused and fresh disagree.
  expect(reusedQueries(db, 'test.leaky', { id: 2 }, build)).not.toEqual(fresh(build({ id: 2 })));
});
