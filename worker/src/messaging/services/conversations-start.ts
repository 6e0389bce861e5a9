import { and, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, messages, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import { likeContains } from '../../lib/like';
import type { CurrentUser } from '../../schemas/auth';
import {
  CONVERSATION_RATE_LIMIT,
  MESSAGE_RATE_LIMIT,
  NO_ONE_TO_MESSAGE,
  NOT_TAKING_MESSAGES,
  TITLE_NEEDS_GROUP,
  UNBLOCK_TO_MESSAGE,
  type ConversationDetail,
  type MembershipStatus,
  type MessagingPerson,
  type startConversationSchema,
} from '../../schemas/messages';
import { FORMER_MEMBER_EMAIL } from '../../accounts/public';
import { getConversation } from './conversation-detail';
import { talkedWith } from './conversations';
import { blockedByMember, blockersOf, personColumns, toMessagingPerson } from './messages-people';
import { assertMessagingAllowed, messageByClientId, publishStored, repeatOf, storeMessageStatements, type Sent } from './messages-store';
import { settingsOf } from './messaging-settings';
import { countHitStatement, refuseOverLimit } from '../../accounts/public';
import { assertMayMessage } from '../../community/public';

// Starting a conversation (docs/decisions/0024): 1 to 9 others and the first message. The same
// two members keep one conversation. Someone the starter has never talked with gets it as a
// message request; a member who blocked the starter gets it exactly as a declined request.

export const MEMBER_NOT_FOUND = 'Member not found';
const SEARCH_LIMIT = 20;

type StartInput = v.InferOutput<typeof startConversationSchema>;
export type Started = Sent & { conversation: ConversationDetail };

const cm = conversationMembers;

/** The two members' own conversation (exactly the two of them), if they have one. */
async function pairConversation(db: Db, a: number, b: number): Promise<{ id: number; theirStatus: MembershipStatus } | undefined> {
  const theirs = db.select({ id: cm.conversationId }).from(cm).where(eq(cm.userId, b));
  const row = await db
    .select({ id: cm.conversationId })
    .from(cm)
    .where(
      and(
        eq(cm.userId, a),
        inArray(cm.conversationId, theirs),
        sql`(select count(*) from ${cm} as pair where pair.conversation_id = ${cm.conversationId}) = 2`,
      ),
    )
    .get();
  if (!row) return undefined;
  const them = await db
    .select({ status: cm.status })
    .from(cm)
    .where(and(eq(cm.conversationId, row.id), eq(cm.userId, b)))
    .get();
  return { id: row.id, theirStatus: them!.status };
}

/** Each recipient with what decides their membership: whether they blocked the starter, and whether the two have talked. */
async function recipientsOf(db: Db, viewer: CurrentUser, ids: number[]) {
  const rows = await db
    .select({
      id: users.id,
      blockedMe: sql<number>`${users.id} in ${blockersOf(viewer.id)}`,
      blockedByMe: sql<number>`${users.id} in ${blockedByMember(viewer.id)}`,
      talked: talkedWith(viewer.id, sql`${users.id}`).mapWith(Number),
    })
    .from(users)
    .where(and(inArray(users.id, ids), ne(users.email, FORMER_MEMBER_EMAIL)));
  if (rows.length !== ids.length) throw notFound(MEMBER_NOT_FOUND);
  if (rows.some((r) => Number(r.blockedByMe))) throw new ApiError('bad_request', UNBLOCK_TO_MESSAGE, { memberIds: [UNBLOCK_TO_MESSAGE] });
  // "Who may message me" is asked of everyone alike, so a block is never told apart from it.
  const settings = await settingsOf(db, ids);
  for (const r of rows) {
    const who = settings.get(r.id)!.whoMayMessage;
    if (who === 'nobody' || (who === 'talked' && !Number(r.talked))) throw forbidden(NOT_TAKING_MESSAGES);
  }
  return rows.map((r) => ({
    id: r.id,
    status: (Number(r.blockedMe) ? 'declined' : Number(r.talked) ? 'active' : 'request') as MembershipStatus,
  }));
}

/** POST /conversations: 201 with the conversation and its first message; 200 for a repeated clientId. */
export async function startConversation(db: Db, env: Env, viewer: CurrentUser, input: StartInput, now = new Date()): Promise<Started> {
  const others = [...new Set(input.memberIds)].filter((id) => id !== viewer.id);
  if (others.length === 0) throw new ApiError('bad_request', NO_ONE_TO_MESSAGE, { memberIds: [NO_ONE_TO_MESSAGE] });
  if (input.title && others.length < 2) throw new ApiError('bad_request', TITLE_NEEDS_GROUP, { title: [TITLE_NEEDS_GROUP] });
  const existing = await messageByClientId(db, viewer.id, input.clientId);
  if (existing) return withConversation(db, viewer, await repeatOf(db, existing, null, viewer.id));
  await assertMessagingAllowed(db, viewer.id);
  const recipients = await recipientsOf(db, viewer, others);
  await assertMayMessage(db, viewer, others, now);
  const at = now.toISOString();
  const message = { senderId: viewer.id, clientId: input.clientId, body: input.body, at };
  const pair = others.length === 1 ? await pairConversation(db, viewer.id, others[0]!) : undefined;

  let results: unknown[];
  if (pair) {
    // The same two members keep one conversation. Coming back to it makes the starter active; a
    // member who had left gets it again as they would a new one; a declined member stays declined.
    const theirs = pair.theirStatus === 'left' ? recipients[0]!.status : pair.theirStatus;
    const [count] = await db.batch([countHitStatement(db, `message:${viewer.id}`, MESSAGE_RATE_LIMIT.windowSeconds, now)]);
    refuseOverLimit(count[0]!, MESSAGE_RATE_LIMIT, now);
    results = (await db.batch([
      db
        .update(cm)
        .set({ status: 'active' })
        .where(and(eq(cm.conversationId, pair.id), eq(cm.userId, viewer.id))),
      db
        .update(cm)
        .set({ status: theirs })
        .where(and(eq(cm.conversationId, pair.id), eq(cm.userId, others[0]!))),
      ...storeMessageStatements(db, { ...message, conversationId: pair.id }),
    ])) as unknown[];
    results = results.slice(2);
  } else {
    const [conversationCount, messageCount] = await db.batch([
      countHitStatement(db, `conversation:${viewer.id}`, CONVERSATION_RATE_LIMIT.windowSeconds, now),
      countHitStatement(db, `message:${viewer.id}`, MESSAGE_RATE_LIMIT.windowSeconds, now),
    ]);
    refuseOverLimit(conversationCount[0]!, CONVERSATION_RATE_LIMIT, now);
    refuseOverLimit(messageCount[0]!, MESSAGE_RATE_LIMIT, now);
    // One batch, so nothing is half made. Every insert is skipped when this clientId is already
    // stored (a repeat that arrived at the same moment), so a repeat never leaves an empty conversation.
    const unsent = sql`not exists (select 1 from ${messages} where ${messages.senderId} = ${viewer.id} and ${messages.clientId} = ${input.clientId})`;
    const newest = sql`(select max(${conversations.id}) from ${conversations})`;
    const member = (userId: number, status: MembershipStatus) =>
      db.insert(cm).select(sql`select ${newest}, ${userId}, ${status}, 0, ${at} where ${unsent}`);
    const all = (await db.batch([
      db.insert(conversations).select(sql`select null, ${input.title}, ${viewer.id}, null, null, ${at} where ${unsent}`),
      member(viewer.id, 'active'),
      ...recipients.map((r) => member(r.id, r.status)),
      ...storeMessageStatements(db, { ...message, conversationId: newest }),
    ])) as unknown[];
    results = all.slice(2 + recipients.length);
  }
  const sender = (await db.select(personColumns).from(users).where(eq(users.id, viewer.id)).get())!;
  const stored = await publishStored(env, results, sender);
  if (!stored)
    return withConversation(db, viewer, await repeatOf(db, (await messageByClientId(db, viewer.id, input.clientId))!, null, viewer.id));
  return withConversation(db, viewer, { message: stored.view, created: true, reached: stored.reached });
}

async function withConversation(db: Db, viewer: CurrentUser, sent: Sent): Promise<Started> {
  return { conversation: await getConversation(db, viewer, sent.message.conversationId), ...sent };
}

/**
 * GET /members?q=: members by first or last name (never by address, decision 0003), for
 * starting a conversation. Not the viewer, not anyone they blocked or who blocked them, and not
 * the shared "Former member" account.
 */
export async function searchMembers(db: Db, viewerId: number, q: string): Promise<{ members: MessagingPerson[] }> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 4);
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(
      and(
        ...words.map((word) => or(likeContains(users.firstName, word), likeContains(users.lastName, word))),
        ne(users.id, viewerId),
        ne(users.email, FORMER_MEMBER_EMAIL),
        notInArray(users.id, blockedByMember(viewerId)),
        notInArray(users.id, blockersOf(viewerId)),
        sql`(${users.firstName} is not null or ${users.lastName} is not null)`,
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(SEARCH_LIMIT);
  return { members: rows.map(toMessagingPerson) };
}
