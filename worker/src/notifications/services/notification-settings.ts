import { inChunks } from '../../lib/in-chunks';
import { eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { notificationSettings } from '../../db/schema';
import type { NotificationSettings, notificationSettingsSchema, TimeZone } from '../../schemas/notifications';
import { isQuiet, pauseEnd } from './quiet-hours';

/** Do Not Disturb and the announcement setting (docs/decisions/0029-more-notifications.md); no row is the defaults. */

type Row = typeof notificationSettings.$inferSelect;
/** A member's settings as stored, before "quiet now" is worked out for a moment. */
export type StoredSettings = Omit<NotificationSettings, 'quietNow'>;
type Stored = StoredSettings;

const DEFAULTS: Stored = { timeZone: 'Australia/Sydney', quietFrom: null, quietUntil: null, pausedUntil: null, announce: true };

const fromRow = (row: Omit<Row, 'userId'> | null | undefined): Stored =>
  row
    ? {
        timeZone: row.timeZone as TimeZone,
        quietFrom: row.quietFrom,
        quietUntil: row.quietUntil,
        pausedUntil: row.pausedUntil,
        announce: row.announce,
      }
    : DEFAULTS;

/**
 * A member's settings as columns of a statement that reads more of each member: left-joined, so
 * null for a member with no row (the defaults). Not their id: D1 hands a batch's rows back keyed
 * by column name, and that statement's user_id is already there.
 */
export const joinedSettingsColumns = {
  timeZone: notificationSettings.timeZone,
  quietFrom: notificationSettings.quietFrom,
  quietUntil: notificationSettings.quietUntil,
  pausedUntil: notificationSettings.pausedUntil,
  announce: notificationSettings.announce,
};

/** Members' settings read through joinedSettingsColumns, by member; one left out has the defaults. */
export function settingsFromJoined(
  userIds: number[],
  rows: { userId: number; settings: Omit<Row, 'userId'> | null }[],
): Map<number, Stored> {
  const byId = new Map(rows.map((r) => [r.userId, r.settings]));
  return new Map([...new Set(userIds)].map((id) => [id, fromRow(byId.get(id))]));
}

/** Members' settings from rows already read (a batch that read them with its own work); a member with no row has the defaults. */
export function settingsFromRows(userIds: number[], rows: Row[]): Map<number, Stored> {
  const byId = new Map(rows.map((r) => [r.userId, r]));
  return new Map([...new Set(userIds)].map((id) => [id, fromRow(byId.get(id))]));
}

/** Several members' settings in one read (delivery asks for every reader of a fan-out at once). */
export async function settingsOf(db: Db, userIds: number[]): Promise<Map<number, Stored>> {
  const ids = [...new Set(userIds)];
  const rows = [];
  for (const chunk of inChunks(ids))
    rows.push(...(await db.select().from(notificationSettings).where(inArray(notificationSettings.userId, chunk))));
  return settingsFromRows(ids, rows);
}

export async function getSettings(db: Db, userId: number, now = new Date()): Promise<NotificationSettings> {
  const row = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).get();
  const stored = fromRow(row);
  // A pause that has ended reads as none.
  const pausedUntil = stored.pausedUntil && stored.pausedUntil > now.toISOString() ? stored.pausedUntil : null;
  return { ...stored, pausedUntil, quietNow: isQuiet(stored, now) };
}

export async function setSettings(
  db: Db,
  userId: number,
  changes: v.InferOutput<typeof notificationSettingsSchema>,
  now = new Date(),
): Promise<NotificationSettings> {
  const current = await getSettings(db, userId, now);
  const { pause, ...rest } = changes;
  const next: Stored = {
    timeZone: rest.timeZone ?? current.timeZone,
    quietFrom: rest.quietFrom !== undefined ? rest.quietFrom : current.quietFrom,
    quietUntil: rest.quietUntil !== undefined ? rest.quietUntil : current.quietUntil,
    announce: rest.announce ?? current.announce,
    pausedUntil: pause ? pauseEnd(pause, rest.timeZone ?? current.timeZone, now) : current.pausedUntil,
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: next });
  return { ...next, quietNow: isQuiet(next, now) };
}
