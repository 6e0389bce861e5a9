import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, messagingSettings } from '../../db/schema';
import type { Env } from '../../platform/env';
import { forbidden, notFound } from '../../lib/errors';
import { publishToMembers } from '../live/publish';
import type { CurrentUser } from '../../schemas/auth';
import { ROOM_TYPING_THROTTLE_SECONDS } from '../../schemas/chat';
import type { LiveEvent, UnreadCounts } from '../../schemas/messages';
import { cannotSendReason, CONVERSATION_NOT_FOUND, countsByMember, membershipOf, unreadCounts, unreadCountsQuery } from './conversations';
import { membersStillIn, publishConversationChanged } from './messages-live';
import { readMessageNotificationsStatement } from '../../notifications/public';
import { blockedByMember, blockersOf, toMessagingPerson } from './messages-people';
import { countHitStatement } from '../../accounts/public';
import { settingsFrom, settingsOf } from './messaging-settings';

// A member's own standing in a conversation: answering a message request, leaving, moving their
// read mark, and saying they are typing.

const cm = conversationMembers;

const setStatus = (db: Db, conversationId: number, userId: number, status: 'active' | 'declined' | 'left') =>
  db
    .update(cm)
    .set({ status })
    .where(and(eq(cm.conversationId, conversationId), eq(cm.userId, userId)));

/** Accept a request (or change one's mind about a declined one): the conversation moves to the inbox. */
export async function acceptConversation(db: Db, env: Env, viewerId: number, conversationId: number): Promise<UnreadCounts> {
  const me = await membershipOf(db, viewerId, conversationId);
  if (me.status !== 'active') {
    await setStatus(db, conversationId, viewerId, 'active');
    // The others' "Not delivered" may end: their screens refetch the conversation.
    await publishConversationChanged(db, env, conversationId, await membersStillIn(db, conversationId, viewerId), [viewerId]);
  }
  return unreadCounts(db, viewerId);
}

/** Decline: the sender is told nothing more than "Not delivered" (no event reaches them). */
export async function declineConversation(db: Db, env: Env, viewerId: number, conversationId: number): Promise<UnreadCounts> {
  const me = await membershipOf(db, viewerId, conversationId);
  if (me.status !== 'declined') {
    await setStatus(db, conversationId, viewerId, 'declined');
    await publishConversationChanged(db, env, conversationId, [viewerId], [viewerId]);
  }
  return unreadCounts(db, viewerId);
}

/** Leave: the conversation is gone for them (404 from now on); the others hear it changed. */
export async function leaveConversation(db: Db, env: Env, viewerId: number, conversationId: number): Promise<UnreadCounts> {
  await membershipOf(db, viewerId, conversationId);
  await setStatus(db, conversationId, viewerId, 'left');
  await publishConversationChanged(
    db,
    env,
    conversationId,
    [viewerId, ...(await membersStillIn(db, conversationId, viewerId))],
    [viewerId],
  );
  return unreadCounts(db, viewerId);
}

/**
 * Moves the read mark forward only (an older id never moves it back), never past the newest
 * message. The others hear it only when the reader shares read receipts, is active (not an
 * unanswered request), and only those who share theirs too, as "Seen" is shown.
 */
export async function markRead(
  db: Db,
  env: Env,
  viewerId: number,
  conversationId: number,
  lastReadMessageId: number,
): Promise<{ lastReadMessageId: number; counts: UnreadCounts }> {
  const mine = and(eq(cm.conversationId, conversationId), eq(cm.userId, viewerId), ne(cm.status, 'left'));
  const newest = sql`coalesce((select ${conversations.lastMessageId} from ${conversations} where ${conversations.id} = ${conversationId}), 0)`;
  // One batch (with the session, two round trips): the mark before and after, the reader's fresh
  // counts, who else is here and everyone's settings.
  const [[before], [after], countRows, others, settingsRows] = await db.batch([
    db.select().from(cm).where(mine),
    db
      .update(cm)
      .set({ lastReadMessageId: sql`max(${cm.lastReadMessageId}, min(${lastReadMessageId}, ${newest}))` })
      .where(mine)
      .returning({ lastReadMessageId: cm.lastReadMessageId }),
    unreadCountsQuery(db, [viewerId]),
    db
      .select({ id: cm.userId })
      .from(cm)
      .where(
        and(
          eq(cm.conversationId, conversationId),
          inArray(cm.status, ['active', 'request']),
          notInArray(cm.userId, blockersOf(viewerId)),
          notInArray(cm.userId, blockedByMember(viewerId)),
          ne(cm.userId, viewerId),
        ),
      ),
    db
      .select()
      .from(messagingSettings)
      .where(inArray(messagingSettings.userId, db.select({ id: cm.userId }).from(cm).where(eq(cm.conversationId, conversationId)))),
    readMessageNotificationsStatement(db, viewerId, conversationId, new Date().toISOString()),
  ]);
  if (!before || !after) throw notFound(CONVERSATION_NOT_FOUND);
  const mark = after.lastReadMessageId;
  const counts = countsByMember([viewerId], countRows).get(viewerId)!;
  const deliveries: { memberId: number; event: LiveEvent }[] = [{ memberId: viewerId, event: { type: 'unread', counts } }];
  const settings = settingsFrom([viewerId, ...others.map((o) => o.id)], settingsRows);
  if (mark > before.lastReadMessageId && before.status === 'active' && settings.get(viewerId)!.readReceipts) {
    const event: LiveEvent = { type: 'read', conversationId, memberId: viewerId, lastReadMessageId: mark };
    deliveries.push(...others.filter((o) => settings.get(o.id)!.readReceipts).map((o) => ({ memberId: o.id, event })));
  }
  await publishToMembers(env, deliveries);
  return { lastReadMessageId: mark, counts };
}

/**
 * "Typing…", to the other members who turned typing indicators on, and only when the typer has
 * them on too (off by default: nobody is shown typing unless they chose it). As in a room
 * (chat-typing.ts), one frame per member per conversation every ROOM_TYPING_THROTTLE_SECONDS
 * (the client's own pace), counted in D1 so it holds across isolates and under parallel calls
 * (decision 0048); calls in between are answered and publish nothing. The listening screen
 * announces at most once a minute.
 */
export async function announceTyping(db: Db, env: Env, viewer: CurrentUser, conversationId: number): Promise<{ ok: true }> {
  const me = await membershipOf(db, viewer.id, conversationId);
  const others = await db
    .select({ id: cm.userId })
    .from(cm)
    .where(
      and(
        eq(cm.conversationId, conversationId),
        inArray(cm.status, ['active', 'request']),
        notInArray(cm.userId, blockersOf(viewer.id)),
        notInArray(cm.userId, blockedByMember(viewer.id)),
        sql`${cm.userId} <> ${viewer.id}`,
      ),
    );
  const settings = await settingsOf(db, [viewer.id, ...others.map((o) => o.id)]);
  const mine = settings.get(viewer.id)!;
  if (cannotSendReason(viewer, me.status, mine.suspendedAt)) throw forbidden(cannotSendReason(viewer, me.status, mine.suspendedAt)!);
  if (!mine.typingIndicators) return { ok: true };
  const [hit] = await countHitStatement(db, `conversation-typing:${conversationId}:${viewer.id}`, ROOM_TYPING_THROTTLE_SECONDS);
  if (hit!.count !== 1) return { ok: true };
  const event: LiveEvent = {
    type: 'typing',
    conversationId,
    member: toMessagingPerson({ ...viewer, avatarKey: null, profileImageUrl: null }),
  };
  await publishToMembers(
    env,
    others.filter((o) => settings.get(o.id)!.typingIndicators).map((o) => ({ memberId: o.id, event })),
  );
  return { ok: true };
}
