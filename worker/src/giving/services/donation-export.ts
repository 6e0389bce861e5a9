// The accountant's CSV (issue 21, decision 0037): one row per payment in a range of Sydney
// dates. Cells a spreadsheet would run as a formula are defused; emails are in it, so the route
// is for admins only.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationCampaigns, donations } from '../../db/schema';
import { EXPORT_COLUMNS, type DonationExportRange } from '../../schemas/donation-export';
import { centsToAmount } from '../../schemas/money';
import { instantOf, localParts } from '../../notifications/public';

const SYDNEY = 'Australia/Sydney';
const pad = (n: number) => String(n).padStart(2, '0');

/** The instant a Sydney day begins (10 or 11 hours before UTC's midnight, by daylight saving). */
export function sydneyDayStart(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return instantOf({ year, month, day, hour: 0 }, SYDNEY).toISOString();
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** "2026-07-01 09:30" in Sydney: what the accountant's books use. */
export const sydneyDateTime = (iso: string) => {
  const p = localParts(new Date(iso), SYDNEY);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
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
