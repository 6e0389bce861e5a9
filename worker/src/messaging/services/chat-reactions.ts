import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatRoomMembers, chatRoomMutes, memberBlocks, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { forbidden, notFound } from '../../lib/errors';
import { publishToRoom } from '../live/publish';
import { JOIN_TO_SEND, mutedMessage, type RoomReactionCount } from '../../schemas/chat';
import { REACTIONS, type MessageView, type Reaction } from '../../schemas/messages';
import { openRoom } from './chat-rooms';
import { findMessageIn, MESSAGE_NOT_FOUND, flipReaction, reactionRowsOf, type ReactionRow } from './messages';
import { personColumns, toMessagingPerson } from './messages-people';
import { ownView } from './messages-store';

// Reactions in chat rooms (docs/decisions/0040-live-rooms.md): the same labelled reactions and
// table as private messages. The room's channel carries one copy for everyone, so it says who
// made each reaction and every screen works out its own "mine".

/** Each reaction with who made it, in the picker's order (the room's one copy). */
export function roomReactionCounts(rows: ReactionRow[]): RoomReactionCount[] {
  return REACTIONS.flatMap((reaction) => {
    const memberIds = rows.filter((r) => r.reaction === reaction).map((r) => r.userId);
    return memberIds.length ? [{ reaction, count: memberIds.length, memberIds }] : [];
  });
}

/**
 * POST /rooms/:id/messages/:messageId/reactions: adds the viewer's reaction, or takes it away.
 * Reacting is taking part, so it needs the room joined (403) and no mute here (403), as sending
 * does; a suspended member may still react (a label, not words: decision 0020's rule for
 * private messages). A deleted message, or one from a member the viewer blocked, is 404.
 */
export async function toggleRoomReaction(
  db: Db,
  env: Env,
  viewerId: number,
  roomId: number,
  messageId: number,
  reaction: Reaction,
  now = new Date(),
): Promise<MessageView> {
  const room = await openRoom(db, roomId);
  const message = await findMessageIn(db, room.conversationId, messageId);
  const [[member], [mute], [blocked], [actor]] = await db.batch([
    db
      .select({ userId: chatRoomMembers.userId })
      .from(chatRoomMembers)
      .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, viewerId))),
    db
      .select({ until: chatRoomMutes.until })
      .from(chatRoomMutes)
      .where(and(eq(chatRoomMutes.roomId, roomId), eq(chatRoomMutes.userId, viewerId), gt(chatRoomMutes.until, now.toISOString()))),
    db
      .select({ n: sql<number>`1` })
      .from(memberBlocks)
      .where(and(eq(memberBlocks.blockerId, viewerId), eq(memberBlocks.blockedId, message.senderId ?? 0))),
    db.select(personColumns).from(users).where(eq(users.id, viewerId)),
  ]);
  if (message.deletedAt || blocked) throw notFound(MESSAGE_NOT_FOUND);
  if (!member) throw forbidden(JOIN_TO_SEND);
  if (mute) throw forbidden(mutedMessage(mute.until));

  const added = await flipReaction(db, messageId, viewerId, reaction);

  const rows = await reactionRowsOf(db, [messageId]);
  await publishToRoom(env, roomId, [
    {
      type: 'room-reactions',
      roomId,
      messageId,
      by: toMessagingPerson(actor!),
      reaction,
      added,
      reactions: roomReactionCounts(rows),
    },
  ]);
  return ownView(db, messageId, viewerId);
}
