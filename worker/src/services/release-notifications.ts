import { inChunks } from '../lib/in-chunks';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { audiobooks, notificationPreferences, notifications, podcastEpisodes, users } from '../db/schema';
import type { Env } from '../env';
import { log } from '../lib/log';
import { DEFAULT_DELIVERY } from '../schemas/notifications';
import { FORMER_MEMBER_EMAIL } from './account-deletion';
import { deliverNotificationsNow, type DeliveryJob } from './notification-delivery';
import { reachedFrom } from './notifications';

/**
 * New CripChat episodes and audiobooks (docs/decisions/0029-more-notifications.md). Publishing
 * one tells every member who has not turned that kind off, which at the size of the whole
 * membership is no work for an editor's request: the route puts one job on NOTIFY_QUEUE and the
 * queue's consumer makes the notifications. The consumer is idempotent (a member already told
 * about this release is never told again), so a retried or repeated job tells no one twice.
 */

/** As in wrangler.toml (and scripts/lib/portal-worker.ts). */
export const NOTIFY_QUEUE_NAME = 'members-portal-notifications';

export type ReleaseJob = { type: 'release'; kind: 'new-episode' | 'new-audiobook'; id: number; origin: string };

/** Mails are prepared this many readers at a time (D1 binds at most 100 values a query). */
const DELIVERY_CHUNK = 50;

const sources = {
  'new-episode': { table: podcastEpisodes, path: '/podcasts/', key: 'episode:' },
  'new-audiobook': { table: audiobooks, path: '/library/', key: 'audiobook:' },
} as const;

/** After a publish: queue the fan-out (or, where no queue is bound, run it now). */
export async function queueRelease(env: Env, db: Db, job: Omit<ReleaseJob, 'type'>): Promise<void> {
  const message: ReleaseJob = { type: 'release', ...job };
  if (env.NOTIFY_QUEUE) await env.NOTIFY_QUEUE.send(message);
  else await fanOutRelease(env, db, message);
}

/** The queue consumer's work for one job: tell every member not yet told, then deliver. */
export async function fanOutRelease(env: Env, db: Db, job: ReleaseJob, now = new Date()): Promise<number> {
  const source = sources[job.kind];
  const groupKey = `${source.key}${job.id}`;
  const at = now.toISOString();
  const defaultDelivery = sql.raw(`'${DEFAULT_DELIVERY[job.kind]}'`);
  // Every column in the table's order (drizzle inserts a raw select as all columns).
  const rows = await db
    .insert(notifications)
    .select(
      sql`select null, u.id, ${job.kind}, null, null, null, ${groupKey}, 1, ${at}, ${at}, null, null, s.title, ${`${source.path}${job.id}`}, null, null
      from ${users} u, ${source.table} s
      where s.id = ${job.id} and s.status = 'published' and u.email <> ${FORMER_MEMBER_EMAIL}
        and not exists (select 1 from ${notifications} n where n.user_id = u.id and n.group_key = ${groupKey})
        and coalesce((select np.delivery from ${notificationPreferences} np where np.user_id = u.id and np.kind = ${job.kind}), ${defaultDelivery}) <> 'off'`,
    )
    .onConflictDoNothing()
    .returning({ user_id: notifications.userId, kind: notifications.kind, count: notifications.count, id: notifications.id });
  const reached = reachedFrom(rows);
  for (const chunk of inChunks(reached, DELIVERY_CHUNK)) await deliverNotificationsNow(env, db, chunk, job.origin, now);
  log('info', 'notifications.release', { kind: job.kind, id: job.id, told: reached.length });
  return reached.length;
}

/** The queue handler for NOTIFY_QUEUE: each job done, or retried by the queue if it failed. */
/** What NOTIFY_QUEUE carries: a release to fan out, or notifications a request made, to deliver. */
export type NotifyJob = ReleaseJob | DeliveryJob;

export async function runNotificationJobs(messages: readonly Message<NotifyJob>[], env: Env, db: Db): Promise<void> {
  for (const message of messages) {
    const job = message.body;
    try {
      if (job.type === 'deliver') await deliverNotificationsNow(env, db, job.reached, job.origin, new Date(job.at));
      else await fanOutRelease(env, db, job);
      message.ack();
    } catch (error) {
      log('error', 'notifications.job_failed', { type: job.type, error: String(error) });
      message.retry();
    }
  }
}
