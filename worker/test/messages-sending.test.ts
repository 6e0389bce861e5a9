import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import {
  DEFAULT_QUICK_PHRASES,
  EDIT_WINDOW_PASSED,
  MESSAGE_RATE_LIMIT,
  NOT_YOUR_MESSAGE,
  type ConversationDetail,
  type LiveEvent,
  type MessagePage,
  type MessageView,
  type MessagingSettings,
} from '../src/schemas/messages';
import { createTestEnv } from './support/env';
import { signedIn, withTrustLevel } from './support/factories';
import { clientId, getJson, listen, makeBlock, makeConversation, makeMessage, send, settle, start } from './support/message-factories';
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
const at = (path: string, cookie: string, method = 'POST', body?: unknown) =>
  call(te.env, `/api/messages${path}`, { method, cookie, body });
const history = async (cookie: string, id: number, query = '') =>
  (await getJson<MessagePage>(te.env, cookie, `/conversations/${id}/messages${query}`)).json;
const detail = async (cookie: string, id: number) => (await getJson<ConversationDetail>(te.env, cookie, `/conversations/${id}`)).json;
const settingsOf = (cookie: string, body: Partial<MessagingSettings>) => at('/settings', cookie, 'PATCH', body);

/** Three active members in one conversation. */
async function trio() {
  const [a, b, c] = await Promise.all([member({ firstName: 'Ada' }), member({ firstName: 'Bo' }), member({ firstName: 'Cy' })]);
  const conversation = await makeConversation(te.db, [a.user.id, b.user.id, c.user.id]);
  return { a, b, c, id: conversation.id };
}

describe('sending, live', () => {
  it('stores, then pushes the message to every other member and the sender’s other tabs, each with their own "mine" and counts', async () => {
    const { a, b, c, id } = await trio();
    const [la, lb, lc] = await Promise.all([listen(te.env, a.user.id), listen(te.env, b.user.id), listen(te.env, c.user.id)]);
    const sent = await send(te.env, a.cookie, id, 'Hello both');
    expect(sent.status).toBe(201);
    const stored = await te.db.select().from(t.messages).where(eq(t.messages.id, sent.json.id));
    expect(stored).toHaveLength(1);
    for (const [listener, mine] of [
      [lb, false],
      [lc, false],
      [la, true],
    ] as const) {
      const event = (await listener.waitFor((e) => e.type === 'message')) as Extract<LiveEvent, { type: 'message' }>;
      expect(event).toMatchObject({ conversationId: id, message: { id: sent.json.id, body: 'Hello both', mine } });
    }
    expect(await lb.waitFor((e) => e.type === 'unread')).toEqual({ type: 'unread', counts: { unread: 1, requests: 0 } });
    expect(await la.waitFor((e) => e.type === 'unread')).toEqual({ type: 'unread', counts: { unread: 0, requests: 0 } });
    // The conversation's newest message and the sender's read mark moved in the same batch.
    const [conversation] = await te.db.select().from(t.conversations).where(eq(t.conversations.id, id));
    expect(conversation!.lastMessageId).toBe(sent.json.id);
    expect((await detail(a.cookie, id)).lastReadMessageId).toBe(sent.json.id);
    for (const l of [la, lb, lc]) l.close();
  });

  it('a repeated clientId answers 200 with the stored message: no second row, no second live event, even sent twice at once', async () => {
    const { a, b, id } = await trio();
    const lb = await listen(te.env, b.user.id);
    const cid = clientId();
    const [one, two] = await Promise.all([send(te.env, a.cookie, id, 'Once', cid), send(te.env, a.cookie, id, 'Once', cid)]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    expect(one.json.id).toBe(two.json.id);
    const again = await send(te.env, a.cookie, id, 'Once', cid);
    expect([again.status, again.json.id]).toEqual([200, one.json.id]);
    expect(await te.db.select().from(t.messages).where(eq(t.messages.clientId, cid))).toHaveLength(1);
    await lb.waitFor((e) => e.type === 'message');
    await settle();
    expect(lb.messagesReceived()).toHaveLength(1);
    // The same clientId in another conversation is a client's mistake, refused without storing.
    const other = await makeConversation(te.db, [a.user.id, b.user.id]);
    expect((await send(te.env, a.cookie, other.id, 'Once', cid)).status).toBe(409);
    lb.close();
  });

  it('delivers nothing live to a member who declined or who blocked the sender, and nothing to the blocker at all', async () => {
    const sender = await member();
    const decliner = await member();
    const blocker = await member();
    const [ld, lbk] = await Promise.all([listen(te.env, decliner.user.id), listen(te.env, blocker.user.id)]);
    const toDecliner = await start(te.env, sender.cookie, [decliner.user.id], 'First');
    await ld.waitFor((e) => e.type === 'message');
    await at(`/conversations/${toDecliner.json.conversation.id}/decline`, decliner.cookie);
    await makeBlock(te.db, blocker.user.id, sender.user.id);
    const toBlocker = await start(te.env, sender.cookie, [blocker.user.id], 'Blocked');
    expect(toBlocker.status).toBe(201);
    expect((await send(te.env, sender.cookie, toDecliner.json.conversation.id, 'Second')).status).toBe(201);
    await settle(500);
    // The decliner heard only the first message (and their own decline), nothing after it; the blocker heard nothing at all.
    expect(ld.messagesReceived().map((m) => m.body)).toEqual(['First']);
    expect(ld.events.filter((e) => e !== 'pong' && e.type === 'unread').at(-1)).toEqual({
      type: 'unread',
      counts: { unread: 0, requests: 0 },
    });
    expect(lbk.events).toEqual([]);
    ld.close();
    lbk.close();
  });

  it('refuses bad bodies with the shared words and stores nothing', async () => {
    const { a, id } = await trio();
    const bad = [
      [{ body: '', clientId: clientId() }, 'Message cannot be empty'],
      [{ body: 'x'.repeat(2001), clientId: clientId() }, 'Message must be less than 2000 characters'],
      [{ body: 'Hi' }, 'clientId is required'],
      [{ body: 'Hi', clientId: 'short' }, 'clientId must be 8 to 64 letters, digits or dashes'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await at(`/conversations/${id}/messages`, a.cookie, 'POST', body);
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([400, message]);
    }
    expect(await history(a.cookie, id)).toEqual({ messages: [], hasEarlier: false });
  });

  it('limits messages to 30 a minute with a 429 and Retry-After, storing nothing past the limit', async () => {
    const { a, id } = await trio();
    await te.db
      .insert(t.rateLimits)
      .values({ key: `message:${a.user.id}`, count: MESSAGE_RATE_LIMIT.limit, windowStart: new Date().toISOString() });
    const res = await send(te.env, a.cookie, id, 'Too quick');
    expect([res.status, res.error]).toEqual([429, MESSAGE_RATE_LIMIT.message]);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await history(a.cookie, id)).messages).toEqual([]);
  });

  it('stores nothing and notifies no one for a send refused for any reason, decided in the same batch as the store', async () => {
    const [asker, declined, gone, quiet, other] = await Promise.all([member(), member(), member(), member(), member()]);
    const conversation = await makeConversation(te.db, [other.user.id, asker.user.id, declined.user.id, gone.user.id, quiet.user.id], {
      statuses: { [asker.user.id]: 'request', [declined.user.id]: 'declined', [gone.user.id]: 'left' },
    });
    await te.db.insert(t.messagingSettings).values({ userId: quiet.user.id, messagingSuspendedAt: new Date().toISOString() });
    const stored = () => te.db.select().from(t.messages).where(eq(t.messages.conversationId, conversation.id)).all();
    const notified = () => te.db.select().from(t.notifications).where(eq(t.notifications.userId, other.user.id)).all();
    const before = (await notified()).length;
    for (const [who, status] of [
      [asker, 403],
      [declined, 403],
      [gone, 404],
      [quiet, 403],
    ] as const)
      expect((await send(te.env, who.cookie, conversation.id, 'Should not be kept')).status).toBe(status);
    expect(await stored()).toEqual([]);
    expect((await notified()).length).toBe(before);
    // Allowed, the same batch stores it and tells the others.
    expect((await send(te.env, other.cookie, conversation.id, 'Kept')).status).toBe(201);
    expect((await stored()).map((m) => m.body)).toEqual(['Kept']);
  });
});

describe('history pages', () => {
  it('answers 30 a page oldest to newest, with before (older) and after (newer) by message id', async () => {
    const { a, b, id } = await trio();
    const ids: number[] = [];
    for (let i = 0; i < 65; i++) ids.push((await makeMessage(te.db, id, i % 2 ? a.user.id : b.user.id, { body: `m${i}` })).id);
    const newest = await history(b.cookie, id);
    expect(newest.messages.map((m) => m.body)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 35}`));
    expect(newest.hasEarlier).toBe(true);
    const older = await history(b.cookie, id, `?before=${newest.messages[0]!.id}`);
    expect(older.messages.map((m) => m.body)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 5}`));
    const oldest = await history(b.cookie, id, `?before=${older.messages[0]!.id}`);
    expect([oldest.messages.map((m) => m.body), oldest.hasEarlier]).toEqual([['m0', 'm1', 'm2', 'm3', 'm4'], false]);
    // Catching up after a reconnect: what came after the newest message the screen holds.
    const after = await history(b.cookie, id, `?after=${ids[60]}`);
    expect(after.messages.map((m) => m.body)).toEqual(['m61', 'm62', 'm63', 'm64']);
    expect(after.hasEarlier).toBe(true);
    expect((await history(b.cookie, id, `?after=${ids[64]}`)).messages).toEqual([]);
    expect(newest.messages.find((m) => m.body === 'm36')).toMatchObject({ mine: true });
    for (const q of ['?before=abc', '?after=-1', `?before=1&after=2`])
      expect((await call(te.env, `/api/messages/conversations/${id}/messages${q}`, { cookie: a.cookie })).status).toBe(400);
  });
});

describe('editing, deleting and reacting', () => {
  it('edits its own message within 15 minutes, marked edited, and tells the others', async () => {
    const { a, b, id } = await trio();
    const lb = await listen(te.env, b.user.id);
    const message = await makeMessage(te.db, id, a.user.id, { body: 'Teh plan' });
    const res = await at(`/conversations/${id}/messages/${message.id}`, a.cookie, 'PATCH', { body: 'The plan' });
    expect(res.status).toBe(200);
    const edited = (await res.json()) as MessageView;
    expect(edited).toMatchObject({ body: 'The plan', mine: true });
    expect(edited.editedAt).not.toBeNull();
    expect(await lb.waitFor((e) => e.type === 'message-updated')).toMatchObject({
      message: { id: message.id, body: 'The plan', mine: false },
    });
    // Someone else's message: they can see it, so it is 403 with words, not 404.
    const notMine = await at(`/conversations/${id}/messages/${message.id}`, b.cookie, 'PATCH', { body: 'Hijack' });
    expect([notMine.status, await notMine.json()]).toEqual([403, { message: NOT_YOUR_MESSAGE }]);
    const old = await makeMessage(te.db, id, a.user.id, { createdAt: new Date(Date.now() - 16 * 60_000).toISOString() });
    const late = await at(`/conversations/${id}/messages/${old.id}`, a.cookie, 'PATCH', { body: 'Too late' });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toBe(EDIT_WINDOW_PASSED);
    const empty = await at(`/conversations/${id}/messages/${message.id}`, a.cookie, 'PATCH', { body: ' ' });
    expect(((await empty.json()) as { message: string }).message).toBe('Message cannot be empty');
    lb.close();
  });

  it('deletes its own message: "Message deleted" (empty body, deleted) for everyone, live too', async () => {
    const { a, b, id } = await trio();
    const lb = await listen(te.env, b.user.id);
    const message = await makeMessage(te.db, id, a.user.id, { body: 'Oops' });
    expect((await at(`/conversations/${id}/messages/${message.id}`, b.cookie, 'DELETE')).status).toBe(403);
    const res = await at(`/conversations/${id}/messages/${message.id}`, a.cookie, 'DELETE');
    expect(await res.json()).toMatchObject({ id: message.id, body: '', deleted: true });
    expect(await lb.waitFor((e) => e.type === 'message-updated')).toMatchObject({ message: { id: message.id, body: '', deleted: true } });
    expect((await history(b.cookie, id)).messages[0]).toMatchObject({ body: '', deleted: true });
    const summary = (
      await getJson<{ conversations: { id: number; lastMessage: { firstLine: string } }[] }>(te.env, b.cookie, '/conversations')
    ).json;
    expect(summary.conversations.find((c) => c.id === id)!.lastMessage.firstLine).toBe('Message deleted');
    // A deleted message counts as unread for no one, and deleting again changes nothing.
    expect((await getJson<{ unread: number }>(te.env, b.cookie, '/unread')).json.unread).toBe(0);
    expect((await at(`/conversations/${id}/messages/${message.id}`, a.cookie, 'DELETE')).status).toBe(200);
    lb.close();
  });

  it('toggles a reaction by its words, counted per reaction with "mine" per reader', async () => {
    const { a, b, c, id } = await trio();
    const la = await listen(te.env, a.user.id);
    const message = await makeMessage(te.db, id, a.user.id);
    const react = (cookie: string, reaction: string) =>
      at(`/conversations/${id}/messages/${message.id}/reactions`, cookie, 'POST', { reaction });
    await react(b.cookie, 'Thank you');
    const res = await react(c.cookie, 'Thank you');
    expect(((await res.json()) as MessageView).reactions).toEqual([{ reaction: 'Thank you', count: 2, mine: true }]);
    const event = await la.waitFor((e) => e.type === 'message-updated' && e.message.reactions[0]?.count === 2);
    expect(event).toMatchObject({ message: { reactions: [{ reaction: 'Thank you', count: 2, mine: false }] } });
    const off = await react(c.cookie, 'Thank you');
    expect(((await off.json()) as MessageView).reactions).toEqual([{ reaction: 'Thank you', count: 1, mine: false }]);
    const bad = await react(b.cookie, '👍');
    expect([bad.status, await bad.json()]).toMatchObject([400, { message: 'Choose a reaction' }]);
    la.close();
  });
});

describe('read state', () => {
  it('moves the read mark forward only, and shows "Seen" when every other member has read, with receipts on', async () => {
    const { a, b, c, id } = await trio();
    const la = await listen(te.env, a.user.id);
    const m1 = (await send(te.env, a.cookie, id, 'One')).json;
    const m2 = (await send(te.env, a.cookie, id, 'Two')).json;
    const read = async (cookie: string, lastReadMessageId: number) =>
      (await (await at(`/conversations/${id}/read`, cookie, 'POST', { lastReadMessageId })).json()) as { lastReadMessageId: number };
    expect(await read(b.cookie, m2.id)).toMatchObject({ lastReadMessageId: m2.id, counts: { unread: 0, requests: 0 } });
    expect(await read(b.cookie, m1.id)).toMatchObject({ lastReadMessageId: m2.id });
    // Never past the newest message.
    expect(await read(c.cookie, m2.id + 1000)).toMatchObject({ lastReadMessageId: m2.id });
    expect(await la.waitFor((e) => e.type === 'read' && e.memberId === b.user.id)).toEqual({
      type: 'read',
      conversationId: id,
      memberId: b.user.id,
      lastReadMessageId: m2.id,
    });
    expect((await detail(a.cookie, id)).seenMessageId).toBe(m2.id);
    la.close();
  });

  it('"Seen" waits for every other member, and is hidden when any of them (or the viewer) turned receipts off', async () => {
    const { a, b, c, id } = await trio();
    const m1 = (await send(te.env, a.cookie, id, 'One')).json;
    await at(`/conversations/${id}/read`, b.cookie, 'POST', { lastReadMessageId: m1.id });
    expect((await detail(a.cookie, id)).seenMessageId).toBeNull();
    await at(`/conversations/${id}/read`, c.cookie, 'POST', { lastReadMessageId: m1.id });
    expect((await detail(a.cookie, id)).seenMessageId).toBe(m1.id);
    await settingsOf(c.cookie, { readReceipts: false });
    expect((await detail(a.cookie, id)).seenMessageId).toBeNull();
    await settingsOf(c.cookie, { readReceipts: true });
    await settingsOf(a.cookie, { readReceipts: false });
    expect((await detail(a.cookie, id)).seenMessageId).toBeNull();
  });

  it('sends no read event when the reader has receipts off', async () => {
    const { a, b, id } = await trio();
    await settingsOf(b.cookie, { readReceipts: false });
    const la = await listen(te.env, a.user.id);
    const m = (await send(te.env, a.cookie, id, 'Private')).json;
    await at(`/conversations/${id}/read`, b.cookie, 'POST', { lastReadMessageId: m.id });
    await settle();
    expect(la.events.filter((e) => e !== 'pong' && e.type === 'read')).toEqual([]);
    la.close();
  });
});

describe('typing', () => {
  it('tells only the members who turned typing indicators on, and only when the typer has them on', async () => {
    const { a, b, c, id } = await trio();
    const [lb, lc] = await Promise.all([listen(te.env, b.user.id), listen(te.env, c.user.id)]);
    const typing = () => at(`/conversations/${id}/typing`, a.cookie);
    expect((await typing()).status).toBe(200);
    await settle();
    expect([...lb.events, ...lc.events]).toEqual([]);
    await settingsOf(a.cookie, { typingIndicators: true });
    await settingsOf(b.cookie, { typingIndicators: true });
    await typing();
    expect(await lb.waitFor((e) => e.type === 'typing')).toMatchObject({
      conversationId: id,
      member: { id: a.user.id, displayName: 'Ada Member' },
    });
    await settle();
    expect(lc.events).toEqual([]);
    lb.close();
    lc.close();
  });
});

describe('settings', () => {
  it('answers the defaults when nothing was set, and changes only what is sent', async () => {
    const me = await member();
    const initial = (await getJson<MessagingSettings>(te.env, me.cookie, '/settings')).json;
    expect(initial).toEqual({
      whoMayMessage: 'anyone',
      readReceipts: true,
      announce: 'all',
      announceWhileTyping: false,
      shortcuts: true,
      typingIndicators: false,
      quickPhrases: DEFAULT_QUICK_PHRASES,
    });
    const res = await settingsOf(me.cookie, { whoMayMessage: 'talked', quickPhrases: ['On my way'] });
    expect(await res.json()).toEqual({ ...initial, whoMayMessage: 'talked', quickPhrases: ['On my way'] });
    expect(await (await settingsOf(me.cookie, { announce: 'none' })).json()).toMatchObject({ whoMayMessage: 'talked', announce: 'none' });
    const bad = await settingsOf(me.cookie, { whoMayMessage: 'everyone' as never });
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([400, 'Choose who may message you']);
    const tooLong = await settingsOf(me.cookie, { quickPhrases: ['x'.repeat(201)] });
    expect(tooLong.status).toBe(400);
  });
});
