import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';
import { sha256Hex } from '../src/lib/crypto';
import { isUniqueViolation } from '../src/lib/db-errors';
import { sendMessage } from '../src/messaging/services/messages-send';
import { createSession, findSession } from '../src/accounts/services/sessions';
import { hitRateLimit } from '../src/accounts/services/rate-limits';
import { dashboardSummary } from '../src/content/services/dashboard';
import { getNews, listNews } from '../src/content/services/news';
import { listPosts } from '../src/community/services/community';
import { addBookmark } from '../src/content/services/bookmarks';
import { createComment } from '../src/community/services/community-comments';
import { createLibsqlDb, createTestEnv } from './support/env';
import { makeArticle, makeEpisode, makePost, makeUser } from './support/factories';
import { makeConversation } from './support/message-factories';

// The data-access layer is written once against drizzle's SQLite API; these run the same
// services on D1 (Miniflare) and on libSQL (in memory) to keep both drivers honest.
let d1: Awaited<ReturnType<typeof createTestEnv>>;
let libsql: Db;
beforeAll(async () => {
  d1 = await createTestEnv();
  libsql = await createLibsqlDb();
});
afterAll(() => d1.dispose());

describe.each([
  ['D1', () => d1.db],
  ['libSQL', () => libsql],
])('%s', (_name, database) => {
  it('lists and reads news', async () => {
    const db = database();
    const a = await makeArticle(db, { title: 'Driver check', tags: ['NDIS', 'Housing'] });
    const list = await listNews(db, { limit: 5, offset: 0 });
    expect(list.map((x) => x.id)).toContain(a.id);
    expect(await getNews(db, a.id)).toMatchObject({ title: 'Driver check', tags: ['NDIS', 'Housing'] });
  });

  it('keeps sessions and rate limits', async () => {
    const db = database();
    const user = await makeUser(db);
    const { token } = await createSession(db, user.id);
    expect((await findSession(db, token))?.user.id).toBe(user.id);
    // With the content versions in the same batch (reused statements, db/reused.ts).
    const withVersions = await findSession(db, token, new Date(), { withVersions: true });
    expect(withVersions?.user.id).toBe(user.id);
    expect(withVersions?.versions).toEqual(expect.objectContaining({ news: expect.any(Number) }));
    const limit = { limit: 2, windowSeconds: 60, message: 'slow down' };
    await hitRateLimit(db, `k-${user.id}`, limit);
    await hitRateLimit(db, `k-${user.id}`, limit);
    await expect(hitRateLimit(db, `k-${user.id}`, limit)).rejects.toThrow('slow down');
  });

  it('sends a message with its session checked in the same batch, and refuses it once the session has ended', async () => {
    const db = database();
    const [a, b] = await Promise.all([makeUser(db), makeUser(db)]);
    const tokenHash = await sha256Hex((await createSession(db, a.id)).token);
    const { id } = await makeConversation(db, [a.id, b.id]);
    const claim = { tokenHash, userId: a.id };
    const sent = await sendMessage(db, d1.env, claim, id, { body: 'On both drivers', clientId: crypto.randomUUID() }, () => {});
    expect(sent).toMatchObject({ created: true, message: { body: 'On both drivers' } });
    await db.delete(t.sessions).where(eq(t.sessions.tokenHash, tokenHash));
    await expect(sendMessage(db, d1.env, claim, id, { body: 'Signed out', clientId: crypto.randomUUID() }, () => {})).rejects.toThrow(
      'Unauthorized',
    );
    expect(await db.select().from(t.messages).where(eq(t.messages.conversationId, id))).toHaveLength(1);
  });

  it('runs batched counts and joined lists', async () => {
    const db = database();
    const user = await makeUser(db, { firstName: 'Jo', lastName: 'Park' });
    await makePost(db, user.id, { title: 'Batched' });
    const summary = await dashboardSummary(db);
    expect(summary.community.total).toBeGreaterThan(0);
    const posts = await listPosts(db, { limit: 10, offset: 0 }, user);
    expect(posts.find((p) => p.title === 'Batched')?.user).toMatchObject({ firstName: 'Jo', email: user.email });
  });

  it('stores a write only while its limit holds, counted in its own batch (decision 0048)', async () => {
    const db = database();
    const user = await makeUser(db);
    const post = await makePost(db, user.id);
    await db.insert(t.postSlowModes).values({ postId: post.id, minutes: 5, setBy: user.id });
    expect((await createComment(db, user, post.id, { content: 'First.' })).comment.content).toBe('First.');
    await expect(createComment(db, user, post.id, { content: 'Too soon.' })).rejects.toThrow('slow mode');
    const episode = await makeEpisode(db);
    const mark = () => addBookmark(db, user.id, 'episode', episode.id, { positionSeconds: 5, note: '' });
    expect((await mark()).created).toBe(true);
    expect((await mark()).created).toBe(false);
  });

  it('reports a duplicate on a unique index so that isUniqueViolation knows it, alone or in a batch', async () => {
    const db = database();
    const user = await makeUser(db);
    const duplicate = () => db.insert(t.users).values({ email: user.email });
    const caught = async (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(await caught(duplicate()))).toBe(true);
    expect(isUniqueViolation(await caught(db.batch([duplicate()])))).toBe(true);
    expect(isUniqueViolation(await caught(db.run(sql`select * from no_such_table`)))).toBe(false);
  });
});
