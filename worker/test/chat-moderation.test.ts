import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { mutedMessage, slowModeMessage, type ChatRoomDetail, type CmsChatRoom } from '../src/schemas/chat';
import type { MessageReportView } from '../src/schemas/message-safety';
import { CANNOT_MUTE_SELF, CANNOT_MUTE_STAFF } from '../src/messaging/services/chat-admin';
import { joinRows, listenToRoom, makeRoom } from './support/chat-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { clientId, makeMessage } from './support/message-factories';
import { call } from './support/request';

// Editors run the rooms (decision 0027): the CMS tab's routes, slow mode, mutes, deleting any
// message and the report queue, each refused with clear words and each action audited.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  te = await createTestEnv();
  editor = await signedIn(te.db, { role: 'editor', firstName: 'Eddie', lastName: 'Editor' });
});
afterAll(() => te.dispose());

const api = (cookie: string, path: string, method = 'GET', body?: unknown) => call(te.env, path, { method, cookie, body });
const cms = (path: string, method = 'GET', body?: unknown) => api(editor.cookie, `/api/cms/chat-rooms${path}`, method, body);
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const send = (cookie: string, roomId: number, body = 'Hello') =>
  api(cookie, `/api/chat/rooms/${roomId}/messages`, 'POST', { body, clientId: clientId() });
const lastAudit = () => te.db.select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(1).get();

describe('the CMS “Chat rooms” tab', () => {
  it('creates, renames, describes and archives a room, each audited; an archived room leaves the members’ list', async () => {
    const created = await cms('', 'POST', { name: '  Book club  ', description: 'Reading together' });
    expect(created.status).toBe(201);
    const room = (await created.json()) as CmsChatRoom;
    expect(room).toMatchObject({ name: 'Book club', description: 'Reading together', archived: false, slowModeSeconds: 0 });
    expect(await lastAudit()).toMatchObject({ action: 'create', entity: 'chat-room', entityId: String(room.id) });

    const renamed = await json<CmsChatRoom>(cms(`/${room.id}`, 'PATCH', { name: 'Books', description: 'New words' }));
    expect(renamed).toMatchObject({ name: 'Books', description: 'New words' });
    expect((await lastAudit())?.summary).toBe('Chat room "Book club": renamed to "Books", description changed');

    await cms(`/${room.id}`, 'PATCH', { archived: true });
    expect((await lastAudit())?.summary).toContain('archived');
    const member = await signedIn(te.db);
    const list = await json<{ id: number }[]>(api(member.cookie, '/api/chat/rooms'));
    expect(list.map((r) => r.id)).not.toContain(room.id);
    expect((await api(member.cookie, `/api/chat/rooms/${room.id}`)).status).toBe(404);
    const back = await json<CmsChatRoom>(cms(`/${room.id}`, 'PATCH', { archived: false }));
    expect(back.archived).toBe(false);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const before = (await te.db.select().from(t.chatRooms)).length;
    const empty = await cms('', 'POST', { name: '   ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('Name is required');
    const slow = await cms('', 'POST', { name: 'Fast', slowModeSeconds: 7 });
    expect(((await slow.json()) as { message: string }).message).toBe('Choose a slow mode setting');
    expect((await te.db.select().from(t.chatRooms)).length).toBe(before);
    expect((await cms('/999999', 'PATCH', { name: 'Nope' })).status).toBe(404);
    expect((await cms('/999999/move', 'POST', { direction: 'up' })).status).toBe(404);
  });

  it('orders rooms with Move up and Move down; at either end nothing moves', async () => {
    const a = await json<CmsChatRoom>(cms('', 'POST', { name: 'Order A' }));
    const b = await json<CmsChatRoom>(cms('', 'POST', { name: 'Order B' }));
    const order = (rooms: CmsChatRoom[]) => rooms.map((r) => r.id).filter((id) => id === a.id || id === b.id);
    expect(order(await json<CmsChatRoom[]>(cms('')))).toEqual([a.id, b.id]);
    expect(order(await json<CmsChatRoom[]>(cms(`/${b.id}/move`, 'POST', { direction: 'up' })))).toEqual([b.id, a.id]);
    expect((await lastAudit())?.summary).toBe('Moved chat room "Order B" up');
    const last = (await json<CmsChatRoom[]>(cms(''))).at(-1)!;
    const unchanged = await json<CmsChatRoom[]>(cms(`/${last.id}/move`, 'POST', { direction: 'down' }));
    expect(unchanged.at(-1)!.id).toBe(last.id);
  });

  it('is for editors: a member is 403 and signed out is 401', async () => {
    const member = await signedIn(te.db);
    expect((await api(member.cookie, '/api/cms/chat-rooms')).status).toBe(403);
    expect((await call(te.env, '/api/cms/chat-rooms')).status).toBe(401);
  });
});

describe('slow mode', () => {
  it('refuses a second message within N seconds with a 429 saying when, then lets it through', async () => {
    const member = await signedIn(te.db);
    const room = await makeRoom(te.db, { slowModeSeconds: 30 });
    await joinRows(te.db, room.id, [member.user.id]);
    expect((await send(member.cookie, room.id, 'First')).status).toBe(201);
    const refused = await send(member.cookie, room.id, 'Second');
    expect(refused.status).toBe(429);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toMatch(/^Slow mode is on in this room\. You can send your next message in \d+ seconds?\.$/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(25);
    // The clock moves on: the member's last message is made older, and the next send is taken.
    await te.db
      .update(t.messages)
      .set({ createdAt: new Date(Date.now() - 31_000).toISOString() })
      .where(eq(t.messages.conversationId, room.conversationId));
    expect((await send(member.cookie, room.id, 'Second, later')).status).toBe(201);
    expect(slowModeMessage(60)).toBe('Slow mode is on in this room. You can send your next message in 1 minute.');
  });

  it('is set per room by editors, audited as moderation', async () => {
    const room = await makeRoom(te.db);
    const changed = await json<CmsChatRoom>(cms(`/${room.id}`, 'PATCH', { slowModeSeconds: 60 }));
    expect(changed.slowModeSeconds).toBe(60);
    expect(await lastAudit()).toMatchObject({
      action: 'moderate',
      summary: `Chat room "${room.name}": slow mode: One message every 1 minute`,
    });
  });
});

describe('muting', () => {
  it('mutes a member in one room for a period: told in words on the room and refused with a clear 403; lifting it lets them send', async () => {
    const member = await signedIn(te.db, { firstName: 'Mo' });
    const room = await makeRoom(te.db);
    const other = await makeRoom(te.db);
    await joinRows(te.db, room.id, [member.user.id]);
    await joinRows(te.db, other.id, [member.user.id]);
    const muted = await cms(`/${room.id}/mutes/${member.user.id}`, 'PUT', { minutes: 60 });
    expect(muted.status).toBe(200);
    const { until } = (await muted.json()) as { until: string };
    expect((await lastAudit())?.summary).toBe(`Muted Mo Member in chat room "${room.name}" for 1 hour`);

    const detail = await json<ChatRoomDetail>(api(member.cookie, `/api/chat/rooms/${room.id}`));
    expect(detail).toMatchObject({ canSend: false, mutedUntil: until, cannotSendReason: mutedMessage(until) });
    const refused = await send(member.cookie, room.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: mutedMessage(until) });
    expect(mutedMessage(until)).toMatch(/^The editors have muted you in this room until .+\. You can still read it\.$/);
    expect((await send(member.cookie, other.id)).status).toBe(201);
    expect((await json<CmsChatRoom[]>(cms(''))).find((r) => r.id === room.id)!.activeMutes).toEqual([
      { member: expect.objectContaining({ id: member.user.id, displayName: 'Mo Member' }), until },
    ]);

    expect((await cms(`/${room.id}/mutes/${member.user.id}`, 'DELETE')).status).toBe(200);
    expect((await lastAudit())?.summary).toContain('Lifted the mute');
    expect((await send(member.cookie, room.id)).status).toBe(201);
  });

  it('an expired mute is no mute', async () => {
    const member = await signedIn(te.db);
    const room = await makeRoom(te.db);
    await joinRows(te.db, room.id, [member.user.id]);
    await te.db
      .insert(t.chatRoomMutes)
      .values({ roomId: room.id, userId: member.user.id, until: new Date(Date.now() - 1000).toISOString() });
    expect((await send(member.cookie, room.id)).status).toBe(201);
  });

  it('refuses muting oneself or staff, an unknown member or length, and changes nothing', async () => {
    const room = await makeRoom(te.db);
    const other = await signedIn(te.db, { role: 'editor' });
    const self = await cms(`/${room.id}/mutes/${editor.user.id}`, 'PUT', { minutes: 10 });
    expect([self.status, await self.json()]).toEqual([400, { message: CANNOT_MUTE_SELF }]);
    const staff = await cms(`/${room.id}/mutes/${other.user.id}`, 'PUT', { minutes: 10 });
    expect([staff.status, await staff.json()]).toEqual([403, { message: CANNOT_MUTE_STAFF }]);
    expect((await cms(`/${room.id}/mutes/999999`, 'PUT', { minutes: 10 })).status).toBe(404);
    const odd = await cms(`/${room.id}/mutes/${other.user.id}`, 'PUT', { minutes: 11 });
    expect(((await odd.json()) as { message: string }).message).toBe('Choose how long to mute them for');
    expect(await te.db.select().from(t.chatRoomMutes).where(eq(t.chatRoomMutes.roomId, room.id))).toEqual([]);
  });
});

describe('editors’ removals and reports', () => {
  it('an editor deletes any message in a room: audited, and told to everyone with the room open', async () => {
    const member = await signedIn(te.db);
    const room = await makeRoom(te.db);
    const message = await makeMessage(te.db, room.conversationId, member.user.id, { body: 'Rude words' });
    const listener = await listenToRoom(te.env, room.id, { id: member.user.id });
    const res = await api(editor.cookie, `/api/chat/rooms/${room.id}/messages/${message.id}`, 'DELETE');
    expect(res.status).toBe(200);
    await listener.waitFor((e) => e.type === 'room-message-updated' && e.message.deleted);
    expect(await lastAudit()).toMatchObject({ action: 'moderate', entity: 'message', entityId: String(message.id) });
    listener.close();
  });

  it('a report of a room message goes to the message-reports queue, and removing it there reaches the room', async () => {
    const reporter = await signedIn(te.db);
    const sender = await signedIn(te.db);
    const room = await makeRoom(te.db);
    const message = await makeMessage(te.db, room.conversationId, sender.user.id, { body: 'Unkind' });
    const path = `/api/chat/rooms/${room.id}/messages/${message.id}/report`;
    const filed = await api(reporter.cookie, path, 'POST', { reason: 'Harassment or hate' });
    expect(filed.status).toBe(201);
    const again = await api(reporter.cookie, path, 'POST', { reason: 'Harassment or hate' });
    expect(again.status).toBe(200);
    expect((await api(reporter.cookie, path, 'POST', { reason: 'Because' })).status).toBe(400);
    const queue = await json<MessageReportView[]>(api(editor.cookie, '/api/cms/message-reports?status=open'));
    const report = queue.find((r) => r.message.id === message.id)!;
    expect(report.message.body).toBe('Unkind');
    const listener = await listenToRoom(te.env, room.id, { id: reporter.user.id });
    expect((await api(editor.cookie, `/api/cms/message-reports/${report.id}`, 'PATCH', { action: 'remove' })).status).toBe(200);
    await listener.waitFor((e) => e.type === 'room-message-updated' && e.message.id === message.id && e.message.deleted);
    listener.close();
  });
});
