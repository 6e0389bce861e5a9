import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { LIVE_MEMBER_HEADER } from '../src/messaging/live/protocol';
import { liveStub, memberChannel } from '../src/messaging/live/publish';
import type { Comment } from '../src/schemas/community';
import { DEFAULT_DELIVERY, type NotificationPage, type NotificationPreferences } from '../src/schemas/notifications';
import { STOP_LINK_BROKEN } from '../src/notifications/services/notification-delivery';
import { createTestEnv } from './support/env';
import { makePost, signedIn } from './support/factories';
import { linkIn } from './support/mail-outbox';
import { call } from './support/request';

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());
beforeEach(() => {
  te.mail.length = 0;
});

type Member = Awaited<ReturnType<typeof signedIn>>;
const member = (firstName: string, overrides: Parameters<typeof signedIn>[1] = {}) =>
  signedIn(te.db, { firstName, lastName: 'Tester', ...overrides });

async function reply(who: Member, postId: number, content = 'I had the same problem at my library.'): Promise<Comment> {
  const res = await call(te.env, `/api/community/posts/${postId}/comments`, { method: 'POST', cookie: who.cookie, body: { content } });
  expect(res.status).toBe(201);
  return (await res.json()) as Comment;
}

async function inbox(who: Member, query = ''): Promise<NotificationPage> {
  const res = await call(te.env, `/api/notifications${query}`, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationPage;
}

const like = (who: Member, postId: number, method: 'PUT' | 'DELETE' = 'PUT') =>
  call(te.env, `/api/community/posts/${postId}/like`, { method, cookie: who.cookie });

const prefer = (who: Member, body: Partial<NotificationPreferences>) =>
  call(te.env, '/api/notifications/preferences', { method: 'PATCH', cookie: who.cookie, body });

describe('replies', () => {
  it("tells a post's author about a reply, in one sentence's parts, and never the one who replied", async () => {
    const author = await member('Ada');
    const replier = await member('Bea');
    const post = await makePost(te.db, author.user.id, { title: 'Ramps at the library' });
    const comment = await reply(replier, post.id);
    const page = await inbox(author);
    expect(page.unread).toBe(1);
    expect(page.notifications).toEqual([
      {
        id: expect.any(Number),
        kind: 'post-reply',
        actorName: 'Bea Tester',
        count: 1,
        post: { id: post.id, title: 'Ramps at the library' },
        commentId: comment.id,
        title: null,
        link: null,
        detail: null,
        reason: null,
        updatedAt: expect.any(String),
        read: false,
      },
    ]);
    expect((await inbox(replier)).notifications).toEqual([]);
  });

  it('groups replies in one discussion into one unread notification per reader, and commenters follow', async () => {
    const author = await member('Ada');
    const first = await member('Bea');
    const second = await member('Cy');
    const post = await makePost(te.db, author.user.id);
    await reply(first, post.id);
    const latest = await reply(second, post.id);
    await reply(second, post.id);
    const [forAuthor] = (await inbox(author)).notifications;
    expect(forAuthor).toMatchObject({ kind: 'post-reply', count: 3, actorName: 'Cy Tester' });
    expect(forAuthor!.commentId).toBeGreaterThan(latest.id);
    // Bea commented, so she follows: Cy's two replies are one notification for her.
    expect((await inbox(first)).notifications).toEqual([
      expect.objectContaining({ kind: 'thread-reply', count: 2, actorName: 'Cy Tester' }),
    ]);
  });

  it('after the member reads it, the next reply makes a new notification', async () => {
    const author = await member('Ada');
    const replier = await member('Bea');
    const post = await makePost(te.db, author.user.id);
    await reply(replier, post.id);
    const [n] = (await inbox(author)).notifications;
    const read = await call(te.env, `/api/notifications/${n!.id}/read`, { method: 'POST', cookie: author.cookie });
    expect(await read.json()).toEqual({ unread: 0 });
    await reply(replier, post.id);
    const page = await inbox(author);
    expect(page.unread).toBe(1);
    expect(page.notifications.map((x) => [x.count, x.read])).toEqual([
      [1, false],
      [1, true],
    ]);
  });

  it('stop following a discussion, or follow one by choice', async () => {
    const author = await member('Ada');
    const replier = await member('Bea');
    const reader = await member('Cy');
    const post = await makePost(te.db, author.user.id);
    const follows = async (who: Member) => (await call(te.env, `/api/notifications/follows/${post.id}`, { cookie: who.cookie })).json();
    expect(await follows(author)).toEqual({ following: true });
    expect(await follows(reader)).toEqual({ following: false });
    const put = (who: Member, following: boolean) =>
      call(te.env, `/api/notifications/follows/${post.id}`, { method: 'PUT', cookie: who.cookie, body: { following } });
    expect(await (await put(author, false)).json()).toEqual({ following: false });
    expect(await (await put(reader, true)).json()).toEqual({ following: true });
    await reply(replier, post.id);
    expect((await inbox(author)).notifications).toEqual([]);
    expect((await inbox(reader)).notifications).toEqual([expect.objectContaining({ kind: 'thread-reply' })]);
    expect((await put(reader, 'yes' as never)).status).toBe(400);
    expect(
      (await call(te.env, '/api/notifications/follows/999999', { method: 'PUT', cookie: reader.cookie, body: { following: true } })).status,
    ).toBe(404);
  });

  it('a member who blocked the replier hears nothing from them', async () => {
    const author = await member('Ada');
    const replier = await member('Bea');
    const post = await makePost(te.db, author.user.id);
    await te.db.insert(t.memberBlocks).values({ blockerId: author.user.id, blockedId: replier.user.id });
    await reply(replier, post.id);
    expect((await inbox(author)).notifications).toEqual([]);
  });

  it('deleting a reply withdraws what it alone caused, and counts one fewer where it was grouped', async () => {
    const author = await member('Ada');
    const first = await member('Bea');
    const second = await member('Cy');
    const post = await makePost(te.db, author.user.id);
    const a = await reply(first, post.id);
    const b = await reply(second, post.id);
    const del = (who: Member, id: number) => call(te.env, `/api/community/comments/${id}`, { method: 'DELETE', cookie: who.cookie });
    expect((await del(second, b.id)).status).toBe(200);
    expect((await inbox(author)).notifications).toEqual([expect.objectContaining({ count: 1, commentId: a.id })]);
    // Bea's own follow notification stood for Cy's reply alone: gone.
    expect((await inbox(first)).notifications).toEqual([]);
    expect((await del(first, a.id)).status).toBe(200);
    expect((await inbox(author)).notifications).toEqual([]);
  });

  it('a hidden reply leaves the list', async () => {
    const author = await member('Ada');
    const replier = await member('Bea');
    const post = await makePost(te.db, author.user.id);
    const c = await reply(replier, post.id);
    await te.db.update(t.postComments).set({ visibility: 'hidden' }).where(eq(t.postComments.id, c.id));
    expect(await inbox(author)).toMatchObject({ notifications: [], unread: 0 });
  });

  it('is atomic with the comment: when the notification cannot be stored, neither is the comment', async () => {
    const author = await member('Ada');
    const replier = await member('Bea');
    const post = await makePost(te.db, author.user.id);
    await te.db.run(sql`create trigger fail_notifications before insert on notifications begin select raise(abort, 'injected fault'); end`);
    try {
      const res = await call(te.env, `/api/community/posts/${post.id}/comments`, {
        method: 'POST',
        cookie: replier.cookie,
        body: { content: 'Lost?' },
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await te.db.run(sql`drop trigger fail_notifications`);
    }
    expect(await te.db.select().from(t.postComments).where(eq(t.postComments.postId, post.id))).toEqual([]);
    expect((await te.db.select().from(t.communityPosts).where(eq(t.communityPosts.id, post.id)).get())!.commentsCount).toBe(0);
  });
});

describe('likes', () => {
  it('are grouped ("and 1 other"), never doubled by liking twice, and never for your own post', async () => {
    const author = await member('Ada');
    const fan = await member('Bea');
    const other = await member('Cy');
    const post = await makePost(te.db, author.user.id);
    await like(author, post.id);
    await like(fan, post.id);
    await like(fan, post.id);
    await like(fan, post.id, 'DELETE');
    await like(other, post.id);
    expect((await inbox(author)).notifications).toEqual([
      expect.objectContaining({ kind: 'post-liked', count: 2, actorName: 'Cy Tester', commentId: null }),
    ]);
    expect(te.mail).toEqual([]); // likes are never mailed unless the member asks
  });
});

describe('email', () => {
  it('mails a new reply at once, with one-click unsubscribe headers and a stop link; grouped replies are not mailed again', async () => {
    const author = await member('Ada');
    const replier = await member('Bea');
    const post = await makePost(te.db, author.user.id, { title: 'Ramps at the library' });
    const comment = await reply(replier, post.id);
    await reply(replier, post.id);
    expect(te.mail).toHaveLength(1);
    const [mail] = te.mail;
    expect(mail).toMatchObject({
      kind: 'notification',
      to: author.user.email,
      subject: 'Bea Tester replied to your post “Ramps at the library”',
    });
    expect(linkIn(mail!, `/community/posts/${post.id}`).hash).toBe(`#comment-${comment.id}`);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    expect(oneClick.pathname).toBe('/api/notifications/unsubscribe');
    expect(linkIn(mail!, '/notifications/stop-emails').search).toBe(oneClick.search);

    // A mail provider's one-click POST: its own origin, a form body, no cookie.
    const res = await call(te.env, `${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { origin: 'https://mail.example.com', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(await (await call(te.env, '/api/notifications/preferences', { cookie: author.cookie })).json()).toMatchObject({
      'post-reply': 'app',
    });
    // Forms and JSON only, as everywhere else.
    const plain = await call(te.env, `${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      body: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    // Still told in the app; no more mail.
    await call(te.env, '/api/notifications/read-all', { method: 'POST', cookie: author.cookie });
    await reply(replier, post.id);
    expect(te.mail).toHaveLength(1);
    expect((await inbox(author)).unread).toBe(1);
  });

  it('a wrong or altered stop link changes nothing and says so plainly', async () => {
    const author = await member('Ada');
    const post = await makePost(te.db, author.user.id);
    await reply(await member('Bea'), post.id);
    const query = new URL(linkIn(te.mail[0]!, '/notifications/stop-emails')).searchParams;
    // The last character changed to another one (never to itself).
    const token = query.get('token')!;
    query.set('token', `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`);
    const res = await call(te.env, `/api/notifications/unsubscribe?${query}`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: STOP_LINK_BROKEN });
    expect((await call(te.env, '/api/notifications/unsubscribe?member=x', { method: 'POST' })).status).toBe(400);
    expect(await (await call(te.env, '/api/notifications/preferences', { cookie: author.cookie })).json()).toMatchObject({
      'post-reply': 'email',
    });
  });

  it('never mails an unconfirmed address or a suspended member, nor a member who chose "in the app only"', async () => {
    const unconfirmed = await member('Ada', { emailVerifiedAt: null });
    const suspendedAuthor = await member('Cy', { suspendedAt: new Date().toISOString(), suspensionReason: 'Spam' });
    const appOnly = await member('Dee');
    await prefer(appOnly, { 'post-reply': 'app' });
    const replier = await member('Bea');
    for (const author of [unconfirmed, suspendedAuthor, appOnly]) await reply(replier, (await makePost(te.db, author.user.id)).id);
    expect(te.mail).toEqual([]);
    for (const author of [unconfirmed, suspendedAuthor, appOnly]) expect((await inbox(author)).unread).toBe(1);
  });
});

describe('the list and preferences', () => {
  it("filters by kind, marks all read, and answers 404 for anyone else's notification", async () => {
    const author = await member('Ada');
    const other = await member('Bea');
    const post = await makePost(te.db, author.user.id);
    await reply(other, post.id);
    await like(other, post.id);
    expect((await inbox(author, '?kind=post-liked')).notifications.map((n) => n.kind)).toEqual(['post-liked']);
    expect((await call(te.env, '/api/notifications?kind=shouting', { cookie: author.cookie })).status).toBe(400);
    const [n] = (await inbox(author)).notifications;
    expect((await call(te.env, `/api/notifications/${n!.id}/read`, { method: 'POST', cookie: other.cookie })).status).toBe(404);
    await call(te.env, '/api/notifications/read-all', { method: 'POST', cookie: author.cookie });
    expect(await (await call(te.env, '/api/notifications/unread', { cookie: author.cookie })).json()).toEqual({ unread: 0 });
  });

  it('"Off" means no notification at all; bad choices are refused in words', async () => {
    const author = await member('Ada');
    expect(await (await prefer(author, { 'post-liked': 'off' })).json()).toEqual({ ...DEFAULT_DELIVERY, 'post-liked': 'off' });
    const bad = await prefer(author, { 'post-reply': 'sometimes' as never });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Choose how to hear about replies to my posts');
    await like(await member('Bea'), (await makePost(te.db, author.user.id)).id);
    expect((await inbox(author)).notifications).toEqual([]);
  });

  it('is for signed-in members', async () => {
    expect((await call(te.env, '/api/notifications')).status).toBe(401);
    expect((await call(te.env, '/api/notifications/unread')).status).toBe(401);
  });
});

describe('live', () => {
  it("reaches the reader's open socket at once", async () => {
    const author = await member('Ada');
    const res = await liveStub(te.env, memberChannel(author.user.id))!.fetch('https://live.internal/connect', {
      headers: { Upgrade: 'websocket', [LIVE_MEMBER_HEADER]: String(author.user.id) },
    });
    const socket = res.webSocket!;
    const got: unknown[] = [];
    socket.addEventListener('message', (e) => got.push(JSON.parse(e.data as string)));
    socket.accept();
    await reply(await member('Bea'), (await makePost(te.db, author.user.id)).id);
    const deadline = Date.now() + 5000;
    while (got.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(got).toEqual([{ type: 'notification', kind: 'post-reply', announce: true }]);
    socket.close(1000, 'done');
  });
});

describe('the data export', () => {
  it('holds what the member was told, what they follow and how they chose to hear, never who did it', async () => {
    const author = await member('Ada');
    const replier = await member('Bea');
    const post = await makePost(te.db, author.user.id);
    await reply(replier, post.id);
    await prefer(author, { 'post-liked': 'off' });
    await call(te.env, `/api/notifications/follows/${post.id}`, { method: 'PUT', cookie: author.cookie, body: { following: false } });
    const data = (await (await call(te.env, '/api/account/export', { cookie: author.cookie })).json()) as Record<string, unknown>;
    expect(data.notifications).toEqual([expect.objectContaining({ kind: 'post-reply', postId: post.id, count: 1, readAt: null })]);
    expect(data.followedDiscussions).toEqual([expect.objectContaining({ postId: post.id, following: false })]);
    expect(data.notificationPreferences).toEqual({ ...DEFAULT_DELIVERY, 'post-liked': 'off' });
    expect(JSON.stringify(data.notifications)).not.toContain('Bea');
    const readable = await (await call(te.env, '/api/account/export/readable', { cookie: author.cookie })).text();
    expect(readable).toContain('Notifications (1)');
  });
});
