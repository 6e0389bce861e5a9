// What a donor does with their own monthly gifts (issue 21): list, stop, change the amount, move
// to another campaign, update the card. The donor (an Owner) is an email address proven by a
// "Manage your giving" link, or a signed-in member (their gifts and their confirmed address's);
// another donor's gift is "not found".
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationCampaigns, donations, monthlyGifts } from '../../db/schema';
import type { Env } from '../../platform/env';
import { ApiError, notFound } from '../../lib/errors';
import { log } from '../../lib/log';
import { cancelSubscription, changeSubscriptionAmount, createPortalSession, pauseSubscription } from '../stripe';
import { isTakingDonations, todayInAustralia } from '../../schemas/donations';
import { MONTHLY_NOT_FOUND, MONTHLY_STOPPED_MESSAGE, type MonthlyChange, type MonthlyGiftLine } from '../../schemas/monthly-gifts';
import { centsToAmount } from '../../schemas/money';
import { NOT_TAKING } from './giving-setup';
import type { MonthlyGift } from './monthly-gifts';

/** Whose gifts: a condition on monthly_gifts. */
export type Owner = SQL;

/** A manage link's address. */
export const ofAddress = (email: string): Owner => sql`lower(${monthlyGifts.email}) = ${email.toLowerCase()}`;

/** A member: gifts made while signed in, and those to their address once it is confirmed (never an unconfirmed one). */
export const ofMember = (user: { id: number; email: string; emailVerifiedAt: string | null }): Owner =>
  user.emailVerifiedAt ? or(eq(monthlyGifts.userId, user.id), ofAddress(user.email))! : eq(monthlyGifts.userId, user.id);

/** The monthly gifts made with an address, newest first, each with its payments so far. */
export async function monthlyGiftsOf(db: Db, owner: Owner): Promise<MonthlyGiftLine[]> {
  const payments = db
    .select({ giftId: donations.monthlyGiftId, paid: count().as('paid') })
    .from(donations)
    .where(eq(donations.status, 'paid'))
    .groupBy(donations.monthlyGiftId)
    .as('payments');
  const rows = await db
    .select({ gift: monthlyGifts, title: donationCampaigns.title, paid: payments.paid })
    .from(monthlyGifts)
    .innerJoin(donationCampaigns, eq(donationCampaigns.id, monthlyGifts.campaignId))
    .leftJoin(payments, eq(payments.giftId, monthlyGifts.id))
    .where(owner)
    .orderBy(desc(monthlyGifts.createdAt), desc(monthlyGifts.id));
  return rows.map(({ gift, title, paid }) => ({
    id: gift.id,
    campaign: { id: gift.campaignId, title },
    amount: centsToAmount(gift.amountCents),
    status: gift.status,
    payments: paid ?? 0,
    testMode: gift.provider === 'test',
    startedAt: gift.createdAt,
    receiptName: gift.donorName,
  }));
}

/** The donor's own gift, or 404: another address's gift is never told apart from a missing one. */
async function giftOf(db: Db, owner: Owner, id: number): Promise<MonthlyGift> {
  const gift = await db
    .select()
    .from(monthlyGifts)
    .where(and(eq(monthlyGifts.id, id), owner))
    .get();
  if (!gift) throw notFound(MONTHLY_NOT_FOUND);
  return gift;
}

const refuseStopped = (gift: MonthlyGift) => {
  if (gift.status === 'stopped') throw new ApiError('conflict', MONTHLY_STOPPED_MESSAGE);
};

/** Stops a gift for good, Stripe first (so a failure there leaves it charging and says so, never the reverse). */
export async function stopMonthly(db: Db, env: Env, owner: Owner, id: number): Promise<void> {
  const gift = await giftOf(db, owner, id);
  if (gift.status === 'stopped') return;
  if (gift.provider === 'stripe' && gift.subscriptionId) await cancelSubscription(env.STRIPE_SECRET_KEY!, gift.subscriptionId);
  const at = new Date().toISOString();
  await db.update(monthlyGifts).set({ status: 'stopped', stoppedAt: at, updatedAt: at }).where(eq(monthlyGifts.id, id));
  log('info', 'monthly.stopped', { monthlyGiftId: id });
}

/** A new amount from the next charge on (never a charge today), or another active campaign. */
export async function changeMonthly(db: Db, env: Env, owner: Owner, id: number, change: MonthlyChange): Promise<void> {
  const gift = await giftOf(db, owner, id);
  refuseStopped(gift);
  const campaignId = change.campaignId ?? gift.campaignId;
  const campaign = await db.select().from(donationCampaigns).where(eq(donationCampaigns.id, campaignId)).get();
  if (!campaign) throw notFound('Campaign not found');
  if (!isTakingDonations(campaign, todayInAustralia())) throw new ApiError('conflict', NOT_TAKING);
  const amountCents = change.amount ?? gift.amountCents;
  const reopens = gift.status === 'campaign_closed';
  if (gift.provider === 'stripe' && gift.subscriptionId) {
    const key = env.STRIPE_SECRET_KEY!;
    if (amountCents !== gift.amountCents || campaignId !== gift.campaignId)
      await changeSubscriptionAmount(key, gift.subscriptionId, amountCents, campaign.title);
    if (reopens) await pauseSubscription(key, gift.subscriptionId, false);
  }
  await db
    .update(monthlyGifts)
    .set({
      amountCents,
      campaignId,
      // Each charge copies the gift's name onto its receipt, so a new name applies from the next one.
      ...(change.receiptName !== undefined ? { donorName: change.receiptName || null } : {}),
      updatedAt: new Date().toISOString(),
      ...(reopens ? { status: 'active' as const } : {}),
    })
    .where(eq(monthlyGifts.id, id));
}

/**
 * Updating the card. Stripe: its customer portal, so card details never touch the worker and the
 * card is only saved (no charge is made). Test mode: a simulated success, which lets a declined gift charge again.
 */
export async function updateCard(db: Db, env: Env, owner: Owner, id: number, returnUrl: string): Promise<{ url: string }> {
  const gift = await giftOf(db, owner, id);
  refuseStopped(gift);
  if (gift.provider === 'stripe') {
    if (!gift.customerId) throw new ApiError('conflict', 'This monthly gift has not started yet, so it has no card to update.');
    return { url: await createPortalSession(env.STRIPE_SECRET_KEY!, gift.customerId, returnUrl) };
  }
  await db
    .update(monthlyGifts)
    .set({ status: 'active', updatedAt: new Date().toISOString() })
    .where(and(eq(monthlyGifts.id, id), eq(monthlyGifts.status, 'past_due')));
  const url = new URL(returnUrl);
  url.searchParams.set('card', 'updated');
  return { url: `${url.pathname}${url.search}` };
}
