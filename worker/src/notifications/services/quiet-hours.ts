import { PAUSE_UNTIL_HOUR, type NotificationSettings, type Pause } from '../../schemas/notifications';

/**
 * Do Not Disturb in the member's own time zone (docs/decisions/0029-more-notifications.md).
 * Local times come from Intl with the zone's rules, so quiet hours follow daylight saving: 22:00
 * is 22:00 on the member's clock in both halves of the year.
 */

type Quiet = Pick<NotificationSettings, 'timeZone' | 'quietFrom' | 'quietUntil' | 'pausedUntil'>;

/**
 * One formatter per time zone, kept: making one costs far more than using it, and every message
 * asks for each reader's (their quiet hours). Time zones are a fixed, small set.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export function localParts(at: Date, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether Do Not Disturb is on at `now`: paused, or inside quiet hours (which may run past midnight). */
export function isQuiet(s: Quiet, now: Date): boolean {
  if (s.pausedUntil && s.pausedUntil > now.toISOString()) return true;
  if (!s.quietFrom || !s.quietUntil) return false;
  const local = localParts(now, s.timeZone);
  const m = local.hour * 60 + local.minute;
  const from = minutesOf(s.quietFrom);
  const until = minutesOf(s.quietUntil);
  return from < until ? m >= from && m < until : m >= from || m < until;
}

/** The instant the zone's clock shows this local date and time (the first, on a DST repeat). */
export function instantOf(local: { year: number; month: number; day: number; hour: number }, timeZone: string): Date {
  const wanted = Date.UTC(local.year, local.month - 1, local.day, local.hour);
  let guess = wanted;
  // Twice: the offset at the guess can differ from the offset at the answer across a DST change.
  for (let i = 0; i < 2; i++) {
    const seen = localParts(new Date(guess), timeZone);
    const shown = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += wanted - shown;
  }
  return new Date(guess);
}

/** When a pause chosen at `now` ends: in an hour, or at 8 am tomorrow on the member's clock; null ends it. */
export function pauseEnd(pause: Pause, timeZone: string, now: Date): string | null {
  if (pause === 'none') return null;
  if (pause === 'hour') return new Date(now.getTime() + 60 * 60 * 1000).toISOString();
  const today = localParts(now, timeZone);
  // Noon UTC of the next calendar day names tomorrow's date, whatever the offset.
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1, 12));
  return instantOf(
    { year: tomorrow.getUTCFullYear(), month: tomorrow.getUTCMonth() + 1, day: tomorrow.getUTCDate(), hour: PAUSE_UNTIL_HOUR },
    timeZone,
  ).toISOString();
}
