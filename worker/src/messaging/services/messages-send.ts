import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusedStatements } from '../../db/reused';
import { conversationMembers, messages, messagingSettings, rateLimits, sessions, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { UNVERIFIED_MESSAGING_MESSAGE } from '../../accounts/public';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { todayInAustralia } from '../../schemas/donations';
import { activeSuspension, suspensionMessage } from '../../schemas/standing';
import { ACCEPT_TO_REPLY, DECLINED_CANNOT_SEND, MESSAGE_RATE_LIMIT, MESSAGING_SUSPENDED_MESSAGE } from '../../schemas/messages';
import { CONVERSATION_NOT_FOUND } from './conversations';
import { personColumns } from './messages-people';
import { messageByClientId, messageHitValues, publishStored, repeatOf, storeMessageStatements, type Sent } from './messages-store';
import { countHitIf, refuseOverLimit } from '../../accounts/public';
import { forgetSessionOwner, renewIfDue } from '../../accounts/public';
import type { toCurrentUser } from '../../accounts/public';

// Sending one private message (docs/decisions/0024): decided, counted and stored in one D1
// batch (messages-store.ts holds the store and the publishing it shares with a conversation's
// first message), then published, then answered.

/**
 * The values a send's statements take (each one a bound value of the reused SQL), with the
 * session's token hash and today in Australia (a suspension's last day counts in full): the
 * session must be live at `at`.
 */
type SendValues = {
  viewerId: number;
  conversationId: number;
  clientId: string;
  body: string;
  at: string;
  limitKey: string;
  stale: string;
  tokenHash: string;
  today: string;
};

/** The session row, if it is live at the send's time and the sender's. */
const liveSession = (v: SendValues) =>
  sql`${sessions.tokenHash} = ${v.tokenHash} and ${sessions.userId} = ${v.viewerId} and ${sessions.expiresAt} > ${v.at}`;

/**
 * The rule a send answers to, written once: the session is live and the member's, whose address
 * is confirmed and who is not suspended today. It is the send's guard (sendMessage reads the
 * same row to say which part failed) and the condition of its count and its insert.
 */
const sessionAllows = (v: SendValues) =>
  sql`exists (select 1 from ${sessions} where ${liveSession(v)})
    and exists (select 1 from ${users} where ${users.id} = ${v.viewerId} and ${users.emailVerifiedAt} is not null
      and (${users.suspendedAt} is null or (${users.suspendedUntil} is not null and ${users.suspendedUntil} < ${v.today})))`;

/** The session's times (null when it is not live, or not this member's), for sendMessage's answers and the session's extension. */
const sessionColumns = (v: SendValues) => {
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
 * limit). Every value comes from `v` (it is reused SQL: db/reused.ts). The session is checked
 * in the same batch too: nothing is counted or stored unless it holds.
 */
export function sendStatements(db: Db, v: SendValues) {
  const allowed = sql`${sessionAllows(v)} and exists (select 1 from ${conversationMembers} where ${conversationMembers.conversationId} = ${v.conversationId}
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
        session: sessionColumns(v),
        standing: standingColumns,
      })
      .from(users)
      .where(eq(users.id, v.viewerId)),
    countHitIf(db, hit, sessionAllows(v)),
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

type Batch = Awaited<ReturnType<Db['batch']>>;
type Lookup = Omit<Awaited<ReturnType<ReturnType<typeof sendStatements>[0]['all']>>[number], 'session' | 'standing'>;

/** The fields of the member's row a request's CurrentUser is made from (services/users.ts toCurrentUser). */
type Member = Parameters<typeof toCurrentUser>[0];

/** A session this isolate has seen: its token's hash and whose it was (sessions.ts sessionOwnerOf). */
export type SessionClaim = { tokenHash: string; userId: number };

/**
 * POST /conversations/:id/messages: 201 with the stored message, or 200 with it for a repeated
 * clientId. The one way a private message is sent. The session is checked in the send's own
 * batch (accounts/auth.ts loadUser leaves the lookup to it once this isolate has seen whose the
 * session is: a round trip fewer, docs/decisions/0024). Answers as the usual guards would, in
 * their order: 401 for a session that has ended (nothing counted or stored), 403 for an
 * unconfirmed address or a suspension, then why the conversation refused it. The limit counts
 * each attempt (as the forum's limits do); a repeat is still answered with its stored message.
 * Once the session holds (before any 403), `held` hears who it proved the request to be, and the
 * session's new end when it was due to be extended, as loadUser would have.
 */
export async function sendMessage(
  db: Db,
  env: Env,
  claim: SessionClaim,
  conversationId: number,
  input: { body: string; clientId: string },
  held: (member: Member, renewedUntil: Date | null) => void,
  now = new Date(),
): Promise<Sent> {
  const values: SendValues = {
    viewerId: claim.userId,
    conversationId,
    clientId: input.clientId,
    body: input.body,
    ...messageHitValues(claim.userId, now),
    tokenHash: claim.tokenHash,
    today: todayInAustralia(now),
  };
  const [[row], [count], ...stored] = await db.batch(reusedStatements(db, 'message.send', values, (v) => sendStatements(db, v)));
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
