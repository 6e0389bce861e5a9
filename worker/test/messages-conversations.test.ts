import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { UNVERIFIED_MESSAGING_MESSAGE } from '../src/accounts/auth';
import {
  ACCEPT_TO_REPLY,
  CONVERSATION_RATE_LIMIT,
  MESSAGING_SUSPENDED_MESSAGE,
  NOT_TAKING_MESSAGES,
  TITLE_NEEDS_GROUP,
  UNBLOCK_TO_MESSAGE,
  type ConversationDetail,
  type ConversationPage,
  type MessagePage,
  type UnreadCounts,
} from '../src/schemas/messages';
import { suspensionMessage } from '../src/schemas/standing';
import { createTestEnv } from './support/env';
import { makeUser, signedIn, suspended, withTrustLevel } from './support/factories';
import { clientId, getJson, makeBlock, makeConversation, makeMessage, send, start } from './support/message-factories';
import { call } from './support/request';

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

// Members past level 0 (decision 0034): these tests are about messaging, not new members' first-contact rule.
const member = async (names: { firstName?: string; lastName?: string } = {}) => {
  const who = await signedIn(te.db, names);
  await withTrustLevel(te.db, who.user.id, 1);
  return who;
};
const post = (path: string, cookie: string, body: unknown = {}) => call(te.env, `/api/messages${path}`, { method: 'POST', cookie, body });
const detail = async (cookie: string, id: number) => (await getJson<ConversationDetail>(te.env, cookie, `/conversations/${id}`)).json;
const inbox = async (cookie: string, box = 'inbox', page = 1) =>
  (await getJson<ConversationPage>(te.env, cookie, `/conversations?box=${box}&page=${page}`)).json;
const unread = async (cookie: string) => (await getJson<UnreadCounts>(te.env, cookie, '/unread')).json;

describe('starting a conversation', () => {
  it('stores the first message and makes a request for someone never talked with', async () => {
    const a = await member({ firstName: 'Ada', lastName: 'Lovelace' });
    const b = await member({ firstName: 'Bea', lastName: 'Brown' });
    const res = await start(te.env, a.cookie, [b.user.id], 'Hello Bea\nHow are you?');
    expect(res.status).toBe(201);
    expect(res.json.message).toMatchObject({ body: 'Hello Bea\nHow are you?', mine: true, deleted: false, editedAt: null });
    expect(res.json.message.sender).toEqual({ id: a.user.id, displayName: 'Ada Lovelace', initials: 'AL', profileImageUrl: null });
    expect(res.json.conversation).toMatchObject({ myStatus: 'active', canSend: true, notDelivered: false, title: null });
    expect(res.json.conversation.members).toEqual([
      expect.objectContaining({ id: b.user.id, displayName: 'Bea Brown', status: 'request' }),
    ]);
    // Bea sees it under requests, with its messages, counted there and not as unread.
    const requests = await inbox(b.cookie, 'requests');
    expect(requests.conversations).toEqual([
      expect.objectContaining({
        id: res.json.conversation.id,
        myStatus: 'request',
        unread: 1,
        lastMessage: { senderName: 'Ada Lovelace', firstLine: 'Hello Bea', createdAt: res.json.message.createdAt, mine: false },
      }),
    ]);
    expect((await inbox(b.cookie)).conversations).toEqual([]);
    expect(await unread(b.cookie)).toEqual({ unread: 0, requests: 1 });
    const history = await getJson<MessagePage>(te.env, b.cookie, `/conversations/${res.json.conversation.id}/messages`);
    expect(history.json.messages.map((m) => m.body)).toEqual(['Hello Bea\nHow are you?']);
    const bView = await detail(b.cookie, res.json.conversation.id);
    expect(bView).toMatchObject({ myStatus: 'request', canSend: false, cannotSendReason: ACCEPT_TO_REPLY });
  });

  it('makes members who have talked before active at once', async () => {
    const a = await member();
    const b = await member();
    await makeConversation(te.db, [a.user.id, b.user.id, (await makeUser(te.db)).id]);
    const res = await start(te.env, a.cookie, [b.user.id]);
    expect(res.json.conversation.members[0]!.status).toBe('active');
    expect(await unread(b.cookie)).toEqual({ unread: 1, requests: 0 });
  });

  it('keeps one conversation for the same two members, whoever starts it', async () => {
    const a = await member();
    const b = await member();
    const first = await start(te.env, a.cookie, [b.user.id], 'One');
    const again = await start(te.env, a.cookie, [b.user.id], 'Two');
    const back = await start(te.env, b.cookie, [a.user.id], 'Three');
    expect(again.status).toBe(201);
    expect(again.json.conversation.id).toBe(first.json.conversation.id);
    expect(back.json.conversation.id).toBe(first.json.conversation.id);
    // Writing back accepts the request.
    expect(back.json.conversation.myStatus).toBe('active');
    const page = await getJson<MessagePage>(te.env, a.cookie, `/conversations/${first.json.conversation.id}/messages`);
    expect(page.json.messages.map((m) => m.body)).toEqual(['One', 'Two', 'Three']);
    // A group with the same two plus one more is a conversation of its own.
    const group = await start(te.env, a.cookie, [b.user.id, (await makeUser(te.db)).id], 'Group', { title: 'Planning' });
    expect(group.json.conversation.id).not.toBe(first.json.conversation.id);
    expect(group.json.conversation.title).toBe('Planning');
  });

  it('names only conversations of more than two, and refuses bad input with the shared words, storing nothing', async () => {
    const a = await member();
    const b = await member();
    const before = await te.db.select().from(t.messages);
    const named = await start(te.env, a.cookie, [b.user.id], 'Hi', { title: 'Just us' });
    expect([named.status, named.error]).toEqual([400, TITLE_NEEDS_GROUP]);
    expect((await start(te.env, a.cookie, [], 'Hi')).error).toBe('Choose who to message');
    expect((await start(te.env, a.cookie, [a.user.id], 'Hi')).error).toBe('Choose who to message');
    expect((await start(te.env, a.cookie, [b.user.id], '   ')).error).toBe('Message cannot be empty');
    expect((await start(te.env, a.cookie, [b.user.id], 'x'.repeat(2001))).error).toBe('Message must be less than 2000 characters');
    const tooMany = await start(
      te.env,
      a.cookie,
      Array.from({ length: 10 }, (_, i) => i + 1),
      'Hi',
    );
    expect([tooMany.status, tooMany.error]).toEqual([400, 'A conversation can have at most 10 members']);
    const badId = await call(te.env, '/api/messages/conversations', {
      method: 'POST',
      cookie: a.cookie,
      body: { memberIds: [b.user.id], body: 'Hi', clientId: 'no spaces allowed' },
    });
    expect(badId.status).toBe(400);
    const missing = await start(te.env, a.cookie, [999_999], 'Hi');
    expect([missing.status, missing.error]).toEqual([404, 'Member not found']);
    expect(await te.db.select().from(t.messages)).toEqual(before);
  });

  it('takes up to nine others (ten in all)', async () => {
    const a = await member();
    const others = await Promise.all(Array.from({ length: 9 }, () => makeUser(te.db)));
    const res = await start(
      te.env,
      a.cookie,
      others.map((o) => o.id),
      'Welcome, all',
      { title: 'Peer group' },
    );
    expect(res.status).toBe(201);
    expect(res.json.conversation.members).toHaveLength(9);
  });

  it('answers a repeated clientId with the stored message (200), making nothing twice, even at the same moment', async () => {
    const a = await member();
    const b = await member();
    const body = { memberIds: [b.user.id, (await makeUser(te.db)).id], body: 'Once only', clientId: clientId() };
    const [one, two] = await Promise.all([
      call(te.env, '/api/messages/conversations', { method: 'POST', cookie: a.cookie, body }),
      call(te.env, '/api/messages/conversations', { method: 'POST', cookie: a.cookie, body }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    const [j1, j2] = (await Promise.all([one.json(), two.json()])) as { message: { id: number }; conversation: { id: number } }[];
    expect(j1!.message.id).toBe(j2!.message.id);
    expect(j1!.conversation.id).toBe(j2!.conversation.id);
    const mine = await te.db.select().from(t.conversations).where(eq(t.conversations.createdBy, a.user.id));
    expect(mine).toHaveLength(1);
    expect(await te.db.select().from(t.messages).where(eq(t.messages.clientId, body.clientId))).toHaveLength(1);
  });

  it('refuses unconfirmed, suspended and messaging-suspended members, who still read', async () => {
    const b = await member();
    const unconfirmed = await signedIn(te.db, { emailVerifiedAt: null });
    const res = await start(te.env, unconfirmed.cookie, [b.user.id]);
    expect([res.status, res.error]).toEqual([403, UNVERIFIED_MESSAGING_MESSAGE]);
    const out = await signedIn(te.db, suspended('Spam', '2999-01-01'));
    expect((await start(te.env, out.cookie, [b.user.id])).error).toBe(suspensionMessage({ reason: 'Spam', until: '2999-01-01' }));
    const quiet = await member();
    const conversation = await makeConversation(te.db, [quiet.user.id, b.user.id]);
    await makeMessage(te.db, conversation.id, b.user.id, { body: 'Still readable' });
    await te.db.insert(t.messagingSettings).values({ userId: quiet.user.id, messagingSuspendedAt: new Date().toISOString() });
    expect(await start(te.env, quiet.cookie, [b.user.id])).toMatchObject({ status: 403, error: MESSAGING_SUSPENDED_MESSAGE });
    expect(await send(te.env, quiet.cookie, conversation.id)).toMatchObject({ status: 403, error: MESSAGING_SUSPENDED_MESSAGE });
    const page = await getJson<MessagePage>(te.env, quiet.cookie, `/conversations/${conversation.id}/messages`);
    expect(page.json.messages.map((m) => m.body)).toEqual(['Still readable']);
    expect(await detail(quiet.cookie, conversation.id)).toMatchObject({ canSend: false, cannotSendReason: MESSAGING_SUSPENDED_MESSAGE });
  });

  it('limits new conversations to 20 a day, in the forum style (429 with Retry-After)', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    await makeConversation(te.db, [a.user.id, b.user.id]);
    await te.db
      .insert(t.rateLimits)
      .values({ key: `conversation:${a.user.id}`, count: CONVERSATION_RATE_LIMIT.limit, windowStart: new Date().toISOString() });
    const res = await call(te.env, '/api/messages/conversations', {
      method: 'POST',
      cookie: a.cookie,
      body: { memberIds: [b.user.id, c.user.id], body: 'One too many', clientId: clientId() },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ message: CONVERSATION_RATE_LIMIT.message });
    // Continuing the same two members' conversation is a message, not a new conversation.
    expect((await start(te.env, a.cookie, [b.user.id])).status).toBe(201);
  });
});

describe('who may message me, and blocks', () => {
  it('"nobody" refuses everyone with 403 and the words; "talked" lets in only members talked with', async () => {
    const a = await member();
    const closed = await member();
    await call(te.env, '/api/messages/settings', { method: 'PATCH', cookie: closed.cookie, body: { whoMayMessage: 'nobody' } });
    expect(await start(te.env, a.cookie, [closed.user.id])).toMatchObject({ status: 403, error: NOT_TAKING_MESSAGES });
    const picky = await member();
    const friend = await member();
    await makeConversation(te.db, [picky.user.id, friend.user.id, (await makeUser(te.db)).id]);
    await call(te.env, '/api/messages/settings', { method: 'PATCH', cookie: picky.cookie, body: { whoMayMessage: 'talked' } });
    expect(await start(te.env, a.cookie, [picky.user.id])).toMatchObject({ status: 403, error: NOT_TAKING_MESSAGES });
    expect((await start(te.env, friend.cookie, [picky.user.id])).status).toBe(201);
    // One refusing member refuses the whole group, and nothing is stored.
    const group = await start(te.env, a.cookie, [friend.user.id, closed.user.id]);
    expect(group.status).toBe(403);
    expect(await te.db.select().from(t.conversations).where(eq(t.conversations.createdBy, a.user.id))).toEqual([]);
  });

  it('answers a blocked sender exactly as a declined request: 201, stored, "Not delivered", and the blocker sees nothing', async () => {
    const blocker = await member();
    const sender = await member();
    await makeBlock(te.db, blocker.user.id, sender.user.id);
    const res = await start(te.env, sender.cookie, [blocker.user.id], 'You will not see this');
    expect(res.status).toBe(201);
    expect(res.json.conversation).toMatchObject({ notDelivered: true, canSend: true });
    expect(res.json.conversation.members[0]!.status).toBe('declined');

    // The same as a real decline looks to its sender.
    const decliner = await member();
    const other = await start(te.env, sender.cookie, [decliner.user.id], 'Hello');
    expect((await post(`/conversations/${other.json.conversation.id}/decline`, decliner.cookie)).status).toBe(200);
    const declined = await detail(sender.cookie, other.json.conversation.id);
    const blocked = await detail(sender.cookie, res.json.conversation.id);
    const shape = (d: ConversationDetail) => ({ ...d, id: 0, lastReadMessageId: 0, members: d.members.map((m) => ({ status: m.status })) });
    expect(shape(blocked)).toEqual(shape(declined));

    expect(await inbox(blocker.cookie)).toMatchObject({ total: 0 });
    expect(await inbox(blocker.cookie, 'requests')).toMatchObject({ total: 0 });
    expect(await unread(blocker.cookie)).toEqual({ unread: 0, requests: 0 });
  });

  it("hides a blocked member's messages in a shared group from the blocker only", async () => {
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    const group = await makeConversation(te.db, [a.user.id, b.user.id, c.user.id]);
    await makeBlock(te.db, a.user.id, b.user.id);
    const sent = await send(te.env, b.cookie, group.id, 'From b');
    expect(sent.status).toBe(201);
    const forA = await getJson<MessagePage>(te.env, a.cookie, `/conversations/${group.id}/messages`);
    const forC = await getJson<MessagePage>(te.env, c.cookie, `/conversations/${group.id}/messages`);
    expect(forA.json.messages).toEqual([]);
    expect(forC.json.messages.map((m) => m.body)).toEqual(['From b']);
    expect((await unread(a.cookie)).unread).toBe(0);
    expect((await unread(c.cookie)).unread).toBe(1);
    expect((await detail(b.cookie, group.id)).notDelivered).toBe(false);
    // Nor can the blocker act on it: it is not there for them.
    const react = await post(`/conversations/${group.id}/messages/${sent.json.id}/reactions`, a.cookie, { reaction: 'Agree' });
    expect(react.status).toBe(404);
  });

  it('refuses starting a conversation with a member one has blocked, with words', async () => {
    const a = await member();
    const b = await member();
    await makeBlock(te.db, a.user.id, b.user.id);
    expect(await start(te.env, a.cookie, [b.user.id])).toMatchObject({ status: 400, error: UNBLOCK_TO_MESSAGE });
  });
});

describe('message requests, leaving and reading the inbox', () => {
  it('Accept moves a request to the inbox and lets them reply; Decline says nothing to the sender but "Not delivered"', async () => {
    const a = await member();
    const b = await member();
    const res = await start(te.env, a.cookie, [b.user.id]);
    const id = res.json.conversation.id;
    expect(await send(te.env, b.cookie, id, 'Can I?')).toMatchObject({ status: 403, error: ACCEPT_TO_REPLY });
    const accepted = await post(`/conversations/${id}/accept`, b.cookie);
    expect(await accepted.json()).toEqual({ unread: 1, requests: 0 });
    expect((await inbox(b.cookie)).conversations.map((c) => c.id)).toEqual([id]);
    expect((await send(te.env, b.cookie, id, 'Yes')).status).toBe(201);
    expect((await detail(a.cookie, id)).members[0]!.status).toBe('active');

    const c = await member();
    const other = await start(te.env, a.cookie, [c.user.id]);
    expect((await detail(a.cookie, other.json.conversation.id)).notDelivered).toBe(false);
    await post(`/conversations/${other.json.conversation.id}/decline`, c.cookie);
    expect((await detail(a.cookie, other.json.conversation.id)).notDelivered).toBe(true);
    expect(await unread(c.cookie)).toEqual({ unread: 0, requests: 0 });
    // Sending on still answers as usual; the decliner gets nothing more.
    expect((await send(te.env, a.cookie, other.json.conversation.id, 'Hello?')).status).toBe(201);
    expect(await unread(c.cookie)).toEqual({ unread: 0, requests: 0 });
  });

  it('Leave: the conversation is 404 to them from then on, and the others see them as left', async () => {
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    const group = await makeConversation(te.db, [a.user.id, b.user.id, c.user.id]);
    expect((await post(`/conversations/${group.id}/leave`, b.cookie)).status).toBe(200);
    for (const path of [`/conversations/${group.id}`, `/conversations/${group.id}/messages`])
      expect((await getJson(te.env, b.cookie, path)).status).toBe(404);
    expect((await send(te.env, b.cookie, group.id)).status).toBe(404);
    expect((await detail(a.cookie, group.id)).members.find((m) => m.id === b.user.id)!.status).toBe('left');
  });

  it('answers 404 (never 403) to a member not in the conversation, for every conversation route', async () => {
    const [a, b, outsider] = await Promise.all([member(), member(), member()]);
    const conversation = await makeConversation(te.db, [a.user.id, b.user.id]);
    const message = await makeMessage(te.db, conversation.id, a.user.id);
    const base = `/api/messages/conversations/${conversation.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/messages`],
      ['POST', `${base}/messages`, { body: 'Hi', clientId: clientId() }],
      ['PATCH', `${base}/messages/${message.id}`, { body: 'Changed' }],
      ['DELETE', `${base}/messages/${message.id}`],
      ['POST', `${base}/messages/${message.id}/reactions`, { reaction: 'Agree' }],
      ['POST', `${base}/read`, { lastReadMessageId: message.id }],
      ['POST', `${base}/accept`],
      ['POST', `${base}/decline`],
      ['POST', `${base}/leave`],
      ['POST', `${base}/typing`],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(te.env, path, { method, cookie: outsider.cookie, body });
      expect([`${method} ${path}`, res.status, await res.json()]).toEqual([
        `${method} ${path}`,
        404,
        { message: 'Conversation not found' },
      ]);
    }
    for (const path of ['/api/messages/conversations/0', '/api/messages/conversations/abc', '/api/messages/conversations/99999999'])
      expect((await call(te.env, path, { cookie: a.cookie })).status).toBe(404);
    expect((await call(te.env, `${base}/messages/99999999`, { method: 'DELETE', cookie: a.cookie })).status).toBe(404);
  });

  it('lists the inbox newest first, 20 a page, with unread counts from others', async () => {
    const me = await member();
    const friend = await member({ firstName: 'Fay', lastName: 'Friend' });
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) {
      const c = await makeConversation(te.db, [me.user.id, friend.user.id, (await makeUser(te.db)).id]);
      await makeMessage(te.db, c.id, friend.user.id, {
        body: `Number ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      });
      ids.push(c.id);
    }
    const first = await inbox(me.cookie);
    expect(first).toMatchObject({ page: 1, totalPages: 2, total: 22 });
    expect(first.conversations).toHaveLength(20);
    expect(first.conversations[0]).toMatchObject({
      id: ids[21],
      unread: 1,
      lastMessage: { firstLine: 'Number 21', senderName: 'Fay Friend' },
    });
    const second = await inbox(me.cookie, 'inbox', 2);
    expect(second.conversations.map((c) => c.id)).toEqual([ids[1], ids[0]]);
    expect(await unread(me.cookie)).toEqual({ unread: 22, requests: 0 });
    const bad = await call(te.env, '/api/messages/conversations?box=spam', { cookie: me.cookie });
    expect(bad.status).toBe(400);
    expect((await call(te.env, '/api/messages/conversations?page=0', { cookie: me.cookie })).status).toBe(400);
  });
});

describe('finding members to message (GET /members?q=)', () => {
  it('searches first and last names only, never addresses, leaving out the viewer and blocks either way', async () => {
    const me = await member({ firstName: 'Searcher', lastName: 'Zed' });
    const tag = `Qx${Date.now().toString(36)}`;
    const found = await makeUser(te.db, { firstName: tag, lastName: 'Found', email: `hidden-${tag}@example.test` });
    const blockedByMe = await makeUser(te.db, { firstName: tag, lastName: 'Blocked' });
    const blockedMe = await makeUser(te.db, { firstName: tag, lastName: 'Blocker' });
    await makeBlock(te.db, me.user.id, blockedByMe.id);
    await makeBlock(te.db, blockedMe.id, me.user.id);
    const res = await getJson<{ members: unknown[] }>(te.env, me.cookie, `/members?q=${tag}`);
    expect(res.json.members).toEqual([
      { id: found.id, displayName: `${tag} Found`, initials: `${tag[0]}F`.toUpperCase(), profileImageUrl: null },
    ]);
    expect((await getJson<{ members: unknown[] }>(te.env, me.cookie, `/members?q=hidden-${tag}`)).json.members).toEqual([]);
    expect((await getJson<{ members: unknown[] }>(te.env, me.cookie, `/members?q=${tag}%20found`)).json.members).toHaveLength(1);
    expect((await getJson<{ members: unknown[] }>(te.env, me.cookie, '/members?q=Searcher')).json.members).toEqual([]);
    expect((await call(te.env, '/api/messages/members?q=', { cookie: me.cookie })).status).toBe(400);
  });
});
