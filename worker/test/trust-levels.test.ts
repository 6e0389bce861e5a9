import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import type { TrustStatus } from '../src/schemas/trust';
import { levelFor } from '../src/community/services/trust-levels';
import { createTestEnv } from './support/env';
import { makePost, makeUser, signedIn, withTrustLevel } from './support/factories';
import { makeConversation, makeMessage } from './support/message-factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  env = await createTestEnv();
  editor = await signedIn(env.db, { role: 'editor' });
});
afterAll(() => env.dispose());

const send = (path: string, cookie: string, method = 'GET', body?: unknown) => call(env.env, path, { method, body, cookie });
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const message = async (res: Response) => ((await res.json()) as ErrorBody).message;
const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const postBody = (content = 'Something worth saying today.') => ({ title: 'A post of mine', content, category: 'General Discussion' });

/** Reading rows as if the member read `posts` posts over `days` days, `minutes` in all. */
async function haveRead(userId: number, posts: number, days: number, minutes: number) {
  const author = await makeUser(env.db);
  for (let i = 0; i < posts; i++) {
    const post = await makePost(env.db, author.id);
    await env.db.insert(t.postReads).values({ userId, postId: post.id, day: day(i % days), seconds: Math.floor((minutes * 60) / posts) });
  }
}

describe('trust levels from behaviour', () => {
  it('computes each level only when every measure of it is met', () => {
    const none = { postsRead: 0, daysRead: 0, minutesRead: 0, contributions: 0, daysSinceJoined: 0 };
    expect(levelFor(none)).toBe(0);
    expect(levelFor({ ...none, postsRead: 5, daysRead: 3, minutesRead: 29 })).toBe(0);
    expect(levelFor({ ...none, postsRead: 5, daysRead: 3, minutesRead: 30 })).toBe(1);
    expect(levelFor({ postsRead: 30, daysRead: 10, minutesRead: 120, contributions: 5, daysSinceJoined: 13 })).toBe(1);
    expect(levelFor({ postsRead: 30, daysRead: 10, minutesRead: 120, contributions: 5, daysSinceJoined: 14 })).toBe(2);
    expect(levelFor({ postsRead: 100, daysRead: 30, minutesRead: 600, contributions: 30, daysSinceJoined: 60 })).toBe(3);
  });

  it('starts a member at level 0 with what level 1 needs, and reaches level 1 by reading', async () => {
    const me = await signedIn(env.db);
    const start = await json<TrustStatus>(send('/api/trust', me.cookie));
    expect(start).toMatchObject({ level: 0, name: 'New member', staff: false, setByEditor: false });
    expect(start.next?.needs).toEqual([
      { measure: 'postsRead', have: 0, need: 5 },
      { measure: 'daysRead', have: 0, need: 3 },
      { measure: 'minutesRead', have: 0, need: 30 },
    ]);
    await haveRead(me.user.id, 5, 3, 30);
    expect(await json<TrustStatus>(send('/api/trust', me.cookie))).toMatchObject({ level: 1, name: 'Member', next: { level: 2 } });
  });

  it('records reading once per post, adding time capped per report and per post', async () => {
    const me = await signedIn(env.db);
    const post = await makePost(env.db, (await makeUser(env.db)).id);
    const read = (seconds: unknown) => send(`/api/community/posts/${post.id}/reading`, me.cookie, 'POST', { seconds });
    expect((await read(120)).status).toBe(200);
    for (let i = 0; i < 6; i++) await read(120);
    const rows = await env.db.select().from(t.postReads).where(eq(t.postReads.userId, me.user.id));
    expect(rows).toEqual([{ userId: me.user.id, postId: post.id, day: day(0), seconds: 600 }]);
    const tooLong = await read(121);
    expect(tooLong.status).toBe(400);
    expect(await message(tooLong)).toBe('seconds must be a whole number from 0 to 120');
    expect((await send('/api/community/posts/999999/reading', me.cookie, 'POST', { seconds: 5 })).status).toBe(404);
  });

  it('lets an editor set a level by hand over the computed one, and clear it', async () => {
    const member = await signedIn(env.db);
    const path = `/api/cms/members/${member.user.id}/trust-level`;
    const set = await json<TrustStatus>(send(path, editor.cookie, 'PUT', { level: 2 }));
    expect(set).toMatchObject({ level: 2, computedLevel: 0, setByEditor: true });
    expect(await json<TrustStatus>(send('/api/trust', member.cookie))).toMatchObject({ level: 2, name: 'Regular' });
    const bad = await send(path, editor.cookie, 'PUT', { level: 7 });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('Choose a trust level from 0 to 3');
    expect(await json<TrustStatus>(send(path, editor.cookie, 'DELETE'))).toMatchObject({ level: 0, setByEditor: false });
    expect((await send('/api/cms/members/999999/trust-level', editor.cookie, 'PUT', { level: 1 })).status).toBe(404);
    expect((await send(path, member.cookie, 'PUT', { level: 3 })).status).toBe(403);
  });

  it('never limits editors: staff are shown as staff, with no next level', async () => {
    expect(await json<TrustStatus>(send('/api/trust', editor.cookie))).toMatchObject({ staff: true, level: 3, next: null });
  });
});

describe("level 0's limits on every write route", () => {
  it('allows at most 2 links and no images in a post, a comment and their edits', async () => {
    const me = await signedIn(env.db);
    const links = 'See https://a.example and https://b.example and www.c.example please.';
    const refused = await send('/api/community/posts', me.cookie, 'POST', postBody(links));
    expect(refused.status).toBe(403);
    expect(await message(refused)).toMatch(/^New members can put at most 2 links in a post or comment\./);
    const image = await send('/api/community/posts', me.cookie, 'POST', postBody('Look: ![a cat](https://a.example/cat.png)'));
    expect(await message(image)).toMatch(/^New members cannot add images yet\./);
    const post = await json<{ id: number }>(
      send('/api/community/posts', me.cookie, 'POST', postBody('Two: https://a.example www.b.example')),
    );
    expect(await env.db.select().from(t.communityPosts).where(eq(t.communityPosts.userId, me.user.id))).toHaveLength(1);
    expect((await send(`/api/community/posts/${post.id}`, me.cookie, 'PATCH', { content: links })).status).toBe(403);
    const comment = await send(`/api/community/posts/${post.id}/comments`, me.cookie, 'POST', { content: links });
    expect(comment.status).toBe(403);
    expect(await env.db.select().from(t.postComments).where(eq(t.postComments.userId, me.user.id))).toEqual([]);
    await withTrustLevel(env.db, me.user.id, 1);
    expect((await send(`/api/community/posts/${post.id}/comments`, me.cookie, 'POST', { content: links })).status).toBe(201);
    expect((await send(`/api/community/posts/${post.id}`, editor.cookie, 'GET')).status).toBe(200);
  });

  it('allows 3 posts a day, saying when the next may be written', async () => {
    const me = await signedIn(env.db);
    for (let i = 0; i < 3; i++) expect((await send('/api/community/posts', me.cookie, 'POST', postBody())).status).toBe(201);
    const fourth = await send('/api/community/posts', me.cookie, 'POST', postBody());
    expect(fourth.status).toBe(429);
    expect(await message(fourth)).toBe('New members can write 3 posts a day. You can post again in about 24 hours.');
    expect(Number(fourth.headers.get('Retry-After'))).toBeGreaterThan(86_000);
    const editorPosts = await Promise.all([1, 2, 3, 4].map(() => send('/api/community/posts', editor.cookie, 'POST', postBody())));
    expect(editorPosts.map((r) => r.status)).toEqual([201, 201, 201, 201]);
  });

  it('lets level 0 message only members who wrote to them first', async () => {
    const me = await signedIn(env.db);
    const stranger = await makeUser(env.db);
    const friend = await makeUser(env.db);
    const start = (to: number) =>
      send('/api/messages/conversations', me.cookie, 'POST', { memberIds: [to], body: 'Hello there', clientId: crypto.randomUUID() });
    const refused = await start(stranger.id);
    expect(refused.status).toBe(403);
    expect(await message(refused)).toMatch(/^New members can only message people who have written to them first\./);
    expect(await env.db.select().from(t.messages).where(eq(t.messages.senderId, me.user.id))).toEqual([]);
    const theirs = await makeConversation(env.db, [friend.id, me.user.id]);
    await makeMessage(env.db, theirs.id, friend.id);
    expect((await start(friend.id)).status).toBe(201);
    await withTrustLevel(env.db, me.user.id, 1);
    expect((await start(stranger.id)).status).toBe(201);
  });
});
