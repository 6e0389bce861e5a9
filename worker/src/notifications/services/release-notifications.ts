import { inChunks } from '../../lib/in-chunks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audiobooks, notificationPreferences, notifications, podcastEpisodes, releaseFollows, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { log } from '../../lib/log';
import { DEFAULT_DELIVERY } from '../../schemas/notifications';
import { FORMER_MEMBER_EMAIL } from '../../accounts/public';
import { deliverNotificationsNow, type DeliveryJob } from './notification-delivery';
import { reachedFrom } from './notifications';
import { CATEGORY_TOPIC_PREFIX, PODCAST_TOPIC } from './release-follows';

/**
 * New CripChat episodes and audiobooks (docs/decisions/0029-more-notifications.md). Publishing
 * one tells every member who follows CripChat or the book's category (all do until they stop,
 * decision 0041) and has not turned that kind off, which at the size of the whole
 * membership is no work for an editor's request: the route puts one job on NOTIFY_QUEUE and the
 * queue's consumer makes the notifications. The consumer is idempotent (a member already told
 * about this release is never told again), so a retried or repeated job tells no one twice.
 */

/** As in wrangler.toml (and scripts/lib/portal-worker.ts). */
export const NOTIFY_QUEUE_NAME = 'members-portal-notifications';

/**
 * `after`: the members with ids above this are still to be told (absent: from the start). A job
 * tells one page of members and queues the next page as a job of its own, so a release to
 * 100,000 members is 50 small jobs, never one statement writing 100,000 rows or one consumer
 * run past its time limit (docs/scaling.md, section 6).
 */
export type ReleaseJob = { type: 'release'; kind: 'new-episode' | 'new-audiobook'; id: number; origin: string; after?: number };

/** Members told per job: one insert of this many rows, then delivery DELIVERY_CHUNK at a time. */
export const MEMBERS_PER_RELEASE_JOB = 2_000;

/** Mails are prepared this many readers at a time (D1 binds at most 100 values a query). */
const DELIVERY_CHUNK = 50;

// What a member stopped following to stop hearing of a release (decision 0041): CripChat, or
// the new book's category. No row is following.
const sources = {
  'new-episode': { table: podcastEpisodes, path: '/podcasts/', key: 'episode:', topic: sql`${PODCAST_TOPIC}` },
  'new-audiobook': { table: audiobooks, path: '/library/', key: 'audiobook:', topic: sql`${CATEGORY_TOPIC_PREFIX} || s.category` },
} as const;

/** After a publish: queue the fan-out (or, where no queue is bound, run it now). */
export async function queueRelease(env: Env, db: Db, job: Omit<ReleaseJob, 'type'>): Promise<void> {
  const message: ReleaseJob = { type: 'release', ...job };
  if (env.NOTIFY_QUEUE) await env.NOTIFY_QUEUE.send(message);
  else await fanOutRelease(env, db, message);
}

/**
 * The queue consumer's work for one job: tell the job's page of members not yet told, deliver,
 * then queue the next page (or, where no queue is bound, go on to it now). Answers how many
 * members this job told (the pages it ran itself included).
 */
export async function fanOutRelease(
  env: Env,
  db: Db,
  job: ReleaseJob,
  now = new Date(),
  pageSize = MEMBERS_PER_RELEASE_JOB,
): Promise<number> {
  const after = job.after ?? 0;
  // The page is fixed by member ids before anything is written, so a member skipped (turned off,
  // already told) still moves the page on, and a retried job covers exactly the same members.
  const page = await db.get<{ last: number | null; n: number }>(
    sql`select max(id) as last, count(*) as n from (select id from ${users} where id > ${after} order by id limit ${pageSize})`,
  );
  if (!page?.last) return 0;
  const told = await tellPage(env, db, job, after, page.last, now);
  if (page.n < pageSize) return told;
  const next: ReleaseJob = { ...job, after: page.last };
  if (env.NOTIFY_QUEUE) {
    await env.NOTIFY_QUEUE.send(next);
    return told;
  }
  return told + (await fanOutRelease(env, db, next, now, pageSize));
}

/** Tells the members with ids in (after, last] about the release, once each, and delivers. */
async function tellPage(env: Env, db: Db, job: ReleaseJob, after: number, last: number, now: Date): Promise<number> {
  const source = sources[job.kind];
  const groupKey = `${source.key}${job.id}`;
  const at = now.toISOString();
  const defaultDelivery = sql.raw(`'${DEFAULT_DELIVERY[job.kind]}'`);
  // Every column in the table's order (drizzle inserts a raw select as all columns).
  const rows = await db
    .insert(notifications)
    .select(
      sql`select null, u.id, ${job.kind}, null, null, null, ${groupKey}, 1, ${at}, ${at}, null, null, s.title, ${`${source.path}${job.id}`}, null, null, null
      from ${users} u, ${source.table} s
      where s.id = ${job.id} and s.status = 'published' and u.id > ${after} and u.id <= ${last} and u.email <> ${FORMER_MEMBER_EMAIL}
        and not exists (select 1 from ${notifications} n where n.user_id = u.id and n.group_key = ${groupKey})
        and not exists (select 1 from ${releaseFollows} f where f.user_id = u.id and f.topic = ${source.topic} and f.following = 0)
        and coalesce((select np.delivery from ${notificationPreferences} np where np.user_id = u.id and np.kind = ${job.kind}), ${defaultDelivery}) <> 'off'`,
    )
    .onConflictDoNothing()
    .returning({ user_id: notifications.userId, kind: notifications.kind, count: notifications.count, id: notifications.id });
  const reached = reachedFrom(rows);
  for (const chunk of inChunks(reached, DELIVERY_CHUNK)) await deliverNotificationsNow(env, db, chunk, job.origin, now);
  log('info', 'notifications.release', { kind: job.kind, id: job.id, after, last, told: reached.length });
  return reached.length;
}

/** The queue handler for NOTIFY_QUEUE: each job done, or retried by the queue if it failed. */
/** What NOTIFY_QUEUE carries: a release to fan out, or notifications a request made, to deliver. */
export type NotifyJob = ReleaseJob | DeliveryJob;

export async function runNotificationJobs(messages: readonly Message<NotifyJob>[], env: Env, db: Db): Promise<void> {
  for (const message of messages) {
    const job = message.body;
    try {
      if (job.type === 'deliver') await deliverNotificationsNow(env, db, job.reached, job.origin, new Date(job.at), job.told);
      else await fanOutRelease(env, db, job);
      message.ack();
    } catch (error) {
      log('error', 'notifications.job_failed', { type: job.type, error: String(error) });
      message.retry();
    }
  }
}
