import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import type { Report } from '../src/schemas/community';
import type { FlaggedItem, SlowMode } from '../src/schemas/trust';
import { type NotificationPage } from '../src/schemas/notifications';
import { notificationSentence } from '../src/schemas/notification-sentences';
import { createTestEnv } from './support/env';
import { makeComment, makePost, signedIn, withTrustLevel } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  env = await createTestEnv();
  editor = await signedIn(env.db, { role: 'editor' });
});
afterAll(() => env.dispose());

const send = (path: string, cookie: string, method = 'GET', body?: unknown) => call(env.env, `/api${path}`, { method, body, cookie });
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const message = async (res: Response) => ((await res.json()) as ErrorBody).message;

async function memberAt(level: 0 | 1 | 2 | 3) {
  const member = await signedIn(env.db);
  await withTrustLevel(env.db, member.user.id, level);
  return member;
}
const postVisibility = async (id: number) =>
  (await env.db.select().from(t.communityPosts).where(eq(t.communityPosts.id, id)).get())!.visibility;

describe('flags', () => {
  it('takes the three reasons, and "Something else" only with the member\'s words', async () => {
    const me = await signedIn(env.db);
    const post = await makePost(env.db, (await signedIn(env.db)).user.id);
    const other = await send(`/community/posts/${post.id}/report`, me.cookie, 'POST', { reason: 'Something else' });
    expect(other.status).toBe(400);
    expect(await message(other)).toBe('Please say what is wrong');
    const old = await send(`/community/posts/${post.id}/report`, me.cookie, 'POST', { reason: 'Spam or scam' });
    expect(await message(old)).toBe('Please choose a reason');
    expect(await env.db.select().from(t.communityReports).where(eq(t.communityReports.postId, post.id))).toEqual([]);
    const ok = await send(`/community/posts/${post.id}/report`, me.cookie, 'POST', {
      reason: 'Something else',
      details: 'Off topic advert',
    });
    expect(ok.status).toBe(201);
  });

  it('hides a post pending review when 3 members of level 2+ flag it, and not before', async () => {
    const author = await signedIn(env.db);
    const post = await makePost(env.db, author.user.id, { title: 'Cheap pills here' });
    for (const level of [0, 1, 1, 2, 3] as const)
      await send(`/community/posts/${post.id}/report`, (await memberAt(level)).cookie, 'POST', { reason: "It's spam" });
    expect(await postVisibility(post.id)).toBe('visible');
    await send(`/community/posts/${post.id}/report`, (await memberAt(2)).cookie, 'POST', { reason: "It's abusive or harassing" });
    expect(await postVisibility(post.id)).toBe('hidden');
    expect((await send(`/community/posts/${post.id}`, author.cookie)).status).toBe(404);
    // The author is told at once, with the reasons and never who gave them (decision 0041).
    const told = await json<NotificationPage>(send('/notifications?kind=moderation', author.cookie));
    expect(told.notifications).toEqual([
      expect.objectContaining({ detail: 'flag-hidden-post', title: 'Cheap pills here', reason: "It's spam; It's abusive or harassing" }),
    ]);
    expect(notificationSentence(told.notifications[0]!)).toBe(
      "Your post “Cheap pills here” is hidden until an editor reviews it, because several members flagged it. The reasons members gave: It's spam; It's abusive or harassing.",
    );

    const flags = await json<FlaggedItem[]>(send('/trust/flags', author.cookie));
    expect(flags).toEqual([
      {
        kind: 'post',
        id: post.id,
        postId: post.id,
        text: 'Cheap pills here',
        outcome: 'hidden-pending-review',
        reasons: ["It's abusive or harassing", "It's spam"],
      },
    ]);

    const queue = await json<Report[]>(send('/community/reports', editor.cookie));
    const mine = queue.filter((r) => r.post?.id === post.id);
    expect(mine.map((r) => r.reporterLevel).sort()).toEqual([0, 1, 1, 2, 2, 3]);
    // The editor reviews: each flag closed, the post shown again; the author sees it left visible.
    for (const r of mine) await send(`/community/reports/${r.id}`, editor.cookie, 'PATCH', { status: 'dismissed' });
    await send(`/community/posts/${post.id}/moderation`, editor.cookie, 'PATCH', { visibility: 'visible' });
    expect((await json<FlaggedItem[]>(send('/trust/flags', author.cookie)))[0]!.outcome).toBe('left-visible');
  });

  it('hides a comment the same way, and tells only its author', async () => {
    const author = await signedIn(env.db);
    const post = await makePost(env.db, (await signedIn(env.db)).user.id);
    const comment = await makeComment(env.db, post.id, author.user.id, { content: 'Rude words' });
    for (let i = 0; i < 3; i++)
      await send(`/community/comments/${comment.id}/report`, (await memberAt(2)).cookie, 'POST', {
        reason: 'Something else',
        details: 'Mean',
      });
    const row = await env.db.select().from(t.postComments).where(eq(t.postComments.id, comment.id)).get();
    expect(row!.visibility).toBe('hidden');
    expect((await env.db.select().from(t.communityPosts).where(eq(t.communityPosts.id, post.id)).get())!.commentsCount).toBe(0);
    expect(await json<FlaggedItem[]>(send('/trust/flags', author.cookie))).toEqual([
      expect.objectContaining({ kind: 'comment', id: comment.id, outcome: 'hidden-pending-review', reasons: ['Something else: Mean'] }),
    ]);
    expect(await json<FlaggedItem[]>(send('/trust/flags', (await signedIn(env.db)).cookie))).toEqual([]);
    // Told once, however many flags follow; a later flag finds the comment hidden and is refused.
    await send(`/community/comments/${comment.id}/report`, (await memberAt(2)).cookie, 'POST', { reason: "It's spam" });
    const told = await json<NotificationPage>(send('/notifications?kind=moderation', author.cookie));
    expect(told.notifications.map((n) => n.detail)).toEqual(['flag-hidden-comment']);
  });
});

describe('slow mode', () => {
  it('lets an editor allow one comment per member per N minutes, telling the wait', async () => {
    const post = await makePost(env.db, (await signedIn(env.db)).user.id);
    const me = await memberAt(1);
    const bad = await send(`/community/posts/${post.id}/slow-mode`, editor.cookie, 'PUT', { minutes: 7 });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('Choose slow mode of 1, 5, 10, 15, 30, 60 minutes');
    expect((await send(`/community/posts/${post.id}/slow-mode`, me.cookie, 'PUT', { minutes: 5 })).status).toBe(403);
    expect(await json<SlowMode>(send(`/community/posts/${post.id}/slow-mode`, editor.cookie, 'PUT', { minutes: 10 }))).toEqual({
      minutes: 10,
      waitSeconds: 0,
    });
    const comment = (content: string) => send(`/community/posts/${post.id}/comments`, me.cookie, 'POST', { content });
    expect((await comment('First thought.')).status).toBe(201);
    const second = await comment('Second thought.');
    expect(second.status).toBe(429);
    expect(await message(second)).toBe(
      'This discussion is in slow mode: one comment every 10 minutes. You can comment again in 10 minutes.',
    );
    expect(await env.db.select().from(t.postComments).where(eq(t.postComments.postId, post.id))).toHaveLength(1);
    const mine = await json<SlowMode>(send(`/community/posts/${post.id}/slow-mode`, me.cookie));
    expect(mine.minutes).toBe(10);
    expect(mine.waitSeconds).toBeGreaterThan(590);
    // Editors are never slowed; ending slow mode frees everyone.
    expect((await send(`/community/posts/${post.id}/comments`, editor.cookie, 'POST', { content: 'One.' })).status).toBe(201);
    expect((await send(`/community/posts/${post.id}/comments`, editor.cookie, 'POST', { content: 'Two.' })).status).toBe(201);
    expect(await json<SlowMode>(send(`/community/posts/${post.id}/slow-mode`, editor.cookie, 'DELETE'))).toEqual({
      minutes: null,
      waitSeconds: 0,
    });
    expect((await comment('Second thought.')).status).toBe(201);
    expect((await send('/community/posts/999999/slow-mode', editor.cookie, 'PUT', { minutes: 5 })).status).toBe(404);
  });
});
