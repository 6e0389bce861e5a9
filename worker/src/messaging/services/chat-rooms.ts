import { and, asc, eq, gt, isNull, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatRoomMembers, chatRoomMutes, chatRooms, conversations, messages, messagingSettings, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { notFound } from '../../lib/errors';
import { roomListeners } from '../live/publish';
import type { CurrentUser } from '../../schemas/auth';
import { JOIN_TO_SEND, mutedMessage, ROOM_NOT_FOUND, type ChatRoomDetail, type ChatRoomSummary } from '../../schemas/chat';
import type { MessagingPerson } from '../../schemas/messages';
import { cannotSendReason } from './conversations';
import { blockedByMember, displayNameOf, personColumns, toMessagingPerson } from './messages-people';

// Community chat rooms as members see them (docs/decisions/0027-chat-rooms.md): the list at
// /chat, one room, joining and leaving, the read mark, and who can be @mentioned. An archived
// room is gone for members: every member route answers 404 for it, as for one that never was.

export type RoomRow = typeof chatRooms.$inferSelect;

export const isModerator = (viewer: CurrentUser) => viewer.role === 'editor' || viewer.role === 'admin';

/** An open (not archived) room, or 404. */
export async function openRoom(db: Db, roomId: number): Promise<RoomRow> {
  const room = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.id, roomId), isNull(chatRooms.archivedAt)))
    .get();
  if (!room) throw notFound(ROOM_NOT_FOUND);
  return room;
}

/** Messages in a room after a read mark, leaving out members the viewer blocked. */
const unreadAfter = (viewerId: number) =>
  sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${chatRooms.conversationId}
    and ${messages.id} > ${chatRoomMembers.lastReadMessageId} and ${messages.deletedAt} is null
    and ${messages.senderId} is not ${viewerId}
    and (${messages.senderId} is null or ${messages.senderId} not in ${blockedByMember(viewerId)}))`;

const summaryColumns = (viewerId: number) => ({
  room: chatRooms,
  lastActivityAt: conversations.lastMessageAt,
  joined: sql<number>`${chatRoomMembers.userId} is not null`,
  lastReadMessageId: chatRoomMembers.lastReadMessageId,
  unread: sql<number>`case when ${chatRoomMembers.userId} is null then 0 else ${unreadAfter(viewerId)} end`,
});

type SummaryRow = {
  room: RoomRow;
  lastActivityAt: string | null;
  joined: number;
  lastReadMessageId: number | null;
  unread: number;
};

const toSummary = (r: SummaryRow, hereNow: number): ChatRoomSummary => ({
  id: r.room.id,
  name: r.room.name,
  description: r.room.description,
  hereNow,
  joined: Boolean(r.joined),
  unread: r.unread,
  lastActivityAt: r.lastActivityAt,
  slowModeSeconds: r.room.slowModeSeconds,
});

const summaries = (db: Db, viewerId: number) =>
  db
    .select(summaryColumns(viewerId))
    .from(chatRooms)
    .innerJoin(conversations, eq(conversations.id, chatRooms.conversationId))
    .leftJoin(chatRoomMembers, and(eq(chatRoomMembers.roomId, chatRooms.id), eq(chatRoomMembers.userId, viewerId)));

/** GET /api/chat/rooms: the open rooms in the editors' order, with who is here now from each room's channel. */
export async function listRooms(db: Db, env: Env, viewerId: number): Promise<ChatRoomSummary[]> {
  const rows = await summaries(db, viewerId).where(isNull(chatRooms.archivedAt)).orderBy(asc(chatRooms.position), asc(chatRooms.id));
  const here = await Promise.all(rows.map((r) => roomListeners(env, r.room.id)));
  return rows.map((r, i) => toSummary(r, here[i]!.length));
}

/** GET /api/chat/rooms/:id: the room, and whether (and if not, why) the viewer can send in it. */
export async function getRoom(db: Db, env: Env, viewer: CurrentUser, roomId: number, now = new Date()): Promise<ChatRoomDetail> {
  const [rows, [mute], [settings]] = await db.batch([
    summaries(db, viewer.id).where(and(eq(chatRooms.id, roomId), isNull(chatRooms.archivedAt))),
    db
      .select({ until: chatRoomMutes.until })
      .from(chatRoomMutes)
      .where(and(eq(chatRoomMutes.roomId, roomId), eq(chatRoomMutes.userId, viewer.id), gt(chatRoomMutes.until, now.toISOString()))),
    db
      .select({ suspendedAt: messagingSettings.messagingSuspendedAt })
      .from(messagingSettings)
      .where(eq(messagingSettings.userId, viewer.id)),
  ]);
  const row = rows[0];
  if (!row) throw notFound(ROOM_NOT_FOUND);
  const mutedUntil = mute?.until ?? null;
  const reason =
    cannotSendReason(viewer, 'active', settings?.suspendedAt ?? null) ??
    (mutedUntil ? mutedMessage(mutedUntil) : row.joined ? null : JOIN_TO_SEND);
  return {
    ...toSummary(row, (await roomListeners(env, roomId)).length),
    canSend: reason === null,
    cannotSendReason: reason,
    mutedUntil,
    moderator: isModerator(viewer),
    lastReadMessageId: row.lastReadMessageId ?? 0,
    viewerName: displayNameOf(viewer),
  };
}

/** POST /rooms/:id/join: the member is in (joining again changes nothing); their read mark starts at the newest message. */
export async function joinRoom(db: Db, env: Env, viewer: CurrentUser, roomId: number): Promise<ChatRoomDetail> {
  const room = await openRoom(db, roomId);
  await db
    .insert(chatRoomMembers)
    .values({
      roomId,
      userId: viewer.id,
      lastReadMessageId: sql`coalesce((select max(${messages.id}) from ${messages} where ${messages.conversationId} = ${room.conversationId}), 0)`,
    })
    .onConflictDoNothing();
  return getRoom(db, env, viewer, roomId);
}

/** POST /rooms/:id/leave: the room stays readable; sending waits for joining again. */
export async function leaveRoom(db: Db, env: Env, viewer: CurrentUser, roomId: number): Promise<ChatRoomDetail> {
  await openRoom(db, roomId);
  await db.delete(chatRoomMembers).where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, viewer.id)));
  return getRoom(db, env, viewer, roomId);
}

/** POST /rooms/:id/read: moves the joined viewer's mark forward only (never back, never past the room's own messages). */
export async function markRoomRead(db: Db, viewerId: number, roomId: number, lastReadMessageId: number): Promise<{ ok: true }> {
  const room = await openRoom(db, roomId);
  const newest = sql`(select coalesce(max(${messages.id}), 0) from ${messages} where ${messages.conversationId} = ${room.conversationId} and ${messages.id} <= ${lastReadMessageId})`;
  await db
    .update(chatRoomMembers)
    .set({ lastReadMessageId: sql`max(${chatRoomMembers.lastReadMessageId}, ${newest})` })
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, viewerId)));
  return { ok: true };
}

const MENTION_LIMIT = 8;

/**
 * GET /rooms/:id/members?q=: the room's members whose display name starts with (a word of) `q`,
 * for the @mention autocomplete: names only, never addresses (decision 0003), and never a member
 * the viewer blocked.
 */
export async function mentionCandidates(db: Db, viewerId: number, roomId: number, q: string): Promise<MessagingPerson[]> {
  await openRoom(db, roomId);
  const escaped = q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const name = sql`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
  const rows = await db
    .select(personColumns)
    .from(chatRoomMembers)
    .innerJoin(users, eq(users.id, chatRoomMembers.userId))
    .where(
      and(
        eq(chatRoomMembers.roomId, roomId),
        ne(users.id, viewerId),
        sql`${users.id} not in ${blockedByMember(viewerId)}`,
        q ? sql`(${like(name, `${escaped}%`)} escape '\\' or ${like(name, `% ${escaped}%`)} escape '\\')` : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(MENTION_LIMIT);
  return rows.map(toMessagingPerson);
}
