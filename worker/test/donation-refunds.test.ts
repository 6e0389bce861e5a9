import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import type { ErrorBody } from '../src/lib/errors';
import {
  ALREADY_REFUNDED_MESSAGE,
  NO_STRIPE_PAYMENT_MESSAGE,
  NOT_PAID_MESSAGE,
  type DonationPayment,
} from '../src/schemas/donation-payments';
import type { DonationCampaign, DonationReceipt, DonationStats } from '../src/schemas/donations';
import { makeCampaign, makeDonation, makeMonthlyGift, withStripe, withTestMode, stripeEventResult } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { visitor } from './support/cms-factories';
import { call } from './support/request';

// Refunds (issue 21, decision 0037): an admin refunds a payment, or Stripe reports one made in
// its dashboard; either way once. Stripe's API is stubbed at fetch; the database is real.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let testMode: Env;
let stripe: Env;
let admin: string;
let adminId: number;
let editor: string;
beforeAll(async () => {
  te = await createTestEnv();
  testMode = withTestMode(te.env);
  stripe = withStripe(te.env);
  ({
    cookie: admin,
    user: { id: adminId },
  } = await signedIn(te.db, { role: 'admin' }));
  ({ cookie: editor } = await signedIn(te.db, { role: 'editor' }));
});
afterAll(() => te.dispose());
afterEach(() => vi.restoreAllMocks());

const refund = (id: number, e = testMode, cookie = admin) => call(e, `/api/donations/payments/${id}/refund`, { method: 'POST', cookie });
const row = (id: number) => te.db.select().from(t.donations).where(eq(t.donations.id, id)).get();
const raised = async (id: number) =>
  ((await (await call(testMode, '/api/donation-campaigns')).json()) as DonationCampaign[]).find((c) => c.id === id)!.currentAmount;
const stats = async () => (await (await call(testMode, '/api/donation-stats')).json()) as DonationStats;
const mailsTo = (email: string) => te.mail.filter((m) => m.to === email);

const deliver = (event: Record<string, unknown>) => stripeEventResult(stripe, event);
const chargeRefunded = (eventId: string, paymentIntent: string, refunded = true) =>
  deliver({ id: eventId, type: 'charge.refunded', data: { object: { id: `ch_${eventId}`, payment_intent: paymentIntent, refunded } } });

describe('an admin refunds a test-mode payment', () => {
  it('marks it refunded by whom and when, audits it, mails the donor and drops it from every total', async () => {
    const campaign = await makeCampaign(te.db, { title: 'Ramps for the hall' });
    const kept = await makeDonation(te.db, campaign.id, { amountCents: 1000 });
    const gift = await makeDonation(te.db, campaign.id, { amountCents: 2500, donorName: 'Rae Refund', receiptNumber: 'R-T00001' });
    expect(await raised(campaign.id)).toBe('35.00');
    const before = await stats();

    const res = await refund(gift.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: gift.id, status: 'refunded', donorName: 'Rae Refund', refundedAt: expect.any(String) });
    expect(await row(gift.id)).toMatchObject({ status: 'refunded', refundedById: adminId, refundedAt: expect.any(String) });
    expect(await raised(campaign.id)).toBe('10.00');
    const after = await stats();
    expect(Number(before.totalAmount) - Number(after.totalAmount)).toBe(25);
    expect(after.donorCount).toBe(before.donorCount - 1);
    expect((await row(kept.id))!.status).toBe('paid');

    const audit = await te.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'donation'), eq(t.auditLog.entityId, String(gift.id))))
      .all();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.summary).toBe('Refunded R-T00001: $25.00 AUD to "Ramps for the hall"');

    const [mail] = mailsTo(gift.email);
    expect(mail).toMatchObject({ kind: 'donation-refunded', subject: 'Your gift of $25.00 to Ramps for the hall has been refunded' });
    expect(mail!.text).toContain(`/donations/receipts/${gift.receiptToken}`);
  });

  it('shows "refunded" and when on the receipt, keeping its number', async () => {
    const campaign = await makeCampaign(te.db);
    const gift = await makeDonation(te.db, campaign.id, { receiptNumber: 'R-T00002' });
    await refund(gift.id);
    const receipt = (await (await call(testMode, `/api/donations/receipts/${gift.receiptToken}`)).json()) as DonationReceipt;
    expect(receipt).toMatchObject({ status: 'refunded', receiptNumber: 'R-T00002', refundedAt: (await row(gift.id))!.refundedAt });
  });

  it('refuses a second refund with 400 and a clear message, changing nothing and mailing nobody', async () => {
    const gift = await makeDonation(te.db, (await makeCampaign(te.db)).id);
    await refund(gift.id);
    const first = await row(gift.id);
    const mails = te.mail.length;
    const res = await refund(gift.id);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe(ALREADY_REFUNDED_MESSAGE);
    expect(await row(gift.id)).toEqual(first);
    expect(te.mail.length).toBe(mails);
  });

  it('refuses a payment that was never paid (400), an unknown one (404) and an editor (403)', async () => {
    const campaign = await makeCampaign(te.db);
    const pending = await makeDonation(te.db, campaign.id, { status: 'pending', paidAt: null });
    const res = await refund(pending.id);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe(NOT_PAID_MESSAGE);
    expect((await refund(99_999_999)).status).toBe(404);
    const paid = await makeDonation(te.db, campaign.id);
    expect((await refund(paid.id, testMode, editor)).status).toBe(403);
    expect((await call(testMode, '/api/donations/payments', { cookie: editor })).status).toBe(403);
    expect((await row(paid.id))!.status).toBe('paid');
  });

  it('lists payments for admins, newest first, searchable by name or receipt number, without emails', async () => {
    const campaign = await makeCampaign(te.db);
    const gift = await makeDonation(te.db, campaign.id, { donorName: 'Quincy Listed', receiptNumber: 'R-T00003' });
    const found = async (q: string) =>
      (await (await call(testMode, `/api/donations/payments?q=${encodeURIComponent(q)}`, { cookie: admin })).json()) as DonationPayment[];
    expect((await found('quincy')).map((p) => p.id)).toEqual([gift.id]);
    expect((await found('R-T00003')).map((p) => p.id)).toEqual([gift.id]);
    expect(JSON.stringify(await found('Quincy'))).not.toContain(gift.email);
  });
});

describe('refunds through Stripe', () => {
  it('refunds through the API by payment intent, keyed by the donation, and Stripe’s later event changes nothing', async () => {
    const gift = await makeDonation(te.db, (await makeCampaign(te.db)).id, { provider: 'stripe', paymentIntent: 'pi_admin_1' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ id: 're_1', status: 'succeeded' }));
    expect((await refund(gift.id, stripe)).status).toBe(200);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('https://api.stripe.com/v1/refunds');
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toBe(`refund-donation-${gift.id}`);
    expect(new URLSearchParams(String(init!.body)).get('payment_intent')).toBe('pi_admin_1');
    fetchSpy.mockRestore();
    expect(await chargeRefunded('evt_refund_admin_1', 'pi_admin_1')).toBe('duplicate');
    expect(mailsTo(gift.email).map((m) => m.kind)).toEqual(['donation-refunded']);
    expect((await row(gift.id))!.refundedById).toBe(adminId);
  });

  it('leaves the payment paid when Stripe refuses (503)', async () => {
    const gift = await makeDonation(te.db, (await makeCampaign(te.db)).id, { provider: 'stripe', paymentIntent: 'pi_refused_1' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ error: { message: 'No such payment_intent' } }, { status: 400 }));
    expect((await refund(gift.id, stripe)).status).toBe(503);
    expect((await row(gift.id))!.status).toBe('paid');
    expect(mailsTo(gift.email)).toEqual([]);
  });

  it('applies a refund made in Stripe’s dashboard once, whether replayed or sent again under a new id; a partial one is left paid', async () => {
    const campaign = await makeCampaign(te.db);
    const gift = await makeDonation(te.db, campaign.id, { provider: 'stripe', paymentIntent: 'pi_dash_1' });
    const partial = await makeDonation(te.db, campaign.id, { provider: 'stripe', paymentIntent: 'pi_part_1' });
    expect(await chargeRefunded('evt_dash_1', 'pi_dash_1')).toBe('applied');
    expect(await chargeRefunded('evt_dash_1', 'pi_dash_1')).toBe('duplicate');
    expect(await chargeRefunded('evt_dash_2', 'pi_dash_1')).toBe('duplicate');
    expect(await row(gift.id)).toMatchObject({ status: 'refunded', refundedById: null });
    expect(mailsTo(gift.email).map((m) => m.kind)).toEqual(['donation-refunded']);
    expect(await chargeRefunded('evt_part_1', 'pi_part_1', false)).toBe('ignored');
    expect((await row(partial.id))!.status).toBe('paid');
    // A charge none of ours: Stripe names no invoice it paid.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ object: 'list', data: [], has_more: false }));
    expect(await chargeRefunded('evt_unknown_1', 'pi_nobody')).toBe('ignored');
  });

  it('stores the payment intent of a monthly payment, and a replayed invoice never un-refunds it', async () => {
    const campaign = await makeCampaign(te.db);
    const gift = await makeMonthlyGift(te.db, campaign.id, { provider: 'stripe', subscriptionId: 'sub_refund_1' });
    const invoice = {
      id: 'in_refund_1',
      subscription: 'sub_refund_1',
      currency: 'aud',
      amount_paid: 1500,
      payment_intent: 'pi_monthly_1',
      subscription_details: { metadata: { monthly_gift_id: String(gift.id) } },
    };
    expect(await deliver({ id: 'evt_inv_1', type: 'invoice.paid', created: 1, data: { object: invoice } })).toBe('applied');
    const payment = (await te.db.select().from(t.donations).where(eq(t.donations.providerRef, 'in_refund_1')).get())!;
    expect(payment).toMatchObject({ status: 'paid', paymentIntent: 'pi_monthly_1' });
    expect(await chargeRefunded('evt_inv_refund', 'pi_monthly_1')).toBe('applied');
    expect(await deliver({ id: 'evt_inv_2', type: 'invoice.paid', created: 2, data: { object: invoice } })).toBe('duplicate');
    expect((await row(payment.id))!.status).toBe('refunded');
    expect(await raised(campaign.id)).toBe('0.00');
  });
});

describe('a monthly payment whose invoice names no payment intent (Stripe API 2025-03-31 "basil" and later)', () => {
  /** `invoice.paid` as basil sends it: no `payment_intent`, `charge` or `subscription`; the subscription under `parent`. */
  const basilInvoice = (id: string, subscription: string, giftId: number) => ({
    id,
    object: 'invoice',
    status: 'paid',
    currency: 'aud',
    amount_due: 2000,
    amount_paid: 2000,
    billing_reason: 'subscription_cycle',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { monthly_gift_id: String(giftId) }, subscription },
    },
  });
  /** GET /v1/invoice_payments?invoice=…: the list Stripe answers, in its recorded shape. */
  const invoicePayments = (invoice: string, payment: Record<string, unknown>) => ({
    object: 'list',
    url: '/v1/invoice_payments',
    has_more: false,
    data: [
      {
        id: `inpay_${invoice}`,
        object: 'invoice_payment',
        amount_paid: 2000,
        amount_requested: 2000,
        currency: 'aud',
        invoice,
        is_default: true,
        livemode: false,
        payment,
        status: 'paid',
        status_transitions: { canceled_at: null, paid_at: 1782000000 },
      },
    ],
  });
  /** Stripe's API, stubbed at fetch: the invoice's payments, then the refund. */
  function stubStripe(payments: unknown) {
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input));
      if (url.pathname === '/v1/invoice_payments') return Response.json(payments);
      if (url.pathname === '/v1/refunds') return Response.json({ id: 're_basil', object: 'refund', status: 'succeeded' });
      return Response.json({ error: { message: 'Unexpected call' } }, { status: 404 });
    });
  }
  async function paidBasilPayment(invoiceId: string) {
    const campaign = await makeCampaign(te.db);
    const gift = await makeMonthlyGift(te.db, campaign.id, { provider: 'stripe', subscriptionId: `sub_${invoiceId}` });
    const invoice = basilInvoice(invoiceId, `sub_${invoiceId}`, gift.id);
    expect(await deliver({ id: `evt_${invoiceId}`, type: 'invoice.paid', created: 1, data: { object: invoice } })).toBe('applied');
    const payment = (await te.db.select().from(t.donations).where(eq(t.donations.providerRef, invoiceId)).get())!;
    expect(payment).toMatchObject({ status: 'paid', paymentIntent: null, amountCents: 2000 });
    return { campaign, payment };
  }

  it('asks Stripe for the invoice’s payment, refunds its payment intent, and stores it so Stripe’s charge.refunded matches', async () => {
    const { campaign, payment } = await paidBasilPayment('in_basil_1');
    const fetchSpy = stubStripe(invoicePayments('in_basil_1', { type: 'payment_intent', payment_intent: 'pi_basil_1' }));
    const res = await refund(payment.id, stripe);
    expect(res.status).toBe(200);
    const calls = fetchSpy.mock.calls.map(([url, init]) => [String(url), init?.method ?? 'GET']);
    expect(calls).toEqual([
      ['https://api.stripe.com/v1/invoice_payments?invoice=in_basil_1&limit=10', 'GET'],
      ['https://api.stripe.com/v1/refunds', 'POST'],
    ]);
    const refundBody = new URLSearchParams(String(fetchSpy.mock.calls[1]![1]!.body));
    expect(refundBody.get('payment_intent')).toBe('pi_basil_1');
    expect((fetchSpy.mock.calls[1]![1]!.headers as Record<string, string>)['Idempotency-Key']).toBe(`refund-donation-${payment.id}`);
    fetchSpy.mockRestore();
    expect(await row(payment.id)).toMatchObject({ status: 'refunded', paymentIntent: 'pi_basil_1', refundedById: adminId });
    expect(await raised(campaign.id)).toBe('0.00');
    expect(await chargeRefunded('evt_basil_refund_1', 'pi_basil_1')).toBe('duplicate');
    expect(mailsTo(payment.email).filter((m) => m.kind === 'donation-refunded')).toHaveLength(1);
  });

  it('refunds by charge when the invoice was paid by a charge with no payment intent', async () => {
    const { payment } = await paidBasilPayment('in_basil_2');
    const fetchSpy = stubStripe(invoicePayments('in_basil_2', { type: 'charge', charge: 'ch_basil_2' }));
    expect((await refund(payment.id, stripe)).status).toBe(200);
    const refundBody = new URLSearchParams(String(fetchSpy.mock.calls[1]![1]!.body));
    expect([refundBody.get('charge'), refundBody.get('payment_intent')]).toEqual(['ch_basil_2', null]);
    expect((await row(payment.id))!.status).toBe('refunded');
  });

  it('applies a refund made in Stripe’s dashboard: asks which invoice the intent paid, once', async () => {
    const { payment } = await paidBasilPayment('in_basil_4');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({
        object: 'list',
        has_more: false,
        data: invoicePayments('in_basil_4', { type: 'payment_intent', payment_intent: 'pi_basil_4' }).data,
      }),
    );
    expect(await chargeRefunded('evt_basil_dash_4', 'pi_basil_4')).toBe('applied');
    const asked = new URL(String(fetchSpy.mock.calls[0]![0]));
    expect([asked.pathname, asked.searchParams.get('payment[type]'), asked.searchParams.get('payment[payment_intent]')]).toEqual([
      '/v1/invoice_payments',
      'payment_intent',
      'pi_basil_4',
    ]);
    expect(await row(payment.id)).toMatchObject({ status: 'refunded', paymentIntent: 'pi_basil_4', refundedById: null });
    expect(await chargeRefunded('evt_basil_dash_4b', 'pi_basil_4')).toBe('duplicate');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(mailsTo(payment.email).filter((m) => m.kind === 'donation-refunded')).toHaveLength(1);
  });

  it('answers 409 and changes nothing when Stripe names no paid payment, and 503 when Stripe cannot be reached', async () => {
    const { payment } = await paidBasilPayment('in_basil_3');
    const fetchSpy = stubStripe({ object: 'list', url: '/v1/invoice_payments', has_more: false, data: [] });
    const res = await refund(payment.id, stripe);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).message).toBe(NO_STRIPE_PAYMENT_MESSAGE);
    expect(fetchSpy.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/v1/invoice_payments']);
    fetchSpy.mockRestore();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    expect((await refund(payment.id, stripe)).status).toBe(503);
    expect(await row(payment.id)).toMatchObject({ status: 'paid', paymentIntent: null });
    expect(mailsTo(payment.email).filter((m) => m.kind === 'donation-refunded')).toEqual([]);
  });
});

describe('an admin who refunded leaves', () => {
  it('can delete their account: the refund stays, no longer naming them (ON DELETE set null, hand-added to migration 0037)', async () => {
    const leaving = await signedIn(te.db, { role: 'admin' });
    const campaign = await makeCampaign(te.db);
    const gift = await makeDonation(te.db, campaign.id, { status: 'paid', provider: 'test' });
    expect((await refund(gift.id, testMode, leaving.cookie)).status).toBe(200);
    expect((await row(gift.id))!.refundedById).toBe(leaving.user.id);
    const res = await call(testMode, '/api/account/delete', {
      method: 'POST',
      cookie: leaving.cookie,
      body: { password: 'correct horse battery', posts: 'keep' },
      headers: visitor(),
    });
    expect(res.status).toBe(200);
    expect(await row(gift.id)).toMatchObject({ status: 'refunded', refundedById: null });
  });
});
