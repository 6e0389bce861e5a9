import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conversationMembers, conversations, messages } from '../db/schema';
import type { Env } from '../env';
import { ApiError, forbidden } from '../lib/errors';
import type { CurrentUser } from '../schemas/auth';
import {
  ACCEPT_TO_REPLY,
  DECLINED_CANNOT_SEND,
  MESSAGE_RATE_LIMIT,
  MESSAGING_SUSPENDED_MESSAGE,
  type MessageView,
} from '../schemas/messages';
import { membershipOf, type Membership } from './conversations';
import { loadMessage, toMessageView, type MessageRow } from './messages';
import { publishNewMessage } from './messages-live';
import { messagingSuspended } from './messaging-settings';
import { hitRateLimit } from './rate-limits';

// Sending (docs/decisions/0024): stored in D1 in one batch first (the message, the
// conversation's newest message, the sender's own read mark), then published, then answered.
// The sender's browser makes the clientId: the same one again answers the stored message.

export const CLIENT_ID_USED_ELSEWHERE = 'This message was already sent in another conversation.';

export type Sent = { message: MessageView; created: boolean };

export async function messageByClientId(db: Db, senderId: number, clientId: string): Promise<MessageRow | undefined> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .get();
}

/** The member's own view of a stored message. */
export async function ownView(db: Db, messageId: number, viewerId: number): Promise<MessageView> {
  const loaded = (await loadMessage(db, messageId))!;
  return toMessageView(loaded.joined, loaded.reactions, viewerId);
}

/** A repeat of a stored message is answered with it; the same clientId in another conversation is a client's mistake. */
export async function repeatOf(db: Db, existing: MessageRow, conversationId: number | null, viewerId: number): Promise<Sent> {
  if (conversationId !== null && existing.conversationId !== conversationId) throw new ApiError('conflict', CLIENT_ID_USED_ELSEWHERE);
  return { message: await ownView(db, existing.id, viewerId), created: false };
}

/** Refused with the editors' words while their messaging is suspended (reading stays open). */
export async function assertMessagingAllowed(db: Db, userId: number): Promise<void> {
  if (await messagingSuspended(db, userId)) throw forbidden(MESSAGING_SUSPENDED_MESSAGE);
}

type NewMessage = { conversationId: number | SQL; senderId: number; clientId: string; body: string; at: string };

/**
 * The statements that store a message, for one batch: the insert (nothing on a repeated
 * clientId, so concurrent repeats store one), the conversation's newest message, and the
 * sender's read mark (their own message is read).
 */
export function storeMessageStatements(db: Db, m: NewMessage) {
  const newest = sql`(select max(${messages.id}) from ${messages} where ${messages.conversationId} = ${m.conversationId})`;
  const theirs = sql`(select ${messages.id} from ${messages} where ${messages.senderId} = ${m.senderId} and ${messages.clientId} = ${m.clientId} and ${messages.conversationId} = ${conversationMembers.conversationId})`;
  return [
    db
      .insert(messages)
      .values({ conversationId: m.conversationId, senderId: m.senderId, clientId: m.clientId, body: m.body, createdAt: m.at })
      .onConflictDoNothing()
      .returning({ id: messages.id, conversationId: messages.conversationId }),
    db
      .update(conversations)
      .set({
        lastMessageId: newest,
        lastMessageAt: sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${newest})`,
      })
      .where(eq(conversations.id, m.conversationId as number)),
    db
      .update(conversationMembers)
      .set({ lastReadMessageId: sql`max(${conversationMembers.lastReadMessageId}, coalesce(${theirs}, 0))` })
      .where(and(eq(conversationMembers.conversationId, m.conversationId as number), eq(conversationMembers.userId, m.senderId))),
  ] as const;
}

function assertMaySendAs(me: Membership): void {
  if (me.status === 'request') throw forbidden(ACCEPT_TO_REPLY);
  if (me.status === 'declined') throw forbidden(DECLINED_CANNOT_SEND);
}

/** POST /conversations/:id/messages: 201 with the stored message, or 200 with it for a repeated clientId. */
export async function sendMessage(
  db: Db,
  env: Env,
  viewer: CurrentUser,
  conversationId: number,
  input: { body: string; clientId: string },
  now = new Date(),
): Promise<Sent> {
  const me = await membershipOf(db, viewer.id, conversationId);
  const existing = await messageByClientId(db, viewer.id, input.clientId);
  if (existing) return repeatOf(db, existing, conversationId, viewer.id);
  await assertMessagingAllowed(db, viewer.id);
  assertMaySendAs(me);
  await hitRateLimit(db, `message:${viewer.id}`, MESSAGE_RATE_LIMIT, now);
  const [inserted] = await db.batch(
    storeMessageStatements(db, { conversationId, senderId: viewer.id, clientId: input.clientId, body: input.body, at: now.toISOString() }),
  );
  const stored = inserted[0];
  // Nothing inserted: the same clientId arrived at the same moment, and that request stored it.
  if (!stored) return repeatOf(db, (await messageByClientId(db, viewer.id, input.clientId))!, conversationId, viewer.id);
  await publishNewMessage(db, env, conversationId, stored.id, viewer.id);
  return { message: await ownView(db, stored.id, viewer.id), created: true };
}
