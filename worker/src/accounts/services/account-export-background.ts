// "Download my data" for a large account (decision 0022): counted first, and when it is more
// than one request should carry, prepared on the queue, kept in R2 for a day, and offered by a
// mailed one-use link that opens only for the same member, signed in.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cmsFormSubmissions,
  communityPosts,
  bookmarks,
  favourites,
  listeningPositions,
  messages,
  notifications,
  postComments,
  postFollows,
  postLikes,
  securityEvents,
  sessions,
  users,
} from '../../db/schema';
import type { Env } from '../../platform/env';
import { notFound } from '../../lib/errors';
import { log } from '../../lib/log';
import { PRIVATE_KEY_PREFIX } from '../../lib/private-files';
import { EXPORT_LINK_HOURS, exportReadyMail } from '../mails/account-mails';
import { exportPreparingMessage, EXPORT_LINK_GONE_MESSAGE, type DataExportSize } from '../../schemas/privacy';
import { issueAccountToken, peekAccountToken, spendAccountToken } from './account-tokens';
import { exportAccount, exportFilename } from './account-export';
import { requireMail, sendMail } from '../../mail/public';
import { hitRateLimit } from './rate-limits';

/** Above this many rows an export is prepared in the background (about 5 MB of JSON; decision 0022). */
export const EXPORT_INLINE_MAX_ROWS = 10_000;

/** The queue message that asks for one member's export. */
export type DataExportJob = { job: 'data-export'; userId: number; origin: string; requestedAt: string };
export const isDataExportJob = (body: unknown): body is DataExportJob =>
  typeof body === 'object' && body !== null && (body as DataExportJob).job === 'data-export';

const inlineLimit = (env: Pick<Env, 'EXPORT_INLINE_MAX_ROWS'>) => {
  const set = Number(env.EXPORT_INLINE_MAX_ROWS);
  return Number.isInteger(set) && set >= 0 ? set : EXPORT_INLINE_MAX_ROWS;
};

/**
 * About how many rows the member's export holds: the tables that grow with use, counted in one
 * statement (the few that stay small, such as settings and passkeys, are left out).
 */
export async function countExportRows(db: Db, userId: number): Promise<number> {
  const counted = [
    [sessions, sessions.userId],
    [communityPosts, communityPosts.userId],
    [postComments, postComments.userId],
    [postLikes, postLikes.userId],
    [favourites, favourites.userId],
    [listeningPositions, listeningPositions.userId],
    [bookmarks, bookmarks.userId],
    [cmsFormSubmissions, cmsFormSubmissions.memberId],
    [securityEvents, securityEvents.userId],
    [messages, messages.senderId],
    [notifications, notifications.userId],
    [postFollows, postFollows.userId],
  ] as const;
  const sum = sql.join(
    counted.map(([table, column]) => sql`(select count(*) from ${table} where ${column} = ${userId})`),
    sql` + `,
  );
  const row = await db.get<{ rows: number }>(sql`select ${sum} as rows`);
  return Number(row?.rows ?? 0);
}

export async function exportSize(db: Db, env: Env, userId: number): Promise<DataExportSize> {
  const rows = await countExportRows(db, userId);
  return { rows, inBackground: rows > inlineLimit(env) };
}

/** "Prepare my data": queued, at most three times a day; answers the words to show. */
export async function requestPreparedExport(db: Db, env: Env, userId: number, origin: string, now = new Date()): Promise<string> {
  requireMail(env);
  const user = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.id} = ${userId}`)
    .get();
  if (!user) throw notFound('Account not found');
  await hitRateLimit(db, `data-export:${userId}`, {
    limit: 3,
    windowSeconds: 24 * 60 * 60,
    message: 'You have asked for your data three times today. Please use the newest link we emailed you, or try again tomorrow.',
  });
  const job: DataExportJob = { job: 'data-export', userId, origin, requestedAt: now.toISOString() };
  await env.MAIL_QUEUE!.send(job, { contentType: 'json' });
  return exportPreparingMessage(user.email);
}

/** What the link's token carries: where the file is and how large it is. */
type PreparedFile = { key: string; bytes: number };

/**
 * The queue's side: reads the export as the download does, stores it under a random private
 * key, and mails the link. A newer request's link replaces an older one (issueAccountToken);
 * the replaced link's file leaves R2 with the first sweep after its day.
 */
export async function prepareExport(db: Db, env: Env, job: DataExportJob, now = new Date()): Promise<void> {
  const user = await db
    .select({ email: users.email, firstName: users.firstName, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(sql`${users.id} = ${job.userId}`)
    .get();
  // Deleted since it was asked for: nothing to prepare, nobody to tell.
  if (!user) return;
  const body = JSON.stringify(await exportAccount(db, job.userId, now), null, 2);
  const key = `${PRIVATE_KEY_PREFIX}exports/${crypto.randomUUID().replaceAll('-', '')}.json`;
  const bytes = new TextEncoder().encode(body);
  await env.MEDIA.put(key, bytes, {
    httpMetadata: { contentType: 'application/json; charset=utf-8' },
    customMetadata: { userId: String(job.userId) },
  });
  await sweepExpiredExports(env.MEDIA, now);
  const file: PreparedFile = { key, bytes: bytes.byteLength };
  const token = await issueAccountToken(db, job.userId, 'data-export', EXPORT_LINK_HOURS, now, JSON.stringify(file));
  const url = `${job.origin}/account/privacy/ready?token=${encodeURIComponent(token)}`;
  await sendMail(env, 'data-export-ready', user.email, exportReadyMail(user, url, bytes.byteLength), now);
  log('info', 'privacy.export_prepared', { userId: job.userId, bytes: bytes.byteLength });
}

/**
 * Prepared files whose day is over, and those a newer link replaced, leave R2 here, each time
 * one is prepared; in production an R2 lifecycle rule on `private/exports/` backs this up
 * (docs/deploying.md).
 */
async function sweepExpiredExports(bucket: R2Bucket, now: Date): Promise<void> {
  const listed = await bucket.list({ prefix: `${PRIVATE_KEY_PREFIX}exports/` });
  const dayAgo = now.getTime() - EXPORT_LINK_HOURS * 3_600_000;
  const expired = listed.objects.filter((o) => o.uploaded.getTime() <= dayAgo).map((o) => o.key);
  if (expired.length) await bucket.delete(expired);
}

/** The page behind the link: how large the file is, while the link is live and the member's. */
export async function preparedExportInfo(db: Db, token: string, userId: number, now = new Date()): Promise<{ bytes: number }> {
  const live = await peekAccountToken(db, token, 'data-export', now);
  if (!live || live.userId !== userId) throw notFound(EXPORT_LINK_GONE_MESSAGE);
  return { bytes: (JSON.parse(live.data ?? '{}') as PreparedFile).bytes };
}

/**
 * The download: the link is spent only by the member it was mailed to (someone else signed in
 * gets the same 404 as for a used link, and the member's link still works). The file stays
 * until the sweep, since deleting it while it streams could cut the download short.
 */
export async function downloadPreparedExport(db: Db, bucket: R2Bucket, token: string, userId: number, now = new Date()) {
  const live = await peekAccountToken(db, token, 'data-export', now);
  if (!live || live.userId !== userId) throw notFound(EXPORT_LINK_GONE_MESSAGE);
  const spent = await spendAccountToken(db, token, 'data-export', now);
  if (!spent) throw notFound(EXPORT_LINK_GONE_MESSAGE);
  const file = JSON.parse(spent.data ?? '{}') as PreparedFile;
  const object = await bucket.get(file.key);
  if (!object) throw notFound(EXPORT_LINK_GONE_MESSAGE);
  return { body: object.body, bytes: object.size, filename: exportFilename(now, 'json') };
}
