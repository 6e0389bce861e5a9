import { inChunks, VALUES_PER_STATEMENT } from '../../lib/in-chunks';
import { and, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alias } from 'drizzle-orm/sqlite-core';
import { communityPosts, notificationKeys, notificationPreferences, notifications, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { randomToken } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { log } from '../../lib/log';
import { publishToMembers } from '../../messaging/public';
import { REPLYABLE, replyAddress } from '../../mail/public';
import { notificationMail } from '../mails/notification-mails';
import {
  DEFAULT_DELIVERY,
  EMAIL_DELIVERIES,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type StopTarget,
} from '../../schemas/notifications';
import { notificationPath } from '../../schemas/notification-sentences';
import { mailConfigured, sendMail } from '../../mail/public';
import { displayNameOf } from '../../messaging/public';
import { settingsOf, type StoredSettings } from './notification-settings';
import { isQuiet } from './quiet-hours';
import { getPreferences, markEmailed, setPreferences, type Reached } from './notifications';

/** The page the "Stop these emails" link opens (web/src/app/routes/stop-emails.tsx). */
export const STOP_EMAILS_PATH = '/notifications/stop-emails';
export const PREFERENCES_PATH = '/notifications?preferences=1';

/** Members' unsubscribe secrets, each made the first time it is needed: one write and one read for all of them. */
export async function unsubscribeKeys(db: Db, userIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  const keys = new Map<number, string>();
  // Two values a row in the insert, so half as many members a statement as ids in the select.
  for (const chunk of inChunks(ids, VALUES_PER_STATEMENT / 2)) {
    await db
      .insert(notificationKeys)
      .values(chunk.map((userId) => ({ userId, unsubscribeKey: randomToken(24) })))
      .onConflictDoNothing();
    const rows = await db
      .select({ userId: notificationKeys.userId, key: notificationKeys.unsubscribeKey })
      .from(notificationKeys)
      .where(inArray(notificationKeys.userId, chunk));
    for (const r of rows) keys.set(r.userId, r.key);
  }
  return keys;
}

/** One member's unsubscribe secret. */
export const unsubscribeKey = async (db: Db, userId: number) => (await unsubscribeKeys(db, [userId])).get(userId)!;

export const unsubscribeQuery = (userId: number, kind: StopTarget, key: string) =>
  `member=${userId}&kind=${encodeURIComponent(kind)}&token=${encodeURIComponent(key)}`;

/**
 * A delivery handed to NOTIFY_QUEUE: who was reached, and where links in mails lead. `told`:
 * the request already sent the live events (a private message sends them with the message
 * itself), so only the mails are left.
 */
export type DeliveryJob = { type: 'deliver'; reached: Reached[]; origin: string; at: string; told?: boolean };

/** Each reached reader's live event: the bell refetches; said aloud only if they want announcements and are not in Do Not Disturb. */
export function notificationEvents(reached: Reached[], settings: Map<number, StoredSettings>, now: Date) {
  return reached.map((r) => {
    const mine = settings.get(r.userId)!;
    return { memberId: r.userId, event: { type: 'notification' as const, kind: r.kind, announce: mine.announce && !isQuiet(mine, now) } };
  });
}

/**
 * Telling readers costs up to five database round trips (their settings, what the mails need,
 * unsubscribe secrets, the emailed mark), more than a request may spend (three, issue 8), so
 * the request only queues it; the queue's consumer (about a second later) runs
 * deliverNotificationsNow. Where no queue is bound (the worker tests), it runs at once.
 */
export async function deliverNotifications(
  env: Env,
  db: Db,
  reached: Reached[],
  origin: string,
  { now = new Date(), told = false }: { now?: Date; told?: boolean } = {},
): Promise<void> {
  // Told live already, a reader whose notification was grouped into an unread one gets no mail:
  // nothing is left to do for them.
  const left = told ? reached.filter((r) => r.fresh) : reached;
  if (left.length === 0) return;
  if (!env.NOTIFY_QUEUE) return deliverNotificationsNow(env, db, left, origin, now, told);
  const job: DeliveryJob = { type: 'deliver', reached: left, origin, at: now.toISOString(), ...(told ? { told } : {}) };
  await env.NOTIFY_QUEUE.send(job, { contentType: 'json' });
}

/**
 * After the batch that made them commits: every reader hears at once on their live channel (the
 * bell refetches its count; it is said aloud only if they want announcements and Do Not Disturb
 * is off), and readers whose notification is new (not grouped into an unread one) and who chose
 * email get one, queued, or held until their Do Not Disturb ends. Never to an unconfirmed
 * address or a suspended member. Mail not set up only means no email; the notification stands.
 */
export async function deliverNotificationsNow(
  env: Env,
  db: Db,
  reached: Reached[],
  origin: string,
  now = new Date(),
  told = false,
): Promise<void> {
  // Readers 40 at a time: D1 binds at most 100 values a statement, and a discussion can have
  // hundreds of followers (npm run bench found the limit at 100).
  for (const chunk of inChunks(reached, READERS_PER_CHUNK)) await deliverChunk(env, db, chunk, origin, now, told);
}

const READERS_PER_CHUNK = 40;

async function deliverChunk(env: Env, db: Db, reached: Reached[], origin: string, now: Date, told: boolean): Promise<void> {
  const settings = await settingsOf(
    db,
    reached.map((r) => r.userId),
  );
  const quiet = new Set([...settings].filter(([, s]) => isQuiet(s, now)).map(([id]) => id));
  if (!told) await publishToMembers(env, notificationEvents(reached, settings, now));
  const fresh = reached.filter((r) => r.fresh);
  if (fresh.length === 0) return;
  if (!mailConfigured(env)) {
    log('warn', 'notifications.mail_not_sent', { reason: 'mail is not configured', count: fresh.length });
    return;
  }
  const held = fresh.filter((r) => quiet.has(r.userId)).map((r) => r.notificationId);
  if (held.length > 0)
    await db
      .update(notifications)
      .set({ mailHeldAt: now.toISOString() })
      .where(and(inArray(notifications.id, held), isNull(notifications.emailedAt)));
  await mailNotifications(
    env,
    db,
    fresh.filter((r) => !quiet.has(r.userId)).map((r) => r.notificationId),
    origin,
    now,
  );
}

/**
 * Everything a notification's mail needs, in one read: the reader, their choice for this kind,
 * the discussion and the one who did it. `where` picks the notifications (by id, or a digest's).
 */
export function mailRows(db: Db, where: SQL | undefined) {
  const actor = alias(users, 'actor');
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      count: notifications.count,
      commentId: notifications.commentId,
      createdAt: notifications.createdAt,
      postId: communityPosts.id,
      postTitle: communityPosts.title,
      postVisibility: communityPosts.visibility,
      title: notifications.title,
      link: notifications.link,
      detail: notifications.detail,
      reason: notifications.reason,
      email: users.email,
      firstName: users.firstName,
      verified: users.emailVerifiedAt,
      suspendedAt: users.suspendedAt,
      chosen: notificationPreferences.delivery,
      actorId: actor.id,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(communityPosts, eq(communityPosts.id, notifications.postId))
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, notifications.userId), eq(notificationPreferences.kind, notifications.kind)),
    )
    .where(where);
}
export type MailRow = Awaited<ReturnType<typeof mailRows>>[number];

/** The sentence's parts and the link to the exact place, as the bell shows them. */
export function mailView(row: MailRow, origin: string) {
  const view = {
    kind: row.kind,
    actorName: row.actorId === null ? null : displayNameOf({ firstName: row.actorFirstName, lastName: row.actorLastName }),
    count: row.count,
    post: row.postId === null || row.postTitle === null ? null : { id: row.postId, title: row.postTitle },
    title: row.title,
    link: row.link,
    detail: row.detail,
    reason: row.reason,
  };
  return { view, place: `${origin}${notificationPath({ ...view, commentId: row.commentId })}` };
}

/** Never to an unconfirmed address or a suspended member, nor about a discussion they can no longer see. */
export const mayMail = (row: MailRow) =>
  Boolean(row.verified) && !row.suspendedAt && (row.postId === null || row.postVisibility === 'visible');

/** mayMail as a condition on mailRows, for jobs that read many rows: rows never to be mailed are not read at all. */
export const mailable = () =>
  and(
    isNotNull(users.emailVerifiedAt),
    isNull(users.suspendedAt),
    or(isNull(notifications.postId), eq(communityPosts.visibility, 'visible')),
  );

/**
 * Mails these notifications to the readers who chose email at once, and marks them emailed so a
 * retry never mails twice. One read for everything the mails need (no query per reader on the request).
 */
export async function mailNotifications(env: Env, db: Db, ids: number[], origin: string, now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  const rows = await mailRows(db, and(inArray(notifications.id, ids), isNull(notifications.emailedAt)));
  const due = rows.filter((r) => mayMail(r) && (r.chosen ?? DEFAULT_DELIVERY[r.kind]) === 'email');
  const keys = await unsubscribeKeys(
    db,
    due.map((r) => r.userId),
  );
  for (const row of due) {
    const { view, place } = mailView(row, origin);
    const query = unsubscribeQuery(row.userId, row.kind, keys.get(row.userId)!);
    const links = { place, stop: `${origin}${STOP_EMAILS_PATH}?${query}`, preferences: `${origin}${PREFERENCES_PATH}` };
    // A reply or a mention can be answered from the mail itself (decision 0036).
    const replyTo = REPLYABLE.includes(row.kind) && row.postId !== null ? await replyAddress(env, row.id, row.userId) : null;
    await sendMail(env, 'notification', row.email, notificationMail(row.firstName, view, links, replyTo !== null), now, {
      'List-Unsubscribe': `<${origin}/api/notifications/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      ...(replyTo ? { 'Reply-To': replyTo } : {}),
    });
  }
  await markEmailed(
    db,
    due.map((r) => r.id),
    now,
  );
}

/**
 * "Stop these emails" for one kind, from a link in the mail or a mail program's one-click
 * button (RFC 8058): the member's secret must match; the kind stays in the app. Answers the
 * same plain words for any wrong link, and changes nothing then.
 */
export async function stopEmails(db: Db, memberId: number, target: StopTarget, token: string): Promise<void> {
  const row = await db
    .select({ key: notificationKeys.unsubscribeKey })
    .from(notificationKeys)
    .where(eq(notificationKeys.userId, memberId))
    .get();
  if (!row || !constantTimeEqual(row.key, token)) throw new ApiError('bad_request', STOP_LINK_BROKEN);
  const current = await getPreferences(db, memberId);
  // A digest's link stops that digest: every kind gathered into it stays in the app.
  const cadence = target === 'daily-digest' ? 'daily' : target === 'weekly-digest' ? 'weekly' : null;
  const kinds = cadence
    ? NOTIFICATION_KINDS.filter((k) => current[k] === cadence)
    : [target as NotificationKind].filter((k) => EMAIL_DELIVERIES.includes(current[k]));
  if (kinds.length > 0) await setPreferences(db, memberId, Object.fromEntries(kinds.map((k) => [k, 'app' as const])));
}

export const STOP_LINK_BROKEN = 'This link does not work. Sign in and choose your email settings under Notifications.';

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
