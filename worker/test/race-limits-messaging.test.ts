import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { MESSAGE_RATE_LIMIT } from '../src/schemas/messages';
import { sendRoomMessage } from '../src/messaging/services/chat-messages';
import { toCurrentUser } from '../src/accounts/services/users';
import { joinRows, listenToRoom, makeRoom } from './support/chat-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { openThroughRoute } from './support/live-sockets';
import { clientId, makeConversation, makeMessage, send } from './support/message-factories';
import { atOnce, expectLimitHeld, writeBeforeBatch } from './support/races';
import { call } from './support/request';

// Decision 0048: the limits of messages and chat rooms hold when a member sends the same
// request many times at once: each is a condition of its own write.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const api = (cookie: string, path: string, body?: unknown) => call(te.env, path, { method: 'POST', cookie, body });
const sendToRoom = (cookie: string, roomId: number, body: string) =>
  api(cookie, `/api/chat/rooms/${roomId}/messages`, { body, clientId: clientId() });
const messagesOf = (conversationId: number) => te.db.select().from(t.messages).where(eq(t.messages.conversationId, conversationId));
const SLOW_MODE = /^Slow mode is on in this room\. You can send your next message in \d+ seconds\.$/;

describe('chat rooms and messages under parallel requests', () => {
  it('stores one message per slow-mode wait in a room, however many are sent at once', async () => {
    const me = await signedIn(te.db);
    const room = await makeRoom(te.db, { slowModeSeconds: 30 });
    await joinRows(te.db, room.id, [me.user.id]);
    const answers = await atOnce(6, (i) => sendToRoom(me.cookie, room.id, `Message ${i}`));
    await expectLimitHeld(answers, { taken: 1, status: 429, message: SLOW_MODE });
    for (const refused of answers.filter((r) => r.status === 429))
      expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(30);
    expect(await messagesOf(room.conversationId)).toHaveLength(1);
  });

  it('refuses a room message whose slow-mode wait began between its check and its write, storing nothing', async () => {
    const me = await signedIn(te.db);
    const room = await makeRoom(te.db, { slowModeSeconds: 60 });
    await joinRows(te.db, room.id, [me.user.id]);
    // Another of the member's messages (another tab) lands after this one's checks, before its store.
    const raced = writeBeforeBatch(te.db, 2, () => makeMessage(te.db, room.conversationId, me.user.id));
    await expect(
      sendRoomMessage(raced, te.env, toCurrentUser(me.user), room.id, { body: 'Me too', clientId: clientId() }),
    ).rejects.toMatchObject({
      status: 429,
      message: 'Slow mode is on in this room. You can send your next message in 1 minute.',
    });
    expect(await messagesOf(room.conversationId)).toHaveLength(1);
  });

  it('still answers a repeated clientId with the stored message while slow mode is on', async () => {
    const me = await signedIn(te.db);
    const room = await makeRoom(te.db, { slowModeSeconds: 30 });
    await joinRows(te.db, room.id, [me.user.id]);
    const id = clientId();
    const answers = await atOnce(4, () => api(me.cookie, `/api/chat/rooms/${room.id}/messages`, { body: 'Once', clientId: id }));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await messagesOf(room.conversationId)).toHaveLength(1);
  });

  it(`stores ${MESSAGE_RATE_LIMIT.limit} private messages a minute, counted one request at a time`, async () => {
    const me = await signedIn(te.db);
    const other = await signedIn(te.db);
    const conversation = await makeConversation(te.db, [me.user.id, other.user.id]);
    await te.db
      .insert(t.rateLimits)
      .values({ key: `message:${me.user.id}`, count: MESSAGE_RATE_LIMIT.limit - 3, windowStart: new Date().toISOString() });
    const answers = await atOnce(6, (i) =>
      api(me.cookie, `/api/messages/conversations/${conversation.id}/messages`, { body: `Hi ${i}`, clientId: clientId() }),
    );
    await expectLimitHeld(answers, { taken: 3, status: 429, message: MESSAGE_RATE_LIMIT.message });
    expect(await messagesOf(conversation.id)).toHaveLength(3);
  });

  it('keeps one open report per member and message, in a conversation and in a room', async () => {
    const me = await signedIn(te.db);
    const other = await signedIn(te.db);
    const conversation = await makeConversation(te.db, [me.user.id, other.user.id]);
    const privately = await makeMessage(te.db, conversation.id, other.user.id);
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [me.user.id, other.user.id]);
    const inRoom = await makeMessage(te.db, room.conversationId, other.user.id);
    const body = { reason: 'Spam or scam', details: '' };
    for (const path of [
      `/api/messages/conversations/${conversation.id}/messages/${privately.id}/report`,
      `/api/chat/rooms/${room.id}/messages/${inRoom.id}/report`,
    ]) {
      const answers = await atOnce(6, () => api(me.cookie, path, body));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: number }).id));
      expect(new Set(ids).size).toBe(1);
    }
    expect(await te.db.select().from(t.messageReports).where(eq(t.messageReports.reporterId, me.user.id))).toHaveLength(2);
  });

  it('tells a room once that a member is typing, however many calls arrive at once', async () => {
    const me = await signedIn(te.db, { firstName: 'Tilly', lastName: 'Typer' });
    const other = await signedIn(te.db);
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [me.user.id, other.user.id]);
    await call(te.env, '/api/messages/settings', { method: 'PATCH', cookie: me.cookie, body: { typingIndicators: true } });
    const listener = await listenToRoom(te.env, room.id, { id: other.user.id });
    const answers = await atOnce(6, () => api(me.cookie, `/api/chat/rooms/${room.id}/typing`));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // A message sent after every call was answered: the room's socket delivers in order, so
    // once it arrives every typing frame the calls published has arrived before it.
    expect((await sendToRoom(other.cookie, room.id, 'After the typing')).status).toBe(201);
    await listener.waitFor((e) => e.type === 'room-message');
    expect(listener.events.filter((e) => e.type === 'room-typing')).toHaveLength(1);
    listener.close();
  });

  it('tells a conversation once that a member is typing, however many calls arrive at once', async () => {
    const me = await signedIn(te.db, { firstName: 'Tess', lastName: 'Typer' });
    const other = await signedIn(te.db);
    const conversation = await makeConversation(te.db, [me.user.id, other.user.id]);
    for (const who of [me, other])
      await call(te.env, '/api/messages/settings', { method: 'PATCH', cookie: who.cookie, body: { typingIndicators: true } });
    const { socket } = await openThroughRoute(te.env, '/api/live', other.cookie);
    const answers = await atOnce(6, () => api(me.cookie, `/api/messages/conversations/${conversation.id}/typing`));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // The member's channel delivers in order: once this message arrives, every typing frame has.
    expect((await send(te.env, me.cookie, conversation.id, 'After the typing')).status).toBe(201);
    await socket!.hear((f: { type?: string }) => f.type === 'message');
    expect(socket!.frames.filter((f) => (f as { type?: string }).type === 'typing')).toHaveLength(1);
    socket!.close();
  });
});
