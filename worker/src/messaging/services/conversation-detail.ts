// One conversation as its member sees it (GET /conversations/:id): its members, their receipts
// and whether the viewer can send (conversations.ts holds the list and the counts).
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, messages, messagingSettings, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import { type ConversationDetail } from '../../schemas/messages';
import { settingsFrom } from './messaging-settings';
import { blockersOf, personColumns, toMessagingPerson } from './messages-people';
import { cannotSendReason, CONVERSATION_NOT_FOUND } from './conversations';

const cm = conversationMembers;

/**
 * GET /conversations/:id. A member who blocked the viewer is shown to them as "declined", and
 * their receipts are left out, exactly as a declined request: the viewer learns nothing more.
 * "Seen" needs read receipts on for every other active member and for the viewer too (as
 * WhatsApp does: a member who hides their own receipts does not see others').
 */
export async function getConversation(db: Db, viewer: CurrentUser, conversationId: number): Promise<ConversationDetail> {
  const inThis = eq(cm.conversationId, conversationId);
  // The members who would show "Seen": active, not the viewer, not blocking the viewer.
  const readers = and(inThis, eq(cm.status, 'active'), ne(cm.userId, viewer.id), notInArray(cm.userId, blockersOf(viewer.id)));
  // One batch (with the session, two round trips).
  const [conversation, members, blockers, settingsRows, [seen]] = await db.batch([
    db.select().from(conversations).where(eq(conversations.id, conversationId)),
    db
      .select({ status: cm.status, lastRead: cm.lastReadMessageId, person: personColumns })
      .from(cm)
      .innerJoin(users, eq(users.id, cm.userId))
      .where(inThis)
      .orderBy(cm.joinedAt, cm.userId),
    db
      .select({ id: cm.userId })
      .from(cm)
      .where(and(inThis, inArray(cm.userId, blockersOf(viewer.id)))),
    db
      .select()
      .from(messagingSettings)
      .where(inArray(messagingSettings.userId, db.select({ id: cm.userId }).from(cm).where(inThis))),
    // The viewer's newest message that every reader has read up to.
    db
      .select({ id: sql<number | null>`max(${messages.id})` })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.senderId, viewer.id),
          sql`${messages.deletedAt} is null`,
          sql`${messages.id} <= (select min(${cm.lastReadMessageId}) from ${cm} where ${readers})`,
        ),
      ),
  ]);
  const me = members.find((m) => m.person.id === viewer.id);
  if (!conversation[0] || !me || me.status === 'left') throw notFound(CONVERSATION_NOT_FOUND);
  const others = members.filter((m) => m.person.id !== viewer.id);
  const blockedMe = new Set(blockers.map((b) => b.id));
  const settings = settingsFrom(
    members.map((m) => m.person.id),
    settingsRows,
  );
  const receiving = others.filter((m) => (m.status === 'active' || m.status === 'request') && !blockedMe.has(m.person.id));
  const readerIds = receiving.filter((m) => m.status === 'active').map((m) => m.person.id);
  const mine = settings.get(viewer.id)!;
  const sharesReceipts = mine.readReceipts && readerIds.length > 0 && readerIds.every((id) => settings.get(id)!.readReceipts);
  const reason = cannotSendReason(viewer, me.status, mine.suspendedAt);
  return {
    id: conversationId,
    title: conversation[0].title,
    members: others.map((m) => ({
      ...toMessagingPerson(m.person),
      status: blockedMe.has(m.person.id) && m.status !== 'left' ? 'declined' : m.status,
    })),
    myStatus: me.status,
    canSend: reason === null,
    cannotSendReason: reason,
    seenMessageId: sharesReceipts ? (seen?.id ?? null) : null,
    notDelivered: receiving.length === 0,
    lastReadMessageId: me.lastRead,
  };
}
