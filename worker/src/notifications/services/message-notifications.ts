import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, notificationPreferences, notifications } from '../../db/schema';
import { DEFAULT_DELIVERY } from '../../schemas/notifications';
import { blockersOf } from '../../messaging/public';
import { groupedInsert } from './notifications';

/**
 * Private messages in the notifications (docs/decisions/0029-more-notifications.md). A message
 * tells each member of the conversation who hears it (decision 0024's audience: active or asked,
 * never a member who blocked the sender, so a blocked sender is never named), grouped per
 * conversation while unread: "Alex sent you 3 private messages". A message request tells its
 * member once, ever: more messages before they answer add nothing, so a request cannot be used to
 * ring someone's bell again and again.
 */

const cm = conversationMembers;

// A bound number can arrive as a real (1.0): the keys and the link take it as an integer.
const idText = (conversationId: number | SQL) => sql`cast(cast(${conversationId} as integer) as text)`;
const conversationKey = (conversationId: number | SQL) => sql`'conversation:' || ${idText(conversationId)}`;
const requestKey = (conversationId: number | SQL) => sql`'request:' || ${idText(conversationId)}`;

/**
 * For the batch that stores the message (after its insert). A repeated clientId stores nothing,
 * and its stored message has an earlier time, so the repeat tells no one again.
 */
export function messageFanOutStatement(db: Db, conversationId: number | SQL, senderId: number, clientId: string, at: string) {
  const key = sql`(case r.status when 'request' then ${requestKey(conversationId)} else ${conversationKey(conversationId)} end)`;
  const defaultDelivery = sql.raw(`'${DEFAULT_DELIVERY.message}'`);
  // Every column in the table's order (drizzle inserts a raw select as all columns).
  return groupedInsert(
    db,
    sql`select null, r.user_id, 'message', ${senderId}, null, null, ${key}, 1, ${at}, ${at}, null, null,
      null, '/messages/' || ${idText(conversationId)}, (case r.status when 'request' then 'request' else null end), null, null
    from ${cm} r
    where r.conversation_id = ${conversationId} and r.user_id <> ${senderId} and r.status in ('active', 'request')
      and r.user_id not in ${blockersOf(senderId)}
      and exists (select 1 from messages m where m.sender_id = ${senderId} and m.client_id = ${clientId} and m.created_at = ${at})
      and (r.status <> 'request' or not exists (select 1 from ${notifications} n where n.user_id = r.user_id and n.group_key = ${requestKey(conversationId)}))
      and coalesce((select np.delivery from ${notificationPreferences} np where np.user_id = r.user_id and np.kind = 'message'), ${defaultDelivery}) <> 'off'`,
  );
}

/** Reading a conversation reads its message notification too, so the bell and the messages agree. */
export const readMessageNotificationsStatement = (db: Db, userId: number, conversationId: number, at: string) =>
  db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        inArray(notifications.groupKey, [`conversation:${conversationId}`, `request:${conversationId}`]),
      ),
    );
