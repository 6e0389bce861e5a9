import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reusedStatements } from '../db/reused';
import { conversationMembers, conversations, messages, messagingSettings, notificationSettings, rateLimits, users } from '../db/schema';
import type { Env } from '../env';
import { ApiError, forbidden, notFound } from '../lib/errors';
import type { CurrentUser } from '../schemas/auth';
import {
  ACCEPT_TO_REPLY,
  DECLINED_CANNOT_SEND,
  MESSAGE_RATE_LIMIT,
  MESSAGING_SUSPENDED_MESSAGE,
  type MessageView,
} from '../schemas/messages';
import { audienceSubquery, CONVERSATION_NOT_FOUND, countsByMember, unreadCountsQuery } from './conversations';
import { loadMessage, toMessageView, type MessageRow } from './messages';
import { publishNewMessage } from './messages-live';
import { personColumns, type PersonRow } from './messages-people';
import { messageFanOutStatement } from './message-notifications';
import { messagingSuspended } from './messaging-settings';
import { notificationEvents } from './notification-delivery';
import { settingsFromRows } from './notification-settings';
import { reachedFrom, type Reached } from './notifications';
import { countHitAt, refuseOverLimit, windowOpenedAfter } from './rate-limits';

// Sending (docs/decisions/0024): stored in D1 in one batch first (the message, the
// conversation's newest message, the sender's own read mark), then published, then answered.
// The sender's browser makes the clientId: the same one again answers the stored message.
// A send is one D1 round trip after the session's (the lookups, the store, who hears it and
// their counts, in one batch): delivery latency is mostly D1's, so every read shares it. Its
// SQL is built once per isolate (db/reused.ts).

export const CLIENT_ID_USED_ELSEWHERE = 'This message was already sent in another conversation.';

/** `reached`: who the new message notified (the route delivers them after answering nothing else). */
export type Sent = { message: MessageView; created: boolean; reached?: Reached[] };

export const messageByClientIdQuery = (db: Db, senderId: number, clientId: string) =>
  db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));

export async function messageByClientId(db: Db, senderId: number, clientId: string): Promise<MessageRow | undefined> {
  return messageByClientIdQuery(db, senderId, clientId).get();
}

/** The member's own view of a stored message. */
export async function ownView(db: Db, messageId: number, viewerId: number): Promise<MessageView> {
  const loaded = (await loadMessage(db, messageId))!;
  return toMessageView(loaded.joined, loaded.reactions, viewerId);
}

/** A repeat of a stored message is answered with it; the same clientId in another conversation is a client's mistake. */
export async function repeatOf(
  db: Db,
  existing: Pick<MessageRow, 'id' | 'conversationId'>,
  conversationId: number | null,
  viewerId: number,
): Promise<Sent> {
  if (conversationId !== null && existing.conversationId !== conversationId) throw new ApiError('conflict', CLIENT_ID_USED_ELSEWHERE);
  return { message: await ownView(db, existing.id, viewerId), created: false };
}

/** Refused with the editors' words while their messaging is suspended (reading stays open). */
export async function assertMessagingAllowed(db: Db, userId: number): Promise<void> {
  if (await messagingSuspended(db, userId)) throw forbidden(MESSAGING_SUSPENDED_MESSAGE);
}

/**
 * `allowed`: a condition read inside the same batch, after the lookups, that must hold for the
 * message to be stored (a send decided and stored in one round trip: sendMessage).
 */
type NewMessage = { conversationId: number | SQL; senderId: number; clientId: string; body: string; at: string; allowed?: SQL };

/**
 * The statements that store a message, for one batch: the insert (nothing on a repeated
 * clientId, so concurrent repeats store one), the conversation's newest message, the sender's
 * read mark (their own message is read), then who hears about it with their fresh unread counts
 * (one row each, read after the insert, in the same transaction), their notifications and
 * their notification settings.
 */
export function storeMessageStatements(db: Db, m: NewMessage) {
  const newest = sql`(select max(${messages.id}) from ${messages} where ${messages.conversationId} = ${m.conversationId})`;
  const theirs = sql`(select ${messages.id} from ${messages} where ${messages.senderId} = ${m.senderId} and ${messages.clientId} = ${m.clientId} and ${messages.conversationId} = ${conversationMembers.conversationId})`;
  const audience = audienceSubquery(m.conversationId, m.senderId);
  const insert = m.allowed
    ? // Every column in the table's order (drizzle inserts a raw select as all columns).
      db
        .insert(messages)
        .select(sql`select null, ${m.conversationId}, ${m.senderId}, ${m.clientId}, ${m.body}, ${m.at}, null, null where ${m.allowed}`)
        .onConflictDoNothing()
        .returning()
    : db
        .insert(messages)
        .values({ conversationId: m.conversationId, senderId: m.senderId, clientId: m.clientId, body: m.body, createdAt: m.at })
        .onConflictDoNothing()
        .returning();
  return [
    insert,
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
    // One row per member who hears it (each is in this conversation): who they are, and their counts.
    unreadCountsQuery(db, audience),
    messageFanOutStatement(db, m.conversationId, m.senderId, m.clientId, m.at),
    // Whether each reader wants their notification said aloud now: it goes out with the message.
    db
      .select()
      .from(notificationSettings)
      .where(sql`${notificationSettings.userId} in ${audience}`),
  ] as const;
}

/** After the store batch: publish to the audience, answer the sender's own view and who was notified. Null when the clientId was already stored. */
export async function publishStored(
  env: Env,
  results: unknown[],
  sender: PersonRow,
): Promise<{ view: MessageView; reached: Reached[] } | null> {
  const [inserted, , , countRows, notified, settingsRows] = results as [
    MessageRow[],
    unknown,
    unknown,
    { userId: number; unread: number; requests: number }[],
    Parameters<typeof reachedFrom>[0],
    (typeof notificationSettings.$inferSelect)[],
  ];
  const row = inserted[0];
  if (!row) return null;
  const audience = countRows.map((r) => r.userId);
  const joined = { message: row, sender };
  const reached = reachedFrom(notified);
  // Each reader's notification rides with the message in the same call to their live channel,
  // rather than a second call from the queue: the route leaves only the mails to it.
  const told = notificationEvents(
    reached,
    settingsFromRows(
      reached.map((r) => r.userId),
      settingsRows,
    ),
    new Date(),
  );
  await publishNewMessage(env, joined, audience, countsByMember(audience, countRows), told);
  return { view: toMessageView(joined, [], sender.id), reached };
}

/** The values a send's statements take (each one a bound value of the reused SQL). */
type SendValues = {
  viewerId: number;
  conversationId: number;
  clientId: string;
  body: string;
  at: string;
  limitKey: string;
  stale: string;
};

/**
 * A send's whole batch: the lookups (one statement: the sender's row with the rest as
 * subqueries, since every statement in a batch has a fixed cost on top of its query), the
 * limit's count, then the store, whose insert stores only when the same rules hold in the same
 * transaction (a member of the conversation who may write, messaging not suspended, under the
 * limit). Every value comes from `v` (it is reused SQL: db/reused.ts).
 */
export function sendStatements(db: Db, v: SendValues) {
  const allowed = sql`exists (select 1 from ${conversationMembers} where ${conversationMembers.conversationId} = ${v.conversationId}
      and ${conversationMembers.userId} = ${v.viewerId} and ${conversationMembers.status} = 'active')
    and not exists (select 1 from ${messagingSettings} where ${messagingSettings.userId} = ${v.viewerId} and ${messagingSettings.messagingSuspendedAt} is not null)
    and (select ${rateLimits.count} from ${rateLimits} where ${rateLimits.key} = ${v.limitKey}) <= ${MESSAGE_RATE_LIMIT.limit}`;
  return [
    db
      .select({
        ...personColumns,
        memberStatus: sql<string | null>`(select ${conversationMembers.status} from ${conversationMembers}
          where ${conversationMembers.conversationId} = ${v.conversationId} and ${conversationMembers.userId} = ${v.viewerId})`,
        existingId: sql<number | null>`(select ${messages.id} from ${messages}
          where ${messages.senderId} = ${v.viewerId} and ${messages.clientId} = ${v.clientId})`,
        existingConversationId: sql<number | null>`(select ${messages.conversationId} from ${messages}
          where ${messages.senderId} = ${v.viewerId} and ${messages.clientId} = ${v.clientId})`,
        suspendedAt: sql<string | null>`(select ${messagingSettings.messagingSuspendedAt} from ${messagingSettings}
          where ${messagingSettings.userId} = ${v.viewerId})`,
      })
      .from(users)
      .where(eq(users.id, v.viewerId)),
    countHitAt(db, { key: v.limitKey, at: v.at, stale: v.stale }),
    ...storeMessageStatements(db, {
      conversationId: v.conversationId,
      senderId: v.viewerId,
      clientId: v.clientId,
      body: v.body,
      at: v.at,
      allowed,
    }),
  ] as const;
}

/** A send's time and its hit on the messages' rate limit, as values of reused statements (private and room sends count alike). */
export const messageHitValues = (viewerId: number, now: Date) => ({
  at: now.toISOString(),
  limitKey: `message:${viewerId}`,
  stale: windowOpenedAfter(now, MESSAGE_RATE_LIMIT.windowSeconds),
});

/** POST /conversations/:id/messages: 201 with the stored message, or 200 with it for a repeated clientId. */
export async function sendMessage(
  db: Db,
  env: Env,
  viewer: CurrentUser,
  conversationId: number,
  input: { body: string; clientId: string },
  now = new Date(),
): Promise<Sent> {
  // One round trip decides and stores (sendStatements); the checks below then read the
  // lookups to say why one was refused. The limit counts each attempt (as the forum's limits
  // do); a repeat is still answered with its stored message.
  const values: SendValues = {
    viewerId: viewer.id,
    conversationId,
    clientId: input.clientId,
    body: input.body,
    ...messageHitValues(viewer.id, now),
  };
  const [[lookup], [count], ...stored] = await db.batch(reusedStatements(db, 'message.send', values, (v) => sendStatements(db, v)));
  const { memberStatus, existingId, existingConversationId, suspendedAt, ...sender } = lookup!;
  if (!memberStatus || memberStatus === 'left') throw notFound(CONVERSATION_NOT_FOUND);
  if (existingId !== null) return repeatOf(db, { id: existingId, conversationId: existingConversationId! }, conversationId, viewer.id);
  if (suspendedAt) throw forbidden(MESSAGING_SUSPENDED_MESSAGE);
  if (memberStatus === 'request') throw forbidden(ACCEPT_TO_REPLY);
  if (memberStatus === 'declined') throw forbidden(DECLINED_CANNOT_SEND);
  refuseOverLimit(count!, MESSAGE_RATE_LIMIT, now);
  const published = await publishStored(env, stored as unknown[], sender);
  // Nothing inserted: the same clientId arrived at the same moment, and that request stored it.
  if (!published) return repeatOf(db, (await messageByClientId(db, viewer.id, input.clientId))!, conversationId, viewer.id);
  return { message: published.view, created: true, reached: published.reached };
}
