import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { communityPosts, notificationKeys, notifications, users } from '../db/schema';
import type { Env } from '../env';
import { randomToken } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import { log } from '../lib/log';
import { publishToMembers } from '../live/publish';
import { notificationMail } from '../mail/notification-mails';
import { notificationPath, type NotificationKind } from '../schemas/notifications';
import { mailConfigured, sendMail } from './mail';
import { actorName, getPreferences, markEmailed, setPreferences, type Reached } from './notifications';

/** The page the "Stop these emails" link opens (web/src/app/routes/stop-emails.tsx). */
export const STOP_EMAILS_PATH = '/notifications/stop-emails';
export const PREFERENCES_PATH = '/notifications?preferences=1';

/** A member's unsubscribe secret, made the first time it is needed. */
export async function unsubscribeKey(db: Db, userId: number): Promise<string> {
  await db
    .insert(notificationKeys)
    .values({ userId, unsubscribeKey: randomToken(24) })
    .onConflictDoNothing();
  const row = await db
    .select({ key: notificationKeys.unsubscribeKey })
    .from(notificationKeys)
    .where(eq(notificationKeys.userId, userId))
    .get();
  return row!.key;
}

export const unsubscribeQuery = (userId: number, kind: NotificationKind, key: string) =>
  `member=${userId}&kind=${encodeURIComponent(kind)}&token=${encodeURIComponent(key)}`;

/**
 * After the batch that made them commits: every reader hears at once on their live channel (the
 * bell refetches its count), and readers whose notification is new (not grouped into an unread
 * one) and who chose email get one, queued. Never to an unconfirmed address or a suspended
 * member. Mail not set up only means no email; the notification stands.
 */
export async function deliverNotifications(env: Env, db: Db, reached: Reached[], origin: string, now = new Date()): Promise<void> {
  if (reached.length === 0) return;
  await publishToMembers(
    env,
    reached.map((r) => ({ memberId: r.userId, event: { type: 'notification' as const, kind: r.kind } })),
  );
  const fresh = reached.filter((r) => r.fresh);
  if (fresh.length === 0) return;
  if (!mailConfigured(env)) {
    log('warn', 'notifications.mail_not_sent', { reason: 'mail is not configured', count: fresh.length });
    return;
  }
  const rows = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      count: notifications.count,
      commentId: notifications.commentId,
      postId: communityPosts.id,
      title: communityPosts.title,
      email: users.email,
      firstName: users.firstName,
      verified: users.emailVerifiedAt,
      suspendedAt: users.suspendedAt,
      actorId: notifications.actorId,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(communityPosts, eq(communityPosts.id, notifications.postId))
    .where(
      and(
        inArray(
          notifications.id,
          fresh.map((r) => r.notificationId),
        ),
        isNull(notifications.emailedAt),
      ),
    );
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is number => id !== null))];
  const actors = actorIds.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, actorIds))
    : [];
  const emailed: number[] = [];
  for (const row of rows) {
    if (!row.verified || row.suspendedAt) continue;
    const preferences = await getPreferences(db, row.userId);
    if (preferences[row.kind] !== 'email') continue;
    const actor = actors.find((a) => a.id === row.actorId);
    const view = {
      kind: row.kind,
      actorName: actor ? actorName(actor) : null,
      count: row.count,
      post: { id: row.postId, title: row.title },
    };
    const key = await unsubscribeKey(db, row.userId);
    const query = unsubscribeQuery(row.userId, row.kind, key);
    const links = {
      place: `${origin}${notificationPath({ post: view.post, commentId: row.commentId })}`,
      stop: `${origin}${STOP_EMAILS_PATH}?${query}`,
      preferences: `${origin}${PREFERENCES_PATH}`,
    };
    await sendMail(env, 'notification', row.email, notificationMail(row.firstName, view, links), now, {
      'List-Unsubscribe': `<${origin}/api/notifications/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    emailed.push(row.id);
  }
  await markEmailed(db, emailed, now);
}

/**
 * "Stop these emails" for one kind, from a link in the mail or a mail program's one-click
 * button (RFC 8058): the member's secret must match; the kind stays in the app. Answers the
 * same plain words for any wrong link, and changes nothing then.
 */
export async function stopEmails(db: Db, memberId: number, kind: NotificationKind, token: string): Promise<void> {
  const row = await db
    .select({ key: notificationKeys.unsubscribeKey })
    .from(notificationKeys)
    .where(eq(notificationKeys.userId, memberId))
    .get();
  if (!row || !constantTimeEqual(row.key, token)) throw new ApiError('bad_request', STOP_LINK_BROKEN);
  const current = await getPreferences(db, memberId);
  if (current[kind] === 'email') await setPreferences(db, memberId, { [kind]: 'app' });
}

export const STOP_LINK_BROKEN = 'This link does not work. Sign in and choose your email settings under Notifications.';

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
