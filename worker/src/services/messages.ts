import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messageReactions, messages, users } from '../db/schema';
import { notFound } from '../lib/errors';
import { MESSAGES_PAGE_SIZE, REACTIONS, type MessagePage, type MessageView, type ReactionCount } from '../schemas/messages';
import { membershipOf } from './conversations';
import { blockedByMember, personColumns, toMessagingPerson, type PersonRow } from './messages-people';

// Messages as each member sees them (MessageView: their own `mine`, their own reactions), and
// a conversation's history in pages of 30, oldest to newest within a page.

export const MESSAGE_NOT_FOUND = 'Message not found';

export type MessageRow = typeof messages.$inferSelect;
export type ReactionRow = { messageId: number; userId: number; reaction: (typeof REACTIONS)[number] };
type Joined = { message: MessageRow; sender: PersonRow | null };

/** Reactions in the order the picker shows them, with whether the viewer is among them. */
function reactionsFor(messageId: number, rows: ReactionRow[], viewerId: number): ReactionCount[] {
  const mine = rows.filter((r) => r.messageId === messageId);
  return REACTIONS.flatMap((reaction) => {
    const by = mine.filter((r) => r.reaction === reaction);
    return by.length ? [{ reaction, count: by.length, mine: by.some((r) => r.userId === viewerId) }] : [];
  });
}

/** A deleted message keeps its row, shown to everyone as "Message deleted": no words, no reactions. */
export const toMessageView = ({ message: m, sender }: Joined, reactions: ReactionRow[], viewerId: number): MessageView => ({
  id: m.id,
  clientId: m.clientId,
  conversationId: m.conversationId,
  sender: sender ? toMessagingPerson(sender) : null,
  body: m.deletedAt ? '' : m.body,
  createdAt: m.createdAt,
  editedAt: m.editedAt,
  deleted: m.deletedAt !== null,
  mine: m.senderId === viewerId,
  reactions: m.deletedAt ? [] : reactionsFor(m.id, reactions, viewerId),
});

const joinedColumns = { message: messages, sender: personColumns };

export const reactionRowsOf = (db: Db, messageIds: number[]) =>
  db
    .select({ messageId: messageReactions.messageId, userId: messageReactions.userId, reaction: messageReactions.reaction })
    .from(messageReactions)
    .where(inArray(messageReactions.messageId, messageIds.length ? messageIds : [0]));

/**
 * One message with its sender and reaction rows, for building each member's view of it. Two
 * queries, not a batch: drizzle maps a batched join by column name, and both tables have `id`.
 */
export async function loadMessage(db: Db, messageId: number): Promise<{ joined: Joined; reactions: ReactionRow[] } | null> {
  const joined = await db
    .select(joinedColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, messageId))
    .get();
  return joined ? { joined, reactions: await reactionRowsOf(db, [messageId]) } : null;
}

/** A message of this conversation, or 404 (an id from another conversation names nothing here). */
export async function findMessageIn(db: Db, conversationId: number, messageId: number): Promise<MessageRow> {
  const row = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
    .get();
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return row;
}

/**
 * GET /conversations/:id/messages. Without a cursor, the newest page; `before` pages back
 * ("Load earlier messages"); `after` pages forward from the newest message a client holds, so
 * a screen whose socket was down catches up (a full page means: ask again from its last id).
 * Messages from a member the viewer blocked are left out.
 */
export async function listMessages(
  db: Db,
  viewerId: number,
  conversationId: number,
  { before, after }: { before?: number; after?: number },
): Promise<MessagePage> {
  await membershipOf(db, viewerId, conversationId);
  const visible = and(
    eq(messages.conversationId, conversationId),
    sql`(${messages.senderId} is null or ${messages.senderId} not in ${blockedByMember(viewerId)})`,
  );
  const forward = after !== undefined;
  const rows = await db
    .select(joinedColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(visible, forward ? gt(messages.id, after) : before !== undefined ? lt(messages.id, before) : undefined))
    .orderBy(forward ? asc(messages.id) : desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  if (!forward) page.reverse();
  const first = page[0]?.message.id;
  let hasEarlier = !forward && rows.length > MESSAGES_PAGE_SIZE;
  if (forward && first !== undefined) {
    const [earlier] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(visible, lt(messages.id, first)))
      .limit(1);
    hasEarlier = earlier !== undefined;
  }
  const reactions = await reactionRowsOf(
    db,
    page.map((r) => r.message.id),
  );
  return { messages: page.map((r) => toMessageView(r, reactions, viewerId)), hasEarlier };
}
