import { inChunks } from '../../lib/in-chunks';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPosts, notificationPreferences, notifications, postComments, postFollows, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { displayNameOf } from '../../messaging/public';
import {
  DEFAULT_DELIVERY,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationView,
} from '../../schemas/notifications';

/**
 * Notifications (docs/decisions/0025-notifications.md). The statements that make them run in
 * the same batch as the comment or like that causes them, so there is never one without the
 * other. While a notification is unread, more of the same (replies in one discussion, likes on
 * one post) update it, through the partial unique index on (user_id, group_key): a thread with
 * 200 replies in an hour is one notification per reader, "Alex and 199 others replied".
 */

/** What the fan-out hands back: one row per reader it reached, `fresh` when it is new (not grouped into an unread one). */
export type Reached = { userId: number; kind: NotificationKind; fresh: boolean; notificationId: number };

export const deliveryOf = (kindSql: ReturnType<typeof sql>, userIdSql: ReturnType<typeof sql>) =>
  sql`coalesce((select np.delivery from ${notificationPreferences} np where np.user_id = ${userIdSql} and np.kind = ${kindSql}), case ${kindSql} ${sql.raw(
    NOTIFICATION_KINDS.map((k) => `when '${k}' then '${DEFAULT_DELIVERY[k]}'`).join(' '),
  )} end)`;

/**
 * A new comment's notifications, for the batch that inserts it (after the insert): everyone
 * who follows the discussion — its author and its commenters unless they stopped following, and
 * anyone who chose to follow — except the commenter, anyone who blocked them, and anyone who
 * turned that kind off, and anyone the reply mentions (they hear of the mention instead, once).
 * The comment is the newest of this member's on the post (the insert
 * came just before, in the same transaction).
 */
export function replyFanOutStatement(db: Db, postId: number, actorId: number, at: string, mentioned: number[] = [], when?: SQL) {
  const kind = sql`(case when r.user_id = (select user_id from ${communityPosts} where id = ${postId}) then 'post-reply' else 'thread-reply' end)`;
  // Every column in the table's order (drizzle inserts a raw select as all columns).
  return groupedInsert(
    db,
    sql`select null, r.user_id, ${kind}, ${actorId}, ${postId},
      (select max(id) from ${postComments} where post_id = ${postId} and user_id = ${actorId}),
      ${`post:${postId}`}, 1, ${at}, ${at}, null, null, null, null, null, null, null
    from (
      select user_id from ${communityPosts} where id = ${postId}
      union select user_id from ${postComments} where post_id = ${postId}
      union select user_id from ${postFollows} where post_id = ${postId} and following = 1
    ) r
    where r.user_id <> ${actorId}
      ${when ? sql`and ${when}` : sql``}
      ${
        mentioned.length > 0
          ? sql`and r.user_id not in (${sql.join(
              mentioned.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }
      and not exists (select 1 from ${postFollows} f where f.post_id = ${postId} and f.user_id = r.user_id and f.following = 0)
      and not exists (select 1 from member_blocks b where b.blocker_id = r.user_id and b.blocked_id = ${actorId})
      and ${deliveryOf(kind, sql`r.user_id`)} <> 'off'`,
  );
}

/**
 * A like's notification for the post's author, for the batch right after the like's insert:
 * `changes()` is that insert's row count, so liking twice (the insert did nothing) tells no one.
 */
export function likeFanOutStatement(db: Db, postId: number, actorId: number, at: string) {
  return groupedInsert(
    db,
    sql`select null, p.user_id, 'post-liked', ${actorId}, p.id, null, ${`likes:${postId}`}, 1, ${at}, ${at}, null, null, null, null, null, null, null
    from ${communityPosts} p
    where p.id = ${postId} and changes() = 1 and p.user_id <> ${actorId}
      and not exists (select 1 from member_blocks b where b.blocker_id = p.user_id and b.blocked_id = ${actorId})
      and ${deliveryOf(sql`'post-liked'`, sql`p.user_id`)} <> 'off'`,
  );
}

/** Inserts, or adds to the reader's unread notification of the same group. */
export const groupedInsert = (db: Db, rows: ReturnType<typeof sql>) =>
  db
    .insert(notifications)
    .select(rows)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.groupKey],
      targetWhere: sql`read_at is null`,
      set: {
        count: sql`${notifications.count} + 1`,
        actorId: sql`excluded.actor_id`,
        commentId: sql`excluded.comment_id`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ user_id: notifications.userId, kind: notifications.kind, count: notifications.count, id: notifications.id });

export const reachedFrom = (rows: ReadonlyArray<{ user_id: number; kind: NotificationKind; count: number; id: number }>): Reached[] =>
  rows.map((r) => ({ userId: r.user_id, kind: r.kind, fresh: r.count === 1, notificationId: r.id }));

/**
 * A deleted comment's unread notifications, for the batch that deletes it (before the delete):
 * one that stood for this reply alone goes; one that stood for more counts one fewer and points
 * at the newest remaining reply by someone else.
 */
export function withdrawReplyStatements(db: Db, commentId: number) {
  return [
    db.delete(notifications).where(and(eq(notifications.commentId, commentId), isNull(notifications.readAt), eq(notifications.count, 1))),
    db
      .update(notifications)
      .set({
        count: sql`${notifications.count} - 1`,
        commentId: sql`(select max(c.id) from ${postComments} c where c.post_id = ${notifications.postId} and c.id <> ${commentId} and c.user_id <> ${notifications.userId})`,
      })
      .where(and(eq(notifications.commentId, commentId), isNull(notifications.readAt))),
  ] as const;
}

/** Follow or stop following a discussion (404 for a post the member cannot see). */
export async function setFollowing(db: Db, userId: number, postId: number, following: boolean): Promise<{ following: boolean }> {
  const post = await db.select({ visibility: communityPosts.visibility }).from(communityPosts).where(eq(communityPosts.id, postId)).get();
  if (!post || post.visibility === 'hidden') throw notFound('Post not found');
  await db
    .insert(postFollows)
    .values({ userId, postId, following })
    .onConflictDoUpdate({ target: [postFollows.postId, postFollows.userId], set: { following } });
  return { following };
}

/** Whether the member hears about new replies in this discussion (its author and commenters do, unless they stopped). */
export async function isFollowing(db: Db, userId: number, postId: number): Promise<boolean> {
  const row = await db.get<{ following: number }>(sql`
    select coalesce(
      (select following from ${postFollows} where post_id = ${postId} and user_id = ${userId}),
      exists (select 1 from ${communityPosts} where id = ${postId} and user_id = ${userId})
        or exists (select 1 from ${postComments} where post_id = ${postId} and user_id = ${userId})
    ) as following`);
  return Boolean(row?.following);
}

/**
 * Notifications the member can still see: not about a hidden post or a hidden reply, and not
 * caused by someone they have since blocked (a message from them, a mention by them).
 */
const visibleToReader = sql`(${notifications.postId} is null or ${communityPosts.visibility} = 'visible')
  and (${notifications.commentId} is null or exists (select 1 from ${postComments} vc where vc.id = ${notifications.commentId} and vc.visibility = 'visible'))
  and (${notifications.actorId} is null or not exists (select 1 from member_blocks vb where vb.blocker_id = ${notifications.userId} and vb.blocked_id = ${notifications.actorId}))`;

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(communityPosts, eq(communityPosts.id, notifications.postId))
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), visibleToReader));
  return row?.n ?? 0;
}

export async function listNotifications(
  db: Db,
  userId: number,
  { page, kind }: { page: number; kind?: NotificationKind },
): Promise<NotificationPage> {
  const where = and(eq(notifications.userId, userId), visibleToReader, kind ? eq(notifications.kind, kind) : undefined);
  const [rows, [total], unread] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        count: notifications.count,
        commentId: notifications.commentId,
        updatedAt: notifications.updatedAt,
        readAt: notifications.readAt,
        postId: communityPosts.id,
        postTitle: communityPosts.title,
        title: notifications.title,
        link: notifications.link,
        detail: notifications.detail,
        reason: notifications.reason,
        actorId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(notifications)
      .leftJoin(communityPosts, eq(communityPosts.id, notifications.postId))
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(where)
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(notifications).leftJoin(communityPosts, eq(communityPosts.id, notifications.postId)).where(where),
    unreadCount(db, userId),
  ]);
  const n = total?.n ?? 0;
  return {
    notifications: rows.map((r): NotificationView => ({
      id: r.id,
      kind: r.kind,
      // A gone account leaves no row to join: the sentence says "A former member".
      actorName: r.actorId === null ? null : displayNameOf(r),
      count: r.count,
      post: r.postId === null || r.postTitle === null ? null : { id: r.postId, title: r.postTitle },
      commentId: r.commentId,
      title: r.title,
      link: r.link,
      detail: r.detail,
      reason: r.reason,
      updatedAt: r.updatedAt,
      read: r.readAt !== null,
    })),
    page,
    totalPages: Math.max(1, Math.ceil(n / NOTIFICATIONS_PAGE_SIZE)),
    total: n,
    unread,
  };
}

/** Marks one read (404 if it is not the member's). */
export async function markRead(db: Db, userId: number, id: number, now = new Date()): Promise<void> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound('Notification not found');
}

export async function markAllRead(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now.toISOString() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function getPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return { ...DEFAULT_DELIVERY, ...Object.fromEntries(rows.map((r) => [r.kind, r.delivery])) };
}

export async function setPreferences(db: Db, userId: number, changes: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  // The validated body carries every kind, unchosen ones as undefined.
  const entries = (Object.entries(changes) as Array<[NotificationKind, NotificationPreferences[NotificationKind] | undefined]>).filter(
    (e): e is [NotificationKind, NotificationPreferences[NotificationKind]] => e[1] !== undefined,
  );
  if (entries.length > 0) {
    const [first, ...rest] = entries.map(([kind, delivery]) =>
      db
        .insert(notificationPreferences)
        .values({ userId, kind, delivery })
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { delivery } }),
    );
    await db.batch([first!, ...rest]);
  }
  return getPreferences(db, userId);
}

/** Notifications already handled by mail (so a retry never mails twice). */
export async function markEmailed(db: Db, ids: number[], now = new Date()): Promise<void> {
  const [first, ...rest] = inChunks(ids).map((chunk) =>
    db.update(notifications).set({ emailedAt: now.toISOString() }).where(inArray(notifications.id, chunk)),
  );
  if (first) await db.batch([first, ...rest]);
}
