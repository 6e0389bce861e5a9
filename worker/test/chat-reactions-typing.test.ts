import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { JOIN_TO_SEND, mutedMessage, ROOM_NOT_FOUND, type RoomLiveEvent } from '../src/schemas/chat';
import type { MessagePage, MessageView } from '../src/schemas/messages';
import { joinRows, listenToRoom, makeRoom } from './support/chat-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { makeBlock, makeMessage, settle } from './support/message-factories';
import { call } from './support/request';

// Reactions and typing in chat rooms (decision 0040): stored, then one frame to the whole room
// saying who reacted, so each screen works out its own "mine"; typing off by default and
// throttled by the worker.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const chat = (cookie: string, path: string, method = 'GET', body?: unknown) => call(te.env, `/api/chat${path}`, { method, cookie, body });
const react = (cookie: string, roomId: number, messageId: number, reaction: unknown = 'Thank you') =>
  chat(cookie, `/rooms/${roomId}/messages/${messageId}/reactions`, 'POST', { reaction });

describe('reactions in a room', () => {
  it('stores a reaction, answers the reactor’s own view and tells the whole room who reacted', async () => {
    const a = await signedIn(te.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const b = await signedIn(te.db, { firstName: 'Bo' });
    const c = await signedIn(te.db, { firstName: 'Cy' });
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [a.user.id, b.user.id, c.user.id]);
    const message = await makeMessage(te.db, room.conversationId, a.user.id, { body: 'Hello' });
    const ada = await listenToRoom(te.env, room.id, { id: a.user.id });

    const first = await react(b.cookie, room.id, message.id);
    expect(first.status).toBe(200);
    expect(((await first.json()) as MessageView).reactions).toEqual([{ reaction: 'Thank you', count: 1, mine: true }]);
    expect((await react(c.cookie, room.id, message.id)).status).toBe(200);
    const event = (await ada.waitFor((e) => e.type === 'room-reactions' && e.reactions[0]?.count === 2)) as Extract<
      RoomLiveEvent,
      { type: 'room-reactions' }
    >;
    expect(event).toMatchObject({ roomId: room.id, messageId: message.id, reaction: 'Thank you', added: true, by: { id: c.user.id } });
    expect(event.reactions).toEqual([{ reaction: 'Thank you', count: 2, memberIds: [b.user.id, c.user.id] }]);

    // History shows each reader their own "mine".
    const asAda = (await (await chat(a.cookie, `/rooms/${room.id}/messages`)).json()) as MessagePage;
    const asBo = (await (await chat(b.cookie, `/rooms/${room.id}/messages`)).json()) as MessagePage;
    expect(asAda.messages[0]!.reactions).toEqual([{ reaction: 'Thank you', count: 2, mine: false }]);
    expect(asBo.messages[0]!.reactions).toEqual([{ reaction: 'Thank you', count: 2, mine: true }]);

    // The same reaction again takes it away, and the room hears that too.
    const undone = (await (await react(b.cookie, room.id, message.id)).json()) as MessageView;
    expect(undone.reactions).toEqual([{ reaction: 'Thank you', count: 1, mine: false }]);
    await ada.waitFor((e) => e.type === 'room-reactions' && !e.added && e.by.id === b.user.id);
    expect(await te.db.select().from(t.messageReactions).where(eq(t.messageReactions.messageId, message.id))).toHaveLength(1);
    ada.close();
  });

  it('refuses a reaction not on the list with the shared words, and stores nothing', async () => {
    const a = await signedIn(te.db);
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [a.user.id]);
    const message = await makeMessage(te.db, room.conversationId, a.user.id);
    const res = await react(a.cookie, room.id, message.id, 'Boo');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Choose a reaction');
    expect(await te.db.select().from(t.messageReactions).where(eq(t.messageReactions.messageId, message.id))).toHaveLength(0);
  });

  it('asks to join first; a deleted message, a blocked sender’s, another room’s or a missing room is 404', async () => {
    const a = await signedIn(te.db);
    const b = await signedIn(te.db);
    const room = await makeRoom(te.db);
    const other = await makeRoom(te.db);
    const message = await makeMessage(te.db, room.conversationId, b.user.id);
    const notJoined = await react(a.cookie, room.id, message.id);
    expect(notJoined.status).toBe(403);
    expect(await notJoined.json()).toEqual({ message: JOIN_TO_SEND });

    await joinRows(te.db, room.id, [a.user.id]);
    const deleted = await makeMessage(te.db, room.conversationId, b.user.id, { deletedAt: new Date().toISOString(), body: '' });
    expect((await react(a.cookie, room.id, deleted.id)).status).toBe(404);
    expect((await react(a.cookie, other.id, message.id)).status).toBe(404);
    const missing = await react(a.cookie, 999_999, message.id);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: ROOM_NOT_FOUND });
    await makeBlock(te.db, a.user.id, b.user.id);
    expect((await react(a.cookie, room.id, message.id)).status).toBe(404);
    expect(await te.db.select().from(t.messageReactions).where(eq(t.messageReactions.userId, a.user.id))).toHaveLength(0);
  });
});

describe('a muted member', () => {
  it('cannot react or say they are typing while the mute lasts, and is told until when', async () => {
    const a = await signedIn(te.db);
    const b = await signedIn(te.db);
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [a.user.id, b.user.id]);
    const message = await makeMessage(te.db, room.conversationId, b.user.id);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await te.db.insert(t.chatRoomMutes).values({ roomId: room.id, userId: a.user.id, until });
    await call(te.env, '/api/messages/settings', { method: 'PATCH', cookie: a.cookie, body: { typingIndicators: true } });
    for (const res of [await react(a.cookie, room.id, message.id), await chat(a.cookie, `/rooms/${room.id}/typing`, 'POST')]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: mutedMessage(until) });
    }
    expect(await te.db.select().from(t.messageReactions).where(eq(t.messageReactions.messageId, message.id))).toHaveLength(0);
  });
});

describe('typing in a room', () => {
  const typingOn = (cookie: string) =>
    call(te.env, '/api/messages/settings', { method: 'PATCH', cookie, body: { typingIndicators: true } });

  it('says nothing while the typer has typing indicators off (the default)', async () => {
    const a = await signedIn(te.db);
    const b = await signedIn(te.db);
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [a.user.id]);
    const bo = await listenToRoom(te.env, room.id, { id: b.user.id });
    expect((await chat(a.cookie, `/rooms/${room.id}/typing`, 'POST')).status).toBe(200);
    await settle();
    expect(bo.events.filter((e) => e.type === 'room-typing')).toHaveLength(0);
    bo.close();
  });

  it('tells the room once per member per few seconds however often the typer’s screen calls', async () => {
    const a = await signedIn(te.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const b = await signedIn(te.db);
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [a.user.id]);
    expect((await typingOn(a.cookie)).status).toBe(200);
    const bo = await listenToRoom(te.env, room.id, { id: b.user.id });
    for (let i = 0; i < 4; i++) expect((await chat(a.cookie, `/rooms/${room.id}/typing`, 'POST')).status).toBe(200);
    const event = await bo.waitFor((e) => e.type === 'room-typing');
    expect(event).toMatchObject({ roomId: room.id, member: { id: a.user.id, displayName: 'Ada Lovelace' } });
    await settle();
    expect(bo.events.filter((e) => e.type === 'room-typing')).toHaveLength(1);
    bo.close();
  });

  it('is refused as sending is: not joined 403, missing room 404, suspended messaging 403', async () => {
    const a = await signedIn(te.db);
    const room = await makeRoom(te.db);
    await typingOn(a.cookie);
    const notJoined = await chat(a.cookie, `/rooms/${room.id}/typing`, 'POST');
    expect(notJoined.status).toBe(403);
    expect(await notJoined.json()).toEqual({ message: JOIN_TO_SEND });
    expect((await chat(a.cookie, `/rooms/999999/typing`, 'POST')).status).toBe(404);
    await joinRows(te.db, room.id, [a.user.id]);
    await te.db
      .update(t.messagingSettings)
      .set({ messagingSuspendedAt: new Date().toISOString() })
      .where(eq(t.messagingSettings.userId, a.user.id));
    expect((await chat(a.cookie, `/rooms/${room.id}/typing`, 'POST')).status).toBe(403);
  });
});
