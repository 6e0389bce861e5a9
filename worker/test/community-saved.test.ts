import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { SavedOnPost, SavedPage } from '../src/schemas/saved';
import { createTestEnv } from './support/env';
import { makeComment, makePost, signedIn } from './support/factories';
import { call } from './support/request';

// Issue 20: a member saves forum posts and comments they can read, and finds them on /saved,
// newest first, leaving out whatever they can no longer read.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const PASSWORD = 'correct horse battery';
const put = (cookie: string, path: string) => call(te.env, `/api/community/${path}/saved`, { method: 'PUT', cookie });
const del = (cookie: string, path: string) => call(te.env, `/api/community/${path}/saved`, { method: 'DELETE', cookie });
const savedPage = async (cookie: string, page = 1) =>
  (await (await call(te.env, `/api/community/saved?page=${page}`, { cookie })).json()) as SavedPage;

describe('saved posts and comments', () => {
  it('saves and unsaves idempotently, lists newest first with a link, and shows the list to the member alone', async () => {
    const me = await signedIn(te.db);
    const other = await signedIn(te.db, { firstName: 'Robin', lastName: 'Lee' });
    const post = await makePost(te.db, other.user.id, { title: 'Ramps at the library', content: 'The new ramp is steep.' });
    const comment = await makeComment(te.db, post.id, other.user.id, { content: 'x'.repeat(300) });

    expect(await (await put(me.cookie, `posts/${post.id}`)).json()).toEqual({ saved: true });
    expect((await put(me.cookie, `posts/${post.id}`)).status).toBe(200);
    expect(await (await put(me.cookie, `comments/${comment.id}`)).json()).toEqual({ saved: true });

    const mine = await savedPage(me.cookie);
    expect(mine.total).toBe(2);
    expect(mine.items.map((i) => [i.kind, i.id, i.title, i.authorName, i.link])).toEqual([
      ['comment', comment.id, 'Ramps at the library', 'Robin Lee', `/community/posts/${post.id}#comment-${comment.id}`],
      ['post', post.id, 'Ramps at the library', 'Robin Lee', `/community/posts/${post.id}`],
    ]);
    expect(mine.items[0]!.excerpt).toBe(`${'x'.repeat(200)}…`);
    expect(mine.items[1]!.excerpt).toBe('The new ramp is steep.');
    expect(await (await call(te.env, `/api/community/posts/${post.id}/saved`, { cookie: me.cookie })).json()).toEqual({
      post: true,
      comments: [comment.id],
    } satisfies SavedOnPost);

    expect((await savedPage(other.cookie)).items).toEqual([]);
    expect(await (await call(te.env, `/api/community/posts/${post.id}/saved`, { cookie: other.cookie })).json()).toEqual({
      post: false,
      comments: [],
    });

    expect(await (await del(me.cookie, `posts/${post.id}`)).json()).toEqual({ saved: false });
    expect((await del(me.cookie, `posts/${post.id}`)).status).toBe(200);
    expect((await savedPage(me.cookie)).items.map((i) => i.kind)).toEqual(['comment']);
    expect(await te.db.select().from(t.savedItems).where(eq(t.savedItems.userId, me.user.id))).toHaveLength(1);
  });

  it('answers 404, changing nothing, for what the member cannot read', async () => {
    const me = await signedIn(te.db);
    const other = await signedIn(te.db);
    const hiddenPost = await makePost(te.db, other.user.id, { visibility: 'hidden' });
    const onHidden = await makeComment(te.db, hiddenPost.id, other.user.id);
    const post = await makePost(te.db, other.user.id);
    const hiddenComment = await makeComment(te.db, post.id, other.user.id, { visibility: 'hidden' });
    const blocked = await signedIn(te.db);
    await te.db.insert(t.memberBlocks).values({ blockerId: me.user.id, blockedId: blocked.user.id });
    const theirs = await makePost(te.db, blocked.user.id);
    const theirComment = await makeComment(te.db, post.id, blocked.user.id);

    for (const [path, text] of [
      [`posts/${hiddenPost.id}`, 'Post not found'],
      [`posts/${theirs.id}`, 'Post not found'],
      ['posts/999999', 'Post not found'],
      [`comments/${onHidden.id}`, 'Comment not found'],
      [`comments/${hiddenComment.id}`, 'Comment not found'],
      [`comments/${theirComment.id}`, 'Comment not found'],
      ['comments/999999', 'Comment not found'],
    ] as const) {
      for (const res of [await put(me.cookie, path), await del(me.cookie, path)]) {
        expect(res.status, path).toBe(404);
        expect(((await res.json()) as { message: string }).message).toBe(text);
      }
    }
    expect((await call(te.env, `/api/community/posts/${hiddenPost.id}/saved`, { cookie: me.cookie })).status).toBe(404);
    expect((await call(te.env, '/api/community/saved?page=0', { cookie: me.cookie })).status).toBe(400);
    expect(await te.db.select().from(t.savedItems).where(eq(t.savedItems.userId, me.user.id))).toEqual([]);
  });

  it('leaves out, without failing, what was hidden or whose author was blocked after saving', async () => {
    const me = await signedIn(te.db);
    const other = await signedIn(te.db);
    const later = await signedIn(te.db);
    const kept = await makePost(te.db, other.user.id, { title: 'Kept' });
    const toHide = await makePost(te.db, other.user.id, { title: 'Hidden later' });
    const onHiddenPost = await makeComment(te.db, toHide.id, other.user.id);
    const commentToHide = await makeComment(te.db, kept.id, other.user.id);
    const byLater = await makeComment(te.db, kept.id, later.user.id);
    const laterPost = await makePost(te.db, later.user.id);
    for (const path of [`posts/${kept.id}`, `posts/${toHide.id}`, `comments/${onHiddenPost.id}`, `comments/${commentToHide.id}`])
      expect((await put(me.cookie, path)).status).toBe(200);
    expect((await put(me.cookie, `comments/${byLater.id}`)).status).toBe(200);
    expect((await put(me.cookie, `posts/${laterPost.id}`)).status).toBe(200);
    expect((await savedPage(me.cookie)).total).toBe(6);

    await te.db.update(t.communityPosts).set({ visibility: 'hidden' }).where(eq(t.communityPosts.id, toHide.id));
    await te.db.update(t.postComments).set({ visibility: 'hidden' }).where(eq(t.postComments.id, commentToHide.id));
    await te.db.insert(t.memberBlocks).values({ blockerId: me.user.id, blockedId: later.user.id });

    const left = await savedPage(me.cookie);
    expect(left.items.map((i) => [i.kind, i.id])).toEqual([['post', kept.id]]);
    expect(left.total).toBe(1);
  });

  it('pages ten at a time, the most recently saved first', async () => {
    const me = await signedIn(te.db);
    const posts = [];
    for (let i = 0; i < 12; i++) posts.push(await makePost(te.db, me.user.id, { title: `Post ${i}` }));
    for (const p of posts) await put(me.cookie, `posts/${p.id}`);
    const first = await savedPage(me.cookie, 1);
    const second = await savedPage(me.cookie, 2);
    expect([first.total, first.totalPages, first.items.length, second.items.length]).toEqual([12, 2, 10, 2]);
    expect([...first.items, ...second.items].map((i) => i.title)).toEqual(posts.map((p) => p.title).reverse());
  });

  it('is in the member’s copy of their data, and goes with the item and with the account', async () => {
    const me = await signedIn(te.db, { password: PASSWORD });
    const other = await signedIn(te.db);
    const post = await makePost(te.db, other.user.id);
    const comment = await makeComment(te.db, post.id, other.user.id);
    const gone = await makePost(te.db, other.user.id);
    for (const path of [`posts/${post.id}`, `comments/${comment.id}`, `posts/${gone.id}`]) await put(me.cookie, path);
    const copy = (await (await call(te.env, '/api/account/export', { cookie: me.cookie })).json()) as {
      saved: { postId: number | null; commentId: number | null }[];
    };
    expect(copy.saved.map((s) => [s.postId, s.commentId])).toEqual([
      [gone.id, null],
      [null, comment.id],
      [post.id, null],
    ]);

    await call(te.env, `/api/community/posts/${gone.id}`, { method: 'DELETE', cookie: other.cookie });
    expect((await savedPage(me.cookie)).total).toBe(2);

    const res = await call(te.env, '/api/account/delete', {
      method: 'POST',
      cookie: me.cookie,
      body: { password: PASSWORD, posts: 'keep' },
    });
    expect(res.status).toBe(200);
    expect(await te.db.select().from(t.savedItems).where(eq(t.savedItems.userId, me.user.id))).toEqual([]);
  });
});
