// Refunds (issue 21, decision 0037). A refunded payment keeps its row and receipt number (the
// charity's records) with status `refunded`, so every total, which counts only `paid`, drops it.
// The change is guarded by `status = 'paid'`: whichever of the admin's refund and Stripe's
// `charge.refunded` lands first marks it and mails the donor; the other changes nothing.
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationCampaigns, donations } from '../../db/schema';
import type { Env } from '../../platform/env';
import { ApiError, notFound } from '../../lib/errors';
import { likeContains } from '../../lib/like';
import { log } from '../../lib/log';
import { invoiceOfPayment, paymentOfInvoice, refundPayment, type RefundTarget } from '../stripe';
import { donationRefundedMail } from '../mails/donation-mail-texts';
import type { CurrentUser } from '../../schemas/auth';
import {
  ALREADY_REFUNDED_MESSAGE,
  DISPUTED_MESSAGE,
  NO_STRIPE_PAYMENT_MESSAGE,
  NOT_PAID_MESSAGE,
  type DonationPayment,
  type PaymentsQuery,
} from '../../schemas/donation-payments';
import { centsToAmount } from '../../schemas/money';
import { auditIfChanged } from '../../cms/public';
import { mailConfigured, sendMail } from '../../mail/public';

const sydneyDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });

const paymentColumns = { d: donations, campaign: donationCampaigns.title };
type PaymentRow = { d: typeof donations.$inferSelect; campaign: string };

const toPayment = ({ d, campaign }: PaymentRow): DonationPayment => ({
  id: d.id,
  receiptNumber: d.receiptNumber,
  donorName: d.donorName || 'Anonymous',
  campaign,
  amount: centsToAmount(d.amountCents),
  status: d.status,
  frequency: d.monthlyGiftId === null ? 'once' : 'monthly',
  paidAt: d.paidAt,
  refundedAt: d.refundedAt,
  dispute: d.disputeStatus,
  testMode: d.provider === 'test',
});

/** Paid and refunded payments, newest first; `q` finds a donor's name or a receipt number. */
export async function listPayments(db: Db, { limit, offset, q }: PaymentsQuery): Promise<DonationPayment[]> {
  const rows = await db
    .select(paymentColumns)
    .from(donations)
    .innerJoin(donationCampaigns, eq(donationCampaigns.id, donations.campaignId))
    .where(
      and(
        inArray(donations.status, ['paid', 'refunded']),
        q ? or(likeContains(donations.donorName, q), likeContains(donations.receiptNumber, q)) : undefined,
      ),
    )
    .orderBy(desc(donations.paidAt), desc(donations.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toPayment);
}

async function findPayment(db: Db, id: number): Promise<PaymentRow> {
  const row = await db
    .select(paymentColumns)
    .from(donations)
    .innerJoin(donationCampaigns, eq(donationCampaigns.id, donations.campaignId))
    .where(eq(donations.id, id))
    .get();
  if (!row) throw notFound('Payment not found');
  return row;
}

/** Paid → refunded, only from paid; returns whether this call made the change. */
const markRefunded = (db: Db, id: number, by: number | null, at: string) =>
  db
    .update(donations)
    .set({ status: 'refunded', refundedAt: at, refundedById: by })
    .where(and(eq(donations.id, id), eq(donations.status, 'paid')))
    .returning({ id: donations.id });

/**
 * An admin refunds one payment in full. Stripe first (a failure answers 503 and changes
 * nothing here); test mode moved no money, so it is marked at once. Audited like every CMS change.
 */
export async function refundDonation(
  db: Db,
  env: Env,
  user: CurrentUser,
  id: number,
  origin: string,
  now = new Date(),
): Promise<DonationPayment> {
  const { d, campaign } = await findPayment(db, id);
  if (d.status === 'refunded') throw new ApiError('bad_request', ALREADY_REFUNDED_MESSAGE);
  if (d.status !== 'paid') throw new ApiError('bad_request', NOT_PAID_MESSAGE);
  // Stripe refuses to refund a disputed charge: the answer is given in its dashboard.
  if (d.disputeStatus === 'open') throw new ApiError('bad_request', DISPUTED_MESSAGE);
  if (d.provider === 'stripe') await refundAtStripe(db, env, d);
  const amount = centsToAmount(d.amountCents);
  const [changed] = await db.batch([
    markRefunded(db, id, user.id, now.toISOString()),
    auditIfChanged(db, user, {
      action: 'update',
      entity: 'donation',
      entityId: id,
      summary: `Refunded ${d.receiptNumber ?? `donation ${id}`}: $${amount} AUD to "${campaign}"`,
    }),
  ]);
  // Two admins at once, or Stripe's webhook first: the first one wins, and this is the same answer.
  if (changed.length === 0) throw new ApiError('bad_request', ALREADY_REFUNDED_MESSAGE);
  log('info', 'donation.refunded', { donationId: id, by: user.id, provider: d.provider });
  await mailRefund(db, env, id, origin);
  return toPayment(await findPayment(db, id));
}

/**
 * Stripe's refund of a payment. A monthly payment recorded from an invoice of API version
 * 2025-03-31 or later has no payment intent on its row (the invoice no longer carries one), so
 * its invoice's payment is asked of Stripe and its intent stored, so that the `charge.refunded`
 * that follows finds the row.
 */
async function refundAtStripe(db: Db, env: Env, d: typeof donations.$inferSelect): Promise<void> {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new ApiError('conflict', NO_STRIPE_PAYMENT_MESSAGE);
  let target: RefundTarget | null = d.paymentIntent ? { paymentIntent: d.paymentIntent } : null;
  if (!target && d.monthlyGiftId !== null && d.providerRef?.startsWith('in_')) {
    target = await paymentOfInvoice(key, d.providerRef);
    if (target && 'paymentIntent' in target) {
      await db.update(donations).set({ paymentIntent: target.paymentIntent }).where(eq(donations.id, d.id));
    }
  }
  if (!target) throw new ApiError('conflict', NO_STRIPE_PAYMENT_MESSAGE);
  await refundPayment(key, target, d.id);
}

type Charge = { payment_intent?: unknown; refunded?: unknown };

/**
 * Stripe's `charge.refunded`: a refund made here (already marked) or in Stripe's dashboard.
 * Only a full refund marks the payment; a partial one is logged for the accountant.
 */
export async function applyChargeRefunded(db: Db, env: Env, charge: Charge, origin: string, now = new Date()) {
  const row = await paymentOfIntent(db, env, charge.payment_intent);
  if (!row) return 'ignored' as const;
  if (charge.refunded !== true) {
    log('warn', 'donation.partly_refunded', { donationId: row.id, paymentIntent: charge.payment_intent });
    return 'ignored' as const;
  }
  const changed = await markRefunded(db, row.id, null, now.toISOString());
  if (changed.length === 0) return 'duplicate' as const;
  log('info', 'donation.refunded', { donationId: row.id, by: 'stripe' });
  await mailRefund(db, env, row.id, origin);
  return 'applied' as const;
}

/** The Stripe payment a charge event names by its payment intent, if it is one of ours. */
export async function paymentOfIntent(db: Db, env: Env, paymentIntent: unknown): Promise<{ id: number } | undefined> {
  const intent = typeof paymentIntent === 'string' && paymentIntent.length > 0 && paymentIntent.length <= 255 ? paymentIntent : null;
  if (!intent) return undefined;
  return (
    (await db
      .select({ id: donations.id })
      .from(donations)
      .where(and(eq(donations.paymentIntent, intent), eq(donations.provider, 'stripe')))
      .get()) ?? (await monthlyPaymentOf(db, env, intent))
  );
}

/**
 * A monthly payment recorded without its intent (an invoice of API version 2025-03-31 or later
 * names none): Stripe is asked which invoice the intent paid, and the intent is stored on it.
 */
async function monthlyPaymentOf(db: Db, env: Env, intent: string): Promise<{ id: number } | undefined> {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  // A charge that is none of ours (another product on the account) must not fail the webhook:
  // if Stripe cannot say, the event is logged and the admin's refund path still finds the payment.
  const invoiceId = await invoiceOfPayment(env.STRIPE_SECRET_KEY, intent).catch(() => null);
  if (!invoiceId) return undefined;
  const [row] = await db
    .update(donations)
    .set({ paymentIntent: intent })
    .where(and(eq(donations.providerRef, invoiceId), eq(donations.provider, 'stripe'), isNull(donations.paymentIntent)))
    .returning({ id: donations.id });
  return row;
}

/** Tells the donor: mail never decides whether the refund happened. */
async function mailRefund(db: Db, env: Env, id: number, origin: string): Promise<void> {
  if (!mailConfigured(env)) return;
  const { d, campaign } = await findPayment(db, id);
  if (!d.receiptToken) return;
  const facts = {
    amount: centsToAmount(d.amountCents),
    campaign,
    receiptNumber: d.receiptNumber,
    date: sydneyDate.format(new Date(d.paidAt ?? d.createdAt)),
    testMode: d.provider === 'test',
  };
  const mail = donationRefundedMail(facts, `${origin}/donations/receipts/${encodeURIComponent(d.receiptToken)}`);
  await sendMail(env, 'donation-refunded', d.email, mail);
}
