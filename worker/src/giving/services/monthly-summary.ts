// Donation Management's monthly figures (issue 21): what monthly gifts bring in each month.
// Only gifts still charging count (active, or past due and being retried); a donor is an address.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationCampaigns, monthlyGifts } from '../../db/schema';
import type { MonthlySummary } from '../../schemas/monthly-gifts';
import { centsToAmount } from '../../schemas/money';

const charging = inArray(monthlyGifts.status, ['active', 'past_due']);
const figures = {
  donors: sql<number>`count(distinct lower(${monthlyGifts.email}))`,
  cents: sql<number>`coalesce(sum(${monthlyGifts.amountCents}), 0)`,
};

export async function monthlySummary(db: Db): Promise<MonthlySummary> {
  const [perCampaign, [total]] = await db.batch([
    db
      .select({ id: donationCampaigns.id, title: donationCampaigns.title, ...figures })
      .from(monthlyGifts)
      .innerJoin(donationCampaigns, eq(donationCampaigns.id, monthlyGifts.campaignId))
      .where(charging)
      .groupBy(donationCampaigns.id)
      .orderBy(desc(figures.cents), donationCampaigns.id),
    db.select(figures).from(monthlyGifts).where(charging),
  ]);
  return {
    total: { donors: total?.donors ?? 0, amount: centsToAmount(total?.cents ?? 0) },
    campaigns: perCampaign.map((c) => ({ id: c.id, title: c.title, donors: c.donors, amount: centsToAmount(c.cents) })),
  };
}
