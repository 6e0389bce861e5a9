import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { createRequestDb, isBookmark, sessionStart } from '../src/db/client';
import { BOOKMARK_HEADER } from '../src/schemas/http';
import type { Env } from '../src/platform/env';
import { makePage } from './support/cms-factories';
import { createTestEnv } from './support/env';
import { makePost, signedIn } from './support/factories';
import { call } from './support/request';

/** A bookmark as D1 writes them: four hex groups, sorting oldest to newest. */
const BOOKMARK = '0000002a-00000003-00004e2f-0a83ea2fceebc654de0640c422be4653';

// One database for the file: each test makes its own rows, and bindings that record are per test.
let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

describe('sessionStart', () => {
  it('sends writes to the primary, whatever bookmark comes with them', () => {
    expect(sessionStart({ write: true, signedIn: false })).toBe('first-primary');
    expect(sessionStart({ bookmark: BOOKMARK, write: true, signedIn: true })).toBe('first-primary');
  });

  it('lets a read with a bookmark go to any replica that has caught up with it', () => {
    expect(sessionStart({ bookmark: BOOKMARK, write: false, signedIn: true })).toBe(BOOKMARK);
    expect(sessionStart({ bookmark: BOOKMARK, write: false, signedIn: false })).toBe(BOOKMARK);
  });

  it('starts a signed-in read without a bookmark at the primary, an anonymous one anywhere', () => {
    expect(sessionStart({ write: false, signedIn: true })).toBe('first-primary');
    expect(sessionStart({ write: false, signedIn: false })).toBe('first-unconstrained');
  });

  it('ignores anything that is not a bookmark rather than handing it to D1', () => {
    for (const bogus of ['first-primary', 'garbage', `${BOOKMARK}x`, '', BOOKMARK.replace('a', 'g')]) {
      expect(isBookmark(bogus), bogus).toBe(false);
      expect(sessionStart({ bookmark: bogus, write: false, signedIn: false })).toBe('first-unconstrained');
    }
  });
});

/** A D1 binding whose sessions are recorded: where each started, and the bookmark it reports. */
function recordingBinding(target: D1Database, bookmarkAfter: (start: string) => string | null = () => BOOKMARK) {
  const starts: string[] = [];
  const binding = {
    prepare: (sql: string) => target.prepare(sql),
    batch: (s: D1PreparedStatement[]) => target.batch(s),
    exec: (sql: string) => target.exec(sql),
    withSession: (start: string) => {
      starts.push(start);
      return {
        prepare: (sql: string) => target.prepare(sql),
        batch: (s: D1PreparedStatement[]) => target.batch(s),
        getBookmark: () => bookmarkAfter(start),
      };
    },
  } as unknown as D1Database;
  return { binding, starts };
}

describe('createRequestDb', () => {
  it('opens a D1 session where the request should start, and reports its bookmark', async () => {
    const { binding, starts } = recordingBinding(t.env.DB);
    const { db, bookmark } = createRequestDb({ DB: binding }, 'first-primary');
    await makePage(db, { slug: 'through-a-session' });
    expect(starts).toEqual(['first-primary']);
    expect(bookmark()).toBe(BOOKMARK);
  });

  it('reports no bookmark when the session has none that looks like one', () => {
    const { binding } = recordingBinding(t.env.DB, (start) => start);
    expect(createRequestDb({ DB: binding }, 'first-unconstrained').bookmark()).toBeNull();
  });

  it('uses the plain binding when it has no sessions', async () => {
    const { withSession: _, ...plain } = recordingBinding(t.env.DB).binding as unknown as Record<string, unknown>;
    const { db, bookmark } = createRequestDb({ DB: plain as unknown as D1Database }, 'first-primary');
    expect((await makePage(db, { slug: 'no-sessions-here' })).slug).toBe('no-sessions-here');
    expect(bookmark()).toBeNull();
  });

  it('leaves libSQL as it was: no D1 session is opened', () => {
    const { binding, starts } = recordingBinding(t.env.DB);
    const { bookmark } = createRequestDb({ DB: binding, LIBSQL_URL: 'libsql://replicas.example.invalid' }, 'first-primary');
    expect(starts).toEqual([]);
    expect(bookmark()).toBeNull();
  });
});

describe('bookmarks through the worker', () => {
  let recorded: ReturnType<typeof recordingBinding>;
  let env: Env;
  let cookie: string;
  let userId: number;
  beforeAll(async () => {
    recorded = recordingBinding(t.env.DB);
    env = { ...t.env, DB: recorded.binding };
    ({
      cookie,
      user: { id: userId },
    } = await signedIn(t.db));
    await makePage(t.db, { slug: 'bookmarked' });
  });

  const startOf = async (path: string, init: Parameters<typeof call>[2] = {}) => {
    recorded.starts.length = 0;
    const res = await call(env, path, init);
    return { res, start: recorded.starts[0] };
  };

  it('starts each kind of request where sessionStart says, and answers with the bookmark', async () => {
    const post = await makePost(t.db, userId);
    const cases: [Parameters<typeof call>[2], string][] = [
      [{}, 'first-unconstrained'],
      [{ headers: { [BOOKMARK_HEADER]: BOOKMARK } }, BOOKMARK],
      [{ headers: { [BOOKMARK_HEADER]: 'not-a-bookmark' } }, 'first-unconstrained'],
      [{ cookie }, 'first-primary'],
      [{ cookie, headers: { [BOOKMARK_HEADER]: BOOKMARK } }, BOOKMARK],
    ];
    for (const [init, expected] of cases) {
      const { res, start } = await startOf('/api/pages/bookmarked', init);
      expect(res.status).toBe(200);
      expect(start, JSON.stringify(init)).toBe(expected);
      expect(res.headers.get(BOOKMARK_HEADER)).toBe(BOOKMARK);
    }
    const { res, start } = await startOf(`/api/community/posts/${post.id}/comments`, {
      method: 'POST',
      cookie,
      body: { content: 'A write starts at the primary.' },
      headers: { [BOOKMARK_HEADER]: BOOKMARK },
    });
    expect(res.status).toBe(201);
    expect(start).toBe('first-primary');
  });

  it('gives bookmarks to API answers only, not to media or the feed', async () => {
    await t.env.MEDIA.put('bookmarks/file.txt', 'hello', { httpMetadata: { contentType: 'text/plain' } });
    expect((await call(env, '/media/bookmarks/file.txt')).headers.get(BOOKMARK_HEADER)).toBeNull();
    expect((await call(env, '/podcasts/feed.xml')).headers.get(BOOKMARK_HEADER)).toBeNull();
  });
});

describe('read-your-writes on the local D1', () => {
  it('hands back a bookmark after a write that, sent with the next read, shows the write', async () => {
    const { user, cookie } = await signedIn(t.db);
    const post = await makePost(t.db, user.id);
    const wrote = await call(t.env, `/api/community/posts/${post.id}/comments`, {
      method: 'POST',
      cookie,
      body: { content: 'Seen by me at once.' },
    });
    expect(wrote.status).toBe(201);
    const bookmark = wrote.headers.get(BOOKMARK_HEADER);
    expect(isBookmark(bookmark)).toBe(true);

    const read = await call(t.env, `/api/community/posts/${post.id}/comments`, { cookie, headers: { [BOOKMARK_HEADER]: bookmark! } });
    expect(((await read.json()) as { content: string }[]).map((c) => c.content)).toContain('Seen by me at once.');
    expect(read.headers.get(BOOKMARK_HEADER)! >= bookmark!).toBe(true);
  });
});

describe('a session ended elsewhere, read from a replica that has not caught up', () => {
  /**
   * Two real D1 databases: the primary, and a replica a moment behind it (a copy taken before
   * the session was revoked). Plain queries reach the primary, as D1's do without a session;
   * a session started at a bookmark (or anywhere) reads the replica, as it may on D1.
   */
  function laggingReplica(primary: D1Database, replica: D1Database) {
    const starts: string[] = [];
    const session = (db: D1Database) => ({
      prepare: (sql: string) => db.prepare(sql),
      batch: (s: D1PreparedStatement[]) => db.batch(s),
      getBookmark: () => BOOKMARK,
    });
    const binding = {
      prepare: (sql: string) => primary.prepare(sql),
      batch: (s: D1PreparedStatement[]) => primary.batch(s),
      exec: (sql: string) => primary.exec(sql),
      withSession: (start: string) => {
        starts.push(start);
        return session(start === 'first-primary' ? primary : replica);
      },
    } as unknown as D1Database;
    return { binding, starts };
  }

  let replica: Awaited<ReturnType<typeof createTestEnv>>;
  beforeAll(async () => {
    replica = await createTestEnv();
  });
  afterAll(() => replica.dispose());

  /** Copies a member and their sessions to the replica, as replication would have. */
  async function replicate(userId: number) {
    const user = (await t.db.select().from(schema.users).where(eq(schema.users.id, userId)).get())!;
    await replica.db.insert(schema.users).values(user);
    await replica.db.insert(schema.sessions).values(await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId)));
  }

  it('refuses a just-revoked session, even on a read with a bookmark that a lagging replica may serve', async () => {
    const { user, cookie } = await signedIn(t.db);
    await replicate(user.id);
    // Signed out everywhere (by the member elsewhere, or an admin): the primary has no session now.
    await t.db.delete(schema.sessions).where(eq(schema.sessions.userId, user.id));
    const { binding, starts } = laggingReplica(t.env.DB, replica.env.DB);
    const env = { ...t.env, DB: binding };

    const read = await call(env, '/api/auth/user', { cookie, headers: { [BOOKMARK_HEADER]: BOOKMARK } });
    expect(starts).toEqual([BOOKMARK]); // the content reads may still come from the replica...
    expect(read.status).toBe(401); // ...but the session is looked up where it is already gone
    expect((await call(env, '/api/news', { cookie, headers: { [BOOKMARK_HEADER]: BOOKMARK } })).status).toBe(401);
  });

  it('still serves a live session’s reads from the replica', async () => {
    const { user, cookie } = await signedIn(t.db);
    await replicate(user.id);
    const { binding, starts } = laggingReplica(t.env.DB, replica.env.DB);
    const read = await call({ ...t.env, DB: binding }, '/api/news', { cookie, headers: { [BOOKMARK_HEADER]: BOOKMARK } });
    expect(read.status).toBe(200);
    expect(starts).toEqual([BOOKMARK]);
  });
});
