import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import type { ErrorBody } from '../src/lib/errors';
import { signStripePayload } from '../src/giving/stripe';
import type { DonationCampaign, DonationCreated, DonationReceipt } from '../src/schemas/donations';
import { visitor } from './support/cms-factories';
import { WEBHOOK_SECRET, makeCampaign, withOrganisation, withStripe } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { app } from '../src/index';
import { call } from './support/request';

// Stripe is the one outside service here: its API is stubbed at fetch; the database is real.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let stripe: Env;
beforeAll(async () => {
  env = await createTestEnv();
  stripe = withOrganisation(withStripe(env.env));
});
afterAll(() => env.dispose());
afterEach(() => vi.restoreAllMocks());

const gift = { amount: '40.00', donorName: 'Pat Giver', showName: true, email: 'pat@example.org' };
let session = 0;

/** Gives through Stripe with its API answering like Stripe; returns the donation and the form sent. */
async function giveThroughStripe(campaignId: number) {
  const sessionId = `cs_test_${++session}`;
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(Response.json({ id: sessionId, url: `https://checkout.stripe.com/c/pay/${sessionId}` }));
  const res = await call(stripe, `/api/donation-campaigns/${campaignId}/donations`, { method: 'POST', body: gift, headers: visitor() });
  const [url, init] = fetchSpy.mock.calls[0]!;
  fetchSpy.mockRestore();
  return { res, sessionId, url: String(url), init: init!, created: (await res.json()) as DonationCreated };
}

const completed = (eventId: string, donationId: number, sessionId: string, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: eventId,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        payment_status: 'paid',
        amount_total: 4000,
        currency: 'aud',
        metadata: { donation_id: String(donationId) },
        ...overrides,
      },
    },
  });

/** Stripe posts from its own servers as Stripe does: JSON, no Origin, no cookie, a signature header. */
const deliver = (payload: string, signature: string, e: Env = stripe) =>
  app.request(
    'http://localhost/api/donations/stripe-webhook',
    { method: 'POST', body: payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } },
    e,
  );

const raised = async (id: number) =>
  ((await (await call(stripe, '/api/donation-campaigns')).json()) as DonationCampaign[]).find((c) => c.id === id)!.currentAmount;
const donation = (id: number) => env.db.select().from(t.donations).where(eq(t.donations.id, id)).get();

describe('giving through Stripe Checkout', () => {
  it('creates a Checkout Session in AUD cents for the gift, keyed by the donation, and leaves the gift pending and uncounted', async () => {
    const campaign = await makeCampaign(env.db, { title: 'Interpreters' });
    const { res, url, init, created, sessionId } = await giveThroughStripe(campaign.id);
    expect(res.status).toBe(201);
    expect(created).toEqual({ id: created.id, status: 'pending', checkoutUrl: `https://checkout.stripe.com/c/pay/${sessionId}` });
    expect(url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer sk_test_123');
    // Keyed by the receipt token, unique across every database that shares the Stripe account.
    const token = (await donation(created.id))!.receiptToken!;
    expect(headers['Idempotency-Key']).toBe(`donation-${token}`);
    const form = new URLSearchParams(String(init.body));
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '4000',
      'line_items[0][price_data][product_data][name]': 'Donation: Interpreters',
      'metadata[donation_id]': String(created.id),
      customer_email: 'pat@example.org',
    });
    expect(form.get('success_url')).toMatch(/^http:\/\/localhost\/donations\/receipts\/[A-Za-z0-9_-]{32}$/);
    expect(await donation(created.id)).toMatchObject({ status: 'pending', providerRef: sessionId, receiptNumber: null });
    expect(await raised(campaign.id)).toBe('0.00');
  });

  it('marks the gift paid on a signed completed event, once: a replayed event changes nothing', async () => {
    const campaign = await makeCampaign(env.db);
    const { created, sessionId } = await giveThroughStripe(campaign.id);
    const payload = completed('evt_paid_1', created.id, sessionId);
    const signature = await signStripePayload(WEBHOOK_SECRET, payload);
    const mailsBefore = env.mail.length;
    const first = await deliver(payload, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, result: 'applied' });
    expect(await raised(campaign.id)).toBe('40.00');
    const row = (await donation(created.id))!;
    expect(row).toMatchObject({ status: 'paid', receiptNumber: `R-${String(created.id).padStart(6, '0')}` });

    const replay = await deliver(payload, signature);
    expect(await replay.json()).toEqual({ received: true, result: 'duplicate' });
    const again = await Promise.all([1, 2, 3].map(async () => deliver(payload, await signStripePayload(WEBHOOK_SECRET, payload))));
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await raised(campaign.id)).toBe('40.00');
    expect((await donation(created.id))!.paidAt).toBe(row.paidAt);
    // One receipt mail, on the payment, however often Stripe repeats itself.
    const receipts = env.mail.slice(mailsBefore).filter((m) => m.kind === 'donation-receipt');
    expect(receipts.map((m) => [m.to, m.subject])).toEqual([['pat@example.org', 'Your receipt: $40.00 to ' + campaign.title]]);
    expect(receipts[0]!.text).toContain('ABN 51 824 753 556');
    const receipt = (await (await call(stripe, `/api/donations/receipts/${row.receiptToken}`)).json()) as DonationReceipt;
    // A paid gift from a deductible gift recipient: the receipt carries what the ATO asks for.
    expect(receipt).toMatchObject({
      status: 'paid',
      amount: '40.00',
      testMode: false,
      organisation: { name: 'Members Portal Demo Inc.', abn: '51 824 753 556', fundName: 'Members Portal Public Fund' },
    });
  });

  it.each([
    [
      'a tampered body',
      async (p: string) => ({
        payload: p.replace('"amount_total":4000', '"amount_total":400000'),
        signature: await signStripePayload(WEBHOOK_SECRET, p),
      }),
    ],
    ['the wrong secret', async (p: string) => ({ payload: p, signature: await signStripePayload('whsec_someone_else', p) })],
    [
      'an old signature (a replay after five minutes)',
      async (p: string) => ({ payload: p, signature: await signStripePayload(WEBHOOK_SECRET, p, Math.floor(Date.now() / 1000) - 301) }),
    ],
    ['no signature', async (p: string) => ({ payload: p, signature: '' })],
    ['a signature that is not hex', async (p: string) => ({ payload: p, signature: `t=${Math.floor(Date.now() / 1000)},v1=zz` })],
  ])('refuses an event with %s (400) and counts nothing', async (_name, forge) => {
    const campaign = await makeCampaign(env.db);
    const { created, sessionId } = await giveThroughStripe(campaign.id);
    const { payload, signature } = await forge(completed(`evt_forged_${created.id}`, created.id, sessionId));
    const res = await deliver(payload, signature);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe('The signature does not match.');
    expect((await donation(created.id))!.status).toBe('pending');
    expect(await raised(campaign.id)).toBe('0.00');
  });

  it('does not count a signed event whose amount or session does not match the gift', async () => {
    const campaign = await makeCampaign(env.db);
    const { created, sessionId } = await giveThroughStripe(campaign.id);
    for (const payload of [
      completed('evt_amount', created.id, sessionId, { amount_total: 400 }),
      completed('evt_currency', created.id, sessionId, { currency: 'usd' }),
      completed('evt_session', created.id, 'cs_test_other'),
      completed('evt_unpaid', created.id, sessionId, { payment_status: 'unpaid' }),
    ]) {
      expect(await (await deliver(payload, await signStripePayload(WEBHOOK_SECRET, payload))).json()).toEqual({
        received: true,
        result: 'ignored',
      });
    }
    expect((await donation(created.id))!.status).toBe('pending');
  });

  it('marks the gift failed when its Checkout Session expires, and never counts it', async () => {
    const campaign = await makeCampaign(env.db);
    const { created, sessionId } = await giveThroughStripe(campaign.id);
    const payload = JSON.stringify({
      id: 'evt_expired',
      type: 'checkout.session.expired',
      data: { object: { id: sessionId, metadata: { donation_id: String(created.id) } } },
    });
    expect(await (await deliver(payload, await signStripePayload(WEBHOOK_SECRET, payload))).json()).toEqual({
      received: true,
      result: 'applied',
    });
    expect((await donation(created.id))!.status).toBe('failed');
    expect(await raised(campaign.id)).toBe('0.00');
  });

  it('answers 503 when Stripe cannot be reached, charges nothing and leaves the gift failed', async () => {
    const campaign = await makeCampaign(env.db);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    const res = await call(stripe, `/api/donation-campaigns/${campaign.id}/donations`, { method: 'POST', body: gift, headers: visitor() });
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorBody).message).toMatch(/Nothing was charged/);
    const rows = await env.db.select().from(t.donations).where(eq(t.donations.campaignId, campaign.id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });

  it('has no webhook at all when Stripe is not configured (404)', async () => {
    const payload = completed('evt_x', 1, 'cs_x');
    expect((await deliver(payload, await signStripePayload(WEBHOOK_SECRET, payload), env.env)).status).toBe(404);
  });

  it('prints no deductibility details unless the organisation has a name, a valid ABN and a fund', async () => {
    const campaign = await makeCampaign(env.db);
    const { created, sessionId } = await giveThroughStripe(campaign.id);
    const payload = completed(`evt_settings_${created.id}`, created.id, sessionId);
    await deliver(payload, await signStripePayload(WEBHOOK_SECRET, payload));
    const path = `/api/donations/receipts/${(await donation(created.id))!.receiptToken}`;
    for (const e of [withStripe(env.env), { ...stripe, ORGANISATION_ABN: '51824753557' }, { ...stripe, DGR_FUND_NAME: '' }]) {
      expect(((await (await call(e, path)).json()) as DonationReceipt).organisation).toBeNull();
    }
    expect(((await (await call(stripe, path)).json()) as DonationReceipt).organisation).not.toBeNull();
  });
});
