import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import type { DonationCampaign, DonationCreated } from '../src/schemas/donations';
import { visitor } from './support/cms-factories';
import { makeCampaign, postStripeEvent, withStripe } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { call } from './support/request';

// Monthly gifts through Stripe Billing (issue 21): Checkout in subscription mode, then the four
// webhook kinds, replayed, duplicated and in any order. Stripe's API is stubbed at fetch; the database is real.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let stripe: Env;
beforeAll(async () => {
  te = await createTestEnv();
  stripe = withStripe(te.env);
});
afterAll(() => te.dispose());
afterEach(() => vi.restoreAllMocks());

let n = 0;
async function giveMonthly(campaignId: number, email = `m${++n}@example.test`) {
  const sessionId = `cs_sub_${++n}`;
  const spy = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(Response.json({ id: sessionId, url: `https://checkout.stripe.com/c/pay/${sessionId}` }));
  const res = await call(stripe, `/api/donation-campaigns/${campaignId}/donations`, {
    method: 'POST',
    body: { amount: '25', donorName: 'Sam Sub', showName: false, email, frequency: 'monthly' },
    headers: visitor(),
  });
  const [url, init] = spy.mock.calls[0]!;
  spy.mockRestore();
  const created = (await res.json()) as DonationCreated;
  return { res, url: String(url), init: init!, created, sessionId, giftId: created.monthlyGiftId!, subscription: `sub_${n}` };
}

let events = 0;
const event = (type: string, object: Record<string, unknown>, created = 1_800_000_000, id = `evt_${++events}`) =>
  JSON.stringify({ id, type, created, data: { object } });
const deliver = (payload: string) => postStripeEvent(stripe, payload);

const invoice = (giftId: number, subscription: string, id: string, amount = 2500) => ({
  id,
  currency: 'aud',
  amount_paid: amount,
  amount_due: amount,
  // The 2025 API's shape: the subscription and its metadata under `parent`.
  parent: { subscription_details: { subscription, metadata: { monthly_gift_id: String(giftId) } } },
});
const subscriptionObject = (giftId: number, id: string, status: string, amount = 2500) => ({
  id,
  status,
  customer: 'cus_1',
  metadata: { monthly_gift_id: String(giftId) },
  items: { data: [{ id: 'si_1', price: { unit_amount: amount } }] },
});
const completed = (giftId: number, sessionId: string, subscription: string) => ({
  id: sessionId,
  mode: 'subscription',
  subscription,
  customer: 'cus_1',
  metadata: { monthly_gift_id: String(giftId) },
});

const gift = (id: number) => te.db.select().from(t.monthlyGifts).where(eq(t.monthlyGifts.id, id)).get();
const charges = (id: number) => te.db.select().from(t.donations).where(eq(t.donations.monthlyGiftId, id)).orderBy(t.donations.id);
const raised = async (id: number) =>
  ((await (await call(stripe, '/api/donation-campaigns')).json()) as DonationCampaign[]).find((c) => c.id === id)!.currentAmount;

describe('starting a monthly gift with Stripe', () => {
  it('opens Checkout in subscription mode with a monthly AUD price naming the gift, and charges nothing yet', async () => {
    const campaign = await makeCampaign(te.db, { title: 'Respite fund' });
    const { res, url, init, created, sessionId, giftId } = await giveMonthly(campaign.id);
    expect(res.status).toBe(201);
    expect(created).toEqual({
      id: giftId,
      status: 'pending',
      checkoutUrl: `https://checkout.stripe.com/c/pay/${sessionId}`,
      monthlyGiftId: giftId,
    });
    expect(url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const row = (await gift(giftId))!;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(`monthly-${row.token}`);
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][monthly_gift_id]': String(giftId),
    });
    expect(row).toMatchObject({ status: 'pending', provider: 'stripe', checkoutSessionId: sessionId });
    expect(await charges(giftId)).toHaveLength(0);
    expect(await raised(campaign.id)).toBe('0.00');
  });
});

describe('the monthly webhooks', () => {
  it('records each paid invoice once as its own receipted charge, in any order and however often delivered', async () => {
    const campaign = await makeCampaign(te.db);
    const { giftId, sessionId, subscription } = await giveMonthly(campaign.id);
    const before = te.mail.length;
    const paid = event('invoice.paid', invoice(giftId, subscription, 'in_1'));
    // invoice.paid before checkout.session.completed: the metadata names the gift either way.
    expect(await (await deliver(paid)).json()).toMatchObject({ result: 'applied' });
    expect(await (await deliver(paid)).json()).toMatchObject({ result: 'duplicate' });
    // The same invoice again under a new event id (Stripe resends): still one charge.
    expect(await (await deliver(event('invoice.paid', invoice(giftId, subscription, 'in_1')))).json()).toMatchObject({
      result: 'duplicate',
    });
    await deliver(event('checkout.session.completed', completed(giftId, sessionId, subscription)));
    await deliver(event('invoice.paid', invoice(giftId, subscription, 'in_2')));
    const rows = await charges(giftId);
    expect(rows.map((r) => [r.providerRef, r.status, r.amountCents])).toEqual([
      ['in_1', 'paid', 2500],
      ['in_2', 'paid', 2500],
    ]);
    expect(rows[0]!.receiptNumber).not.toBe(rows[1]!.receiptNumber);
    expect(await gift(giftId)).toMatchObject({ status: 'active', subscriptionId: subscription, customerId: 'cus_1' });
    expect(te.mail.slice(before).map((m) => m.kind)).toEqual(['donation-receipt', 'donation-receipt']);
    expect(await raised(campaign.id)).toBe('50.00');
  });

  it('records a failed invoice once, mails a link to fix the card, and counts the retry that succeeds', async () => {
    const campaign = await makeCampaign(te.db);
    const { giftId, sessionId, subscription } = await giveMonthly(campaign.id);
    await deliver(event('checkout.session.completed', completed(giftId, sessionId, subscription)));
    const before = te.mail.length;
    const failed = event('invoice.payment_failed', invoice(giftId, subscription, 'in_f'));
    await deliver(failed);
    await deliver(event('invoice.payment_failed', invoice(giftId, subscription, 'in_f'))); // Stripe's next retry fails too
    expect((await charges(giftId)).map((r) => r.status)).toEqual(['failed']);
    expect((await gift(giftId))!.status).toBe('past_due');
    expect(te.mail.slice(before).map((m) => m.kind)).toEqual(['monthly-payment-failed']);
    expect(await raised(campaign.id)).toBe('0.00');
    await deliver(event('invoice.paid', invoice(giftId, subscription, 'in_f')));
    // A late decline of the same invoice never undoes its payment.
    await deliver(event('invoice.payment_failed', invoice(giftId, subscription, 'in_f')));
    expect((await charges(giftId)).map((r) => r.status)).toEqual(['paid']);
    expect((await gift(giftId))!.status).toBe('active');
    expect(await raised(campaign.id)).toBe('25.00');
  });

  it('applies subscription updates by their time, so an older one arriving late changes nothing', async () => {
    const campaign = await makeCampaign(te.db);
    const { giftId, subscription } = await giveMonthly(campaign.id);
    await deliver(event('customer.subscription.updated', subscriptionObject(giftId, subscription, 'past_due', 4000), 200));
    await deliver(event('customer.subscription.updated', subscriptionObject(giftId, subscription, 'active', 3000), 100));
    expect(await gift(giftId)).toMatchObject({ status: 'past_due', amountCents: 4000, subscriptionId: subscription });
    await deliver(event('customer.subscription.updated', subscriptionObject(giftId, subscription, 'active', 4000), 300));
    expect((await gift(giftId))!.status).toBe('active');
  });

  it('stops a gift when its subscription is deleted, and no later or replayed update revives it', async () => {
    const campaign = await makeCampaign(te.db);
    const { giftId, subscription } = await giveMonthly(campaign.id);
    const deleted = event('customer.subscription.deleted', subscriptionObject(giftId, subscription, 'canceled'), 500);
    await deliver(deleted);
    await deliver(deleted);
    await deliver(event('customer.subscription.updated', subscriptionObject(giftId, subscription, 'active'), 600));
    expect(await gift(giftId)).toMatchObject({ status: 'stopped', stoppedAt: expect.any(String) });
  });

  it('ignores events naming another subscription than the gift’s, or no gift at all', async () => {
    const campaign = await makeCampaign(te.db);
    const { giftId, sessionId, subscription } = await giveMonthly(campaign.id);
    await deliver(event('checkout.session.completed', completed(giftId, sessionId, subscription)));
    expect(await (await deliver(event('invoice.paid', invoice(giftId, 'sub_other', 'in_x')))).json()).toMatchObject({ result: 'ignored' });
    expect(await (await deliver(event('invoice.paid', { id: 'in_y', currency: 'aud', amount_paid: 100 }))).json()).toMatchObject({
      result: 'ignored',
    });
    expect(await charges(giftId)).toHaveLength(0);
  });
});
