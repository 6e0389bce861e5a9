import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Draft } from '../src/schemas/drafts';
import { createTestEnv } from './support/env';
import { makeComment, makePost, signedIn } from './support/factories';
import { call } from './support/request';

// Decision 0038: what a member is writing in the forum is kept on the server, one draft per
// member and place, private to them, and gone once it is posted.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const PASSWORD = 'correct horse battery';
const save = (cookie: string, body: unknown) => call(te.env, '/api/community/drafts', { method: 'PUT', cookie, body });
const drafts = async (cookie: string) =>
  ((await (await call(te.env, '/api/community/drafts', { cookie })).json()) as { drafts: Draft[] }).drafts;
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('forum drafts', () => {
  it('keeps one draft per place, saved over as the member types, and shows it to them alone', async () => {
    const me = await signedIn(te.db);
    const other = await signedIn(te.db);
    const post = await makePost(te.db, other.user.id, { title: 'Ramps at the library' });
    const comment = await makeComment(te.db, post.id, other.user.id);

    expect((await save(me.cookie, { title: 'Hal', content: '', category: '' })).status).toBe(200);
    expect((await save(me.cookie, { title: 'Half a title', content: 'Half a', category: 'Advocacy' })).status).toBe(200);
    expect((await save(me.cookie, { postId: post.id, content: 'I agree' })).status).toBe(200);
    const reply = await save(me.cookie, { postId: post.id, replyToId: comment.id, content: 'Which branch?' });
    expect(((await reply.json()) as { draft: Draft }).draft).toMatchObject({ replyToId: comment.id, postTitle: 'Ramps at the library' });

    const mine = await drafts(me.cookie);
    expect(mine.map((d) => [d.postId, d.replyToId, d.title, d.content, d.category]).sort()).toEqual(
      [
        [null, null, 'Half a title', 'Half a', 'Advocacy'],
        [post.id, null, '', 'I agree', ''],
        [post.id, comment.id, '', 'Which branch?', ''],
      ].sort(),
    );
    expect(await drafts(other.cookie)).toEqual([]);
    const newPost = mine.find((d) => d.postId === null)!;
    expect((await call(te.env, `/api/community/drafts/${newPost.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await call(te.env, `/api/community/drafts/${newPost.id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(200);
    expect((await drafts(me.cookie)).length).toBe(2);

    // Cleared, the box leaves no draft behind.
    expect(await (await save(me.cookie, { postId: post.id, content: '   ' })).json()).toEqual({ draft: null });
    expect((await drafts(me.cookie)).map((d) => d.replyToId)).toEqual([comment.id]);
  });

  it('refuses what the forms refuse past their maximums, and places the member cannot post in, changing nothing', async () => {
    const me = await signedIn(te.db);
    const post = await makePost(te.db, me.user.id);
    const elsewhere = await makePost(te.db, me.user.id);
    const onElsewhere = await makeComment(te.db, elsewhere.id, me.user.id);
    const hiddenPost = await makePost(te.db, me.user.id, { visibility: 'hidden' });
    const hiddenComment = await makeComment(te.db, post.id, me.user.id, { visibility: 'hidden' });
    const refused = async (body: unknown, status: number, text: string) => {
      const res = await save(me.cookie, body);
      expect(res.status, text).toBe(status);
      expect(await message(res)).toBe(text);
    };
    await refused({ title: 'x'.repeat(201), content: '' }, 400, 'Title must be less than 200 characters');
    await refused({ content: 'x'.repeat(5001) }, 400, 'Content must be less than 5000 characters');
    await refused({ postId: post.id, content: 'x'.repeat(1001) }, 400, 'Comment must be less than 1000 characters');
    await refused({ postId: post.id, title: 'A title', content: 'x' }, 400, 'Only a new post has a title and a category');
    await refused({ replyToId: onElsewhere.id, content: 'x' }, 400, 'A reply draft needs the post it is on');
    await refused({ content: 'x', category: 'Gossip' }, 400, 'Please select a category');
    await refused({ postId: post.id, replyToId: onElsewhere.id, content: 'x' }, 400, 'You can only reply to a comment on the same post');
    await refused({ postId: hiddenPost.id, content: 'x' }, 404, 'Post not found');
    await refused({ postId: 999_999, content: 'x' }, 404, 'Post not found');
    await refused(
      { postId: post.id, replyToId: hiddenComment.id, content: 'x' },
      404,
      'The comment you are replying to is no longer there',
    );
    expect(await drafts(me.cookie)).toEqual([]);
  });

  it('keeps drafts while suspended: a draft publishes nothing', async () => {
    const me = await signedIn(te.db, { suspendedAt: new Date().toISOString(), suspensionReason: 'Cooling off' });
    expect((await save(me.cookie, { title: 'Later', content: 'When I am back' })).status).toBe(200);
    expect((await drafts(me.cookie)).map((d) => d.title)).toEqual(['Later']);
  });

  it('goes when its post, comment or reply is posted, and only that one', async () => {
    const me = await signedIn(te.db);
    const post = await makePost(te.db, me.user.id);
    const comment = await makeComment(te.db, post.id, me.user.id);
    await save(me.cookie, { title: 'Accessible venues', content: 'Which venues', category: '' });
    await save(me.cookie, { postId: post.id, content: 'A comment' });
    await save(me.cookie, { postId: post.id, replyToId: comment.id, content: 'A reply' });

    const posting = { method: 'POST', cookie: me.cookie };
    const reply = await call(te.env, `/api/community/posts/${post.id}/comments`, {
      ...posting,
      body: { content: 'A reply', replyToId: comment.id },
    });
    expect(reply.status).toBe(201);
    expect((await drafts(me.cookie)).map((d) => d.content).sort()).toEqual(['A comment', 'Which venues']);
    await call(te.env, `/api/community/posts/${post.id}/comments`, { ...posting, body: { content: 'A comment' } });
    expect((await drafts(me.cookie)).map((d) => d.content)).toEqual(['Which venues']);
    const created = await call(te.env, '/api/community/posts', {
      ...posting,
      body: { title: 'Accessible venues', content: 'Which venues in Hobart?', category: 'General Discussion' },
    });
    expect(created.status).toBe(201);
    expect(await drafts(me.cookie)).toEqual([]);
  });

  it('is in the member’s copy of their data, and goes with the post it was for and with the account', async () => {
    const me = await signedIn(te.db, { password: PASSWORD });
    const other = await signedIn(te.db);
    const post = await makePost(te.db, other.user.id);
    await save(me.cookie, { postId: post.id, content: 'On their post' });
    await save(me.cookie, { title: 'Mine', content: 'My own' });
    const copy = (await (await call(te.env, '/api/account/export', { cookie: me.cookie })).json()) as { drafts: { content: string }[] };
    expect(copy.drafts.map((d) => d.content).sort()).toEqual(['My own', 'On their post']);

    await call(te.env, `/api/community/posts/${post.id}`, { method: 'DELETE', cookie: other.cookie });
    expect((await drafts(me.cookie)).map((d) => d.content)).toEqual(['My own']);

    const gone = await call(te.env, '/api/account/delete', {
      method: 'POST',
      cookie: me.cookie,
      body: { password: PASSWORD, posts: 'keep' },
    });
    expect(gone.status).toBe(200);
    expect(await te.db.select().from(t.forumDrafts).where(eq(t.forumDrafts.userId, me.user.id))).toEqual([]);
  });
});
