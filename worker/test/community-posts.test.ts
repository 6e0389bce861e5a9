import { count, eq } from 'drizzle-orm';
import { toCurrentUser } from '../src/accounts/services/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import { COMMUNITY_PAGE_SIZE } from '../src/schemas/community';
import type { CommunityPost } from '../src/schemas/content';
import { getPost } from '../src/community/services/community';
import { deletePost, setLike } from '../src/community/services/community-posts';
import { createLibsqlDb, createTestEnv } from './support/env';
import { makeComment, makePost, makeUser, signedIn, withTrustLevel } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let libsql: Db;
beforeAll(async () => {
  env = await createTestEnv();
  libsql = await createLibsqlDb();
});
afterAll(() => env.dispose());

const valid = { title: 'Finding a good OT', content: 'Has anyone found an OT who does home visits?', category: 'Support' };
const post = (cookie: string, body: unknown) => call(env.env, '/api/community/posts', { method: 'POST', body, cookie });
/** A member past level 0 (decision 0034), for tests that post more than a new member's 3 a day. */
async function established() {
  const who = await signedIn(env.db);
  await withTrustLevel(env.db, who.user.id, 1);
  return who;
}
const postsBy = async (userId: number) =>
  (await env.db.select({ n: count() }).from(t.communityPosts).where(eq(t.communityPosts.userId, userId)))[0]!.n;
const likeRows = async (db: Db, postId: number) =>
  (await db.select({ n: count() }).from(t.postLikes).where(eq(t.postLikes.postId, postId)))[0]!.n;

describe('POST /api/community/posts', () => {
  it('creates a post for the author and answers 201 with the CommunityPost', async () => {
    const { cookie, user } = await signedIn(env.db, { firstName: 'Ada', lastName: 'Ng' });
    const res = await post(cookie, { ...valid, title: '  Finding a good OT  ', tags: 'OT, home visits', contentWarning: '  ' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as CommunityPost;
    expect(body).toMatchObject({
      title: 'Finding a good OT',
      category: 'Support',
      tags: ['OT', 'home visits'],
      contentWarning: null,
      likesCount: 0,
      commentsCount: 0,
      likedByMe: false,
      canEdit: true,
      canModerate: false,
      user: { id: user.id, firstName: 'Ada', lastName: 'Ng', email: user.email, profileImageUrl: null },
    });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(body.createdAt.endsWith('Z')).toBe(true);
    const listed = (await (await call(env.env, '/api/community/posts', { cookie })).json()) as CommunityPost[];
    expect(listed[0]!.id).toBe(body.id);
  });

  it.each([
    ['title of 4 characters', { title: 'abcd' }, 'Title must be at least 5 characters'],
    ['title of 201 characters', { title: 'x'.repeat(201) }, 'Title must be less than 200 characters'],
    ['title of spaces', { title: '       ' }, 'Title must be at least 5 characters'],
    ['content of 9 characters', { content: 'x'.repeat(9) }, 'Content must be at least 10 characters'],
    ['content of 5001 characters', { content: 'x'.repeat(5001) }, 'Content must be less than 5000 characters'],
    ['missing title', { title: undefined }, 'Title must be at least 5 characters'],
    ['missing content', { content: undefined }, 'Content must be at least 10 characters'],
    ['missing category', { category: undefined }, 'Please select a category'],
    ['blank category', { category: '' }, 'Please select a category'],
    ['unknown category', { category: 'Gossip' }, 'Please select a category'],
    ['11 tags', { tags: 'a,b,c,d,e,f,g,h,i,j,k' }, 'Use at most 10 tags'],
    ['a 31-character tag', { tags: ['x'.repeat(31)] }, 'Each tag must be at most 30 characters'],
  ])('refuses a %s with the form message and stores nothing', async (_name, change, message) => {
    const { cookie, user } = await signedIn(env.db);
    const res = await post(cookie, { ...valid, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.message).toBe(message);
    expect(Object.values(body.errors ?? {}).flat()).toContain(message);
    expect(await postsBy(user.id)).toBe(0);
  });

  it('accepts the boundaries: title 5 and 200, content 10 and 5000', async () => {
    const { cookie, user } = await established();
    for (const change of [{ title: 'abcde' }, { title: 'x'.repeat(200) }, { content: 'x'.repeat(10) }, { content: 'x'.repeat(5000) }]) {
      const res = await post(cookie, { ...valid, ...change });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject(change);
    }
    expect(await postsBy(user.id)).toBe(4);
  });

  it('normalises tags from text or an array: trimmed, de-duplicated, empties dropped', async () => {
    const { cookie } = await signedIn(env.db);
    expect(await (await post(cookie, { ...valid, tags: 'a, b,, a ,c' })).json()).toMatchObject({ tags: ['a', 'b', 'c'] });
    expect(await (await post(cookie, { ...valid, tags: [' NDIS ', 'ndis', '', 'Housing'] })).json()).toMatchObject({
      tags: ['NDIS', 'Housing'],
    });
    expect(await (await post(cookie, { ...valid, tags: 'a,b,c,d,e,f,g,h,i,j' })).json()).toMatchObject({
      tags: expect.arrayContaining(['a', 'j']),
    });
  });

  it('refuses the 11th post in an hour with 429 and the message', async () => {
    const { cookie, user } = await established();
    for (let i = 0; i < 10; i++) expect((await post(cookie, valid)).status).toBe(201);
    const res = await post(cookie, valid);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: 'You have posted a lot this hour. Please wait a while before posting again.' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await postsBy(user.id)).toBe(10);
    // The limit is per member: someone else can still post.
    expect((await post((await signedIn(env.db)).cookie, valid)).status).toBe(201);
  });
});

describe('GET /api/community/posts', () => {
  it('answers a page of posts, newest first, and the next page from its offset', async () => {
    // One more post than a page holds, in a category no other test here writes to.
    const { cookie, user } = await signedIn(env.db);
    const category = 'Policy & Legislation';
    const ids: number[] = [];
    for (let i = 0; i <= COMMUNITY_PAGE_SIZE; i++)
      ids.unshift((await makePost(env.db, user.id, { category, createdAt: `2026-01-01T00:00:${String(i).padStart(2, '0')}.000Z` })).id);
    const page = async (offset: number) => {
      const query = `category=${encodeURIComponent(category)}&limit=${COMMUNITY_PAGE_SIZE}&offset=${offset}`;
      return ((await (await call(env.env, `/api/community/posts?${query}`, { cookie })).json()) as CommunityPost[]).map((p) => p.id);
    };
    expect(await page(0)).toEqual(ids.slice(0, COMMUNITY_PAGE_SIZE));
    expect(await page(COMMUNITY_PAGE_SIZE)).toEqual(ids.slice(COMMUNITY_PAGE_SIZE));
  });
});

describe('GET /api/community/posts/:id', () => {
  it('shows the viewer’s rights: author edits, editors moderate, others neither', async () => {
    const author = await signedIn(env.db);
    const other = await signedIn(env.db);
    const editor = await signedIn(env.db, { role: 'editor' });
    const p = await makePost(env.db, author.user.id);
    const get = async (cookie: string) => (await (await call(env.env, `/api/community/posts/${p.id}`, { cookie })).json()) as CommunityPost;
    expect(await get(author.cookie)).toMatchObject({ id: p.id, canEdit: true, canModerate: false, user: { email: author.user.email } });
    expect(await get(other.cookie)).toMatchObject({ canEdit: false, canModerate: false, user: { email: null } });
    expect(await get(editor.cookie)).toMatchObject({ canEdit: false, canModerate: true, user: { email: null } });
  });

  it('answers 404 for missing, impossible and hidden posts', async () => {
    const { cookie, user } = await signedIn(env.db);
    const hidden = await makePost(env.db, user.id, { visibility: 'hidden' });
    for (const id of ['999999', 'abc', '0', String(hidden.id)]) {
      const res = await call(env.env, `/api/community/posts/${id}`, { cookie });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Post not found' });
    }
  });
});

describe('PATCH and DELETE /api/community/posts/:id', () => {
  it('lets the author edit only the fields sent and moves updatedAt', async () => {
    const { cookie, user } = await signedIn(env.db);
    const p = await makePost(env.db, user.id, { updatedAt: '2020-01-01T00:00:00.000Z', tags: ['keep'] });
    const res = await call(env.env, `/api/community/posts/${p.id}`, {
      method: 'PATCH',
      body: { title: 'A better title', contentWarning: 'Medical detail' },
      cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: p.id,
      title: 'A better title',
      content: p.content,
      tags: ['keep'],
      contentWarning: 'Medical detail',
      canEdit: true,
    });
    const row = await env.db.select().from(t.communityPosts).where(eq(t.communityPosts.id, p.id)).get();
    expect(row!.updatedAt > '2020-01-01T00:00:00.000Z').toBe(true);
    const bad = await call(env.env, `/api/community/posts/${p.id}`, { method: 'PATCH', body: { title: 'abcd' }, cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).message).toBe('Title must be at least 5 characters');
    expect((await env.db.select().from(t.communityPosts).where(eq(t.communityPosts.id, p.id)).get())!.title).toBe('A better title');
  });

  it('refuses other members and editors (who moderate instead) with 403', async () => {
    const { user } = await signedIn(env.db);
    const p = await makePost(env.db, user.id);
    for (const who of [await signedIn(env.db), await signedIn(env.db, { role: 'editor' })]) {
      const res = await call(env.env, `/api/community/posts/${p.id}`, {
        method: 'PATCH',
        body: { title: 'Not mine to change' },
        cookie: who.cookie,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'This is not your post.' });
    }
  });

  it('lets the author delete, refuses another member, and lets an editor delete anyone’s post', async () => {
    const author = await signedIn(env.db);
    const mine = await makePost(env.db, author.user.id);
    const theirs = await makePost(env.db, author.user.id);
    const other = await signedIn(env.db);
    const refused = await call(env.env, `/api/community/posts/${mine.id}`, { method: 'DELETE', cookie: other.cookie });
    expect(refused.status).toBe(403);
    const ok = await call(env.env, `/api/community/posts/${mine.id}`, { method: 'DELETE', cookie: author.cookie });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    expect((await call(env.env, `/api/community/posts/${mine.id}`, { cookie: author.cookie })).status).toBe(404);
    const editor = await signedIn(env.db, { role: 'admin' });
    expect((await call(env.env, `/api/community/posts/${theirs.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(200);
    expect((await call(env.env, `/api/community/posts/${theirs.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(404);
  });

  it('takes the post’s comments, likes and reports with it', async () => {
    const { cookie, user } = await signedIn(env.db);
    const p = await makePost(env.db, user.id);
    const c = await makeComment(env.db, p.id, user.id);
    await call(env.env, `/api/community/posts/${p.id}/like`, { method: 'PUT', cookie });
    const other = await signedIn(env.db);
    await call(env.env, `/api/community/comments/${c.id}/report`, {
      method: 'POST',
      body: { reason: "It's spam" },
      cookie: other.cookie,
    });
    await call(env.env, `/api/community/posts/${p.id}/report`, { method: 'POST', body: { reason: "It's spam" }, cookie: other.cookie });
    expect((await call(env.env, `/api/community/posts/${p.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await env.db.select().from(t.postComments).where(eq(t.postComments.postId, p.id))).toEqual([]);
    expect(await likeRows(env.db, p.id)).toBe(0);
    expect(await env.db.select().from(t.communityReports).where(eq(t.communityReports.reporterId, other.user.id))).toEqual([]);
  });
});

describe('PUT and DELETE /api/community/posts/:id/like', () => {
  it('is idempotent, one like per member, and likedByMe follows', async () => {
    const a = await signedIn(env.db);
    const p = await makePost(env.db, a.user.id);
    const like = (method: string) => call(env.env, `/api/community/posts/${p.id}/like`, { method, cookie: a.cookie });
    expect(await (await like('PUT')).json()).toEqual({ liked: true, likesCount: 1 });
    expect(await (await like('PUT')).json()).toEqual({ liked: true, likesCount: 1 });
    expect(await (await call(env.env, `/api/community/posts/${p.id}`, { cookie: a.cookie })).json()).toMatchObject({
      likedByMe: true,
      likesCount: 1,
    });
    expect(await (await like('DELETE')).json()).toEqual({ liked: false, likesCount: 0 });
    expect(await (await like('DELETE')).json()).toEqual({ liked: false, likesCount: 0 });
    expect(await (await call(env.env, `/api/community/posts/${p.id}`, { cookie: a.cookie })).json()).toMatchObject({
      likedByMe: false,
      likesCount: 0,
    });
  });

  it('keeps likesCount equal to the like rows under repeated, concurrent likes by several members', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => signedIn(env.db)));
    const p = await makePost(env.db, members[0]!.user.id);
    const like = (cookie: string, method: string) => call(env.env, `/api/community/posts/${p.id}/like`, { method, cookie });
    await Promise.all(members.flatMap((m) => [like(m.cookie, 'PUT'), like(m.cookie, 'PUT'), like(m.cookie, 'PUT')]));
    await Promise.all(members.slice(0, 2).flatMap((m) => [like(m.cookie, 'DELETE'), like(m.cookie, 'DELETE')]));
    const row = await env.db.select().from(t.communityPosts).where(eq(t.communityPosts.id, p.id)).get();
    expect(row!.likesCount).toBe(3);
    expect(await likeRows(env.db, p.id)).toBe(3);
  });

  it('answers 404 for a missing or hidden post', async () => {
    const { cookie, user } = await signedIn(env.db);
    const hidden = await makePost(env.db, user.id, { visibility: 'hidden' });
    for (const id of [999999, hidden.id])
      expect((await call(env.env, `/api/community/posts/${id}/like`, { method: 'PUT', cookie })).status).toBe(404);
  });
});

describe('on libSQL too', () => {
  it('likes, reads and deletes with the same services', async () => {
    const user = await makeUser(libsql);
    const viewer = { id: user.id, role: 'member' as const };
    const p = await makePost(libsql, user.id);
    await makeComment(libsql, p.id, user.id);
    expect(await setLike(libsql, viewer, p.id, true)).toEqual({ liked: true, likesCount: 1, reached: [] });
    const fan = await makeUser(libsql);
    expect(await setLike(libsql, { id: fan.id, role: 'member' }, p.id, true)).toEqual({
      liked: true,
      likesCount: 2,
      reached: [{ userId: user.id, kind: 'post-liked', fresh: true, notificationId: expect.any(Number) }],
    });
    await setLike(libsql, { id: fan.id, role: 'member' }, p.id, false);
    expect(await getPost(libsql, p.id, viewer)).toMatchObject({ likedByMe: true, commentsCount: 1, canEdit: true });
    await deletePost(libsql, toCurrentUser(user), p.id);
    expect(await libsql.select().from(t.postComments).where(eq(t.postComments.postId, p.id))).toEqual([]);
    expect(await likeRows(libsql, p.id)).toBe(0);
  });
});
