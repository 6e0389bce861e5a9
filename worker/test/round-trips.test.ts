import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../src/platform/env';
import { makePage, visitor } from './support/cms-factories';
import { makeCampaign, withTestMode } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { makeArticle, makeAudiobook, makeComment, makeEpisode, makePost, signedIn } from './support/factories';
import { FakeCache } from './support/edge-cache';
import { makeConversation } from './support/message-factories';
import { call } from './support/request';

/**
 * Issue 8: each request makes at most three database round trips. D1 is a network hop away
 * from the worker (further still from a replica's client), so round trips, not rows, set a
 * page's latency. Every statement run on its own is one round trip; a batch() is one.
 */
const BUDGET = 3;

type Trips = { sql: string[] };

/** The D1 binding with every round trip written down, sessions (withSession) included. */
function counting(target: D1Database, trips: Trips): D1Database {
  const inner = new WeakMap<object, D1PreparedStatement>();
  const statement = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const note = <T>(run: () => Promise<T>) => {
      trips.sql.push(sql);
      return run();
    };
    const wrapped = {
      bind: (...values: unknown[]) => statement(stmt.bind(...values), sql),
      all: () => note(() => stmt.all()),
      run: () => note(() => stmt.run()),
      raw: (options?: { columnNames?: boolean }) => note(() => stmt.raw(options as { columnNames: true })),
      first: (column?: string) => note(() => (column === undefined ? stmt.first() : stmt.first(column))),
    };
    inner.set(wrapped, stmt);
    return wrapped as unknown as D1PreparedStatement;
  };
  const database = (db: Pick<D1Database, 'prepare' | 'batch'>) => ({
    prepare: (sql: string) => statement(db.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      trips.sql.push(`batch(${statements.length})`);
      return db.batch(statements.map((s) => inner.get(s)!));
    },
  });
  return {
    ...database(target),
    exec: (sql: string) => target.exec(sql),
    withSession: (start?: string) => {
      const session = target.withSession(start);
      return { ...database(session), getBookmark: () => session.getBookmark() };
    },
  } as unknown as D1Database;
}

let t: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
const trips: Trips = { sql: [] };
let cookie: string;
let postId: number;
let articleId: number;
let campaignId: number;
let episodeId: number;
let conversationId: number;

beforeAll(async () => {
  t = await createTestEnv();
  // Telling readers goes through the notification queue, as on Cloudflare and under npm start.
  const notifyQueue = { send: async () => {}, sendBatch: async () => {} } as unknown as Env['NOTIFY_QUEUE'];
  env = withTestMode({ ...t.env, DB: counting(t.env.DB, trips), NOTIFY_QUEUE: notifyQueue });
  const member = await signedIn(t.db);
  cookie = member.cookie;
  for (let i = 0; i < 14; i++) await makeArticle(t.db, { title: `Round trip article ${i}` });
  articleId = (await makeArticle(t.db, { title: 'The one article' })).id;
  for (let i = 0; i < 4; i++) await makeEpisode(t.db);
  episodeId = (await makeEpisode(t.db)).id;
  for (let i = 0; i < 4; i++) await makeAudiobook(t.db);
  for (let i = 0; i < 12; i++) await makePost(t.db, member.user.id);
  postId = (await makePost(t.db, member.user.id, { title: 'The one post' })).id;
  for (let i = 0; i < 5; i++) await makeComment(t.db, postId, member.user.id);
  campaignId = (await makeCampaign(t.db)).id;
  await makePage(t.db, { slug: 'round-trip-page' });
  conversationId = (await makeConversation(t.db, [member.user.id, (await signedIn(t.db)).user.id])).id;
});
afterAll(() => t.dispose());

/** One request's status and the statements it sent to D1. */
async function measure(path: string, init: Parameters<typeof call>[2] = {}) {
  trips.sql.length = 0;
  const res = await call(env, path, init);
  await res.arrayBuffer();
  return { status: res.status, trips: [...trips.sql] };
}

// What each request costs today. The session lookup (lib/auth.ts loadUser) is one of them for
// every signed-in request; it also writes once an hour to slide the session's expiry.
const routes: [name: string, path: () => string, init: () => Parameters<typeof call>[2], status: number, trips: number][] = [
  ['news list (12)', () => '/api/news?limit=12', () => ({ cookie }), 200, 2],
  ['news article', () => `/api/news/${articleId}`, () => ({ cookie }), 200, 2],
  ['podcast list (12)', () => '/api/podcasts?limit=12', () => ({ cookie }), 200, 2],
  ['audiobook list (12)', () => '/api/audiobooks?limit=12', () => ({ cookie }), 200, 2],
  ['community posts (10)', () => '/api/community/posts?limit=10', () => ({ cookie }), 200, 2],
  ['community post', () => `/api/community/posts/${postId}`, () => ({ cookie }), 200, 2],
  ['community comments', () => `/api/community/posts/${postId}/comments`, () => ({ cookie }), 200, 3],
  ['current user', () => '/api/auth/user', () => ({ cookie }), 200, 1],
  ['dashboard summary', () => '/api/dashboard/summary', () => ({ cookie }), 200, 2],
  [
    'comment',
    () => `/api/community/posts/${postId}/comments`,
    () => ({ method: 'POST', cookie, body: { content: 'Counting my round trips.' } }),
    201,
    3,
  ],
  [
    'gift (test mode)',
    () => `/api/donation-campaigns/${campaignId}/donations`,
    () => ({ method: 'POST', body: { amount: '25', donorName: 'Alex', showName: true, email: 'alex@example.org' }, headers: visitor() }),
    201,
    2,
  ],
  [
    'gift by a member (test mode)',
    () => `/api/donation-campaigns/${campaignId}/donations`,
    () => ({
      method: 'POST',
      cookie,
      body: { amount: '10', donorName: 'Sam', showName: false, email: 'sam@example.org' },
      headers: visitor(),
    }),
    201,
    3,
  ],
  [
    'listening position save',
    () => `/api/listening-positions/episode/${episodeId}`,
    () => ({ method: 'PUT', cookie, body: { positionSeconds: 125 } }),
    200,
    3,
  ],
  // A private message: one batch with the session's check, the lookups, the rate limit, the store, who hears it and
  // their counts (this isolate has seen the session, so loadUser leaves its check to the send: decision 0024).
  [
    'private message',
    () => `/api/messages/conversations/${conversationId}/messages`,
    () => ({ method: 'POST', cookie, body: { body: 'Counting my round trips.', clientId: crypto.randomUUID() } }),
    201,
    1,
  ],
  ['inbox', () => '/api/messages/conversations', () => ({ cookie }), 200, 2],
  ['conversation', () => `/api/messages/conversations/${conversationId}`, () => ({ cookie }), 200, 2],
  ['conversation history', () => `/api/messages/conversations/${conversationId}/messages`, () => ({ cookie }), 200, 2],
  [
    'read mark',
    () => `/api/messages/conversations/${conversationId}/read`,
    () => ({ method: 'POST', cookie, body: { lastReadMessageId: 1 } }),
    200,
    2,
  ],
  ['public page', () => '/api/pages/round-trip-page', () => ({}), 200, 1],
  ['campaigns', () => '/api/donation-campaigns', () => ({}), 200, 1],
  ['podcast feed', () => '/podcasts/feed.xml', () => ({}), 200, 1],
];

describe('database round trips per request', () => {
  it.each(routes)('%s', async (_name, path, init, status, expected) => {
    const { status: got, trips: sent } = await measure(path(), init());
    expect(got).toBe(status);
    expect(sent.length, sent.join('\n')).toBe(expected);
    expect(sent.length).toBeLessThanOrEqual(BUDGET);
  });

  it('counts a batch as one round trip and a lone statement as one', async () => {
    trips.sql.length = 0;
    const db = env.DB.withSession('first-primary');
    await db.batch([db.prepare('select 1'), db.prepare('select 2')]);
    await db.prepare('select 3').all();
    expect(trips.sql).toEqual(['batch(2)', 'select 3']);
  });
});

// Decision 0030: with the shared part at the edge, a member's list read is the session (with the
// areas' version stamps) and, for the forum, the member's own likes and blocks; a miss adds the
// shared read from the primary.
describe('round trips with the shared part at the edge', () => {
  beforeAll(() => vi.stubGlobal('caches', { default: new FakeCache() }));
  afterAll(() => vi.unstubAllGlobals());

  it.each([
    ['news list (12)', '/api/news?limit=12', 2, 1],
    ['news article', `/api/news/{article}`, 2, 1],
    ['podcast list (12)', '/api/podcasts?limit=12', 2, 1],
    ['audiobook list (12)', '/api/audiobooks?limit=12', 2, 1],
    ['audiobook categories', '/api/audiobooks/categories', 2, 1],
    ['community posts (10)', '/api/community/posts?limit=10', 3, 2],
  ])('%s: %i on a miss, %i on a hit', async (_name, path, miss, hit) => {
    const url = path.replace('{article}', String(articleId));
    const first = await measure(url, { cookie });
    const second = await measure(url, { cookie });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.trips.length, first.trips.join('\n')).toBe(miss);
    expect(second.trips.length, second.trips.join('\n')).toBe(hit);
  });
});
