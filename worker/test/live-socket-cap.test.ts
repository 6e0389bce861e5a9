import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveStub, memberChannel, publishToMembers, publishToRoom, roomChannel } from '../src/messaging/live/publish';
import { LIVE_CLOSE, MAX_SOCKETS_PER_MEMBER } from '../src/schemas/live';
import { makeRoom } from './support/chat-factories';
import { createTestEnv } from './support/env';
import { sessionOf, signedIn } from './support/factories';
import { openThroughRoute, type WatchedSocket } from './support/live-sockets';

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const settle = () => new Promise((r) => setTimeout(r, 300));

async function listenerCount(channel: string, memberId: number): Promise<number> {
  const res = await liveStub(te.env, channel)!.fetch('https://live.internal/listeners');
  return ((await res.json()) as { listeners: { memberId: number }[] }).listeners.filter((l) => l.memberId === memberId).length;
}

async function openMany(path: string, cookies: string[]): Promise<WatchedSocket[]> {
  const sockets: WatchedSocket[] = [];
  // One after another, as tabs open: the order decides which is oldest.
  for (const cookie of cookies) {
    const { status, socket } = await openThroughRoute(te.env, path, cookie);
    expect(status).toBe(101);
    sockets.push(socket!);
  }
  return sockets;
}

describe(`one member holds at most ${MAX_SOCKETS_PER_MEMBER} sockets on a channel (decision 0047)`, () => {
  it("on a room's channel the oldest gives way to the newest, says why, and hears nothing more; others in the room are untouched", async () => {
    const member = await signedIn(te.db);
    const other = await signedIn(te.db);
    const room = await makeRoom(te.db);
    const theirs = await openMany(`/api/live/rooms/${room.id}`, Array(MAX_SOCKETS_PER_MEMBER + 1).fill(member.cookie));
    const [otherSocket] = await openMany(`/api/live/rooms/${room.id}`, [other.cookie]);
    expect(await listenerCount(roomChannel(room.id), member.user.id)).toBe(MAX_SOCKETS_PER_MEMBER);
    expect(await listenerCount(roomChannel(room.id), other.user.id)).toBe(1);

    const oldest = theirs[0]!;
    const heard = oldest.frames.length;
    const someone = { id: other.user.id, displayName: 'Other', initials: 'O', profileImageUrl: null };
    await publishToRoom(te.env, room.id, [{ type: 'room-typing', roomId: room.id, member: someone }]);
    for (const s of [...theirs.slice(1), otherSocket!]) await s.hear((f: { type?: string }) => f.type === 'room-typing');
    await settle();
    expect(oldest.frames.length).toBe(heard);
    expect(await oldest.closing()).toEqual(LIVE_CLOSE.replaced);
    for (const s of [...theirs, otherSocket!]) s.close();
  });

  it('on their own channel too, counted across their devices (sessions)', async () => {
    const member = await signedIn(te.db);
    const phone = await sessionOf(te.db, member.user.id);
    const cookies = [phone.cookie, ...Array(MAX_SOCKETS_PER_MEMBER).fill(member.cookie)];
    const sockets = await openMany('/api/live', cookies);
    expect(await listenerCount(memberChannel(member.user.id), member.user.id)).toBe(MAX_SOCKETS_PER_MEMBER);
    await publishToMembers(te.env, [{ memberId: member.user.id, event: { type: 'conversation', conversationId: 1 } }]);
    for (const s of sockets.slice(1)) await s.hear((f: { type?: string }) => f.type === 'conversation');
    await settle();
    expect(sockets[0]!.frames).toEqual([]);
    for (const s of sockets) s.close();
  });
});
