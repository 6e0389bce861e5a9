/**
 * True when a date string names a day that exists. `Date.parse` rolls impossible days over
 * ("2026-02-31" becomes 3 March), so the written year-month-day must be the parsed one: in
 * the string's own offset when it has one (Z or ±hh:mm), else on the calendar, since a
 * zone-less time (what a datetime-local input gives) means the reader's local time.
 */
export function isRealDate(s: string): boolean {
  const written = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  const ms = Date.parse(s);
  if (!written || Number.isNaN(ms)) return false;
  const [year, month, day] = [Number(written[1]), Number(written[2]) - 1, Number(written[3])];
  const zone = /(?:Z|([+-])(\d{2}):?(\d{2}))$/i.exec(s);
  if (zone) {
    const offsetMinutes = zone[1] ? (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) : 0;
    const there = new Date(ms + offsetMinutes * 60_000);
    return there.getUTCFullYear() === year && there.getUTCMonth() === month && there.getUTCDate() === day;
  }
  const local = new Date(year, month, day);
  return local.getFullYear() === year && local.getMonth() === month && local.getDate() === day;
}
