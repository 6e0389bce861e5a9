import { and, desc, eq, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, messages, notificationSettings, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { UNVERIFIED_MESSAGING_MESSAGE } from '../../accounts/public';
import type { CurrentUser } from '../../schemas/auth';
import {
  ACCEPT_TO_REPLY,
  CONVERSATIONS_PAGE_SIZE,
  DECLINED_CANNOT_SEND,
  MESSAGE_DELETED_LABEL,
  MESSAGING_SUSPENDED_MESSAGE,
  type ConversationPage,
  type ConversationSummary,
  type MembershipStatus,
  type UnreadCounts,
} from '../../schemas/messages';
import { suspensionMessage } from '../../schemas/standing';
import { joinedSettingsColumns } from '../../notifications/public';
import { blockedByMember, blockersOf, displayNameOf, personColumns, toMessagingPerson } from './messages-people';

// Conversations as a member sees them: whether they are in one (404 when not), the inbox, one
// conversation's detail, unread counts, and who receives what is sent (docs/decisions/0024).

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

const cm = conversationMembers;

export type Membership = typeof conversationMembers.$inferSelect;

/** The viewer's standing in the conversation; a member who left, or never was in it, gets 404 (never 403: ids leak nothing). */
export async function membershipOf(db: Db, viewerId: number, conversationId: number): Promise<Membership> {
  const row = await db
    .select()
    .from(cm)
    .where(and(eq(cm.conversationId, conversationId), eq(cm.userId, viewerId), ne(cm.status, 'left')))
    .get();
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

/**
 * Who receives what `senderId` sends here: the other members still in it (active, or a request
 * not yet answered), except any who blocked the sender. A declined or blocking member is
 * treated alike: nothing reaches them, and the sender is told no more than "Not delivered".
 */
export function receiversWhere(conversationId: number, senderId: number): SQL {
  return and(
    eq(cm.conversationId, conversationId),
    inArray(cm.status, ['active', 'request']),
    ne(cm.userId, senderId),
    notInArray(cm.userId, blockersOf(senderId)),
  )!;
}

/**
 * Who hears about the sender's messages: the receivers, and the sender while still in the
 * conversation (their other tabs). A subquery, so it can run in the batch that stores a message.
 */
export function audienceSubquery(conversationId: number | SQL, senderId: number): SQL {
  return sql`(select ${cm.userId} from ${cm} where ${cm.conversationId} = ${conversationId} and (
    (${cm.status} in ('active', 'request') and ${cm.userId} <> ${senderId} and ${cm.userId} not in ${blockersOf(senderId)})
    or (${cm.userId} = ${senderId} and ${cm.status} <> 'left')))`;
}

/** Messages after the member's read mark, from others, not deleted, and not from anyone they blocked. */
const unreadOf = (member: {
  conversationId: SQL | typeof cm.conversationId;
  userId: SQL | typeof cm.userId;
  lastRead: SQL | typeof cm.lastReadMessageId;
}) => sql<number>`(
  select count(*) from ${messages}
  where ${messages.conversationId} = ${member.conversationId} and ${messages.id} > ${member.lastRead}
    and ${messages.deletedAt} is null and coalesce(${messages.senderId}, 0) <> ${member.userId}
    and (${messages.senderId} is null or ${messages.senderId} not in ${blockedByMember(sql`${member.userId}`)}))`;

const memberUnread = unreadOf({ conversationId: cm.conversationId, userId: cm.userId, lastRead: cm.lastReadMessageId });

/**
 * The nav's counts for each member at once: unread messages in active conversations, and
 * message requests with a message in them (a request's messages count there, not in unread).
 */
export function unreadCountsQuery(db: Db, userIds: number[] | SQL) {
  return db
    .select(unreadColumns)
    .from(cm)
    .innerJoin(conversations, eq(conversations.id, cm.conversationId))
    .where(ofMembers(userIds))
    .groupBy(cm.userId);
}

/**
 * unreadCountsQuery with each member's notification settings beside their counts: a send reads
 * both for its readers in one statement (their counts for the nav, their settings to say whether
 * the notification riding with the message is announced).
 */
export function unreadCountsAndSettingsQuery(db: Db, userIds: number[] | SQL) {
  return db
    .select({ ...unreadColumns, settings: joinedSettingsColumns })
    .from(cm)
    .innerJoin(conversations, eq(conversations.id, cm.conversationId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, cm.userId))
    .where(ofMembers(userIds))
    .groupBy(cm.userId);
}

/** The counts' columns, one row per member (`groupBy(cm.userId)`). */
const unreadColumns = {
  userId: cm.userId,
  unread: sql<number>`coalesce(sum(case when ${cm.status} = 'active' then ${memberUnread} else 0 end), 0)`,
  requests: sql<number>`coalesce(sum(case when ${cm.status} = 'request' and ${conversations.lastMessageId} is not null then 1 else 0 end), 0)`,
};

/** The members counted: a list, or a subquery of user ids. */
const ofMembers = (userIds: number[] | SQL) => (Array.isArray(userIds) ? inArray(cm.userId, userIds) : sql`${cm.userId} in ${userIds}`);

/** The rows of unreadCountsQuery by member; a member with no conversations has nothing unread. */
export function countsByMember(userIds: number[], rows: { userId: number; unread: number; requests: number }[]): Map<number, UnreadCounts> {
  const counts = new Map(userIds.map((id) => [id, { unread: 0, requests: 0 }]));
  for (const r of rows) counts.set(r.userId, { unread: Number(r.unread), requests: Number(r.requests) });
  return counts;
}

export async function unreadCountsOf(db: Db, userIds: number[]): Promise<Map<number, UnreadCounts>> {
  if (userIds.length === 0) return new Map();
  return countsByMember(userIds, await unreadCountsQuery(db, userIds));
}

export async function unreadCounts(db: Db, userId: number): Promise<UnreadCounts> {
  return (await unreadCountsOf(db, [userId])).get(userId)!;
}

/** The first line of a message for the inbox, or "Message deleted". */
const firstLineOf = (m: { body: string; deletedAt: string | null }) =>
  m.deletedAt ? MESSAGE_DELETED_LABEL : (m.body.split(/\r?\n/).find((line) => line.trim()) ?? '').trim();

/** GET /conversations: the inbox (active) or message requests, newest message first, 20 a page. */
export async function listConversations(
  db: Db,
  viewerId: number,
  { box, page }: { box: 'inbox' | 'requests'; page: number },
): Promise<ConversationPage> {
  const where = and(
    eq(cm.userId, viewerId),
    box === 'inbox' ? eq(cm.status, 'active') : and(eq(cm.status, 'request'), isNotNull(conversations.lastMessageId)),
  );
  const pageOf = (fields: Parameters<typeof db.select>[0]) =>
    db
      .select(fields)
      .from(cm)
      .innerJoin(conversations, eq(conversations.id, cm.conversationId))
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(CONVERSATIONS_PAGE_SIZE)
      .offset((page - 1) * CONVERSATIONS_PAGE_SIZE);
  const pageIds = pageOf({ id: conversations.id });
  // The newest message of each that the viewer may see: one from a member they blocked is left out.
  const newestVisible = sql`${messages.id} = (select max(m2.id) from ${messages} m2 where m2.conversation_id = ${messages.conversationId}
    and (m2.sender_id is null or m2.sender_id not in ${blockedByMember(viewerId)}))`;
  // One batch (with the session, two round trips), with no join that names `id` twice: drizzle
  // maps a batched row by column name.
  const [[total], rows, members, lasts] = await db.batch([
    db
      .select({ n: sql<number>`count(*)` })
      .from(cm)
      .innerJoin(conversations, eq(conversations.id, cm.conversationId))
      .where(where),
    pageOf({ id: conversations.id, title: conversations.title, myStatus: cm.status, unread: memberUnread }),
    db
      .select({ conversationId: cm.conversationId, person: personColumns })
      .from(cm)
      .innerJoin(users, eq(users.id, cm.userId))
      .where(and(inArray(cm.conversationId, pageIds), ne(cm.userId, viewerId), ne(cm.status, 'left')))
      .orderBy(cm.joinedAt, cm.userId),
    db
      .select({
        conversationId: messages.conversationId,
        senderId: messages.senderId,
        body: messages.body,
        createdAt: messages.createdAt,
        deletedAt: messages.deletedAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(and(inArray(messages.conversationId, pageIds), newestVisible)),
  ]);
  const lastOf = new Map(lasts.map((l) => [l.conversationId, l]));
  const conversationsOut: ConversationSummary[] = (
    rows as { id: number; title: string | null; myStatus: MembershipStatus; unread: number }[]
  ).map((r) => {
    const last = lastOf.get(r.id);
    return {
      id: r.id,
      title: r.title,
      members: members.filter((m) => m.conversationId === r.id).map((m) => toMessagingPerson(m.person)),
      lastMessage: last
        ? {
            senderName: last.senderId === null ? null : displayNameOf(last),
            firstLine: firstLineOf(last),
            createdAt: last.createdAt,
            mine: last.senderId === viewerId,
          }
        : null,
      unread: Number(r.unread),
      myStatus: r.myStatus,
    };
  });
  const count = Number(total?.n ?? 0);
  return {
    conversations: conversationsOut,
    page,
    totalPages: Math.max(1, Math.ceil(count / CONVERSATIONS_PAGE_SIZE)),
    total: count,
  };
}

/** Why the viewer cannot send here now, in the words the worker refuses with; null when they can. */
export function cannotSendReason(viewer: CurrentUser, status: MembershipStatus, messagingSuspendedAt: string | null): string | null {
  if (!viewer.emailVerified) return UNVERIFIED_MESSAGING_MESSAGE;
  if (viewer.suspension) return suspensionMessage(viewer.suspension);
  if (messagingSuspendedAt) return MESSAGING_SUSPENDED_MESSAGE;
  if (status === 'request') return ACCEPT_TO_REPLY;
  if (status === 'declined') return DECLINED_CANNOT_SEND;
  return null;
}

/** Whether the two members have ever both been active in one conversation ("talked"). */
export function talkedWith(a: number, b: SQL | number): SQL {
  const mine = sql`(select ${cm.conversationId} from ${cm} where ${cm.userId} = ${a} and ${cm.status} = 'active')`;
  return sql`exists (select 1 from ${cm} where ${cm.userId} = ${b} and ${cm.status} = 'active' and ${cm.conversationId} in ${mine})`;
}
