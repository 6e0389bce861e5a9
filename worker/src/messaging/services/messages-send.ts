import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusedStatements } from '../../db/reused';
import { conversationMembers, messages, messagingSettings, rateLimits, sessions, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { UNVERIFIED_MESSAGING_MESSAGE } from '../../accounts/auth';
import { ApiError, forbidden, notFound, unauthorized } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import { todayInAustralia } from '../../schemas/donations';
import { activeSuspension, suspensionMessage } from '../../schemas/standing';
import {
  ACCEPT_TO_REPLY,
  DECLINED_CANNOT_SEND,
  MESSAGE_RATE_LIMIT,
  MESSAGING_SUSPENDED_MESSAGE,
  type MessageView,
} from '../../schemas/messages';
import { audienceSubquery, CONVERSATION_NOT_FOUND, countsByMember, unreadCountsAndSettingsQuery } from './conversations';
import { loadMessage, toMessageView, type MessageRow } from './messages';
import { publishNewMessage } from './messages-live';
import { personColumns, type PersonRow } from './messages-people';
import { messageFanOutStatement } from '../../notifications/services/message-notifications';
import { messagingSuspended } from './messaging-settings';
import { notificationEvents } from '../../notifications/services/notification-delivery';
import { settingsFromJoined } from '../../notifications/services/notification-settings';
import { reachedFrom, type Reached } from '../../notifications/services/notifications';
import { countHitAt, countHitIf, refuseOverLimit, windowOpenedAfter } from '../../accounts/services/rate-limits';
import { forgetSessionOwner, renewIfDue } from '../../accounts/services/sessions';
import type { toCurrentUser } from '../../accounts/services/users';

// Sending (docs/decisions/0024): stored in D1 in one batch first (the message, whose insert
// trigger moves the conversation's newest message and the sender's own read mark), then
// published, then answered.
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
 * A send that checks its own session (sendAsClaimed): the token's hash, and today in Australia
 * (a suspension's last day counts in full). The session must be live at `at`.
 */
type SessionValues = { tokenHash: string; today: string };

/** The session row, if it is live at the send's time and the sender's. */
const liveSession = (v: SendValues & SessionValues) =>
  sql`${sessions.tokenHash} = ${v.tokenHash} and ${sessions.userId} = ${v.viewerId} and ${sessions.expiresAt} > ${v.at}`;

/**
 * What loadUser and the route's guards check before a send, as SQL for its own batch: the
 * session is live and the member's, whose address is confirmed and who is not suspended today.
 */
const sessionAllows = (v: SendValues & SessionValues) =>
  sql`exists (select 1 from ${sessions} where ${liveSession(v)})
    and exists (select 1 from ${users} where ${users.id} = ${v.viewerId} and ${users.emailVerifiedAt} is not null
      and (${users.suspendedAt} is null or (${users.suspendedUntil} is not null and ${users.suspendedUntil} < ${v.today})))`;

/** The session's times (null when it is not live, or not this member's), for sendAsClaimed's answers and the session's extension. */
const sessionColumns = (v: SendValues & SessionValues) => {
  const session = (column: typeof sessions.lastSeenAt | typeof sessions.createdAt) =>
    sql<string | null>`(select ${column} from ${sessions} where ${liveSession(v)})`;
  return { lastSeenAt: session(sessions.lastSeenAt), createdAt: session(sessions.createdAt) };
};

const standingColumns = {
  email: users.email,
  role: users.role,
  membershipLevel: users.membershipLevel,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
};

/**
 * A send's whole batch: the lookups (one statement: the sender's row with the rest as
 * subqueries, since every statement in a batch has a fixed cost on top of its query), the
 * limit's count, then the store, whose insert stores only when the same rules hold in the same
 * transaction (a member of the conversation who may write, messaging not suspended, under the
 * limit). Every value comes from `v` (it is reused SQL: db/reused.ts). With `session`, the
 * session is checked in the same batch too: nothing is counted or stored unless it holds.
 */
export function sendStatements(db: Db, v: SendValues, session?: SendValues & SessionValues) {
  const signedIn = session ? sql`${sessionAllows(session)} and ` : sql``;
  const allowed = sql`${signedIn}exists (select 1 from ${conversationMembers} where ${conversationMembers.conversationId} = ${v.conversationId}
      and ${conversationMembers.userId} = ${v.viewerId} and ${conversationMembers.status} = 'active')
    and not exists (select 1 from ${messagingSettings} where ${messagingSettings.userId} = ${v.viewerId} and ${messagingSettings.messagingSuspendedAt} is not null)
    and (select ${rateLimits.count} from ${rateLimits} where ${rateLimits.key} = ${v.limitKey}) <= ${MESSAGE_RATE_LIMIT.limit}`;
  const hit = { key: v.limitKey, at: v.at, stale: v.stale };
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
        // The rest of the member's row (CurrentUser's fields: their standing, and who the request
        // is once the session holds). Not the whole row: D1 hands a batch's rows back keyed by
        // column name, so a column selected twice (id, first_name) would shift every value after it.
        ...(session ? { session: sessionColumns(session), standing: standingColumns } : {}),
      })
      .from(users)
      .where(eq(users.id, v.viewerId)),
    session ? countHitIf(db, hit, sessionAllows(session)) : countHitAt(db, hit),
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

type Batch = Awaited<ReturnType<Db['batch']>>;
type Lookup = Omit<Awaited<ReturnType<ReturnType<typeof sendStatements>[0]['all']>>[number], 'session' | 'standing'>;

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
  return settleSend(db, env, values, lookup!, count!, stored, now);
}

/** The fields of the member's row a request's CurrentUser is made from (services/users.ts toCurrentUser). */
type Member = Parameters<typeof toCurrentUser>[0];

/** A session this isolate has seen: its token's hash and whose it was (sessions.ts sessionOwnerOf). */
export type SessionClaim = { tokenHash: string; userId: number };

/**
 * The same send for a request whose session was not looked up first (lib/auth.ts loadUser): the
 * session is checked in the send's own batch, a round trip fewer (docs/decisions/0024). Answers
 * as the guards would have, in their order: 401 for a session that has ended (nothing counted
 * or stored), 403 for an unconfirmed address or a suspension, then as sendMessage. Once the
 * session holds (before any 403), `held` hears who it proved the request to be, and the session's
 * new end when it was due to be extended, as loadUser would have.
 */
export async function sendAsClaimed(
  db: Db,
  env: Env,
  claim: SessionClaim,
  conversationId: number,
  input: { body: string; clientId: string },
  held: (member: Member, renewedUntil: Date | null) => void,
  now = new Date(),
): Promise<Sent> {
  const values = {
    viewerId: claim.userId,
    conversationId,
    clientId: input.clientId,
    body: input.body,
    ...messageHitValues(claim.userId, now),
    tokenHash: claim.tokenHash,
    today: todayInAustralia(now),
  };
  const [[row], [count], ...stored] = await db.batch(reusedStatements(db, 'message.send+session', values, (v) => sendStatements(db, v, v)));
  const session = row?.session;
  if (!row?.standing || !session || session.lastSeenAt === null || session.createdAt === null) {
    forgetSessionOwner(claim.tokenHash);
    throw unauthorized();
  }
  const { session: _session, standing, ...lookup } = row;
  const member: Member = { ...standing, id: lookup.id, firstName: lookup.firstName, lastName: lookup.lastName };
  held(member, await renewIfDue(db, claim.tokenHash, { lastSeenAt: session.lastSeenAt, createdAt: session.createdAt }, now));
  if (member.emailVerifiedAt === null) throw forbidden(UNVERIFIED_MESSAGING_MESSAGE);
  const suspension = activeSuspension(member, values.today);
  if (suspension) throw forbidden(suspensionMessage(suspension));
  // The batch counted only if the same rules held in SQL; should the two ever disagree, the
  // send is refused as a signed-out one, never answered with a crash.
  if (!count) throw unauthorized();
  return settleSend(db, env, values, lookup, count, stored, now);
}

/** After a send's batch: why it was refused, or the repeat's stored message, or the new one published. */
async function settleSend(
  db: Db,
  env: Env,
  values: SendValues,
  lookup: Lookup,
  count: { count: number; windowStart: string },
  stored: Batch,
  now: Date,
): Promise<Sent> {
  const { memberStatus, existingId, existingConversationId, suspendedAt, ...sender } = lookup;
  const { viewerId, conversationId, clientId } = values;
  if (!memberStatus || memberStatus === 'left') throw notFound(CONVERSATION_NOT_FOUND);
  if (existingId !== null) return repeatOf(db, { id: existingId, conversationId: existingConversationId! }, conversationId, viewerId);
  if (suspendedAt) throw forbidden(MESSAGING_SUSPENDED_MESSAGE);
  if (memberStatus === 'request') throw forbidden(ACCEPT_TO_REPLY);
  if (memberStatus === 'declined') throw forbidden(DECLINED_CANNOT_SEND);
  refuseOverLimit(count, MESSAGE_RATE_LIMIT, now);
  const published = await publishStored(env, stored as unknown[], sender);
  // Nothing inserted: the same clientId arrived at the same moment, and that request stored it.
  if (!published) return repeatOf(db, (await messageByClientId(db, viewerId, clientId))!, conversationId, viewerId);
  return { message: published.view, created: true, reached: published.reached };
}
