import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { Env } from '../../platform/env';
import { ApiError, forbidden } from '../../lib/errors';
import { MESSAGE_RATE_LIMIT, MESSAGING_SUSPENDED_MESSAGE, type MessageView } from '../../schemas/messages';
import { audienceSubquery, countsByMember, unreadCountsAndSettingsQuery } from './conversations';
import { loadMessage, toMessageView, type MessageRow } from './messages';
import { publishNewMessage } from './messages-live';
import type { PersonRow } from './messages-people';
import { messageFanOutStatement } from '../../notifications/public';
import { messagingSuspended } from './messaging-settings';
import { notificationEvents } from '../../notifications/public';
import { settingsFromJoined } from '../../notifications/public';
import { reachedFrom, type Reached } from '../../notifications/public';
import { windowOpenedAfter } from '../../accounts/public';

// Storing and publishing a message (docs/decisions/0024), for a send (messages-send.ts) and a
// conversation's first message (conversations-start.ts): stored in D1 in one batch first (the
// message, whose insert trigger moves the conversation's newest message and the sender's own
// read mark), then published, then answered.
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
 * clientId, so concurrent repeats store one; its trigger moves the conversation's newest message
 * and the sender's read mark, migrations/0042), then who hears about it with their fresh unread
 * counts and their notification settings (one row each, read after the insert, in the same
 * transaction), then their notifications.
 */
export function storeMessageStatements(db: Db, m: NewMessage) {
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
    // One row per member who hears it (each is in this conversation): who they are, their counts,
    // and whether they want a notification said aloud now (it goes out with the message; null:
    // the defaults).
    unreadCountsAndSettingsQuery(db, audience),
    messageFanOutStatement(db, m.conversationId, m.senderId, m.clientId, m.at),
  ] as const;
}

/** After the store batch: publish to the audience, answer the sender's own view and who was notified. Null when the clientId was already stored. */
export async function publishStored(
  env: Env,
  results: unknown[],
  sender: PersonRow,
): Promise<{ view: MessageView; reached: Reached[] } | null> {
  const [inserted, countRows, notified] = results as [
    MessageRow[],
    Awaited<ReturnType<typeof unreadCountsAndSettingsQuery>>,
    Parameters<typeof reachedFrom>[0],
  ];
  const row = inserted[0];
  if (!row) return null;
  const audience = countRows.map((r) => r.userId);
  const joined = { message: row, sender };
  const reached = reachedFrom(notified);
  // Each reader's notification rides with the message in the same call to their live channel,
  // rather than a second call from the queue: the route leaves only the mails to it.
  // Each names the conversation, so a reader who has it on screen hears the message once, not the bell too.
  const told = notificationEvents(
    reached,
    settingsFromJoined(
      reached.map((r) => r.userId),
      countRows,
    ),
    new Date(),
  ).map((t) => ({ ...t, event: { ...t.event, conversationId: row.conversationId } }));
  await publishNewMessage(env, joined, audience, countsByMember(audience, countRows), told);
  return { view: toMessageView(joined, [], sender.id), reached };
}

/** A send's time and its hit on the messages' rate limit, as values of reused statements (private and room sends count alike). */
export const messageHitValues = (viewerId: number, now: Date) => ({
  at: now.toISOString(),
  limitKey: `message:${viewerId}`,
  stale: windowOpenedAfter(now, MESSAGE_RATE_LIMIT.windowSeconds),
});
