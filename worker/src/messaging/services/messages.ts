import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, messageReactions, messages, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import {
  MESSAGES_PAGE_SIZE,
  REACTIONS,
  type MessagePage,
  type MessageView,
  type Reaction,
  type ReactionCount,
} from '../../schemas/messages';
import { CONVERSATION_NOT_FOUND } from './conversations';
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

/**
 * A member's reaction on a message, added or, when they had it, taken back: the one rule for
 * conversations and rooms. Answers whether it was added.
 */
export async function flipReaction(db: Db, messageId: number, userId: number, reaction: Reaction): Promise<boolean> {
  const mineNow = and(
    eq(messageReactions.messageId, messageId),
    eq(messageReactions.userId, userId),
    eq(messageReactions.reaction, reaction),
  );
  const had = await db
    .select({ n: sql<number>`1` })
    .from(messageReactions)
    .where(mineNow)
    .get();
  if (had) await db.delete(messageReactions).where(mineNow);
  else await db.insert(messageReactions).values({ messageId, userId, reaction }).onConflictDoNothing();
  return !had;
}

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
 * Messages from a member the viewer blocked are left out. One batch (with the session, two
 * round trips): the membership, the page, its senders and its reactions, and for a forward
 * page whether anything came before it. No joins in it: drizzle maps a batched join by column
 * name, and messages and users both have `id`.
 */
export async function listMessages(
  db: Db,
  viewerId: number,
  conversationId: number,
  { before, after }: { before?: number; after?: number },
  /** A chat room's messages (decision 0027): the room service has already checked the room, which has no conversation members. */
  { room = false }: { room?: boolean } = {},
): Promise<MessagePage> {
  const visible = and(
    eq(messages.conversationId, conversationId),
    sql`(${messages.senderId} is null or ${messages.senderId} not in ${blockedByMember(viewerId)})`,
  );
  const forward = after !== undefined;
  const window = and(visible, forward ? gt(messages.id, after) : before !== undefined ? lt(messages.id, before) : undefined);
  const order = forward ? asc(messages.id) : desc(messages.id);
  const pageIds = db.select({ id: messages.id }).from(messages).where(window).orderBy(order).limit(MESSAGES_PAGE_SIZE);
  const [membership, rows, senders, reactions, earlier] = await db.batch([
    db
      .select({ status: conversationMembers.status })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, viewerId))),
    db
      .select()
      .from(messages)
      .where(window)
      .orderBy(order)
      .limit(MESSAGES_PAGE_SIZE + 1),
    db
      .select(personColumns)
      .from(users)
      .where(inArray(users.id, db.select({ id: messages.senderId }).from(messages).where(inArray(messages.id, pageIds)))),
    db
      .select({ messageId: messageReactions.messageId, userId: messageReactions.userId, reaction: messageReactions.reaction })
      .from(messageReactions)
      .where(inArray(messageReactions.messageId, pageIds)),
    db
      .select({ id: messages.id })
      .from(messages)
      .where(and(visible, lte(messages.id, after ?? 0)))
      .limit(1),
  ]);
  if (!room && (!membership[0] || membership[0].status === 'left')) throw notFound(CONVERSATION_NOT_FOUND);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  if (!forward) page.reverse();
  const people = new Map(senders.map((p) => [p.id, p]));
  const hasEarlier = forward ? page.length > 0 && earlier.length > 0 : rows.length > MESSAGES_PAGE_SIZE;
  return {
    messages: page.map((m) =>
      toMessageView({ message: m, sender: m.senderId === null ? null : (people.get(m.senderId) ?? null) }, reactions, viewerId),
    ),
    hasEarlier,
  };
}
