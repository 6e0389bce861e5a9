import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Comment } from '../src/schemas/community';
import type { CommunityPost } from '../src/schemas/content';
import { BLOCK_SELF_MESSAGE } from '../src/schemas/message-safety';
import type { MessagingPerson } from '../src/schemas/messages';
import type { MemberPage } from '../src/schemas/profile';
import { createTestEnv } from './support/env';
import { makeComment, makePost, signedIn } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.dispose());

const api = (path: string, cookie?: string, method = 'GET', body?: unknown) => call(env.env, path, { method, body, cookie });
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const blocks = (cookie: string) => json<MessagingPerson[]>(api('/api/messages/blocks', cookie));

describe('blocks', () => {
  it('blocks a member once however often it is asked, lists them, and unblocks', async () => {
    const me = await signedIn(env.db);
    const them = await signedIn(env.db, { firstName: 'Bo', lastName: 'Blocked', avatarKey: null });
    const first = await api(`/api/messages/blocks/${them.user.id}`, me.cookie, 'PUT');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ id: them.user.id, displayName: 'Bo Blocked', initials: 'BB', profileImageUrl: null });
    expect((await api(`/api/messages/blocks/${them.user.id}`, me.cookie, 'PUT')).status).toBe(200);
    const rows = await env.db.select().from(t.memberBlocks).where(eq(t.memberBlocks.blockerId, me.user.id));
    expect(rows).toHaveLength(1);
    expect(await blocks(me.cookie)).toEqual([{ id: them.user.id, displayName: 'Bo Blocked', initials: 'BB', profileImageUrl: null }]);
    // The blocked member is told nothing: their own list is empty.
    expect(await blocks(them.cookie)).toEqual([]);

    expect((await api(`/api/messages/blocks/${them.user.id}`, me.cookie, 'DELETE')).status).toBe(200);
    expect(await blocks(me.cookie)).toEqual([]);
    expect((await api(`/api/messages/blocks/${them.user.id}`, me.cookie, 'DELETE')).status).toBe(200);
  });

  it('lists blocks newest first, with names only (never an email)', async () => {
    const me = await signedIn(env.db);
    const a = await signedIn(env.db, { firstName: 'Ann', lastName: '' });
    const b = await signedIn(env.db, { firstName: 'Ben', lastName: 'Bell' });
    await env.db.insert(t.memberBlocks).values([
      { blockerId: me.user.id, blockedId: a.user.id, createdAt: '2026-01-01T00:00:00.000Z' },
      { blockerId: me.user.id, blockedId: b.user.id, createdAt: '2026-02-01T00:00:00.000Z' },
    ]);
    const list = await blocks(me.cookie);
    expect(list.map((p) => p.displayName)).toEqual(['Ben Bell', 'Ann']);
    expect(list[1]!.initials).toBe('A');
    expect(JSON.stringify(list)).not.toContain('@');
  });

  it('refuses yourself (400) and an unknown member (404), changing nothing', async () => {
    const me = await signedIn(env.db);
    const self = await api(`/api/messages/blocks/${me.user.id}`, me.cookie, 'PUT');
    expect(self.status).toBe(400);
    expect(await self.json()).toMatchObject({ message: BLOCK_SELF_MESSAGE });
    for (const path of ['/api/messages/blocks/999999', '/api/messages/blocks/abc', '/api/messages/blocks/0']) {
      const put = await api(path, me.cookie, 'PUT');
      expect(put.status).toBe(404);
      expect(await put.json()).toMatchObject({ message: 'Member not found' });
      expect((await api(path, me.cookie, 'DELETE')).status).toBe(404);
    }
    expect(await env.db.select().from(t.memberBlocks).where(eq(t.memberBlocks.blockerId, me.user.id))).toEqual([]);
  });

  it('is for signed-in members only', async () => {
    const them = await signedIn(env.db);
    expect((await api('/api/messages/blocks')).status).toBe(401);
    expect((await api(`/api/messages/blocks/${them.user.id}`, undefined, 'PUT')).status).toBe(401);
    expect((await api(`/api/messages/blocks/${them.user.id}`, undefined, 'DELETE')).status).toBe(401);
  });
});

describe('what a block hides', () => {
  async function blockedPair() {
    const blocker = await signedIn(env.db);
    const blocked = await signedIn(env.db, { firstName: 'Harry' });
    const other = await signedIn(env.db);
    const post = await makePost(env.db, blocked.user.id, { title: `Blocked post ${blocked.user.id}` });
    const otherPost = await makePost(env.db, other.user.id, { title: `Other post ${other.user.id}` });
    const blockedComment = await makeComment(env.db, otherPost.id, blocked.user.id, { content: 'From the blocked member' });
    const otherComment = await makeComment(env.db, otherPost.id, other.user.id, { content: 'From someone else' });
    const res = await api(`/api/messages/blocks/${blocked.user.id}`, blocker.cookie, 'PUT');
    expect(res.status).toBe(200);
    return { blocker, blocked, other, post, otherPost, blockedComment, otherComment };
  }
  const postIds = async (cookie: string, query = '') =>
    (await json<CommunityPost[]>(api(`/api/community/posts?limit=50${query}`, cookie))).map((p) => p.id);

  it('leaves the blocked member’s posts out of the blocker’s forum lists, and only theirs', async () => {
    const { blocker, blocked, other, post, otherPost } = await blockedPair();
    expect(await postIds(blocker.cookie)).not.toContain(post.id);
    expect(await postIds(blocker.cookie)).toContain(otherPost.id);
    expect(await postIds(blocker.cookie, '&category=General%20Discussion')).not.toContain(post.id);
    // Everyone else, the blocked member included, still sees the post.
    expect(await postIds(other.cookie)).toContain(post.id);
    expect(await postIds(blocked.cookie)).toContain(post.id);
  });

  it('answers the blocked member’s post page 404 for the blocker only', async () => {
    const { blocker, other, post } = await blockedPair();
    const res = await api(`/api/community/posts/${post.id}`, blocker.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Post not found' });
    expect((await api(`/api/community/posts/${post.id}`, other.cookie)).status).toBe(200);
  });

  it('leaves the blocked member’s comments out of the blocker’s comment lists', async () => {
    const { blocker, other, otherPost, blockedComment, otherComment } = await blockedPair();
    const seen = async (cookie: string) =>
      (await json<Comment[]>(api(`/api/community/posts/${otherPost.id}/comments`, cookie))).map((c) => c.id);
    expect(await seen(blocker.cookie)).toEqual([otherComment.id]);
    expect(await seen(other.cookie)).toEqual([blockedComment.id, otherComment.id]);
  });

  it('hides the blocker’s profile from the blocked member (404, as for no member), and the blocked member’s posts from the blocker', async () => {
    const { blocker, blocked, other, post } = await blockedPair();
    const hidden = await api(`/api/members/${blocker.user.id}`, blocked.cookie);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ message: 'Member not found' });
    expect((await api(`/api/members/${blocker.user.id}`, other.cookie)).status).toBe(200);
    // The blocker can still open the blocked member's page (to unblock), without their posts.
    const page = await json<MemberPage>(api(`/api/members/${blocked.user.id}`, blocker.cookie));
    expect(page.posts).toEqual([]);
    const forOthers = await json<MemberPage>(api(`/api/members/${blocked.user.id}`, other.cookie));
    expect(forOthers.posts.map((p) => p.id)).toContain(post.id);
  });

  it('shows everything again after unblocking', async () => {
    const { blocker, blocked, post, otherPost, blockedComment } = await blockedPair();
    await api(`/api/messages/blocks/${blocked.user.id}`, blocker.cookie, 'DELETE');
    expect(await postIds(blocker.cookie)).toContain(post.id);
    expect((await api(`/api/community/posts/${post.id}`, blocker.cookie)).status).toBe(200);
    const comments = await json<Comment[]>(api(`/api/community/posts/${otherPost.id}/comments`, blocker.cookie));
    expect(comments.map((c) => c.id)).toContain(blockedComment.id);
    expect((await api(`/api/members/${blocker.user.id}`, blocked.cookie)).status).toBe(200);
    const gone = await env.db
      .select()
      .from(t.memberBlocks)
      .where(and(eq(t.memberBlocks.blockerId, blocker.user.id), eq(t.memberBlocks.blockedId, blocked.user.id)));
    expect(gone).toEqual([]);
  });

  it('never marks a filtered answer as shareable', async () => {
    const { blocker } = await blockedPair();
    for (const path of ['/api/community/posts', '/api/messages/blocks']) {
      const res = await api(path, blocker.cookie);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });
});
