import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatRoomMembers, chatRoomMutes, chatRooms, conversations, users } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import { durationWords, ROOM_NOT_FOUND, slowModeWords, type CmsChatRoom, type RoomInput } from '../../schemas/chat';
import { auditIfChanged, auditInsert, insertedId } from '../../cms/public';
import { displayNameOf, personColumns, toMessagingPerson } from './messages-people';

// The CMS "Chat rooms" tab (docs/decisions/0027-chat-rooms.md): editors create, rename,
// describe, archive and order rooms, set slow mode, and mute members. Every change commits in
// one batch with its audit entry, as the CMS's other changes do.

export const CANNOT_MUTE_SELF = 'You cannot mute yourself.';
export const CANNOT_MUTE_STAFF = 'Editors and admins cannot be muted.';
export const MEMBER_NOT_FOUND = 'Member not found';

async function roomById(db: Db, id: number) {
  const room = await db.select().from(chatRooms).where(eq(chatRooms.id, id)).get();
  if (!room) throw notFound(ROOM_NOT_FOUND);
  return room;
}

/** GET /api/cms/chat-rooms: every room, archived ones too, in order, with members and mutes in force. */
export async function listCmsRooms(db: Db, now = new Date()): Promise<CmsChatRoom[]> {
  const [rooms, members, mutes] = await db.batch([
    db.select().from(chatRooms).orderBy(asc(chatRooms.position), asc(chatRooms.id)),
    db.select({ roomId: chatRoomMembers.roomId, n: count() }).from(chatRoomMembers).groupBy(chatRoomMembers.roomId),
    db
      .select({ roomId: chatRoomMutes.roomId, until: chatRoomMutes.until, ...personColumns })
      .from(chatRoomMutes)
      .innerJoin(users, eq(users.id, chatRoomMutes.userId))
      .where(gt(chatRoomMutes.until, now.toISOString()))
      .orderBy(asc(chatRoomMutes.until)),
  ]);
  const counts = new Map(members.map((m) => [m.roomId, m.n]));
  return rooms.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    position: r.position,
    slowModeSeconds: r.slowModeSeconds,
    archived: r.archivedAt !== null,
    members: counts.get(r.id) ?? 0,
    activeMutes: mutes.filter((m) => m.roomId === r.id).map((m) => ({ member: toMessagingPerson(m), until: m.until })),
  }));
}

const cmsRoom = async (db: Db, id: number) => (await listCmsRooms(db)).find((r) => r.id === id)!;

/** POST /api/cms/chat-rooms: a room (and the conversation that holds its messages), last in the order. */
export async function createRoom(db: Db, actor: CurrentUser, input: Required<RoomInput>): Promise<CmsChatRoom> {
  const [, [room]] = await db.batch([
    db.insert(conversations).values({ title: input.name, createdBy: actor.id }),
    db
      .insert(chatRooms)
      .values({
        conversationId: sql`last_insert_rowid()`,
        name: input.name,
        description: input.description,
        slowModeSeconds: input.slowModeSeconds,
        position: sql`(select coalesce(max(${chatRooms.position}), 0) + 1 from ${chatRooms})`,
        createdBy: actor.id,
      })
      .returning(),
    auditInsert(db, actor, { action: 'create', entity: 'chat-room', entityId: insertedId, summary: `Created chat room "${input.name}"` }),
  ]);
  return cmsRoom(db, room!.id);
}

/** PATCH /api/cms/chat-rooms/:id: rename, describe, slow mode, archive or bring back; one audit entry saying what changed. */
export async function updateRoom(
  db: Db,
  actor: CurrentUser,
  id: number,
  input: { name?: string; description?: string; slowModeSeconds?: number; archived?: boolean },
  now = new Date(),
): Promise<CmsChatRoom> {
  const room = await roomById(db, id);
  const changes: string[] = [];
  if (input.name !== undefined && input.name !== room.name) changes.push(`renamed to "${input.name}"`);
  if (input.description !== undefined && input.description !== room.description) changes.push('description changed');
  if (input.slowModeSeconds !== undefined && input.slowModeSeconds !== room.slowModeSeconds)
    changes.push(`slow mode: ${slowModeWords(input.slowModeSeconds)}`);
  if (input.archived !== undefined && input.archived !== (room.archivedAt !== null))
    changes.push(input.archived ? 'archived' : 'brought back');
  if (changes.length === 0) return cmsRoom(db, id);
  await db.batch([
    db
      .update(chatRooms)
      .set({
        name: input.name,
        description: input.description,
        slowModeSeconds: input.slowModeSeconds,
        ...(input.archived === undefined ? {} : { archivedAt: input.archived ? (room.archivedAt ?? now.toISOString()) : null }),
      })
      .where(eq(chatRooms.id, id)),
    auditInsert(db, actor, {
      action: input.slowModeSeconds !== undefined && input.slowModeSeconds !== room.slowModeSeconds ? 'moderate' : 'update',
      entity: 'chat-room',
      entityId: id,
      summary: `Chat room "${room.name}": ${changes.join(', ')}`,
    }),
  ]);
  return cmsRoom(db, id);
}

/** POST /api/cms/chat-rooms/:id/move: swaps the room with its neighbour above or below; at either end nothing changes. */
export async function moveRoom(db: Db, actor: CurrentUser, id: number, direction: 'up' | 'down'): Promise<CmsChatRoom[]> {
  const room = await roomById(db, id);
  const neighbour = await db
    .select()
    .from(chatRooms)
    .where(
      direction === 'up'
        ? sql`(${chatRooms.position}, ${chatRooms.id}) < (${room.position}, ${room.id})`
        : sql`(${chatRooms.position}, ${chatRooms.id}) > (${room.position}, ${room.id})`,
    )
    .orderBy(
      direction === 'up' ? desc(chatRooms.position) : asc(chatRooms.position),
      direction === 'up' ? desc(chatRooms.id) : asc(chatRooms.id),
    )
    .limit(1)
    .get();
  if (!neighbour) return listCmsRooms(db);
  // Equal positions (rooms made before ordering) are told apart by id: give each a distinct one.
  const [mine, theirs] =
    neighbour.position === room.position
      ? direction === 'up'
        ? [room.position, room.position + 1]
        : [room.position + 1, room.position]
      : [neighbour.position, room.position];
  await db.batch([
    db.update(chatRooms).set({ position: mine }).where(eq(chatRooms.id, room.id)),
    db.update(chatRooms).set({ position: theirs }).where(eq(chatRooms.id, neighbour.id)),
    auditInsert(db, actor, { action: 'update', entity: 'chat-room', entityId: id, summary: `Moved chat room "${room.name}" ${direction}` }),
  ]);
  return listCmsRooms(db);
}

/**
 * PUT /api/cms/chat-rooms/:id/mutes/:memberId: the member cannot send in this room until the
 * time; muting again sets a new end. Editors and admins are not muted (they moderate), and no one mutes themselves.
 */
export async function muteMember(db: Db, actor: CurrentUser, roomId: number, memberId: number, minutes: number, now = new Date()) {
  const room = await roomById(db, roomId);
  const member = await db
    .select({ ...personColumns, role: users.role })
    .from(users)
    .where(eq(users.id, memberId))
    .get();
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  if (member.id === actor.id) throw new ApiError('bad_request', CANNOT_MUTE_SELF);
  if (member.role !== 'member') throw new ApiError('forbidden', CANNOT_MUTE_STAFF);
  const until = new Date(now.getTime() + minutes * 60_000).toISOString();
  await db.batch([
    db
      .insert(chatRoomMutes)
      .values({ roomId, userId: memberId, until, mutedBy: actor.id })
      .onConflictDoUpdate({ target: [chatRoomMutes.roomId, chatRoomMutes.userId], set: { until, mutedBy: actor.id } }),
    auditInsert(db, actor, {
      action: 'moderate',
      entity: 'member',
      entityId: memberId,
      summary: `Muted ${displayNameOf(member)} in chat room "${room.name}" for ${durationWords(minutes * 60)}`,
    }),
  ]);
  return { memberId, until };
}

/** DELETE /api/cms/chat-rooms/:id/mutes/:memberId: lifts a mute in force (audited only when there was one). */
export async function unmuteMember(db: Db, actor: CurrentUser, roomId: number, memberId: number, now = new Date()) {
  const room = await roomById(db, roomId);
  await db.batch([
    db
      .delete(chatRoomMutes)
      .where(and(eq(chatRoomMutes.roomId, roomId), eq(chatRoomMutes.userId, memberId), gt(chatRoomMutes.until, now.toISOString()))),
    auditIfChanged(db, actor, {
      action: 'moderate',
      entity: 'member',
      entityId: memberId,
      summary: `Lifted the mute of member ${memberId} in chat room "${room.name}"`,
    }),
    // An expired mute is the same as none: clear it too, unaudited.
    db
      .delete(chatRoomMutes)
      .where(and(eq(chatRoomMutes.roomId, roomId), eq(chatRoomMutes.userId, memberId), lt(chatRoomMutes.until, now.toISOString()))),
  ]);
  return { ok: true as const };
}
