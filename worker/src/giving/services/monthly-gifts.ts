// Monthly gifts (issue 21, decision 0033): starting one, the charges of the test-mode clock, and
// what happens when a gift's campaign closes. Each charge is its own donation row, receipted like
// any gift; the Stripe side of charging is in monthly-webhooks.ts.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationCampaigns, donations, monthlyGifts } from '../../db/schema';
import type { Env } from '../../platform/env';
import { randomToken } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { log } from '../../lib/log';
import { createMonthlyCheckoutSession, pauseSubscription } from '../stripe';
import { monthlyCampaignClosedMail, monthlyPaymentFailedMail } from '../mails/donation-mail-texts';
import { isTakingDonations, todayInAustralia, type DonationCreated } from '../../schemas/donations';
import { TEST_CLOCK_ONLY_MESSAGE, type TestClockResult } from '../../schemas/monthly-gifts';
import { centsToAmount } from '../../schemas/money';
import { mailDonationReceipt, manageLinkPath } from './donation-mails';
import { paidAt, paymentMode } from './giving-setup';
import { issueDonorLink } from './donor-links';
import { mailConfigured, sendMail } from '../../mail/public';

export type MonthlyGift = typeof monthlyGifts.$inferSelect;
type NewGift = Omit<typeof monthlyGifts.$inferInsert, 'status' | 'token'>;

/** One calendar month on (the 31st falls back to the month's last day, as Stripe's billing does). */
export function nextMonth(iso: string): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const next = new Date(d);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next.toISOString();
}

/**
 * Starts a monthly gift. Test mode: the first month is charged at once and the gift's clock set a
 * month on. Stripe: the gift waits, pending, for Checkout in subscription mode; Stripe's
 * `invoice.paid` then records each month's charge.
 */
export async function startMonthly(
  db: Db,
  env: Env,
  gift: NewGift & { campaignTitle: string },
  origin: string,
  now = new Date(),
): Promise<DonationCreated> {
  const { campaignTitle, ...values } = gift;
  const token = randomToken(24);
  const at = now.toISOString();
  if (values.provider === 'test') {
    const [row] = await db
      .insert(monthlyGifts)
      .values({ ...values, token, status: 'active', nextChargeAt: at, createdAt: at, updatedAt: at })
      .returning();
    const charge = await chargeTestGift(db, env, row!, true, origin);
    log('info', 'monthly.started', { monthlyGiftId: row!.id, provider: 'test' });
    return { id: charge!.id, status: 'paid', receiptUrl: `/donations/receipts/${charge!.receiptToken}`, monthlyGiftId: row!.id };
  }
  const [row] = await db
    .insert(monthlyGifts)
    .values({ ...values, token, status: 'pending', createdAt: at, updatedAt: at })
    .returning();
  const id = row!.id;
  try {
    const session = await createMonthlyCheckoutSession(env.STRIPE_SECRET_KEY!, {
      monthlyGiftId: id,
      idempotencyKey: `monthly-${token}`,
      amountCents: values.amountCents,
      campaignTitle,
      email: values.email,
      successUrl: `${origin}/donations?monthly=started`,
      cancelUrl: `${origin}/donations?cancelled=${values.campaignId}`,
    });
    await db.update(monthlyGifts).set({ checkoutSessionId: session.id }).where(eq(monthlyGifts.id, id));
    return { id, status: 'pending', checkoutUrl: session.url, monthlyGiftId: id };
  } catch (error) {
    await db.update(monthlyGifts).set({ status: 'stopped', stoppedAt: at }).where(eq(monthlyGifts.id, id));
    throw error;
  }
}

/**
 * Test mode: charges the gift's month due at `next_charge_at`, once. The charge's reference names
 * the gift and the month, so a second call for the same month (a double click, two admins) meets the
 * unique index and charges nothing; the clock moves only from the month it read.
 */
async function chargeTestGift(db: Db, env: Env, gift: MonthlyGift, ok: boolean, origin: string) {
  const due = gift.nextChargeAt!;
  const ref = `test-monthly:${gift.id}:${due}`;
  const [inserted] = await db.batch([
    db
      .insert(donations)
      .values({
        campaignId: gift.campaignId,
        amountCents: gift.amountCents,
        donorName: gift.donorName,
        showName: gift.showName,
        email: gift.email,
        userId: gift.userId,
        provider: 'test',
        providerRef: ref,
        monthlyGiftId: gift.id,
        status: 'pending',
        receiptToken: randomToken(24),
        createdAt: due,
      })
      .onConflictDoNothing()
      .returning({ id: donations.id, receiptToken: donations.receiptToken }),
    db
      .update(donations)
      .set(ok ? paidAt(due) : { status: 'failed' as const })
      .where(and(eq(donations.providerRef, ref), eq(donations.status, 'pending'))),
    db
      .update(monthlyGifts)
      .set({ nextChargeAt: nextMonth(due), status: ok ? 'active' : 'past_due', updatedAt: new Date().toISOString() })
      .where(and(eq(monthlyGifts.id, gift.id), eq(monthlyGifts.nextChargeAt, due))),
  ]);
  const charge = inserted[0];
  if (!charge) return null;
  log('info', ok ? 'donation.paid' : 'donation.failed', { donationId: charge.id, monthlyGiftId: gift.id, provider: 'test' });
  if (ok) await mailDonationReceipt(db, env, charge.id, origin);
  else await mailMonthly(db, env, gift, 'failed', origin);
  return charge;
}

/** Mails the donor about their monthly gift (a failed charge, a closed campaign), with a fresh "Manage your giving" link. */
export async function mailMonthly(db: Db, env: Env, gift: MonthlyGift, why: 'failed' | 'closed', origin: string): Promise<void> {
  if (!mailConfigured(env)) return;
  const campaign = await db
    .select({ title: donationCampaigns.title })
    .from(donationCampaigns)
    .where(eq(donationCampaigns.id, gift.campaignId))
    .get();
  const token = await issueDonorLink(db, gift.email);
  const facts = { amount: centsToAmount(gift.amountCents), campaign: campaign?.title ?? 'your campaign' };
  const url = `${origin}${manageLinkPath(token)}`;
  if (why === 'failed') await sendMail(env, 'monthly-payment-failed', gift.email, monthlyPaymentFailedMail(facts, url));
  else await sendMail(env, 'monthly-campaign-closed', gift.email, monthlyCampaignClosedMail(facts, url));
}

const CHARGING = ['active', 'past_due'] as const;

/**
 * A campaign stopped taking gifts: its charging monthly gifts stop charging, and each donor is
 * asked to move theirs or stop it. With Stripe the subscription's collection is paused first.
 */
export async function closeMonthlyGiftsOf(db: Db, env: Env, campaignId: number, origin: string): Promise<number> {
  const gifts = await db
    .select()
    .from(monthlyGifts)
    .where(and(eq(monthlyGifts.campaignId, campaignId), inArray(monthlyGifts.status, CHARGING)));
  let closed = 0;
  for (const gift of gifts) if (await closeGift(db, env, gift, origin)) closed += 1;
  return closed;
}

async function closeGift(db: Db, env: Env, gift: MonthlyGift, origin: string): Promise<boolean> {
  if (gift.provider === 'stripe' && gift.subscriptionId) {
    await pauseSubscription(env.STRIPE_SECRET_KEY!, gift.subscriptionId, true);
  }
  const [changed] = await db
    .update(monthlyGifts)
    .set({ status: 'campaign_closed', updatedAt: new Date().toISOString() })
    .where(and(eq(monthlyGifts.id, gift.id), inArray(monthlyGifts.status, CHARGING)))
    .returning({ id: monthlyGifts.id });
  if (changed) await mailMonthly(db, env, gift, 'closed', origin);
  return Boolean(changed);
}

/**
 * The test-mode clock (`npm run donations:advance`): `months` pass for every charging test gift,
 * one charge per gift per month, each receipted (or, with `fail`, declined and the donor told).
 * A gift whose campaign has closed is paused instead of charged.
 */
export async function advanceTestClock(db: Db, env: Env, months: number, fail: boolean, origin: string): Promise<TestClockResult> {
  if (paymentMode(env) !== 'test') throw new ApiError('conflict', TEST_CLOCK_ONLY_MESSAGE);
  const result: TestClockResult = { charged: 0, failed: 0, closed: 0 };
  const today = todayInAustralia();
  for (let month = 0; month < months; month++) {
    const due = await db
      .select({ gift: monthlyGifts, campaign: donationCampaigns })
      .from(monthlyGifts)
      .innerJoin(donationCampaigns, eq(donationCampaigns.id, monthlyGifts.campaignId))
      .where(and(eq(monthlyGifts.provider, 'test'), inArray(monthlyGifts.status, CHARGING)));
    for (const { gift, campaign } of due) {
      if (!isTakingDonations(campaign, today)) {
        if (await closeGift(db, env, gift, origin)) result.closed += 1;
      } else if (await chargeTestGift(db, env, gift, !fail, origin)) result[fail ? 'failed' : 'charged'] += 1;
    }
  }
  return result;
}
