import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationCampaigns, donations, stripeEvents } from '../../db/schema';
import type { Env } from '../../platform/env';
import { randomToken } from '../../lib/crypto';
import { errorChain, isUniqueViolation } from '../../lib/db-errors';
import { ApiError, notFound } from '../../lib/errors';
import { log } from '../../lib/log';
import { createCheckoutSession } from '../stripe';
import {
  isTakingDonations,
  todayInAustralia,
  type DonationCreated,
  type DonationReceipt,
  type DonationValues,
} from '../../schemas/donations';
import { centsToAmount } from '../../schemas/money';
import { countHitStatement, refuseOverLimit } from '../../accounts/public';
import { mailDonationReceipt, sendReceiptMail } from './donation-mails';
import { donorLinkStatements } from './donor-links';
import { GIVING_OFF, NOT_TAKING, organisation, paidAt, paymentMode } from './giving-setup';
import { mailConfigured } from '../../mail/public';
import { startMonthly } from './monthly-gifts';
import { applyChargeDispute, DISPUTE_EVENTS } from './donation-disputes';
import { applyChargeRefunded } from './donation-refunds';
import { applyMonthlyEvent, isMonthlyEvent } from './monthly-webhooks';

const GIVING_LIMIT = {
  limit: 10,
  windowSeconds: 60 * 60,
  message: 'Too many donations from your connection in the last hour. Please try again later.',
};
/** The campaign was deleted between reading it and the insert: its foreign key refuses the gift. */
const campaignGone = (error: unknown): never => {
  throw errorChain(error).includes('FOREIGN KEY') ? notFound('Campaign not found') : error;
};

const receiptPath = (token: string) => `/donations/receipts/${token}`;

/**
 * A gift to one campaign. In test mode it is paid at once (insert and payment in one batch);
 * with Stripe it waits, pending, for the signed webhook, and the donor goes to Checkout.
 */
export async function give(
  db: Db,
  env: Env,
  campaignId: number,
  input: DonationValues,
  origin: string,
  ip: string,
  /** The signed-in member giving, if any: only so their own data export can list the gift. */
  userId: number | null = null,
  now = new Date(),
): Promise<DonationCreated> {
  const mode = paymentMode(env);
  if (mode === 'off') throw new ApiError('unavailable', GIVING_OFF);
  // The campaign and the address's counter in one round trip (with the session, the gift, three).
  const [[campaign], [counter]] = await db.batch([
    db.select().from(donationCampaigns).where(eq(donationCampaigns.id, campaignId)),
    countHitStatement(db, `donate:${ip}`, GIVING_LIMIT.windowSeconds, now),
  ]);
  if (!campaign) throw notFound('Campaign not found');
  if (!isTakingDonations(campaign, todayInAustralia(now))) throw new ApiError('conflict', NOT_TAKING);
  refuseOverLimit(counter!, GIVING_LIMIT, now);
  if (input.frequency === 'monthly') {
    const provider = mode === 'test' ? ('test' as const) : ('stripe' as const);
    const { amount: amountCents, donorName, showName, email } = input;
    const gift = {
      campaignId,
      amountCents,
      donorName: donorName || null,
      showName,
      email,
      userId,
      provider,
      campaignTitle: campaign.title,
    };
    return startMonthly(db, env, gift, origin, now);
  }
  const token = randomToken(24);
  const at = now.toISOString();
  const values = {
    campaignId,
    amountCents: input.amount,
    donorName: input.donorName || null,
    showName: input.showName,
    email: input.email,
    userId,
    provider: mode === 'test' ? ('test' as const) : ('stripe' as const),
    receiptToken: token,
    createdAt: at,
  };
  if (mode === 'test') {
    const gift = [
      db.insert(donations).values(values).returning({ id: donations.id }),
      db
        .update(donations)
        .set(paidAt(at))
        .where(eq(donations.id, sql`last_insert_rowid()`))
        .returning({ receiptNumber: donations.receiptNumber }),
    ] as const;
    // With mail, the receipt's "Manage your giving" link is stored in the gift's own batch.
    const link = mailConfigured(env) ? await donorLinkStatements(db, input.email, now) : null;
    const [rows, [paid]] = await (link ? db.batch([...gift, ...link.statements]) : db.batch(gift)).catch(campaignGone);
    log('info', 'donation.paid', { donationId: rows[0]!.id, campaignId, provider: 'test' });
    if (link) {
      const facts = { ...values, campaign: campaign.title, receiptNumber: paid!.receiptNumber, paidAt: at, testMode: true };
      await sendReceiptMail(env, facts, link.token, origin, now);
    }
    return { id: rows[0]!.id, status: 'paid', receiptUrl: receiptPath(token) };
  }
  const [row] = await db.insert(donations).values(values).returning({ id: donations.id }).catch(campaignGone);
  const id = row!.id;
  try {
    const session = await createCheckoutSession(env.STRIPE_SECRET_KEY!, {
      donationId: id,
      idempotencyKey: `donation-${token}`,
      amountCents: input.amount,
      campaignTitle: campaign.title,
      email: input.email,
      successUrl: `${origin}${receiptPath(token)}`,
      cancelUrl: `${origin}/donations?cancelled=${campaignId}`,
    });
    await db.update(donations).set({ providerRef: session.id }).where(eq(donations.id, id));
    return { id, status: 'pending', checkoutUrl: session.url };
  } catch (error) {
    await db.update(donations).set({ status: 'failed' }).where(eq(donations.id, id));
    throw error;
  }
}

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export async function getReceipt(db: Db, env: Env, token: string): Promise<DonationReceipt> {
  if (!TOKEN.test(token)) throw notFound('Receipt not found');
  const row = await db
    .select({ donation: donations, title: donationCampaigns.title })
    .from(donations)
    .innerJoin(donationCampaigns, eq(donationCampaigns.id, donations.campaignId))
    .where(eq(donations.receiptToken, token))
    .get();
  if (!row) throw notFound('Receipt not found');
  const d = row.donation;
  return {
    status: d.status,
    // A refunded receipt keeps its number: it says which receipt is cancelled.
    receiptNumber: d.status === 'paid' || d.status === 'refunded' ? d.receiptNumber : null,
    campaign: { id: d.campaignId, title: row.title },
    amount: centsToAmount(d.amountCents),
    paidAt: d.paidAt,
    refundedAt: d.status === 'refunded' ? d.refundedAt : null,
    donorName: d.donorName || 'Anonymous',
    testMode: d.provider === 'test',
    // No money moved in a test gift, so its receipt never claims a deductible gift.
    organisation: d.provider === 'test' ? null : organisation(env),
  };
}

// ------------------------------------------------------------------------- Stripe webhook

type CheckoutSession = {
  id?: string;
  payment_status?: string;
  amount_total?: number;
  currency?: string;
  payment_intent?: unknown;
  metadata?: { donation_id?: string };
  client_reference_id?: string;
};
export type StripeEvent = { id?: string; type?: string; created?: number; data?: { object?: CheckoutSession } };

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const FAILED_EVENTS = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

/** A signed body is Stripe's, but its shape is still checked before any of it reaches a query. */
function isStripeEvent(value: unknown): value is StripeEvent & { id: string; type: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, type, data } = value as Record<string, unknown>;
  const idOk = typeof id === 'string' && id.length > 0 && id.length <= 255;
  const typeOk = typeof type === 'string' && type.length > 0 && type.length <= 255;
  return idOk && typeOk && (data === undefined || (typeof data === 'object' && data !== null));
}

/**
 * Applies one verified event. The event id is recorded in the same batch as the change, and
 * the change applies only to a pending donation, so a replayed event never counts twice.
 */
export async function applyStripeEvent(db: Db, env: Env, event: StripeEvent, origin: string): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (!isStripeEvent(event)) throw new ApiError('bad_request', 'The event has no id or type.');
  const seen = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id)).get();
  if (seen) return 'duplicate';
  const record = db.insert(stripeEvents).values({ id: event.id, type: event.type });
  if (isMonthlyEvent(event.type, event.data?.object)) {
    // Monthly events are idempotent by their own keys (decision 0033): the record only marks them seen.
    const created = typeof event.created === 'number' ? event.created : Math.floor(Date.now() / 1000);
    const result = await applyMonthlyEvent(db, env, event.type, created, (event.data?.object ?? {}) as Record<string, unknown>, origin);
    await record.onConflictDoNothing();
    return result;
  }
  if (DISPUTE_EVENTS.has(event.type)) {
    // Idempotent by its guards, like a refund: the record only marks the event seen.
    const result = await applyChargeDispute(db, env, event.type, event.data?.object ?? {});
    await record.onConflictDoNothing();
    return result;
  }
  if (event.type === 'charge.refunded') {
    // Idempotent by its guard (only a paid row changes): the record only marks the event seen.
    const result = await applyChargeRefunded(db, env, event.data?.object ?? {}, origin);
    await record.onConflictDoNothing();
    return result;
  }
  const session = event.data?.object ?? {};
  const donationId = Number(session.metadata?.donation_id ?? session.client_reference_id);
  const paid = PAID_EVENTS.has(event.type) && session.payment_status === 'paid';
  const failed = FAILED_EVENTS.has(event.type);
  const donation =
    (paid || failed) && Number.isInteger(donationId)
      ? await db.select().from(donations).where(eq(donations.id, donationId)).get()
      : undefined;
  const matches = donation && donation.provider === 'stripe' && donation.providerRef === session.id;
  const rightAmount = matches && session.amount_total === donation.amountCents && session.currency === 'aud';
  if (paid && matches && !rightAmount)
    log('error', 'stripe.amount_mismatch', {
      eventId: event.id,
      donationId,
      amountTotal: session.amount_total,
      currency: session.currency,
    });
  try {
    if ((paid && rightAmount) || (failed && matches)) {
      // The payment intent is what a refund names (decision 0037).
      const intent = typeof session.payment_intent === 'string' && session.payment_intent.length <= 255 ? session.payment_intent : null;
      const change = paid ? { ...paidAt(new Date().toISOString()), paymentIntent: intent } : { status: 'failed' as const };
      await db.batch([
        record,
        db
          .update(donations)
          .set(change)
          .where(and(eq(donations.id, donationId), eq(donations.status, 'pending'))),
      ]);
      log('info', paid ? 'donation.paid' : 'donation.failed', { donationId, eventId: event.id, provider: 'stripe' });
      // The receipt goes once: a replayed event never reaches here (its id is recorded above).
      if (paid) await mailDonationReceipt(db, env, donationId, origin);
      return 'applied';
    }
    await record;
    return 'ignored';
  } catch (error) {
    // The same event delivered twice at once: the second insert meets the first's id.
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}
