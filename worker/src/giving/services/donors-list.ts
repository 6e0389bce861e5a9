// Donation Management's donors list (issue 21): one row per donor, grouped by the address they
// gave with (stored lower-cased), with what they gave that still counts (paid, not refunded).
import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';
import { likeContains } from '../../lib/like';
import type { DonorMonthly, DonorSummary, DonorsQuery } from '../../schemas/donation-payments';
import { centsToAmount } from '../../schemas/money';

// Correlated subqueries name their tables in full: Drizzle renders `${column}` unqualified there.
const latestName = sql<
  string | null
>`(select d2.donor_name from donations d2 where d2.email = donations.email and d2.donor_name is not null and d2.donor_name != '' order by d2.id desc limit 1)`;
const monthly = sql<DonorMonthly>`(case
  when exists (select 1 from monthly_gifts m where m.email = donations.email and m.status in ('active', 'past_due')) then 'active'
  when exists (select 1 from monthly_gifts m where m.email = donations.email and m.status = 'campaign_closed') then 'paused'
  else 'none' end)`;

/** Donors with a paid or refunded gift, most recent giver first; `q` finds a name they gave. */
export async function listDonors(db: Db, { limit, offset, q }: DonorsQuery, withEmails: boolean): Promise<DonorSummary[]> {
  const named = q ? sql`${donations.email} in (select d3.email from donations d3 where ${likeContains(sql`d3.donor_name`, q)})` : undefined;
  const rows = await db
    .select({
      email: donations.email,
      firstId: sql<number>`min(${donations.id})`,
      name: latestName,
      cents: sql<number>`coalesce(sum(case when ${donations.status} = 'paid' then ${donations.amountCents} end), 0)`,
      gifts: sql<number>`count(case when ${donations.status} = 'paid' then 1 end)`,
      lastGiftAt: sql<string | null>`max(case when ${donations.status} = 'paid' then ${donations.paidAt} end)`,
      monthly,
    })
    .from(donations)
    .where(sql`${inArray(donations.status, ['paid', 'refunded'])}${named ? sql` and ${named}` : sql``}`)
    .groupBy(donations.email)
    .orderBy(desc(sql`max(${donations.paidAt})`), donations.email)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    // A stable key for the list that does not give the address away to an editor (a hash could be checked against a guess).
    key: `donor-${r.firstId}`,
    name: r.name || 'Anonymous',
    total: centsToAmount(r.cents),
    gifts: r.gifts,
    lastGiftAt: r.lastGiftAt,
    monthly: r.monthly,
    ...(withEmails ? { email: r.email } : {}),
  }));
}
