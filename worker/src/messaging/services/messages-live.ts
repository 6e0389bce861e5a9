import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers } from '../../db/schema';
import type { Env } from '../../platform/env';
import { publishToMembers } from '../live/publish';
import type { LiveEvent, UnreadCounts } from '../../schemas/messages';
import { receiversWhere, unreadCountsOf } from './conversations';
import { loadMessage, toMessageView, type MessageRow } from './messages';
import type { PersonRow } from './messages-people';

// What the live channels hear about messages, always after the change is stored (decision
// 0024). Each member gets their own copy: `mine` and reactions differ per reader. Nothing goes
// to a member who declined, left or blocked the sender.

const cm = conversationMembers;

/** The receivers of the sender's messages, and the sender themselves while still in the conversation (their other tabs). */
async function audienceOf(db: Db, conversationId: number, senderId: number | null): Promise<number[]> {
  const senderHere =
    senderId === null ? undefined : and(eq(cm.conversationId, conversationId), eq(cm.userId, senderId), ne(cm.status, 'left'));
  const rows = await db
    .select({ id: cm.userId })
    .from(cm)
    .where(or(receiversWhere(conversationId, senderId ?? 0), senderHere));
  return rows.map((r) => r.id);
}

const unique = (ids: number[]) => [...new Set(ids)];

/** A message as each member of `audience` sees it, plus (when counts change) each one's fresh unread counts. */
async function publishMessage(
  db: Db,
  env: Env,
  type: 'message' | 'message-updated',
  messageId: number,
  audience: number[],
  withCounts: boolean,
) {
  const loaded = await loadMessage(db, messageId);
  if (!loaded || audience.length === 0) return;
  const counts = withCounts ? await unreadCountsOf(db, audience) : null;
  const conversationId = loaded.joined.message.conversationId;
  const deliveries = audience.flatMap((memberId) => {
    const events: LiveEvent[] = [{ type, conversationId, message: toMessageView(loaded.joined, loaded.reactions, memberId) }];
    if (counts) events.push({ type: 'unread', counts: counts.get(memberId)! });
    return events.map((event) => ({ memberId, event }));
  });
  await publishToMembers(env, deliveries);
}

/**
 * A new message, stored with its audience and their fresh counts in the same batch
 * (messages-send.ts): to every receiving member and the sender's other tabs, with no further read.
 * `also`: more events for the same members in the same calls (the readers' notifications).
 */
export async function publishNewMessage(
  env: Env,
  joined: { message: MessageRow; sender: PersonRow },
  audience: number[],
  counts: Map<number, UnreadCounts>,
  also: Parameters<typeof publishToMembers>[1] = [],
): Promise<void> {
  const conversationId = joined.message.conversationId;
  await publishToMembers(env, [
    ...audience.flatMap((memberId) => [
      { memberId, event: { type: 'message', conversationId, message: toMessageView(joined, [], memberId) } as LiveEvent },
      { memberId, event: { type: 'unread', counts: counts.get(memberId)! } as LiveEvent },
    ]),
    ...also,
  ]);
}

/** An edit, a deletion or a reaction: to everyone who sees the message, and to whoever made the change. */
export async function publishMessageUpdated(
  db: Db,
  env: Env,
  message: { id: number; conversationId: number; senderId: number | null },
  actorId: number,
  { countsChange = false } = {},
): Promise<void> {
  const audience = unique([...(await audienceOf(db, message.conversationId, message.senderId)), actorId]);
  await publishMessage(db, env, 'message-updated', message.id, audience, countsChange);
}

/** Tells members a conversation changed (someone left or accepted), and each their fresh counts when asked. */
export async function publishConversationChanged(db: Db, env: Env, conversationId: number, memberIds: number[], countsFor: number[] = []) {
  const counts = await unreadCountsOf(db, countsFor);
  await publishToMembers(env, [
    ...memberIds.map((memberId) => ({ memberId, event: { type: 'conversation', conversationId } as LiveEvent })),
    ...countsFor.map((memberId) => ({ memberId, event: { type: 'unread', counts: counts.get(memberId)! } as LiveEvent })),
  ]);
}

/** The members of a conversation who are still in it (not left), but for `except`. */
export async function membersStillIn(db: Db, conversationId: number, except: number): Promise<number[]> {
  const rows = await db
    .select({ id: cm.userId })
    .from(cm)
    .where(and(eq(cm.conversationId, conversationId), ne(cm.userId, except), inArray(cm.status, ['active', 'request', 'declined'])));
  return rows.map((r) => r.id);
}
