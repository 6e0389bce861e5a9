import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema';
import type { Env } from '../../src/platform/env';
import { LIVE_MEMBER_HEADER, LIVE_NAME_HEADER, LIVE_PRESENCE_HEADER } from '../../src/messaging/live/protocol';
import { liveStub, roomChannel } from '../../src/messaging/live/publish';
import type { RoomLiveEvent } from '../../src/schemas/chat';

let sequence = 0;

/** A chat room written straight to the tables: its conversation, then the room. */
export async function makeRoom(db: Db, overrides: Partial<typeof t.chatRooms.$inferInsert> = {}) {
  const [conversation] = await db.insert(t.conversations).values({ title: 'room' }).returning();
  const [room] = await db
    .insert(t.chatRooms)
    .values({ conversationId: conversation!.id, name: `Room ${++sequence}`, position: sequence, ...overrides })
    .returning();
  return room!;
}

/** Members who joined the room. */
export async function joinRows(db: Db, roomId: number, userIds: number[]) {
  await db.insert(t.chatRoomMembers).values(userIds.map((userId) => ({ roomId, userId })));
}

/** A socket on a room's live channel (GET /api/live/rooms/:id leads here), with the events it received. */
export async function listenToRoom(env: Env, roomId: number, member: { id: number; name?: string }) {
  const res = await liveStub(env, roomChannel(roomId))!.fetch('https://live.internal/connect', {
    headers: {
      Upgrade: 'websocket',
      [LIVE_MEMBER_HEADER]: String(member.id),
      [LIVE_NAME_HEADER]: encodeURIComponent(member.name ?? 'Member'),
      [LIVE_PRESENCE_HEADER]: '1',
    },
  });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const events: RoomLiveEvent[] = [];
  const waiters: Array<() => void> = [];
  socket.addEventListener('message', (e) => {
    if (typeof e.data === 'string' && e.data !== 'pong') events.push(JSON.parse(e.data) as RoomLiveEvent);
    waiters.splice(0).forEach((w) => w());
  });
  socket.accept();
  const waitFor = async (match: (e: RoomLiveEvent) => boolean): Promise<RoomLiveEvent> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No matching room event; got ${JSON.stringify(events)}`);
      await new Promise<void>((r) => (waiters.push(r), setTimeout(r, 100)));
    }
  };
  return { socket, events, waitFor, close: () => socket.close(1000, 'done') };
}
