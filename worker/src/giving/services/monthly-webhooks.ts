// Stripe's events for monthly gifts (issue 21, decision 0033). Each is applied so that replays,
// duplicates and any order of arrival end in the same rows: a charge is keyed by its invoice id
// (unique), a status change by the event's `created` second, and a stopped gift stays stopped.
import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, monthlyGifts } from '../../db/schema';
import type { Env } from '../../platform/env';
import { randomToken } from '../../lib/crypto';
import { log } from '../../lib/log';
import type { MonthlyStatus } from '../../schemas/monthly-gifts';
import { mailDonationReceipt } from './donation-mails';
import { paidAt } from './giving-setup';
import { mailMonthly, type MonthlyGift } from './monthly-gifts';

export const MONTHLY_EVENTS = new Set([
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 255 ? v : null);

/** Whether an event belongs here: the four monthly kinds, and a subscription-mode Checkout finishing. */
export const isMonthlyEvent = (type: string, object: unknown) =>
  MONTHLY_EVENTS.has(type) || (type === 'checkout.session.completed' && obj(object).mode === 'subscription');

/** The subscription an invoice belongs to, and the gift it names: older API versions and 2025's `parent` both. */
function invoiceLinks(invoice: Obj) {
  const parent = obj(obj(invoice.parent).subscription_details);
  const details = obj(invoice.subscription_details);
  const subscription = str(invoice.subscription) ?? str(parent.subscription);
  const metadata = { ...obj(details.metadata), ...obj(parent.metadata) };
  return { subscription, giftId: Number(metadata.monthly_gift_id) };
}

/** The gift an event is about, by the id in its metadata or by its subscription; never a test-mode gift. */
async function findGift(db: Db, giftId: number, subscription: string | null): Promise<MonthlyGift | undefined> {
  const byId = Number.isSafeInteger(giftId) && giftId > 0 ? eq(monthlyGifts.id, giftId) : undefined;
  const bySub = subscription ? eq(monthlyGifts.subscriptionId, subscription) : undefined;
  if (!byId && !bySub) return undefined;
  const gift = await db
    .select()
    .from(monthlyGifts)
    .where(byId ?? bySub)
    .get();
  if (!gift || gift.provider !== 'stripe') return undefined;
  // The metadata names a gift, but a different subscription: not ours to change.
  if (subscription && gift.subscriptionId && gift.subscriptionId !== subscription) return undefined;
  return gift;
}

/** Stripe's subscription statuses, as a monthly gift's. */
const STATUS: Record<string, MonthlyStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'stopped',
  incomplete_expired: 'stopped',
  incomplete: 'pending',
};

export async function applyMonthlyEvent(db: Db, env: Env, type: string, created: number, object: Obj, origin: string) {
  if (type === 'checkout.session.completed') {
    const gift = await findGift(db, Number(obj(object.metadata).monthly_gift_id), null);
    if (!gift || gift.checkoutSessionId !== object.id) return 'ignored' as const;
    // Whichever came first (an invoice may have named the subscription already) keeps its value;
    // the status moves only from pending, as a later event may have moved it on.
    await db
      .update(monthlyGifts)
      .set({
        subscriptionId: sql`coalesce(${monthlyGifts.subscriptionId}, ${str(object.subscription)})`,
        customerId: sql`coalesce(${monthlyGifts.customerId}, ${str(object.customer)})`,
        status: sql`case ${monthlyGifts.status} when 'pending' then 'active' else ${monthlyGifts.status} end`,
      })
      .where(eq(monthlyGifts.id, gift.id));
    return 'applied' as const;
  }
  if (type === 'invoice.paid' || type === 'invoice.payment_failed') return applyInvoice(db, env, type === 'invoice.paid', object, origin);
  const gift = await findGift(db, Number(obj(object.metadata).monthly_gift_id), str(object.id));
  if (!gift) return 'ignored' as const;
  const deleted = type === 'customer.subscription.deleted';
  const status = deleted ? 'stopped' : STATUS[String(object.status)];
  const price = obj(obj((obj(object.items).data as unknown[] | undefined)?.[0]).price);
  const amount = typeof price.unit_amount === 'number' && Number.isSafeInteger(price.unit_amount) ? price.unit_amount : null;
  const at = new Date().toISOString();
  // A closed campaign's gift stays closed (its collection is paused) unless the subscription ends.
  const keepClosed = gift.status === 'campaign_closed' && status !== 'stopped';
  await db
    .update(monthlyGifts)
    .set({
      subscriptionId: gift.subscriptionId ?? str(object.id),
      customerId: gift.customerId ?? str(object.customer),
      ...(status && !keepClosed ? { status } : {}),
      ...(status === 'stopped' ? { stoppedAt: at } : {}),
      ...(amount && amount > 0 && !deleted ? { amountCents: amount } : {}),
      stripeEventAt: created,
      updatedAt: at,
    })
    .where(
      and(
        eq(monthlyGifts.id, gift.id),
        // Stopped is final; an older event arriving after a newer one changes nothing.
        ne(monthlyGifts.status, 'stopped'),
        or(isNull(monthlyGifts.stripeEventAt), lte(monthlyGifts.stripeEventAt, created)),
      ),
    );
  return 'applied' as const;
}

/**
 * One month's invoice, paid or declined: a donation row keyed by the invoice's id. Paid counts
 * (and is receipted) once, even after a decline of the same invoice; a decline never undoes a payment.
 */
async function applyInvoice(db: Db, env: Env, paid: boolean, invoice: Obj, origin: string) {
  const invoiceId = str(invoice.id);
  const { subscription, giftId } = invoiceLinks(invoice);
  const gift = invoiceId ? await findGift(db, giftId, subscription) : undefined;
  if (!gift || !invoiceId) return 'ignored' as const;
  const cents = paid ? invoice.amount_paid : invoice.amount_due;
  if (invoice.currency !== 'aud' || typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents <= 0) {
    log(cents === 0 ? 'info' : 'error', 'stripe.invoice_not_recorded', {
      invoiceId,
      monthlyGiftId: gift.id,
      currency: invoice.currency,
      cents,
    });
    return 'ignored' as const;
  }
  const at = new Date().toISOString();
  // What a refund names (decision 0037); API versions from 2025 moved it off the invoice, so it may be null.
  const paymentIntent = str(invoice.payment_intent);
  const [inserted, changed] = await db.batch([
    db
      .insert(donations)
      .values({
        campaignId: gift.campaignId,
        amountCents: cents,
        donorName: gift.donorName,
        showName: gift.showName,
        email: gift.email,
        userId: gift.userId,
        provider: 'stripe',
        providerRef: invoiceId,
        paymentIntent,
        monthlyGiftId: gift.id,
        status: paid ? 'pending' : 'failed',
        receiptToken: randomToken(24),
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: donations.id }),
    db
      .update(donations)
      .set(paid ? { ...paidAt(at), paymentIntent } : { status: 'failed' as const })
      .where(
        and(
          eq(donations.providerRef, invoiceId), // A refunded payment stays refunded when its invoice is delivered again.
          paid ? inArray(donations.status, ['pending', 'failed']) : eq(donations.status, 'pending'),
        ),
      )
      .returning({ id: donations.id }),
    db
      .update(monthlyGifts)
      .set({
        subscriptionId: sql`coalesce(${monthlyGifts.subscriptionId}, ${subscription})`,
        customerId: sql`coalesce(${monthlyGifts.customerId}, ${str(invoice.customer)})`,
        updatedAt: at,
      })
      .where(eq(monthlyGifts.id, gift.id)),
  ]);
  if (paid && changed[0]) {
    await db
      .update(monthlyGifts)
      .set({ status: 'active' })
      .where(and(eq(monthlyGifts.id, gift.id), inArray(monthlyGifts.status, ['pending', 'past_due'])));
    log('info', 'donation.paid', { donationId: changed[0].id, monthlyGiftId: gift.id, provider: 'stripe' });
    await mailDonationReceipt(db, env, changed[0].id, origin);
  }
  if (!paid && inserted[0]) {
    await db
      .update(monthlyGifts)
      .set({ status: 'past_due' })
      .where(and(eq(monthlyGifts.id, gift.id), inArray(monthlyGifts.status, ['pending', 'active'])));
    log('info', 'donation.failed', { donationId: inserted[0].id, monthlyGiftId: gift.id, provider: 'stripe' });
    await mailMonthly(db, env, gift, 'failed', origin);
  }
  return inserted[0] || changed[0] ? ('applied' as const) : ('duplicate' as const);
}
