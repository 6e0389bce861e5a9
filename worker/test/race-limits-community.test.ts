import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { MAX_DRAFTS } from '../src/schemas/drafts';
import { createComment } from '../src/community/services/community-comments';
import { createPost } from '../src/community/services/community-posts';
import { createTestEnv } from './support/env';
import { makeComment, makePost, makeUser, signedIn, withTrustLevel } from './support/factories';
import { atOnce, expectLimitHeld, writeBeforeBatch } from './support/races';
import { makeDraft } from './support/draft-factories';
import { call } from './support/request';

// Decision 0048: every per-member limit of the forum is a condition of the write itself, so a
// member who sends the same request many times at once (tabs, a script) gets exactly the limit.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  te = await createTestEnv();
  editor = await signedIn(te.db, { role: 'editor' });
});
afterAll(() => te.dispose());

const post = (cookie: string, content = 'Something worth saying today.') =>
  call(te.env, '/api/community/posts', {
    method: 'POST',
    cookie,
    body: { title: 'A post of mine', content, category: 'General Discussion' },
  });
const comment = (cookie: string, postId: number, content: string) =>
  call(te.env, `/api/community/posts/${postId}/comments`, { method: 'POST', cookie, body: { content } });
const postsOf = (userId: number) => te.db.select().from(t.communityPosts).where(eq(t.communityPosts.userId, userId));
const commentsOn = (postId: number) => te.db.select().from(t.postComments).where(eq(t.postComments.postId, postId));
const notificationsOf = (userId: number, kind: 'mention' | 'post-reply') =>
  te.db
    .select()
    .from(t.notifications)
    .where(and(eq(t.notifications.userId, userId), eq(t.notifications.kind, kind)));

/** A member whose fixed-window counter (rate-limits.ts) already stands at `count` this window. */
async function counted(key: string, count: number) {
  await te.db.insert(t.rateLimits).values({ key, count, windowStart: new Date().toISOString() });
}

describe('the forum’s limits under parallel requests', () => {
  it("stores a new member's 3 posts a day, and tells the members they name of those 3 only", async () => {
    const me = await signedIn(te.db);
    const named = await makeUser(te.db, { firstName: 'Racewell', lastName: 'Quillfeather' });
    const answers = await atOnce(6, () => post(me.cookie, 'Thanks to @Racewell Quillfeather for the ramp.'));
    await expectLimitHeld(answers, {
      taken: 3,
      status: 429,
      message: 'New members can write 3 posts a day. You can post again in about 24 hours.',
    });
    for (const refused of answers.filter((r) => r.status === 429))
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(86_000);
    expect(await postsOf(me.user.id)).toHaveLength(3);
    expect(await notificationsOf(named.id, 'mention')).toHaveLength(3);
  });

  it('stores one comment per slow-mode wait, and tells the author of it once', async () => {
    const author = await signedIn(te.db);
    const me = await signedIn(te.db);
    await withTrustLevel(te.db, me.user.id, 1);
    const discussion = await makePost(te.db, author.user.id);
    const slow = await call(te.env, `/api/community/posts/${discussion.id}/slow-mode`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { minutes: 10 },
    });
    expect(slow.status).toBe(200);
    const answers = await atOnce(6, (i) => comment(me.cookie, discussion.id, `Thought number ${i}.`));
    await expectLimitHeld(answers, {
      taken: 1,
      status: 429,
      message: 'This discussion is in slow mode: one comment every 10 minutes. You can comment again in 10 minutes.',
    });
    expect(await commentsOn(discussion.id)).toHaveLength(1);
    const [replies] = await notificationsOf(author.user.id, 'post-reply');
    expect(replies?.count).toBe(1);
    const [row] = await te.db.select().from(t.communityPosts).where(eq(t.communityPosts.id, discussion.id));
    expect(row!.commentsCount).toBe(1);
  });

  it('stores 10 posts an hour and 60 comments an hour, counted one request at a time', async () => {
    const me = await signedIn(te.db);
    await withTrustLevel(te.db, me.user.id, 1);
    await counted(`post:${me.user.id}`, 8);
    await expectLimitHeld(await atOnce(6, () => post(me.cookie)), {
      taken: 2,
      status: 429,
      message: 'You have posted a lot this hour. Please wait a while before posting again.',
    });
    expect(await postsOf(me.user.id)).toHaveLength(2);

    const discussion = await makePost(te.db, editor.user.id);
    await counted(`comment:${me.user.id}`, 57);
    await expectLimitHeld(await atOnce(6, (i) => comment(me.cookie, discussion.id, `Comment ${i}.`)), {
      taken: 3,
      status: 429,
      message: 'You have commented a lot this hour. Please wait a while before commenting again.',
    });
    expect(await commentsOn(discussion.id)).toHaveLength(3);
  });

  it('keeps one open flag per member and item, however many are sent at once', async () => {
    const me = await signedIn(te.db);
    const flagged = await makePost(te.db, editor.user.id);
    const onPost = await atOnce(6, () =>
      call(te.env, `/api/community/posts/${flagged.id}/report`, { method: 'POST', cookie: me.cookie, body: { reason: "It's spam" } }),
    );
    expect(onPost.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = await Promise.all(onPost.map(async (r) => ((await r.json()) as { id: number }).id));
    expect(new Set(ids).size).toBe(1);
    expect(await te.db.select().from(t.communityReports).where(eq(t.communityReports.reporterId, me.user.id))).toHaveLength(1);
  });

  it(`keeps at most ${MAX_DRAFTS} drafts, however many new places are saved at once`, async () => {
    const me = await signedIn(te.db);
    // Ten rows a statement: D1 takes at most 100 bound values in one.
    for (let from = 0; from < MAX_DRAFTS - 2; from += 10)
      await te.db.insert(t.forumDrafts).values(
        Array.from({ length: Math.min(10, MAX_DRAFTS - 2 - from) }, (_, i) => ({
          userId: me.user.id,
          place: `reply:${900_000 + from + i}`,
        })),
      );
    const discussions = await Promise.all(Array.from({ length: 6 }, () => makePost(te.db, editor.user.id)));
    const answers = await atOnce(6, (i) =>
      call(te.env, '/api/community/drafts', {
        method: 'PUT',
        cookie: me.cookie,
        body: { postId: discussions[i]!.id, content: 'Half a thought' },
      }),
    );
    await expectLimitHeld(answers, {
      taken: 2,
      ok: 200,
      status: 409,
      message: `You can keep up to ${MAX_DRAFTS} drafts. Delete one on your account page to keep another.`,
    });
    expect(await te.db.select().from(t.forumDrafts).where(eq(t.forumDrafts.userId, me.user.id))).toHaveLength(MAX_DRAFTS);
    // At the limit, a place already kept is still saved over.
    const kept = discussions[answers.findIndex((r) => r.status === 200)]!;
    const again = await call(te.env, '/api/community/drafts', {
      method: 'PUT',
      cookie: me.cookie,
      body: { postId: kept.id, content: 'A whole thought' },
    });
    expect(again.status).toBe(200);
  });

  it('refuses a post whose daily limit was reached between its check and its write: no post, nobody told, its draft kept', async () => {
    const me = await signedIn(te.db);
    const named = await makeUser(te.db, { firstName: 'Meanwhile', lastName: 'Oxleyhurst' });
    for (let i = 0; i < 2; i++) await makePost(te.db, me.user.id);
    await makeDraft(te.db, me.user.id, {}, 'The post I am writing');
    // The third post of the day lands after this one's check, before its batch.
    const raced = writeBeforeBatch(te.db, 2, () => makePost(te.db, me.user.id));
    const input = {
      title: 'A post of mine',
      content: 'Thanks @Meanwhile Oxleyhurst',
      category: 'General Discussion' as const,
      tags: [],
      contentWarning: null,
    };
    await expect(createPost(raced, me.user, input)).rejects.toMatchObject({
      status: 429,
      message: 'New members can write 3 posts a day. You can post again in about 24 hours.',
    });
    expect(await postsOf(me.user.id)).toHaveLength(3);
    expect(await notificationsOf(named.id, 'mention')).toHaveLength(0);
    expect((await te.db.select().from(t.forumDrafts).where(eq(t.forumDrafts.userId, me.user.id))).map((d) => d.content)).toEqual([
      'The post I am writing',
    ]);
  });

  it('refuses a comment whose slow-mode wait began between its check and its write: no comment, nobody told, its draft kept', async () => {
    const author = await signedIn(te.db);
    const me = await signedIn(te.db);
    await withTrustLevel(te.db, me.user.id, 1);
    const discussion = await makePost(te.db, author.user.id);
    await te.db.insert(t.postSlowModes).values({ postId: discussion.id, minutes: 5, setBy: editor.user.id });
    await makeDraft(te.db, me.user.id, { postId: discussion.id }, 'What I am still writing');
    // Another of the member's comments (another tab) lands after this one's check, before its batch.
    const raced = writeBeforeBatch(te.db, 2, () => makeComment(te.db, discussion.id, me.user.id));
    await expect(createComment(raced, me.user, discussion.id, { content: 'My second thought.' })).rejects.toMatchObject({
      status: 429,
      message: 'This discussion is in slow mode: one comment every 5 minutes. You can comment again in 5 minutes.',
    });
    expect(await commentsOn(discussion.id)).toHaveLength(1);
    expect(await notificationsOf(author.user.id, 'post-reply')).toHaveLength(0);
    expect((await te.db.select().from(t.forumDrafts).where(eq(t.forumDrafts.userId, me.user.id))).map((d) => d.content)).toEqual([
      'What I am still writing',
    ]);
  });
});
