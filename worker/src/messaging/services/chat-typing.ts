import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatRoomMembers, chatRoomMutes, chatRooms, messagingSettings, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { forbidden, notFound } from '../../lib/errors';
import { publishToRoom } from '../live/publish';
import { JOIN_TO_SEND, mutedMessage, ROOM_NOT_FOUND, ROOM_TYPING_THROTTLE_SECONDS } from '../../schemas/chat';
import { MESSAGING_SUSPENDED_MESSAGE } from '../../schemas/messages';
import { personColumns, toMessagingPerson } from './messages-people';
import { countHitStatement } from '../../accounts/public';

/**
 * POST /rooms/:id/typing: "Name is typing…" to the room (docs/decisions/0040-live-rooms.md).
 * Only when the typer turned typing indicators on (off by default), and refused as sending is
 * (404 no room, 403 not joined, suspended or muted). A room has up to hundreds of listeners, so
 * the worker throttles it: one frame per member per room every ROOM_TYPING_THROTTLE_SECONDS,
 * counted in D1 (it holds across isolates); calls in between are answered and publish nothing.
 * The room's one copy reaches every screen; a screen whose member has the indicators off shows
 * nothing, and one with them on announces at most once per room per minute.
 */
export async function announceRoomTyping(db: Db, env: Env, viewerId: number, roomId: number, now = new Date()): Promise<{ ok: true }> {
  const [[room], [member], [settings], [mute], [person]] = await db.batch([
    db
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(and(eq(chatRooms.id, roomId), isNull(chatRooms.archivedAt))),
    db
      .select({ userId: chatRoomMembers.userId })
      .from(chatRoomMembers)
      .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, viewerId))),
    db
      .select({ typingIndicators: messagingSettings.typingIndicators, suspendedAt: messagingSettings.messagingSuspendedAt })
      .from(messagingSettings)
      .where(eq(messagingSettings.userId, viewerId)),
    db
      .select({ until: chatRoomMutes.until })
      .from(chatRoomMutes)
      .where(and(eq(chatRoomMutes.roomId, roomId), eq(chatRoomMutes.userId, viewerId), gt(chatRoomMutes.until, now.toISOString()))),
    db.select(personColumns).from(users).where(eq(users.id, viewerId)),
  ]);
  if (!room) throw notFound(ROOM_NOT_FOUND);
  if (!member) throw forbidden(JOIN_TO_SEND);
  if (settings?.suspendedAt) throw forbidden(MESSAGING_SUSPENDED_MESSAGE);
  if (mute) throw forbidden(mutedMessage(mute.until));
  if (!settings?.typingIndicators) return { ok: true };
  const [hit] = await countHitStatement(db, `room-typing:${roomId}:${viewerId}`, ROOM_TYPING_THROTTLE_SECONDS, now);
  if (hit!.count === 1) await publishToRoom(env, roomId, [{ type: 'room-typing', roomId, member: toMessagingPerson(person!) }]);
  return { ok: true };
}
