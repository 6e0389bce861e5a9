// The July statement mail (issue 21, decision 0042): after 30 June, every donor whose gifts of
// the financial year just ended are still paid gets one mail linking to that year's statement.
// The Cron Trigger runs it every quarter hour through July; each run takes at most a page of
// donors not yet mailed, so 100,000 donors are spread over many runs and none runs long.
import { and, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, givingStatementMails, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { inChunks } from '../../lib/in-chunks';
import { log } from '../../lib/log';
import { givingStatementMail } from '../mails/donation-mail-texts';
import { financialYearLabel, financialYearStart } from '../../schemas/giving';
import { centsToAmount } from '../../schemas/money';
import { donorLinkStatements } from './donor-links';
import { mailConfigured, sendMail } from '../../mail/public';

/** Donors mailed a run at most: a quarter-hourly cron through July reaches about 148,000. */
export const STATEMENT_DONORS_PER_RUN = 50;

/** The web app's statement page for a "Manage your giving" link (web/src/lib/paths.ts). */
export const manageStatementPath = (year: number, token: string) =>
  `/donations/manage/statements/${year}?token=${encodeURIComponent(token)}`;

const sydneyMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' });

/** The financial year whose statements go out at `now`: in July (Sydney), the one that ended on 30 June; otherwise none. */
export function statementYearDue(now: Date): number | null {
  const [year, month] = sydneyMonth.format(now).split('-').map(Number) as [number, number];
  return month === 7 ? year : null;
}

type Donor = { email: string; gifts: number; cents: number; testGifts: number };

/**
 * The next page of donors to mail for `year`: addresses with a paid gift in that financial year
 * and no mail yet. Refunded and failed gifts are not paid, so a donor whose every gift was
 * refunded is never chosen. Test gifts move no money and count only on a test-mode deployment,
 * so `npm start` shows the mail.
 */
async function nextDonors(db: Db, env: Env, year: number, limit: number): Promise<Donor[]> {
  const email = sql<string>`lower(${donations.email})`;
  return db
    .select({
      email,
      gifts: sql<number>`count(*)`,
      cents: sql<number>`coalesce(sum(case when ${donations.provider} != 'test' then ${donations.amountCents} else 0 end), 0)`,
      testGifts: sql<number>`sum(case when ${donations.provider} = 'test' then 1 else 0 end)`,
    })
    .from(donations)
    .where(
      and(
        eq(donations.status, 'paid'),
        gte(donations.paidAt, financialYearStart(year)),
        lt(donations.paidAt, financialYearStart(year + 1)),
        env.DONATIONS_TEST_MODE === 'true' ? undefined : ne(donations.provider, 'test'),
        sql`not exists (select 1 from giving_statement_mails m where m.email = lower("donations"."email") and m.year = ${year})`,
      ),
    )
    .groupBy(email)
    .orderBy(email)
    .limit(limit);
}

/** Claims each address for the year; answers the ones this run won (another run, or an earlier one, has the rest). */
async function claim(db: Db, emails: string[], year: number, now: Date): Promise<Set<string>> {
  const won = new Set<string>();
  for (const chunk of inChunks(emails, 30)) {
    const rows = await db
      .insert(givingStatementMails)
      .values(chunk.map((email) => ({ email, year, sentAt: now.toISOString() })))
      .onConflictDoNothing()
      .returning({ email: givingStatementMails.email });
    for (const r of rows) won.add(r.email);
  }
  return won;
}

/** Which addresses are a member's confirmed address: those donors read their statement on /account. */
async function memberAddresses(db: Db, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const chunk of inChunks(emails)) {
    const rows = await db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(and(inArray(sql`lower(${users.email})`, chunk), isNotNull(users.emailVerifiedAt)))
      .all();
    for (const r of rows) found.add(r.email);
  }
  return found;
}

/** One run: mails the next page of donors for the year just ended, if it is July in Sydney. Answers how many were mailed. */
export async function sendGivingStatements(
  env: Env,
  db: Db,
  origin: string,
  now = new Date(),
  perRun = STATEMENT_DONORS_PER_RUN,
): Promise<number> {
  const year = statementYearDue(now);
  if (year === null || !mailConfigured(env)) return 0;
  const donors = await nextDonors(db, env, year, perRun);
  if (donors.length === 0) return 0;
  // Claimed before sending: a second run, or two at once, finds the address taken and sends nothing.
  const won = await claim(
    db,
    donors.map((d) => d.email),
    year,
    now,
  );
  const mine = donors.filter((d) => won.has(d.email));
  const members = await memberAddresses(
    db,
    mine.map((d) => d.email),
  );
  let sent = 0;
  for (const donor of mine) {
    try {
      const member = members.has(donor.email);
      let url = `${origin}/account/giving/${year}`;
      if (!member) {
        const { token, statements } = await donorLinkStatements(db, donor.email, now);
        await db.batch(statements);
        url = `${origin}${manageStatementPath(year, token)}`;
      }
      const facts = {
        label: financialYearLabel(year),
        total: centsToAmount(donor.cents),
        gifts: donor.gifts,
        testMode: donor.testGifts === donor.gifts,
      };
      await sendMail(env, 'giving-statement', donor.email, givingStatementMail(facts, url, member), now);
      sent += 1;
    } catch (error) {
      // Not sent, so not claimed: the next run tries this donor again.
      await db.delete(givingStatementMails).where(and(eq(givingStatementMails.email, donor.email), eq(givingStatementMails.year, year)));
      log('error', 'giving.statement_mail_failed', { year, error: String(error) });
    }
  }
  log('info', 'giving.statements_mailed', { year, sent });
  return sent;
}

/** The Cron Trigger's entry: the site's address comes from SITE_URL, as a cron has no request. */
export async function runGivingStatements(env: Env, db: Db, now = new Date()): Promise<number> {
  const origin = env.SITE_URL?.replace(/\/+$/, '');
  if (!origin) {
    if (statementYearDue(now) !== null) log('warn', 'giving.statements_skipped', { reason: 'SITE_URL is not set' });
    return 0;
  }
  return sendGivingStatements(env, db, origin, now);
}
