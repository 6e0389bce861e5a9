import { inChunks } from '../../lib/in-chunks';
import { and, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Env } from '../../platform/env';
import { log } from '../../lib/log';
import { mailNotifications } from './notification-delivery';
import { sendDigests } from './notification-digests';
import { settingsOf } from './notification-settings';
import { isQuiet } from './quiet-hours';

/**
 * The Cron Trigger's notification work (wrangler.toml [triggers], the worker's `scheduled`
 * handler): mail held during Do Not Disturb goes once it has ended, and digests that are due. Safe to run again at any
 * time: a mail is marked sent as it is queued, so a retried run never sends it twice.
 */

/** At most this many held mails a run; the next run (a quarter of an hour later) takes the rest. */
const HELD_PER_RUN = 500;
const CHUNK = 50;

export async function sendHeldMail(env: Env, db: Db, origin: string, now = new Date()): Promise<number> {
  // Read in the app meanwhile: nothing is lost, and no mail is needed.
  await db
    .update(notifications)
    .set({ mailHeldAt: null })
    .where(and(isNotNull(notifications.mailHeldAt), isNull(notifications.emailedAt), isNotNull(notifications.readAt)));
  const held = await db
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(and(isNotNull(notifications.mailHeldAt), isNull(notifications.emailedAt)))
    .limit(HELD_PER_RUN);
  const settings = await settingsOf(
    db,
    held.map((h) => h.userId),
  );
  const due = held.filter((h) => !isQuiet(settings.get(h.userId)!, now)).map((h) => h.id);
  for (const chunk of inChunks(due, CHUNK)) await mailNotifications(env, db, chunk, origin, now);
  return due.length;
}

/** Everything the schedule does, one run. The site's address comes from SITE_URL: a cron has no request. */
export async function runNotificationSchedule(env: Env, db: Db, now = new Date()): Promise<{ heldSent: number; digestsSent: number }> {
  const origin = env.SITE_URL?.replace(/\/+$/, '');
  if (!origin) {
    log('warn', 'notifications.schedule_skipped', { reason: 'SITE_URL is not set, so mails could not link back to the site' });
    return { heldSent: 0, digestsSent: 0 };
  }
  const heldSent = await sendHeldMail(env, db, origin, now);
  const digestsSent = await sendDigests(env, db, origin, now);
  log('info', 'notifications.schedule', { heldSent, digestsSent });
  return { heldSent, digestsSent };
}
