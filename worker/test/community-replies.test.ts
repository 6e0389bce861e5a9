import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import { REPLY_QUOTE_CHARS, type Comment } from '../src/schemas/community';
import { createTestEnv } from './support/env';
import { makeComment, makePost, signedIn } from './support/factories';
import { call } from './support/request';

// Replies to a comment (issue 20, decision 0031): where they go, what they name, who hears.
let env: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.dispose());

const reply = (cookie: string, postId: number, body: unknown) =>
  call(env.env, `/api/community/posts/${postId}/comments`, { method: 'POST', body, cookie });
const listed = async (cookie: string, postId: number) =>
  (await (await call(env.env, `/api/community/posts/${postId}/comments`, { cookie })).json()) as Comment[];
const storedOn = async (postId: number) => env.db.select().from(t.postComments).where(eq(t.postComments.postId, postId));

async function discussion() {
  const author = await signedIn(env.db, { firstName: 'Ada', lastName: 'Author' });
  const first = await signedIn(env.db, { firstName: 'Bea', lastName: 'First' });
  const second = await signedIn(env.db, { firstName: 'Cy', lastName: 'Second' });
  const post = await makePost(env.db, author.user.id);
  const top = await makeComment(env.db, post.id, first.user.id, { content: 'Plan reviews took me   six months.' });
  return { author, first, second, post, top };
}

describe('replying to a comment', () => {
  it('answers the comment with its author and opening words, and a reply to a reply joins the same thread', async () => {
    const { first, second, post, top } = await discussion();
    const res = await reply(second.cookie, post.id, { content: 'Same here', replyToId: top.id });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Comment;
    expect(answer).toMatchObject({
      threadId: top.id,
      replyTo: { id: top.id, excerpt: 'Plan reviews took me six months.', user: { id: first.user.id, firstName: 'Bea' } },
    });

    const back = (await (
      await reply(first.cookie, post.id, { content: 'Glad it is not just me', replyToId: answer.id })
    ).json()) as Comment;
    // Nested under the top-level comment, but naming the person actually answered.
    expect(back).toMatchObject({ threadId: top.id, replyTo: { id: answer.id, user: { id: second.user.id } } });

    const seen = await listed(first.cookie, post.id);
    expect(seen.map((c) => [c.id, c.threadId, c.replyTo?.id ?? null])).toEqual([
      [top.id, null, null],
      [answer.id, top.id, top.id],
      [back.id, top.id, answer.id],
    ]);
    const stored = await storedOn(post.id);
    expect(stored.find((c) => c.id === back.id)).toMatchObject({ replyToId: answer.id, threadId: top.id });
  });

  it('quotes a long comment by its opening words, cut at a word', async () => {
    const { second, post } = await discussion();
    const long = await makeComment(env.db, post.id, second.user.id, { content: `${'word '.repeat(60)}end` });
    const answer = (await (await reply(second.cookie, post.id, { content: 'Adding to that', replyToId: long.id })).json()) as Comment;
    expect(answer.replyTo!.excerpt.length).toBeLessThanOrEqual(REPLY_QUOTE_CHARS + 1);
    expect(answer.replyTo!.excerpt).toMatch(/^word( word)+…$/);
  });

  it('tells the member who was answered, through the reply notification', async () => {
    const { first, second, post, top } = await discussion();
    const answer = (await (await reply(second.cookie, post.id, { content: 'Answering Bea', replyToId: top.id })).json()) as Comment;
    const told = await env.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, first.user.id), eq(t.notifications.postId, post.id)));
    expect(told).toMatchObject([{ kind: 'thread-reply', commentId: answer.id, actorId: second.user.id }]);
  });

  it.each([
    ['a comment id that is text', 'five', 400, 'replyToId must be the id of a comment on this post'],
    ['a fraction', 1.5, 400, 'replyToId must be the id of a comment on this post'],
    ['zero', 0, 400, 'replyToId must be the id of a comment on this post'],
    ['a number past the safe range', 2 ** 60, 400, 'replyToId must be the id of a comment on this post'],
    ['a comment that does not exist', 987654321, 404, 'The comment you are replying to is no longer there'],
  ])('refuses %s and stores nothing', async (_name, replyToId, status, message) => {
    const { second, post } = await discussion();
    const res = await reply(second.cookie, post.id, { content: 'Hello', replyToId });
    expect(res.status).toBe(status);
    expect(((await res.json()) as ErrorBody).message).toBe(message);
    expect(await storedOn(post.id)).toHaveLength(1);
  });

  it('refuses a reply to a comment on another post with 400, and to a hidden one with 404', async () => {
    const { second, post, top } = await discussion();
    const elsewhere = await makePost(env.db, second.user.id);
    const across = await reply(second.cookie, elsewhere.id, { content: 'Wrong place', replyToId: top.id });
    expect(across.status).toBe(400);
    expect(((await across.json()) as ErrorBody).message).toBe('You can only reply to a comment on the same post');
    expect(await storedOn(elsewhere.id)).toHaveLength(0);

    const hidden = await makeComment(env.db, post.id, second.user.id, { visibility: 'hidden' });
    const res = await reply(second.cookie, post.id, { content: 'To a hidden one', replyToId: hidden.id });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).message).toBe('The comment you are replying to is no longer there');
  });

  it('refuses a reply to a member the replier blocked (they cannot see it), and lists their reply unnamed to a viewer who blocked them', async () => {
    const { author, first, second, post, top } = await discussion();
    await env.db.insert(t.memberBlocks).values({ blockerId: second.user.id, blockedId: first.user.id });
    expect((await reply(second.cookie, post.id, { content: 'Hidden from me', replyToId: top.id })).status).toBe(404);

    const answer = (await (await reply(author.cookie, post.id, { content: 'Thanks Bea', replyToId: top.id })).json()) as Comment;
    const seen = await listed(second.cookie, post.id);
    expect(seen.map((c) => c.id)).toEqual([answer.id]);
    // Nothing of the blocked member's comment reaches them: the reply stands alone.
    expect(seen[0]).toMatchObject({ replyTo: null, threadId: null });
  });

  it('keeps replies when the answered comment is deleted: they stand at the top level', async () => {
    const { first, second, post, top } = await discussion();
    const answer = (await (await reply(second.cookie, post.id, { content: 'A reply that stays', replyToId: top.id })).json()) as Comment;
    const del = await call(env.env, `/api/community/comments/${top.id}`, { method: 'DELETE', cookie: first.cookie });
    expect(del.status).toBe(200);
    expect(await listed(second.cookie, post.id)).toMatchObject([{ id: answer.id, replyTo: null, threadId: null }]);
    expect(await storedOn(post.id)).toMatchObject([{ id: answer.id, replyToId: null, threadId: null }]);
  });

  it('keeps what a reply answers when it is edited', async () => {
    const { second, post, top } = await discussion();
    const answer = (await (await reply(second.cookie, post.id, { content: 'First words', replyToId: top.id })).json()) as Comment;
    const res = await call(env.env, `/api/community/comments/${answer.id}`, {
      method: 'PATCH',
      body: { content: 'Better words', replyToId: null },
      cookie: second.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ content: 'Better words', replyTo: { id: top.id }, threadId: top.id });
  });
});
