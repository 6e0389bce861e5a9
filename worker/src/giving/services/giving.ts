// "Your giving" (issue 21): a signed-in member's gifts and their financial-year statements.
// Their gifts are those made while signed in and those receipted to their confirmed address
// (donationsOf), so an unconfirmed address never shows someone else's gifts.
import { and, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationCampaigns, donations, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { notFound } from '../../lib/errors';
import { centsToAmount } from '../../schemas/money';
import type { DonorGiving } from '../../schemas/donor-giving';
import {
  financialYearLabel,
  financialYearOf,
  financialYearStart,
  isStatementYear,
  NO_STATEMENT_MESSAGE,
  type GiftLine,
  type Giving,
  type GivingStatement,
  type GivingYear,
} from '../../schemas/giving';
import { donationsOf } from '../../accounts/public';
import { organisation } from './giving-setup';
import { displayNameOf } from '../../messaging/public';
import { monthlyGiftsOf, ofAddress, ofMember } from './monthly-manage';

async function accountOf(db: Db, userId: number) {
  const user = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) throw notFound('Account not found');
  return user;
}

/** Whose monthly gifts a signed-in member may see and change: theirs, and their confirmed address's. */
/** The year in a statement's address, or 404: "2026" asks for 1 July 2025 to 30 June 2026. */
export function statementYear(param: string | undefined): number {
  const year = Number(param);
  if (!/^\d{4}$/.test(param ?? '') || !isStatementYear(year)) throw notFound(NO_STATEMENT_MESSAGE);
  return year;
}

export const memberOwner = async (db: Db, userId: number) => ofMember(await accountOf(db, userId));

const giftColumns = { donation: donations, campaign: donationCampaigns.title };
type GiftRow = { donation: typeof donations.$inferSelect; campaign: string };

function toLine({ donation: d, campaign }: GiftRow): GiftLine {
  return {
    id: d.id,
    campaign,
    amount: centsToAmount(d.amountCents),
    status: d.status,
    receiptNumber: d.status === 'paid' || d.status === 'refunded' ? d.receiptNumber : null,
    at: d.paidAt ?? d.createdAt,
    receiptPath: d.receiptToken ? `/donations/receipts/${encodeURIComponent(d.receiptToken)}` : null,
    testMode: d.provider === 'test',
  };
}

/** Gifts receipted to an address (a "Manage your giving" link's): the address is the donor. */
const toAddress = (email: string) => sql`lower(${donations.email}) = ${email.toLowerCase()}`;

/** The gifts receipted to an address, newest first, never a failed one. */
export async function giftsToAddress(db: Db, email: string): Promise<GiftLine[]> {
  return (await giftRows(db, toAddress(email))).map(toLine);
}

const giftRows = (db: Db, whose: SQL | undefined) =>
  db
    .select(giftColumns)
    .from(donations)
    .innerJoin(donationCampaigns, eq(donationCampaigns.id, donations.campaignId))
    .where(and(whose, ne(donations.status, 'failed')))
    .orderBy(desc(sql`coalesce(${donations.paidAt}, ${donations.createdAt})`), desc(donations.id));

/** Each financial year with a paid gift, newest first, and its total (test gifts are counted as gifts, never as money). */
function yearsOf(rows: GiftRow[]): GivingYear[] {
  const years = new Map<number, { cents: number; gifts: number }>();
  for (const { donation: d } of rows) {
    if (d.status !== 'paid' || !d.paidAt) continue;
    const year = financialYearOf(d.paidAt);
    const entry = years.get(year) ?? { cents: 0, gifts: 0 };
    entry.gifts += 1;
    if (d.provider !== 'test') entry.cents += d.amountCents;
    years.set(year, entry);
  }
  return [...years]
    .sort(([a], [b]) => b - a)
    .map(([year, { cents, gifts }]) => ({ year, label: financialYearLabel(year), total: centsToAmount(cents), gifts }));
}

/** The member's gifts, newest first (a gift that failed is left out: no money moved and nothing is owed), and each year's total. */
export async function givingOf(db: Db, userId: number): Promise<Giving> {
  const user = await accountOf(db, userId);
  const rows = await giftRows(db, donationsOf(user));
  return { gifts: rows.map(toLine), monthly: await monthlyGiftsOf(db, ofMember(user)), years: yearsOf(rows) };
}

/** The gifts, monthly gifts and yearly statements a "Manage your giving" link's address may see. */
export async function givingToAddress(db: Db, email: string): Promise<DonorGiving> {
  const [rows, monthly] = await Promise.all([giftRows(db, toAddress(email)), monthlyGiftsOf(db, ofAddress(email))]);
  return { email, gifts: rows.map(toLine), monthly, years: yearsOf(rows) };
}

/**
 * One statement for the financial year ending 30 June `year`: every paid gift from 1 July 00:00
 * to 30 June 23:59:59 Sydney time, the deductible total (test gifts are listed, marked, and never
 * counted), and the organisation's DGR details when its settings are complete.
 */
export async function statementOf(db: Db, env: Env, userId: number, year: number, now = new Date()): Promise<GivingStatement> {
  const user = await accountOf(db, userId);
  return statementFor(db, env, donationsOf(user), displayNameOf(user), user.email, year, now);
}

/** The same statement for a "Manage your giving" link: the gifts receipted to its address, and no one else's. */
export async function statementToAddress(db: Db, env: Env, email: string, year: number, now = new Date()): Promise<GivingStatement> {
  return statementFor(db, env, toAddress(email), null, email, year, now);
}

async function statementFor(
  db: Db,
  env: Env,
  whose: SQL | undefined,
  name: string | null,
  email: string,
  year: number,
  now: Date,
): Promise<GivingStatement> {
  const rows = await db
    .select(giftColumns)
    .from(donations)
    .innerJoin(donationCampaigns, eq(donationCampaigns.id, donations.campaignId))
    .where(
      and(
        whose,
        eq(donations.status, 'paid'),
        gte(donations.paidAt, financialYearStart(year)),
        lt(donations.paidAt, financialYearStart(year + 1)),
      ),
    )
    .orderBy(donations.paidAt, donations.id);
  if (rows.length === 0) throw notFound(NO_STATEMENT_MESSAGE);
  const sum = (test: boolean) =>
    centsToAmount(rows.filter((r) => (r.donation.provider === 'test') === test).reduce((cents, r) => cents + r.donation.amountCents, 0));
  // A donor with no account is named as on their latest gift of the year (they may have changed it).
  const named = name ?? rows.findLast((r) => r.donation.donorName)?.donation.donorName ?? email;
  return {
    year,
    label: financialYearLabel(year),
    from: `1 July ${year - 1}`,
    to: `30 June ${year}`,
    donor: { name: named, email },
    organisation: organisation(env),
    gifts: rows.map(toLine),
    total: sum(false),
    testTotal: sum(true),
    issuedAt: now.toISOString(),
  };
}
