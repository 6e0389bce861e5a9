import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberBlocks, messageReactions, messages } from '../../db/schema';
import type { Env } from '../../platform/env';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import { EDIT_WINDOW_MINUTES, EDIT_WINDOW_PASSED, NOT_YOUR_MESSAGE, type MessageView, type Reaction } from '../../schemas/messages';
import { membershipOf } from './conversations';
import { findMessageIn, flipReaction, MESSAGE_NOT_FOUND, type MessageRow } from './messages';
import { publishMessageUpdated } from './messages-live';
import { assertMessagingAllowed, ownView } from './messages-store';

// Changing a message: its sender edits it within the window or deletes it ("Message deleted"
// for everyone); any member who sees it toggles a reaction. Each change is stored, then
// published as `message-updated` to everyone who sees the message.

/** The viewer's own message in a conversation they are in; someone else's is 403 (they can see it), a deleted one is gone. */
async function ownMessage(db: Db, viewerId: number, conversationId: number, messageId: number): Promise<MessageRow> {
  await membershipOf(db, viewerId, conversationId);
  const message = await findMessageIn(db, conversationId, messageId);
  if (message.senderId !== viewerId) throw forbidden(NOT_YOUR_MESSAGE);
  return message;
}

export async function editMessage(
  db: Db,
  env: Env,
  viewerId: number,
  conversationId: number,
  messageId: number,
  body: string,
  now = new Date(),
): Promise<MessageView> {
  const message = await ownMessage(db, viewerId, conversationId, messageId);
  if (message.deletedAt) throw notFound(MESSAGE_NOT_FOUND);
  await assertMessagingAllowed(db, viewerId);
  if (now.getTime() - Date.parse(message.createdAt) > EDIT_WINDOW_MINUTES * 60_000)
    throw new ApiError('bad_request', EDIT_WINDOW_PASSED, { body: [EDIT_WINDOW_PASSED] });
  if (body !== message.body) {
    await db.update(messages).set({ body, editedAt: now.toISOString() }).where(eq(messages.id, messageId));
    await publishMessageUpdated(db, env, message, viewerId);
  }
  return ownView(db, messageId, viewerId);
}

/** Deleting keeps the row (the thread still reads in order) with no words; deleting again changes nothing. */
export async function deleteMessage(db: Db, env: Env, viewerId: number, conversationId: number, messageId: number, now = new Date()) {
  const message = await ownMessage(db, viewerId, conversationId, messageId);
  if (!message.deletedAt) {
    await db.batch([
      db.update(messages).set({ body: '', deletedAt: now.toISOString() }).where(eq(messages.id, messageId)),
      db.delete(messageReactions).where(eq(messageReactions.messageId, messageId)),
    ]);
    await publishMessageUpdated(db, env, message, viewerId, { countsChange: true });
  }
  return ownView(db, messageId, viewerId);
}

const hasBlocked = async (db: Db, blockerId: number, blockedId: number) =>
  (await db
    .select({ n: sql<number>`1` })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)))
    .get()) !== undefined;

/** Adds the viewer's reaction, or takes it away if they had made it. */
export async function toggleReaction(
  db: Db,
  env: Env,
  viewerId: number,
  conversationId: number,
  messageId: number,
  reaction: Reaction,
): Promise<MessageView> {
  await membershipOf(db, viewerId, conversationId);
  const message = await findMessageIn(db, conversationId, messageId);
  // A deleted message takes none, and one from a member the viewer blocked is not there for them.
  if (message.deletedAt || (message.senderId !== null && (await hasBlocked(db, viewerId, message.senderId))))
    throw notFound(MESSAGE_NOT_FOUND);
  await flipReaction(db, messageId, viewerId, reaction);
  await publishMessageUpdated(db, env, message, viewerId);
  return ownView(db, messageId, viewerId);
}
