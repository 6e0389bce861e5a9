import { inChunks } from '../../lib/in-chunks';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationDigests, notificationPreferences, notifications } from '../../db/schema';
import type { Env } from '../../platform/env';
import { digestMail } from '../mails/notification-mails';
import { DEFAULT_DELIVERY, DIGEST_HOUR, NOTIFICATION_KINDS, type DigestCadence, type NotificationKind } from '../../schemas/notifications';
import { notificationSentence } from '../../schemas/notification-sentences';
import { mailConfigured, sendMail } from '../../mail/public';
import {
  mailable,
  mailRows,
  mailView,
  mayMail,
  PREFERENCES_PATH,
  STOP_EMAILS_PATH,
  unsubscribeKeys,
  unsubscribeQuery,
  type MailRow,
} from './notification-delivery';
import { settingsOf } from './notification-settings';
import { instantOf, isQuiet, localParts } from './quiet-hours';

/**
 * Daily and weekly digests (docs/decisions/0035-notification-digests.md): one email per member
 * per digest, after 7 am on their clock (weekly: Mondays), with every unread notification of
 * the kinds they gathered into it that came before that hour, grouped by kind. Run by the Cron
 * Trigger; safe to run again at any time: a digest is claimed (a conditional upsert of its
 * period) before it is sent, and what it carried is marked emailed.
 */

/** At most this many notifications are read a run; the next run takes the rest. */
export const ROWS_PER_RUN = 5000;

const delivery = sql`coalesce(${notificationPreferences.delivery}, case ${notifications.kind} ${sql.join(
  NOTIFICATION_KINDS.map((k) => sql`when ${k} then ${DEFAULT_DELIVERY[k]}`),
  sql` `,
)} end)`;

/** The period a digest stands for at `now` on the member's clock, and when it began; null before the first one is due. */
export function digestPeriod(cadence: DigestCadence, timeZone: string, now: Date): { period: string; startsAt: Date } {
  const local = localParts(now, timeZone);
  // Day arithmetic on a UTC noon, which names the same calendar date whatever the offset.
  const day = new Date(Date.UTC(local.year, local.month - 1, local.day, 12));
  if (local.hour < DIGEST_HOUR) day.setUTCDate(day.getUTCDate() - 1);
  if (cadence === 'weekly') day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: DIGEST_HOUR };
  return { period: day.toISOString().slice(0, 10), startsAt: instantOf(date, timeZone) };
}

/** When the period after the one under way at `now` begins: the next digest cannot be due before then. */
export function nextDigestAt(cadence: DigestCadence, timeZone: string, now: Date): Date {
  const { period } = digestPeriod(cadence, timeZone, now);
  const [year, month, day] = period.split('-').map(Number) as [number, number, number];
  // instantOf takes day 32 as the 1st of the next month, as Date.UTC does.
  return instantOf({ year, month, day: day + (cadence === 'weekly' ? 7 : 1), hour: DIGEST_HOUR }, timeZone);
}

/** Not a member whose next digest of this cadence cannot be due yet (table names written out: a correlated subquery). */
const mayBeDue = (now: Date) =>
  sql`not exists (select 1 from notification_digests nd where nd.user_id = notifications.user_id and nd.cadence = ${delivery} and nd.not_before > ${now.toISOString()})`;

type Group = { userId: number; cadence: DigestCadence; rows: MailRow[] };

/**
 * Members taken together: settings, unsubscribe secrets and claims are one round trip each per
 * chunk, and D1 binds at most 100 values a statement (two a member in the secrets' insert).
 */
const MEMBERS_PER_CHUNK = 40;

/** Sends every digest that is due; answers how many were sent. */
export async function sendDigests(env: Env, db: Db, origin: string, now = new Date(), rowsPerRun = ROWS_PER_RUN): Promise<number> {
  if (!mailConfigured(env)) return 0;
  const rows = await mailRows(
    db,
    // Only rows that can be sent now: a member who cannot be mailed, or whose next digest is not
    // due yet, would otherwise fill every run with the same rows and hold back everyone after them.
    and(isNull(notifications.readAt), isNull(notifications.emailedAt), inArray(delivery, ['daily', 'weekly']), mailable(), mayBeDue(now)),
  )
    .orderBy(asc(notifications.userId), asc(notifications.createdAt))
    .limit(rowsPerRun);
  const groups = new Map<string, Group>();
  for (const row of rows.filter(mayMail)) {
    const cadence = (row.chosen ?? DEFAULT_DELIVERY[row.kind]) as DigestCadence;
    const key = `${row.userId}:${cadence}`;
    const group = groups.get(key) ?? { userId: row.userId, cadence, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const all = [...groups.values()];
  let sent = 0;
  for (const chunk of inChunks(all, MEMBERS_PER_CHUNK)) sent += await sendChunk(env, db, origin, now, chunk);
  return sent;
}

async function sendChunk(env: Env, db: Db, origin: string, now: Date, groups: Group[]): Promise<number> {
  const userIds = groups.map((g) => g.userId);
  const [settings, keys] = await Promise.all([settingsOf(db, userIds), unsubscribeKeys(db, userIds)]);
  const waiting: { userId: number; cadence: DigestCadence; notBefore: string }[] = [];
  const due = groups.flatMap((group) => {
    const mine = settings.get(group.userId)!;
    // Do Not Disturb: the digest waits for the first run after it ends.
    if (isQuiet(mine, now)) return [];
    const { period, startsAt } = digestPeriod(group.cadence, mine.timeZone, now);
    const notBefore = nextDigestAt(group.cadence, mine.timeZone, now).toISOString();
    const carried = group.rows.filter((r) => r.createdAt < startsAt.toISOString());
    if (carried.length === 0) waiting.push({ userId: group.userId, cadence: group.cadence, notBefore });
    return carried.length === 0 ? [] : [{ ...group, period, carried, notBefore }];
  });
  // Everything they have came after this period began: nothing is due until the next one, and
  // until then the job passes their rows by.
  // Five values a row: 18 rows a statement, all in one batch.
  const [firstWait, ...moreWaits] = inChunks(waiting, 18).map((chunk) =>
    db
      .insert(notificationDigests)
      .values(chunk.map((w) => ({ ...w, lastPeriod: '', sentAt: now.toISOString() })))
      .onConflictDoUpdate({
        target: [notificationDigests.userId, notificationDigests.cadence],
        set: { notBefore: sql`excluded.not_before` },
      }),
  );
  if (firstWait) await db.batch([firstWait, ...moreWaits]);
  if (due.length === 0) return 0;
  // Claimed before sending: a second run, or two at once, finds the period taken and sends nothing.
  const [firstClaim, ...moreClaims] = due.map((d) =>
    db
      .insert(notificationDigests)
      .values({ userId: d.userId, cadence: d.cadence, lastPeriod: d.period, sentAt: now.toISOString(), notBefore: d.notBefore })
      .onConflictDoUpdate({
        target: [notificationDigests.userId, notificationDigests.cadence],
        set: { lastPeriod: d.period, sentAt: now.toISOString(), notBefore: d.notBefore },
        setWhere: sql`${notificationDigests.lastPeriod} < ${d.period}`,
      })
      .returning({ userId: notificationDigests.userId }),
  );
  const claims = await db.batch([firstClaim!, ...moreClaims]);
  const claimed = due.filter((_, i) => (claims[i] as unknown[]).length > 0);
  for (const digest of claimed) {
    const key = keys.get(digest.userId)!;
    const byKind = new Map<NotificationKind, MailRow[]>();
    for (const row of digest.carried) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
    const sections = [...byKind].map(([kind, kindRows]) => ({
      kind,
      items: kindRows.map((row) => {
        const { view, place } = mailView(row, origin);
        return { text: notificationSentence(view), url: place };
      }),
      stop: `${origin}${STOP_EMAILS_PATH}?${unsubscribeQuery(digest.userId, kind, key)}`,
    }));
    const digestQuery = unsubscribeQuery(digest.userId, `${digest.cadence}-digest`, key);
    const links = { stop: `${origin}${STOP_EMAILS_PATH}?${digestQuery}`, preferences: `${origin}${PREFERENCES_PATH}` };
    const first = digest.carried[0]!;
    await sendMail(env, 'notification-digest', first.email, digestMail(first.firstName, digest.cadence, sections, links), now, {
      'List-Unsubscribe': `<${origin}/api/notifications/unsubscribe?${digestQuery}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  }
  const ids = claimed.flatMap((d) => d.carried.map((r) => r.id));
  const [firstMark, ...moreMarks] = inChunks(ids).map((chunk) =>
    db.update(notifications).set({ emailedAt: now.toISOString() }).where(inArray(notifications.id, chunk)),
  );
  if (firstMark) await db.batch([firstMark, ...moreMarks]);
  return claimed.length;
}
