// A session that ends ends everywhere, live sockets included (docs/decisions/0047). Every socket
// of a live channel is opened by one session and remembers it (live/live-hub.ts); whatever ends
// sessions or changes a member's standing calls one of these once its change has committed, so
// the request answers only when nothing of the ended session can hear any more.
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveRoomListeners, sessions, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { unauthorized } from '../../lib/errors';
import { LIVE_MEMBER_HEADER, LIVE_NAME_HEADER, LIVE_PRESENCE_HEADER, LIVE_SESSION_ENDS_HEADER, LIVE_SESSION_HEADER } from './protocol';
import { closeMemberSockets, liveStub, memberChannel, roomChannel } from './publish';
import type { SessionRef } from '../../accounts/public';

const liveSessionsOf = (db: Db, memberId: number, now: Date) =>
  db
    .select({ id: sessions.publicId })
    .from(sessions)
    .where(and(eq(sessions.userId, memberId), gt(sessions.expiresAt, now.toISOString())));

const roomsOf = (db: Db, memberId: number) =>
  db.select({ roomId: liveRoomListeners.roomId }).from(liveRoomListeners).where(eq(liveRoomListeners.userId, memberId));

/** The member's own channel and every room's they opened a socket on. */
const channelsOf = (memberId: number, rooms: { roomId: number }[]) => [memberChannel(memberId), ...rooms.map((r) => roomChannel(r.roomId))];

/**
 * Closes every socket of the member's that no live session of theirs opened, on their own
 * channel and on every room's: after a sign-out, a revoked session, "sign out everywhere", a new
 * password, an administrator's sign-out or the account's deletion. It reads which sessions are
 * live after the change (the same database handle, so it sees its own write), so one call after
 * any change is right, and a socket some earlier change missed goes too.
 */
export async function closeEndedSessions(db: Db, env: Env, memberId: number, now = new Date()): Promise<void> {
  if (!env.LIVE) return;
  const [live, rooms, account] = await db.batch([
    liveSessionsOf(db, memberId, now),
    roomsOf(db, memberId),
    db.select({ id: users.id }).from(users).where(eq(users.id, memberId)),
  ]);
  await closeMemberSockets(env, channelsOf(memberId, rooms), { memberId, keep: live.map((s) => s.id), close: 'signed-out' });
  // A deleted account opens no socket again: its rooms are forgotten once its sockets are closed.
  if (!account[0] && rooms.length > 0) await db.delete(liveRoomListeners).where(eq(liveRoomListeners.userId, memberId));
}

/**
 * Closes all of a member's sockets so their screens reconnect at once and read again who they
 * are (a suspension, or its end: the banner and the refusals show without a reload).
 */
export async function reconnectMemberSockets(db: Db, env: Env, memberId: number): Promise<void> {
  if (!env.LIVE) return;
  await closeMemberSockets(env, channelsOf(memberId, await roomsOf(db, memberId)), { memberId, close: 'reconnect' });
}

type Opening = {
  member: { id: number; displayName: string };
  session: SessionRef;
  /** The room whose channel this is; none for the member's own. */
  roomId?: number;
};

/**
 * Hands a WebSocket to a channel's Durable Object, tied to the session that asked, then checks
 * that the session is still live: it may have ended between the request's session lookup and
 * the object's accepting the socket, after the end's sweep had passed this object by. Checked
 * on the primary in one batch that also records a room's channel, so whichever comes second, the
 * sweep or this check, sees the other. A session found ended closes the socket before its
 * client ever has it, and the answer is 401.
 */
export async function openLiveSocket(primary: Db, env: Env, { member, session, roomId }: Opening): Promise<Response | null> {
  const channel = roomId === undefined ? memberChannel(member.id) : roomChannel(roomId);
  const stub = liveStub(env, channel);
  if (!stub) return null;
  const upgraded = await stub.fetch('https://live.internal/connect', {
    headers: {
      Upgrade: 'websocket',
      [LIVE_MEMBER_HEADER]: String(member.id),
      [LIVE_NAME_HEADER]: encodeURIComponent(member.displayName),
      [LIVE_SESSION_HEADER]: session.id,
      [LIVE_SESSION_ENDS_HEADER]: String(session.ends.getTime()),
      ...(roomId === undefined ? {} : { [LIVE_PRESENCE_HEADER]: '1' }),
    },
  });
  if (upgraded.status !== 101) return upgraded;
  const now = new Date().toISOString();
  const stillLive = and(eq(sessions.publicId, session.id), eq(sessions.userId, member.id), gt(sessions.expiresAt, now));
  const check = primary.select({ id: sessions.publicId }).from(sessions).where(stillLive);
  const [live] =
    roomId === undefined
      ? [await check]
      : await primary.batch([check, primary.insert(liveRoomListeners).values({ userId: member.id, roomId }).onConflictDoNothing()]);
  if (live.length === 0) {
    await closeEndedSessions(primary, env, member.id);
    throw unauthorized();
  }
  return upgraded;
}
