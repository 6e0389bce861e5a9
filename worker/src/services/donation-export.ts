// The accountant's CSV (issue 21, decision 0037): one row per payment in a range of Sydney
// dates. Cells a spreadsheet would run as a formula are defused; emails are in it, so the route
// is for admins only.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { donationCampaigns, donations } from '../db/schema';
import { EXPORT_COLUMNS, type DonationExportRange } from '../schemas/donation-export';
import { centsToAmount } from '../schemas/money';

const sydneyParts = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function wallClock(ms: number) {
  const p = Object.fromEntries(sydneyParts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    ms: Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!),
  };
}

/** The instant a Sydney day begins (10 or 11 hours before UTC's midnight, by daylight saving). */
export function sydneyDayStart(date: string): string {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const guess = midnightUtc - 10 * 3_600_000;
  const offset = wallClock(guess).ms - guess;
  return new Date(midnightUtc - offset).toISOString();
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** "2026-07-01 09:30" in Sydney: what the accountant's books use. */
export const sydneyDateTime = (iso: string) => {
  const w = wallClock(Date.parse(iso));
  return `${w.date} ${w.time}`;
};

/** A cell as RFC 4180 wants it, with a formula's first character defused (OWASP's CSV injection advice). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV text: a byte-order mark (so Excel reads names as UTF-8), the header, then each payment, oldest first. */
export async function exportDonations(db: Db, { from, to }: DonationExportRange): Promise<string> {
  const at = sql<string>`coalesce(${donations.paidAt}, ${donations.createdAt})`;
  const rows = await db
    .select({ d: donations, campaign: donationCampaigns.title, at })
    .from(donations)
    .innerJoin(donationCampaigns, eq(donationCampaigns.id, donations.campaignId))
    .where(
      and(inArray(donations.status, ['paid', 'refunded', 'failed']), gte(at, sydneyDayStart(from)), lt(at, sydneyDayStart(nextDay(to)))),
    )
    .orderBy(asc(at), asc(donations.id));
  let csv = `\uFEFF${csvLine([...EXPORT_COLUMNS])}`;
  for (const { d, campaign, at: when } of rows) {
    csv += csvLine([
      sydneyDateTime(when),
      d.receiptNumber ?? '',
      d.donorName || 'Anonymous',
      d.email,
      campaign,
      centsToAmount(d.amountCents),
      'AUD',
      d.monthlyGiftId === null ? 'once' : 'monthly',
      d.status,
      d.refundedAt ? sydneyDateTime(d.refundedAt) : '',
      // No event we take reports Stripe's fee (it is on the balance transaction): empty, never guessed.
      '',
      d.provider === 'test' ? 'yes' : 'no',
    ]);
  }
  return csv;
}
