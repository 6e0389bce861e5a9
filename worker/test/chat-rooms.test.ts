import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { JOIN_TO_SEND, ROOM_NOT_FOUND, type ChatRoomDetail, type ChatRoomSummary } from '../src/schemas/chat';
import type { MessagePage, MessageView, MessagingPerson } from '../src/schemas/messages';
import { joinRows, listenToRoom, makeRoom } from './support/chat-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { clientId, makeBlock, makeMessage, settle } from './support/message-factories';
import { call } from './support/request';

// Community chat rooms as members use them (decision 0027): the list, joining, history, sending
// live to everyone in the room, idempotent client ids, presence, and 404 for a missing or archived room.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const chat = (cookie: string, path: string, method = 'GET', body?: unknown) => call(te.env, `/api/chat${path}`, { method, cookie, body });
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const send = (cookie: string, roomId: number, body = 'Hello room', id = clientId()) =>
  chat(cookie, `/rooms/${roomId}/messages`, 'POST', { body, clientId: id });

describe('the list of rooms', () => {
  it('lists open rooms in the editors’ order, with joined, unread, last activity and who is here now', async () => {
    const a = await signedIn(te.db, { firstName: 'Ada' });
    const b = await signedIn(te.db, { firstName: 'Bo' });
    const second = await makeRoom(te.db, { name: 'Second', position: 9001 });
    const first = await makeRoom(te.db, { name: 'First', position: 9000, description: 'Say hello' });
    const archived = await makeRoom(te.db, { name: 'Gone', position: 8999, archivedAt: new Date().toISOString() });
    await joinRows(te.db, first.id, [a.user.id]);
    await makeMessage(te.db, first.conversationId, b.user.id, { body: 'One' });
    await makeMessage(te.db, first.conversationId, b.user.id, { body: 'Two' });
    const here = await listenToRoom(te.env, second.id, { id: b.user.id, name: 'Bo' });

    const rooms = await json<ChatRoomSummary[]>(chat(a.cookie, '/rooms'));
    const ids = rooms.map((r) => r.id);
    expect(ids).not.toContain(archived.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const firstRoom = rooms.find((r) => r.id === first.id)!;
    expect(firstRoom).toMatchObject({ name: 'First', description: 'Say hello', joined: true, unread: 2, hereNow: 0 });
    expect(firstRoom.lastActivityAt).not.toBeNull();
    expect(rooms.find((r) => r.id === second.id)).toMatchObject({ joined: false, unread: 0, hereNow: 1 });
    here.close();
  });

  it('answers 401 signed out', async () => {
    expect((await call(te.env, '/api/chat/rooms')).status).toBe(401);
  });
});

describe('a room', () => {
  it('is 404 when missing or archived, for every member route', async () => {
    const a = await signedIn(te.db);
    const archived = await makeRoom(te.db, { archivedAt: new Date().toISOString() });
    for (const id of [999_999, archived.id]) {
      for (const [path, method, body] of [
        [`/rooms/${id}`, 'GET'],
        [`/rooms/${id}/join`, 'POST'],
        [`/rooms/${id}/messages`, 'GET'],
        [`/rooms/${id}/messages`, 'POST', { body: 'Hi', clientId: clientId() }],
        [`/rooms/${id}/read`, 'POST', { lastReadMessageId: 1 }],
        [`/rooms/${id}/members`, 'GET'],
      ] as const) {
        const res = await chat(a.cookie, path, method, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({ message: ROOM_NOT_FOUND });
      }
    }
  });

  it('asks a member to join before sending, and joining twice changes nothing', async () => {
    const a = await signedIn(te.db);
    const room = await makeRoom(te.db);
    const before = await json<ChatRoomDetail>(chat(a.cookie, `/rooms/${room.id}`));
    expect(before).toMatchObject({ joined: false, canSend: false, cannotSendReason: JOIN_TO_SEND });
    const refused = await send(a.cookie, room.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: JOIN_TO_SEND });
    expect((await chat(a.cookie, `/rooms/${room.id}/join`, 'POST')).status).toBe(200);
    const joined = await json<ChatRoomDetail>(chat(a.cookie, `/rooms/${room.id}/join`, 'POST'));
    expect(joined).toMatchObject({ joined: true, canSend: true, cannotSendReason: null });
    const rows = await te.db.select().from(t.chatRoomMembers).where(eq(t.chatRoomMembers.roomId, room.id));
    expect(rows).toHaveLength(1);
    const left = await json<ChatRoomDetail>(chat(a.cookie, `/rooms/${room.id}/leave`, 'POST'));
    expect(left.joined).toBe(false);
  });

  it('stores a message before publishing it once to everyone with the room open, sender included', async () => {
    const a = await signedIn(te.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const b = await signedIn(te.db, { firstName: 'Bo' });
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [a.user.id, b.user.id]);
    const bo = await listenToRoom(te.env, room.id, { id: b.user.id });
    const ada = await listenToRoom(te.env, room.id, { id: a.user.id });
    const res = await send(a.cookie, room.id, '  Hello, room  ');
    expect(res.status).toBe(201);
    const sent = (await res.json()) as MessageView;
    expect(sent).toMatchObject({ body: 'Hello, room', mine: true, sender: { displayName: 'Ada Lovelace' } });
    const stored = await te.db.select().from(t.messages).where(eq(t.messages.id, sent.id)).get();
    expect(stored?.conversationId).toBe(room.conversationId);
    for (const listener of [bo, ada]) {
      const event = await listener.waitFor((e) => e.type === 'room-message');
      expect(event).toMatchObject({ type: 'room-message', roomId: room.id, message: { id: sent.id, body: 'Hello, room', mine: false } });
    }
    bo.close();
    ada.close();
  });

  it('stores the same client id once, answering the stored message with 200', async () => {
    const a = await signedIn(te.db);
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [a.user.id]);
    const id = clientId();
    const first = await send(a.cookie, room.id, 'Only once', id);
    const again = await send(a.cookie, room.id, 'Only once', id);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(((await again.json()) as MessageView).id).toBe(((await first.json()) as MessageView).id);
    const rows = await te.db.select().from(t.messages).where(eq(t.messages.conversationId, room.conversationId));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with the shared messages and stores nothing', async () => {
    const a = await signedIn(te.db);
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [a.user.id]);
    const empty = await send(a.cookie, room.id, '   ');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('Message cannot be empty');
    const long = await send(a.cookie, room.id, 'x'.repeat(2001));
    expect(((await long.json()) as { message: string }).message).toBe('Message must be less than 2000 characters');
    expect(await te.db.select().from(t.messages).where(eq(t.messages.conversationId, room.conversationId))).toHaveLength(0);
  });

  it('pages history oldest to newest, catches up after an id, and leaves out members the viewer blocked', async () => {
    const a = await signedIn(te.db);
    const b = await signedIn(te.db);
    const c = await signedIn(te.db);
    const room = await makeRoom(te.db);
    const made = [];
    for (let i = 0; i < 35; i++) made.push(await makeMessage(te.db, room.conversationId, b.user.id, { body: `Number ${i}` }));
    const blocked = await makeMessage(te.db, room.conversationId, c.user.id, { body: 'From someone blocked' });
    await makeBlock(te.db, a.user.id, c.user.id);
    const newest = await json<MessagePage>(chat(a.cookie, `/rooms/${room.id}/messages`));
    expect(newest.messages).toHaveLength(30);
    expect(newest.hasEarlier).toBe(true);
    expect(newest.messages.map((m) => m.id)).not.toContain(blocked.id);
    expect(newest.messages.at(-1)!.body).toBe('Number 34');
    const earlier = await json<MessagePage>(chat(a.cookie, `/rooms/${room.id}/messages?before=${newest.messages[0]!.id}`));
    expect(earlier.messages.map((m) => m.body)).toEqual(['Number 0', 'Number 1', 'Number 2', 'Number 3', 'Number 4']);
    expect(earlier.hasEarlier).toBe(false);
    const after = await json<MessagePage>(chat(a.cookie, `/rooms/${room.id}/messages?after=${made[33]!.id}`));
    expect(after.messages.map((m) => m.body)).toEqual(['Number 34']);
  });

  it('lets a member delete their own message (“Message deleted” for everyone) but not someone else’s', async () => {
    const a = await signedIn(te.db);
    const b = await signedIn(te.db);
    const room = await makeRoom(te.db);
    const mine = await makeMessage(te.db, room.conversationId, a.user.id);
    const theirs = await makeMessage(te.db, room.conversationId, b.user.id);
    const listener = await listenToRoom(te.env, room.id, { id: b.user.id });
    const deleted = await chat(a.cookie, `/rooms/${room.id}/messages/${mine.id}`, 'DELETE');
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ deleted: true, body: '' });
    await listener.waitFor((e) => e.type === 'room-message-updated' && e.message.id === mine.id && e.message.deleted);
    expect((await chat(a.cookie, `/rooms/${room.id}/messages/${theirs.id}`, 'DELETE')).status).toBe(403);
    expect((await chat(a.cookie, `/rooms/${room.id}/messages/999999`, 'DELETE')).status).toBe(404);
    listener.close();
  });

  it('moves the read mark forward only, and the list counts unread from it', async () => {
    const a = await signedIn(te.db);
    const b = await signedIn(te.db);
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [a.user.id]);
    const one = await makeMessage(te.db, room.conversationId, b.user.id);
    const two = await makeMessage(te.db, room.conversationId, b.user.id);
    await chat(a.cookie, `/rooms/${room.id}/read`, 'POST', { lastReadMessageId: two.id });
    await chat(a.cookie, `/rooms/${room.id}/read`, 'POST', { lastReadMessageId: one.id });
    const detail = await json<ChatRoomDetail>(chat(a.cookie, `/rooms/${room.id}`));
    expect(detail).toMatchObject({ lastReadMessageId: two.id, unread: 0 });
  });

  it('marks a member’s own message read as it is stored, with the room’s last activity; a repeat moves neither', async () => {
    const a = await signedIn(te.db);
    const b = await signedIn(te.db);
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [a.user.id, b.user.id]);
    const theirs = await makeMessage(te.db, room.conversationId, b.user.id);
    const id = clientId();
    const mine = await json<MessageView>(send(a.cookie, room.id, 'Mine', id));
    expect(await json<ChatRoomDetail>(chat(a.cookie, `/rooms/${room.id}`))).toMatchObject({ lastReadMessageId: mine.id, unread: 0 });
    expect(await json<ChatRoomDetail>(chat(b.cookie, `/rooms/${room.id}`))).toMatchObject({ unread: 1 });
    const newest = () => te.db.select().from(t.conversations).where(eq(t.conversations.id, room.conversationId)).get();
    expect(await newest()).toMatchObject({ lastMessageId: mine.id, lastMessageAt: mine.createdAt });
    const later = await makeMessage(te.db, room.conversationId, b.user.id);
    expect((await send(a.cookie, room.id, 'Mine', id)).status).toBe(200);
    expect(await json<ChatRoomDetail>(chat(a.cookie, `/rooms/${room.id}`))).toMatchObject({ lastReadMessageId: mine.id, unread: 1 });
    expect(await newest()).toMatchObject({ lastMessageId: later.id });
    expect(theirs.id).toBeLessThan(mine.id);
  });

  it('offers the room’s members to @mention by name, never the viewer or someone they blocked', async () => {
    const a = await signedIn(te.db, { firstName: 'Ada', lastName: 'Zed' });
    const b = await signedIn(te.db, { firstName: 'Maria', lastName: 'Santos' });
    const c = await signedIn(te.db, { firstName: 'Mark', lastName: 'Blocked' });
    const d = await signedIn(te.db, { firstName: 'Mandy', lastName: 'Outside' });
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [a.user.id, b.user.id, c.user.id]);
    await makeBlock(te.db, a.user.id, c.user.id);
    void d;
    const found = await json<MessagingPerson[]>(chat(a.cookie, `/rooms/${room.id}/members?q=ma`));
    expect(found.map((p) => p.displayName)).toEqual(['Maria Santos']);
    const bySurname = await json<MessagingPerson[]>(chat(a.cookie, `/rooms/${room.id}/members?q=San`));
    expect(bySurname.map((p) => p.displayName)).toEqual(['Maria Santos']);
    expect(JSON.stringify(found)).not.toContain('@');
  });
});

describe('presence', () => {
  it('tells everyone in the room who is here when someone arrives and leaves, once per member', async () => {
    const room = await makeRoom(te.db);
    const first = await listenToRoom(te.env, room.id, { id: 501, name: 'Ada' });
    const second = await listenToRoom(te.env, room.id, { id: 502, name: 'Bo' });
    const secondTab = await listenToRoom(te.env, room.id, { id: 502, name: 'Bo' });
    await first.waitFor((e) => e.type === 'presence' && e.here.length === 2);
    second.close();
    secondTab.close();
    const after = await first.waitFor((e) => e.type === 'presence' && e.here.length === 1);
    expect(after).toEqual({ type: 'presence', here: [{ id: 501, displayName: 'Ada' }] });
    await settle(100);
    first.close();
  });
});
