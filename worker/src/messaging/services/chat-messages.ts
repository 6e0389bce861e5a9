import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertWhen } from '../../db/insert-when';
import { reusedStatements } from '../../db/reused';
import { chatRoomMembers, chatRoomMutes, chatRooms, messageReactions, messages, messagingSettings, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import { publishToRoom } from '../live/publish';
import type { CurrentUser } from '../../schemas/auth';
import { JOIN_TO_SEND, mutedMessage, ROOM_NOT_FOUND, slowModeMessage } from '../../schemas/chat';
import { MESSAGE_RATE_LIMIT, MESSAGING_SUSPENDED_MESSAGE, NOT_YOUR_MESSAGE, type MessagePage } from '../../schemas/messages';
import { auditInsert } from '../../cms/public';
import { isModerator, openRoom } from './chat-rooms';
import { publishRoomMessageUpdated, roomCopy } from './chat-live';
import { tellMentioned } from './chat-mentions';
import { findMessageIn, listMessages, MESSAGE_NOT_FOUND, toMessageView } from './messages';
import { fileMessageReport } from './message-reports';
import { personColumns } from './messages-people';
import { messageByClientId, messageByClientIdQuery, messageHitValues, ownView, repeatOf, type Sent } from './messages-store';
import { countHitAt, NOT_STORED_MESSAGE, refuseOverLimit } from '../../accounts/public';

// A room's messages (docs/decisions/0027-chat-rooms.md): stored in D1 first, as private
// messages are (the same table, compose rules and idempotent clientId), then published once to
// the room's live channel, then answered. Editors delete any message here; every such removal
// is audited, as the CMS's changes are. A send's SQL is built once per isolate (db/reused.ts).

/** GET /rooms/:id/messages: any signed-in member reads an open room, joined or not. */
export async function listRoomMessages(
  db: Db,
  viewerId: number,
  roomId: number,
  cursor: { before?: number; after?: number },
): Promise<MessagePage> {
  const room = await openRoom(db, roomId);
  // Each reader's own page: reactions with their own "mine" (decision 0040).
  return listMessages(db, viewerId, room.conversationId, cursor, { room: true });
}

/**
 * A room send's lookups, in one batch: the room, the sender's membership, a stored message with
 * the same clientId, their messaging suspension, a mute here, the limit's count and the sender's
 * name. Every value comes from `v` (reused SQL: db/reused.ts).
 */
export function roomSendLookups(
  db: Db,
  v: { roomId: number; viewerId: number; clientId: string; at: string; limitKey: string; stale: string },
) {
  return [
    db
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.id, v.roomId), sql`${chatRooms.archivedAt} is null`)),
    db
      .select({ userId: chatRoomMembers.userId })
      .from(chatRoomMembers)
      .where(and(eq(chatRoomMembers.roomId, v.roomId), eq(chatRoomMembers.userId, v.viewerId))),
    messageByClientIdQuery(db, v.viewerId, v.clientId),
    db
      .select({ suspendedAt: messagingSettings.messagingSuspendedAt })
      .from(messagingSettings)
      .where(eq(messagingSettings.userId, v.viewerId)),
    db
      .select({ until: chatRoomMutes.until })
      .from(chatRoomMutes)
      .where(and(eq(chatRoomMutes.roomId, v.roomId), eq(chatRoomMutes.userId, v.viewerId), gt(chatRoomMutes.until, v.at))),
    countHitAt(db, { key: v.limitKey, at: v.at, stale: v.stale }),
    db.select(personColumns).from(users).where(eq(users.id, v.viewerId)),
  ] as const;
}

/**
 * A room message's store: the insert (nothing on a repeated clientId). The room's newest message
 * and the sender's read mark move with it, in the insert's own trigger (migrations/0042). With
 * `slowSince` (slow mode: the wait before now), it stores only while the sender has no message
 * here since then, read in the insert itself, so messages sent at once cannot all pass the
 * check before it (decision 0048).
 */
export function roomStoreStatements(
  db: Db,
  v: { roomId: number; conversationId: number; viewerId: number; clientId: string; body: string; at: string; slowSince: string | null },
) {
  const allowed = sql`(${v.slowSince} is null or not exists (select 1 from ${messages} where ${messages.conversationId} = ${v.conversationId}
    and ${messages.senderId} = ${v.viewerId} and ${messages.createdAt} > ${v.slowSince}))`;
  return [
    insertWhen(
      db,
      messages,
      { conversationId: v.conversationId, senderId: v.viewerId, clientId: v.clientId, body: v.body, createdAt: v.at },
      allowed,
    )
      .onConflictDoNothing()
      .returning(),
  ] as const;
}

/**
 * POST /rooms/:id/messages: 201 with the stored message, or 200 with it for a repeated clientId.
 * Refused, in this order: not a room (404), not joined (403), messaging suspended (403), muted
 * here (403, until when), slow mode (429, saying when), the messages' own rate limit (429).
 */
export async function sendRoomMessage(
  db: Db,
  env: Env,
  viewer: CurrentUser,
  roomId: number,
  input: { body: string; clientId: string },
  now = new Date(),
  /** The site's address, for the links in mention mails. */
  origin = env.SITE_URL ?? '',
): Promise<Sent> {
  const at = now.toISOString();
  const [[room], [member], [existing], [settings], [mute], [count], [sender]] = await db.batch(
    reusedStatements(
      db,
      'room.send.lookups',
      { roomId, viewerId: viewer.id, clientId: input.clientId, ...messageHitValues(viewer.id, now) },
      (v) => roomSendLookups(db, v),
    ),
  );
  if (!room) throw notFound(ROOM_NOT_FOUND);
  if (!member) throw forbidden(JOIN_TO_SEND);
  if (existing) return repeatOf(db, existing, room.conversationId, viewer.id);
  if (settings?.suspendedAt) throw forbidden(MESSAGING_SUSPENDED_MESSAGE);
  if (mute) throw forbidden(mutedMessage(mute.until));
  if (room.slowModeSeconds > 0) await refuseTooSoon(db, room, viewer.id, input.clientId, now);
  refuseOverLimit(count!, MESSAGE_RATE_LIMIT, now);

  const slowSince = room.slowModeSeconds > 0 ? new Date(now.getTime() - room.slowModeSeconds * 1000).toISOString() : null;
  const [inserted] = await db.batch(
    reusedStatements(
      db,
      'room.send.store',
      { roomId, conversationId: room.conversationId, viewerId: viewer.id, clientId: input.clientId, body: input.body, at, slowSince },
      (v) => roomStoreStatements(db, v),
    ),
  );
  const row = inserted[0];
  if (!row) return notStored(db, room, viewer.id, input.clientId, now);
  const view = toMessageView({ message: row, sender: sender! }, [], viewer.id);
  await publishToRoom(env, roomId, [{ type: 'room-message', roomId, message: roomCopy(view) }]);
  if (input.body.includes('@'))
    await tellMentioned(db, env, { roomId, roomName: room!.name, messageId: row.id, senderId: viewer.id, body: input.body, origin }, now);
  return { message: view, created: true };
}

/**
 * Nothing inserted: the same clientId arrived at the same moment and that request stored it, or
 * another of the member's messages here, sent at the same moment, started slow mode's wait.
 */
async function notStored(db: Db, room: { conversationId: number; slowModeSeconds: number }, viewerId: number, clientId: string, now: Date) {
  const stored = await messageByClientId(db, viewerId, clientId);
  if (stored) return repeatOf(db, stored, room.conversationId, viewerId);
  await refuseTooSoon(db, room, viewerId, clientId, now);
  throw new ApiError('conflict', NOT_STORED_MESSAGE);
}

/**
 * Slow mode: the member's last message here must be at least N seconds old; the 429 says how
 * long is left. Not counting this very message (`clientId`), should a repeat sent at the same
 * moment have stored it: that one is answered with the stored message.
 */
async function refuseTooSoon(
  db: Db,
  room: { conversationId: number; slowModeSeconds: number },
  viewerId: number,
  clientId: string,
  now: Date,
) {
  const last = await db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, room.conversationId), eq(messages.senderId, viewerId), ne(messages.clientId, clientId)))
    .orderBy(desc(messages.id))
    .limit(1)
    .get();
  if (!last) return;
  const waitMs = Date.parse(last.createdAt) + room.slowModeSeconds * 1000 - now.getTime();
  if (waitMs > 0) {
    // At most the whole wait: a message sent at the same moment may carry a time a little after `now`.
    const wait = Math.min(room.slowModeSeconds, Math.ceil(waitMs / 1000));
    throw new ApiError('too_many_requests', slowModeMessage(wait), undefined, { 'Retry-After': String(wait) });
  }
}

/**
 * DELETE /rooms/:id/messages/:messageId: a member deletes their own message; an editor or admin
 * deletes anyone's (moderation, audited in the same batch). Either way "Message deleted" for everyone.
 */
export async function deleteRoomMessage(db: Db, env: Env, viewer: CurrentUser, roomId: number, messageId: number, now = new Date()) {
  const room = await openRoom(db, roomId);
  const message = await findMessageIn(db, room.conversationId, messageId);
  const own = message.senderId === viewer.id;
  if (!own && !isModerator(viewer)) throw forbidden(NOT_YOUR_MESSAGE);
  if (!message.deletedAt) {
    await db.batch([
      db.update(messages).set({ body: '', deletedAt: now.toISOString() }).where(eq(messages.id, messageId)),
      db.delete(messageReactions).where(eq(messageReactions.messageId, messageId)),
      ...(own
        ? []
        : [
            auditInsert(db, viewer, {
              action: 'moderate',
              entity: 'message',
              entityId: messageId,
              summary: `Deleted message ${messageId} in chat room "${room.name}"`,
            }),
          ]),
    ]);
    await publishRoomMessageUpdated(db, env, roomId, messageId);
  }
  return ownView(db, messageId, viewer.id);
}

/** POST /rooms/:id/messages/:messageId/report: to the same editors' queue as private messages' reports. */
export async function reportRoomMessage(
  db: Db,
  viewerId: number,
  roomId: number,
  messageId: number,
  input: { reason: string; details: string },
): Promise<{ id: number; created: boolean }> {
  const room = await openRoom(db, roomId);
  const message = await findMessageIn(db, room.conversationId, messageId);
  if (message.deletedAt) throw notFound(MESSAGE_NOT_FOUND);
  return fileMessageReport(db, viewerId, messageId, input);
}
