import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Revision } from '../src/schemas/community';
import { createTestEnv } from './support/env';
import { makeComment, makePost, signedIn } from './support/factories';
import { call } from './support/request';

// Decision 0038: an edit keeps the words it replaced; anyone who may read the item may read
// them, newest first; they go with the item.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const history = (cookie: string, path: string) => call(te.env, `/api/community/${path}/revisions`, { cookie });
const revisions = async (cookie: string, path: string) =>
  ((await (await history(cookie, path)).json()) as { revisions: Revision[] }).revisions;
const edit = (cookie: string, path: string, body: unknown) => call(te.env, `/api/community/${path}`, { method: 'PATCH', cookie, body });

describe('edit history', () => {
  it('keeps each earlier version of a post and a comment, newest first, for every reader, and only when the words change', async () => {
    const author = await signedIn(te.db);
    const reader = await signedIn(te.db);
    const post = await makePost(te.db, author.user.id, { title: 'Ramps at the pool', content: 'The first words of the post.' });
    const comment = await makeComment(te.db, post.id, author.user.id, { content: 'First try' });

    expect(await revisions(reader.cookie, `posts/${post.id}`)).toEqual([]);
    expect((await edit(author.cookie, `posts/${post.id}`, { content: 'The second words of the post.' })).status).toBe(200);
    expect((await edit(author.cookie, `posts/${post.id}`, { title: 'Ramps at the pool, fixed' })).status).toBe(200);
    // Only the category: no words replaced, nothing kept.
    expect((await edit(author.cookie, `posts/${post.id}`, { category: 'Advocacy' })).status).toBe(200);
    const postHistory = await revisions(reader.cookie, `posts/${post.id}`);
    expect(postHistory.map((r) => [r.title, r.content])).toEqual([
      ['Ramps at the pool', 'The second words of the post.'],
      ['Ramps at the pool', 'The first words of the post.'],
    ]);
    expect(postHistory[0]!.replacedAt >= postHistory[1]!.replacedAt).toBe(true);

    await edit(author.cookie, `comments/${comment.id}`, { content: 'Second try' });
    await edit(author.cookie, `comments/${comment.id}`, { content: 'Second try' });
    expect((await revisions(reader.cookie, `comments/${comment.id}`)).map((r) => [r.title, r.content])).toEqual([[null, 'First try']]);
    const updated = (await (await call(te.env, `/api/community/posts/${post.id}`, { cookie: reader.cookie })).json()) as {
      createdAt: string;
      updatedAt: string;
    };
    expect(updated.updatedAt > updated.createdAt).toBe(true);
  });

  it('is not found where the item cannot be read: hidden, on a hidden post, by someone the reader blocked, or missing', async () => {
    const author = await signedIn(te.db);
    const reader = await signedIn(te.db);
    const hiddenPost = await makePost(te.db, author.user.id, { visibility: 'hidden' });
    const post = await makePost(te.db, author.user.id);
    const hiddenComment = await makeComment(te.db, post.id, author.user.id, { visibility: 'hidden' });
    const onHidden = await makeComment(te.db, hiddenPost.id, author.user.id);
    for (const path of [
      `posts/${hiddenPost.id}`,
      `comments/${hiddenComment.id}`,
      `comments/${onHidden.id}`,
      'posts/999999',
      'comments/999999',
    ])
      expect((await history(reader.cookie, path)).status, path).toBe(404);
    expect((await history(reader.cookie, 'posts/abc')).status).toBe(404);

    const comment = await makeComment(te.db, post.id, author.user.id);
    await te.db.insert(t.memberBlocks).values({ blockerId: reader.user.id, blockedId: author.user.id });
    expect((await history(reader.cookie, `posts/${post.id}`)).status).toBe(404);
    expect((await history(reader.cookie, `comments/${comment.id}`)).status).toBe(404);
  });

  it('goes with the item when it is deleted, and the author’s own is in their copy of their data', async () => {
    const author = await signedIn(te.db);
    const post = await makePost(te.db, author.user.id, { content: 'Before the edit, some words.' });
    const comment = await makeComment(te.db, post.id, author.user.id, { content: 'Comment before' });
    await edit(author.cookie, `posts/${post.id}`, { content: 'After the edit, some words.' });
    await edit(author.cookie, `comments/${comment.id}`, { content: 'Comment after' });
    const copy = (await (await call(te.env, '/api/account/export', { cookie: author.cookie })).json()) as {
      revisions: { postId: number | null; commentId: number | null; content: string }[];
    };
    expect(copy.revisions.map((r) => [r.postId, r.commentId, r.content]).sort()).toEqual(
      [
        [null, comment.id, 'Comment before'],
        [post.id, null, 'Before the edit, some words.'],
      ].sort(),
    );

    const editor = await signedIn(te.db, { role: 'editor' });
    expect((await call(te.env, `/api/community/comments/${comment.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(200);
    expect((await call(te.env, `/api/community/posts/${post.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(200);
    expect(await te.db.select().from(t.communityRevisions)).not.toContainEqual(expect.objectContaining({ userId: author.user.id }));
  });
});
