import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import type { Comment } from '../src/schemas/community';
import type { CommunityPost } from '../src/schemas/content';
import { FakeCache } from './support/edge-cache';
import { createTestEnv } from './support/env';
import { makeComment, makePost, signedIn } from './support/factories';
import { call } from './support/request';

// "New since your last visit" (issue 20, decision 0031): read state per member and post.
let env: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.dispose());

const markRead = (cookie: string, postId: number, body: unknown) =>
  call(env.env, `/api/community/posts/${postId}/read`, { method: 'PUT', body, cookie });
const comments = async (cookie: string, postId: number) =>
  (await (await call(env.env, `/api/community/posts/${postId}/comments`, { cookie })).json()) as Comment[];
const post = async (cookie: string, postId: number) =>
  (await (await call(env.env, `/api/community/posts/${postId}`, { cookie })).json()) as CommunityPost;
const listed = async (cookie: string, postId: number) =>
  ((await (await call(env.env, '/api/community/posts?limit=50', { cookie })).json()) as CommunityPost[]).find((p) => p.id === postId);
const stored = (userId: number, postId: number) =>
  env.db
    .select()
    .from(t.readMarks)
    .where(and(eq(t.readMarks.userId, userId), eq(t.readMarks.postId, postId)))
    .get();

async function discussion() {
  const reader = await signedIn(env.db);
  const other = await signedIn(env.db);
  const p = await makePost(env.db, other.user.id);
  const seen = [await makeComment(env.db, p.id, other.user.id), await makeComment(env.db, p.id, other.user.id)];
  return { reader, other, p, seen };
}

describe('read state of a discussion', () => {
  it('marks nothing new on a post never opened', async () => {
    const { reader, p } = await discussion();
    expect((await comments(reader.cookie, p.id)).map((c) => c.isNew)).toEqual([false, false]);
    expect(await post(reader.cookie, p.id)).toMatchObject({ newComments: 0 });
    expect(await listed(reader.cookie, p.id)).toMatchObject({ newComments: 0 });
  });

  it('marks the comments after the last one read, not the reader’s own, on the post page and the list', async () => {
    const { reader, other, p, seen } = await discussion();
    const res = await markRead(reader.cookie, p.id, { lastReadCommentId: seen[1]!.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ lastReadCommentId: seen[1]!.id });
    const fresh = [await makeComment(env.db, p.id, other.user.id), await makeComment(env.db, p.id, other.user.id)];
    await makeComment(env.db, p.id, reader.user.id);
    await makeComment(env.db, p.id, other.user.id, { visibility: 'hidden' });

    expect((await comments(reader.cookie, p.id)).map((c) => c.isNew)).toEqual([false, false, true, true, false]);
    expect(await post(reader.cookie, p.id)).toMatchObject({ newComments: 2 });
    expect(await listed(reader.cookie, p.id)).toMatchObject({ newComments: 2 });
    expect(await listed(other.cookie, p.id)).toMatchObject({ newComments: 0 });
    // The same from the shared page at the edge (decision 0030): the count is the member's own part.
    vi.stubGlobal('caches', { default: new FakeCache() });
    try {
      expect(await listed(other.cookie, p.id)).toMatchObject({ newComments: 0 });
      expect(await listed(reader.cookie, p.id)).toMatchObject({ newComments: 2 });
    } finally {
      vi.unstubAllGlobals();
    }

    await markRead(reader.cookie, p.id, { lastReadCommentId: fresh[1]!.id });
    expect(await listed(reader.cookie, p.id)).toMatchObject({ newComments: 0 });
  });

  it('only moves forward: an older tab cannot mark comments new again', async () => {
    const { reader, p, seen } = await discussion();
    await markRead(reader.cookie, p.id, { lastReadCommentId: seen[1]!.id });
    const back = await markRead(reader.cookie, p.id, { lastReadCommentId: seen[0]!.id });
    expect(await back.json()).toEqual({ lastReadCommentId: seen[1]!.id });
    expect(await stored(reader.user.id, p.id)).toMatchObject({ lastReadCommentId: seen[1]!.id });
  });

  it('records a read of a post with no comments, so its first comment is new', async () => {
    const reader = await signedIn(env.db);
    const other = await signedIn(env.db);
    const p = await makePost(env.db, other.user.id);
    expect((await markRead(reader.cookie, p.id, { lastReadCommentId: 0 })).status).toBe(200);
    await makeComment(env.db, p.id, other.user.id);
    expect(await post(reader.cookie, p.id)).toMatchObject({ newComments: 1 });
  });

  it('does not count new comments by a member the reader blocked', async () => {
    const { reader, other, p, seen } = await discussion();
    await markRead(reader.cookie, p.id, { lastReadCommentId: seen[1]!.id });
    const blocked = await signedIn(env.db);
    await env.db.insert(t.memberBlocks).values({ blockerId: reader.user.id, blockedId: blocked.user.id });
    await makeComment(env.db, p.id, blocked.user.id);
    await makeComment(env.db, p.id, other.user.id);
    expect(await post(reader.cookie, p.id)).toMatchObject({ newComments: 1 });
  });

  it.each([
    ['text', 'seven'],
    ['a negative number', -1],
    ['missing', undefined],
    ['a comment that does not exist', 987654321],
  ])('refuses %s with 400 and stores nothing', async (_name, lastReadCommentId) => {
    const { reader, p } = await discussion();
    const res = await markRead(reader.cookie, p.id, { lastReadCommentId });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe('lastReadCommentId must be a comment on this post');
    expect(await stored(reader.user.id, p.id)).toBeUndefined();
  });

  it('refuses a comment of another post (400) and a post that is not there (404)', async () => {
    const { reader, seen } = await discussion();
    const elsewhere = await makePost(env.db, reader.user.id);
    const res = await markRead(reader.cookie, elsewhere.id, { lastReadCommentId: seen[0]!.id });
    expect(res.status).toBe(400);
    expect(await stored(reader.user.id, elsewhere.id)).toBeUndefined();
    const missing = await markRead(reader.cookie, 987654321, { lastReadCommentId: 0 });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).message).toBe('Post not found');
  });
});
