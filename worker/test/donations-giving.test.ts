import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import type { ErrorBody } from '../src/lib/errors';
import {
  AMOUNT_MESSAGE,
  MAX_AMOUNT_MESSAGE,
  MIN_AMOUNT_MESSAGE,
  NAME_MESSAGE,
  type DonationCampaign,
  type DonationCreated,
  type DonationReceipt,
  type DonationStats,
} from '../src/schemas/donations';
import { GIVING_OFF, NOT_TAKING } from '../src/giving/services/giving-setup';
import { visitor } from './support/cms-factories';
import { makeCampaign, makeDonation, withOrganisation, withTestMode } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let giving: Env;
beforeAll(async () => {
  env = await createTestEnv();
  giving = withOrganisation(withTestMode(env.env));
});
afterAll(() => env.dispose());

const gift = { amount: '25', donorName: 'Alex Donor', showName: true, email: 'Alex@Example.org' };
const give = (campaignId: number, body: unknown, e: Env = giving, headers = visitor()) =>
  call(e, `/api/donation-campaigns/${campaignId}/donations`, { method: 'POST', body, headers });
const campaignOf = async (id: number, e: Env = giving) =>
  ((await (await call(e, '/api/donation-campaigns')).json()) as DonationCampaign[]).find((c) => c.id === id)!;
/** The receipt page's address is the SPA's; its data is the same path under /api. */
const receiptAt = async (url: string) => (await (await call(giving, `/api${url}`)).json()) as DonationReceipt;

describe('giving in test mode', () => {
  it('completes a gift at once (201, paid), counts it, and gives a receipt that never claims a deductible gift', async () => {
    const campaign = await makeCampaign(env.db, { title: 'Ramp fund', goalCents: 10_000 });
    const res = await give(campaign.id, gift);
    expect(res.status).toBe(201);
    const created = (await res.json()) as DonationCreated;
    expect(created).toEqual({
      id: created.id,
      status: 'paid',
      receiptUrl: expect.stringMatching(/^\/donations\/receipts\/[A-Za-z0-9_-]{32}$/),
    });
    const row = (await env.db.select().from(t.donations).where(eq(t.donations.id, created.id)).get())!;
    expect(row).toMatchObject({
      amountCents: 2500,
      email: 'alex@example.org',
      status: 'paid',
      provider: 'test',
      receiptNumber: `R-${String(created.id).padStart(6, '0')}`,
    });

    const after = await campaignOf(campaign.id);
    expect(after.currentAmount).toBe('25.00');
    expect(after.donations).toEqual([{ id: created.id, amount: '25.00', donorName: 'Alex Donor', paidAt: row.paidAt }]);
    expect(JSON.stringify(after)).not.toContain('example.org');

    const receipt = await receiptAt(created.receiptUrl!);
    expect(receipt).toEqual({
      status: 'paid',
      receiptNumber: row.receiptNumber,
      campaign: { id: campaign.id, title: 'Ramp fund' },
      amount: '25.00',
      paidAt: row.paidAt,
      donorName: 'Alex Donor',
      testMode: true,
      refundedAt: null,
      // No money moved, so no tax-deductible receipt, even with the organisation configured.
      organisation: null,
    });
  });

  it("keeps a donor's name off the campaign unless they chose to show it, and on their receipt either way", async () => {
    const campaign = await makeCampaign(env.db);
    // Unticked is the default: a gift that does not say showName is private too.
    const { showName: _shown, ...unsaid } = gift;
    const quiet = (await (await give(campaign.id, { ...gift, showName: false, donorName: 'Kept Quiet' })).json()) as DonationCreated;
    const silent = (await (await give(campaign.id, { ...unsaid, donorName: 'Never Said' })).json()) as DonationCreated;
    const shown = (await (await give(campaign.id, gift)).json()) as DonationCreated;
    const listed = await (await call(giving, '/api/donation-campaigns')).text();
    expect(listed).not.toContain('Kept Quiet');
    expect(listed).not.toContain('Never Said');
    const names = Object.fromEntries((await campaignOf(campaign.id)).donations.map((d) => [d.id, d.donorName]));
    expect(names).toEqual({ [quiet.id]: null, [silent.id]: null, [shown.id]: 'Alex Donor' });
    expect((await receiptAt(quiet.receiptUrl!)).donorName).toBe('Kept Quiet');
    expect((await receiptAt(silent.receiptUrl!)).donorName).toBe('Never Said');
    expect(await env.db.select().from(t.donations).where(eq(t.donations.id, quiet.id)).get()).toMatchObject({
      donorName: 'Kept Quiet',
      showName: false,
    });
  });

  it('takes a gift with no name at all, private, receipted as "Anonymous"', async () => {
    const campaign = await makeCampaign(env.db);
    const created = (await (await give(campaign.id, { ...gift, showName: false, donorName: '' })).json()) as DonationCreated;
    expect((await campaignOf(campaign.id)).donations[0]!.donorName).toBeNull();
    expect((await receiptAt(created.receiptUrl!)).donorName).toBe('Anonymous');
    expect((await env.db.select().from(t.donations).where(eq(t.donations.id, created.id)).get())!.donorName).toBeNull();
  });

  it.each([
    ['no amount', { amount: '' }, 'amount', 'Choose or enter an amount'],
    ['an amount below $2.00', { amount: '1.99' }, 'amount', MIN_AMOUNT_MESSAGE],
    ['a negative amount', { amount: '-20' }, 'amount', AMOUNT_MESSAGE],
    ['an amount with three decimals', { amount: '20.005' }, 'amount', AMOUNT_MESSAGE],
    ['an amount as a number', { amount: 20 }, 'amount', 'Choose or enter an amount'],
    ['an amount past the online limit', { amount: '100000.01' }, 'amount', MAX_AMOUNT_MESSAGE],
    ['no name to show', { donorName: '  ' }, 'donorName', NAME_MESSAGE],
    ['no email', { email: '' }, 'email', 'Enter an email address for your receipt'],
    ['an email that is not one', { email: 'not-an-email' }, 'email', 'Enter an email address like name@example.org'],
    ['a show-name choice that is not a boolean', { showName: 'yes' }, 'showName', 'Show my name must be true or false'],
  ])('refuses %s with 400 and the form message, recording nothing', async (_name, change, field, message) => {
    const campaign = await makeCampaign(env.db);
    const res = await give(campaign.id, { ...gift, ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors?.[field]).toContain(message);
    expect(await env.db.select().from(t.donations).where(eq(t.donations.campaignId, campaign.id))).toEqual([]);
  });

  it('takes "$25.50" and "2" (the minimum) as dollars and cents', async () => {
    const campaign = await makeCampaign(env.db);
    expect((await give(campaign.id, { ...gift, amount: '$25.50' })).status).toBe(201);
    expect((await give(campaign.id, { ...gift, amount: '2' })).status).toBe(201);
    expect((await campaignOf(campaign.id)).currentAmount).toBe('27.50');
  });

  it.each([
    ['paused', { status: 'paused' as const }],
    ['completed', { status: 'completed' as const }],
    ['cancelled', { status: 'cancelled' as const }],
    ['past its end date', { endDate: '2020-01-31' }],
  ])('refuses a gift to a campaign that is %s (409), recording nothing', async (_name, overrides) => {
    const campaign = await makeCampaign(env.db, overrides);
    const res = await give(campaign.id, gift);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).message).toBe(NOT_TAKING);
    expect(await env.db.select().from(t.donations).where(eq(t.donations.campaignId, campaign.id))).toEqual([]);
  });

  it('answers 404 for a campaign that does not exist and for an unknown receipt', async () => {
    expect((await give(999_999, gift)).status).toBe(404);
    expect((await call(giving, '/api/donations/receipts/nope')).status).toBe(404);
    expect((await call(giving, `/api/donations/receipts/${'a'.repeat(32)}`)).status).toBe(404);
  });

  it('refuses gifts with 503 when neither Stripe nor the test mode is set up, and says so in the settings', async () => {
    const campaign = await makeCampaign(env.db);
    const res = await give(campaign.id, gift, env.env);
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorBody).message).toBe(GIVING_OFF);
    expect(await (await call(env.env, '/api/donations/settings')).json()).toMatchObject({ mode: 'off', minimum: '2.00' });
    expect(await (await call(giving, '/api/donations/settings')).json()).toMatchObject({
      mode: 'test',
      presets: ['10', '25', '50', '100'],
    });
  });

  it('limits gifts to 10 an hour from one address (429 with Retry-After), others unaffected', async () => {
    const campaign = await makeCampaign(env.db);
    const from = visitor();
    for (let i = 0; i < 10; i++) expect((await give(campaign.id, gift, giving, from)).status).toBe(201);
    const refused = await give(campaign.id, gift, giving, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await give(campaign.id, gift)).status).toBe(201);
    expect((await campaignOf(campaign.id)).donations).toHaveLength(11);
  });

  it('adds up concurrent gifts exactly: every acknowledged gift is counted once', async () => {
    const campaign = await makeCampaign(env.db);
    const amounts = ['2.10', '2.20', '2.05', '3.33', '19.99', '25', '100.01', '7.77', '2.5', '50'];
    const results = await Promise.all(amounts.map((amount) => give(campaign.id, { ...gift, amount })));
    expect(results.map((r) => r.status)).toEqual(amounts.map(() => 201));
    const expected = amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0);
    const after = await campaignOf(campaign.id);
    expect(after.donations).toHaveLength(amounts.length);
    expect(after.currentAmount).toBe(`${Math.floor(expected / 100)}.${String(expected % 100).padStart(2, '0')}`);
  });
});

describe('stats and progress arithmetic', () => {
  it('derives totals from paid donations only, in cents, with donors counted once by email', async () => {
    const fresh = await createTestEnv();
    try {
      const stats = async () => (await (await call(fresh.env, '/api/donation-stats')).json()) as DonationStats;
      expect(await stats()).toEqual({ totalAmount: '0.00', donorCount: 0 });
      const a = await makeCampaign(fresh.db, { goalCents: 30 });
      const b = await makeCampaign(fresh.db, { goalCents: 0 });
      await makeDonation(fresh.db, a.id, { amountCents: 10, email: 'one@example.org' });
      await makeDonation(fresh.db, a.id, { amountCents: 20, email: 'one@example.org' });
      await makeDonation(fresh.db, b.id, { amountCents: 1, email: 'two@example.org' });
      await makeDonation(fresh.db, b.id, { amountCents: 99_999, email: 'pending@example.org', status: 'pending', paidAt: null });
      await makeDonation(fresh.db, b.id, { amountCents: 99_999, email: 'failed@example.org', status: 'failed', paidAt: null });
      expect(await stats()).toEqual({ totalAmount: '0.31', donorCount: 2 });
      const list = (await (await call(fresh.env, '/api/donation-campaigns')).json()) as DonationCampaign[];
      expect(list.map((c) => [c.goal, c.currentAmount, c.donations.length])).toEqual([
        ['0.00', '0.01', 1],
        ['0.30', '0.30', 2],
      ]);
    } finally {
      await fresh.dispose();
    }
  });

  it('answers a repeat read with 304 while nothing has changed, and a fresh body once a gift lands', async () => {
    const first = await call(giving, '/api/donation-stats');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect((await call(giving, '/api/donation-stats', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await give((await makeCampaign(env.db)).id, gift);
    expect((await call(giving, '/api/donation-stats', { headers: { 'if-none-match': etag } })).status).toBe(200);
  });
});
