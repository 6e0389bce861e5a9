import * as v from 'valibot';
import { isRealDate } from './dates';
import { todayInAustralia } from './donations';

// A member's standing: a suspension staff set and lift. Shared by the worker (which refuses a
// suspended member's writes with suspensionMessage) and the web (the banner and the Suspend
// form), so the member reads the same words in the banner and in every refusal.

/** A suspension as the member and staff see it: `until` is the last day (an Australian yyyy-MM-dd), or null until lifted. */
export type Suspension = { reason: string; until: string | null };

export const SUSPENSION_REASON_MAX = 500;

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isRealDate(day);

export const suspensionSchema = v.object({
  reason: v.pipe(
    v.string('Give the reason for the suspension'),
    v.trim(),
    v.nonEmpty('Give the reason for the suspension'),
    v.maxLength(SUSPENSION_REASON_MAX, `The reason must be at most ${SUSPENSION_REASON_MAX} characters`),
  ),
  until: v.nullable(
    v.pipe(
      v.string('Choose the last day of the suspension'),
      v.nonEmpty('Choose the last day of the suspension'),
      v.check(isDay, 'Enter the last day as a date, for example 2026-12-31'),
      // Only once it is a date: one message at a time.
      v.check((day) => !isDay(day) || day >= todayInAustralia(), 'The last day must be today or later'),
    ),
  ),
});
export type SuspensionInput = v.InferOutput<typeof suspensionSchema>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-12-04" as "4 December 2026": the same on the worker and in every browser, whatever its time zone. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month! - 1]} ${year}`;
}

/** How long, in words: "until the end of 4 December 2026" or "until further notice". */
export const suspensionEnd = (s: Suspension) => (s.until ? `until the end of ${formatDay(s.until)}` : 'until further notice');

/** What the banner says and every write route answers a suspended member (403). */
export const suspensionMessage = (s: Suspension) =>
  `Your account is suspended ${suspensionEnd(s)}, so you cannot post, comment, send podcast feedback or donate while signed in. You can still sign in, read and listen. The reason given: ${s.reason}`;

/**
 * A suspension in force today (Australian days: the last day counts in full). Today is worked out
 * only for a suspension with an end: every signed-in request asks this, and a date in a time
 * zone costs an Intl format (seen in the message bench's CPU profile).
 */
export function activeSuspension(
  row: { suspendedAt: string | null; suspendedUntil: string | null; suspensionReason: string | null },
  today?: string,
): Suspension | null {
  if (!row.suspendedAt) return null;
  if (row.suspendedUntil !== null && row.suspendedUntil < (today ?? todayInAustralia())) return null;
  return { reason: row.suspensionReason ?? '', until: row.suspendedUntil };
}
