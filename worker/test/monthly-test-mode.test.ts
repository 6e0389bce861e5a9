import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import type { ErrorBody } from '../src/lib/errors';
import type { DonationCampaign, DonationCreated } from '../src/schemas/donations';
import { TEST_CLOCK_ONLY_MESSAGE, type MonthlySummary, type TestClockResult } from '../src/schemas/monthly-gifts';
import { nextMonth } from '../src/giving/services/monthly-gifts';
import { visitor } from './support/cms-factories';
import { makeCampaign, makeMonthlyGift, withStripe, withTestMode } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { linkIn } from './support/mail-outbox';
import { call } from './support/request';

// Monthly gifts in test mode (issue 21): the simulated subscription and the clock an admin advances.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
let admin: string;
let editor: string;
beforeAll(async () => {
  te = await createTestEnv();
  env = withTestMode(te.env);
  ({ cookie: admin } = await signedIn(te.db, { role: 'admin' }));
  ({ cookie: editor } = await signedIn(te.db, { role: 'editor' }));
});
afterAll(() => te.dispose());

const giveMonthly = (campaignId: number, email: string, amount = '15') =>
  call(env, `/api/donation-campaigns/${campaignId}/donations`, {
    method: 'POST',
    body: { amount, donorName: 'Ari Monthly', showName: false, email, frequency: 'monthly' },
    headers: visitor(),
  });
const advance = (body: unknown, cookie = admin, e = env) => call(e, '/api/donations/test-clock', { method: 'POST', body, cookie });
const chargesOf = (giftId: number) => te.db.select().from(t.donations).where(eq(t.donations.monthlyGiftId, giftId)).orderBy(t.donations.id);
const giftRow = (id: number) => te.db.select().from(t.monthlyGifts).where(eq(t.monthlyGifts.id, id)).get();
const raised = async (id: number) =>
  ((await (await call(env, '/api/donation-campaigns')).json()) as DonationCampaign[]).find((c) => c.id === id)!.currentAmount;

describe('giving monthly in test mode', () => {
  it('charges the first month at once, with its own receipt and mail, and sets the clock a month on', async () => {
    const campaign = await makeCampaign(te.db, { title: 'Peer support line' });
    const before = te.mail.length;
    const res = await giveMonthly(campaign.id, 'ari@example.test');
    expect(res.status).toBe(201);
    const created = (await res.json()) as DonationCreated;
    expect(created).toMatchObject({ status: 'paid', monthlyGiftId: expect.any(Number) });
    const gift = (await giftRow(created.monthlyGiftId!))!;
    expect(gift).toMatchObject({ status: 'active', amountCents: 1500, provider: 'test', email: 'ari@example.test' });
    const [first] = await chargesOf(gift.id);
    expect(first).toMatchObject({ id: created.id, status: 'paid', amountCents: 1500, receiptNumber: expect.stringMatching(/^R-\d{6}$/) });
    expect(gift.nextChargeAt).toBe(nextMonth(first!.paidAt!));
    expect(te.mail.slice(before).map((m) => m.kind)).toEqual(['donation-receipt']);
    expect(await raised(campaign.id)).toBe('15.00');
  });

  it('charges exactly once per month the clock moves, each a new receipt counted in the totals', async () => {
    const campaign = await makeCampaign(te.db);
    const created = (await (await giveMonthly(campaign.id, 'twice@example.test', '10')).json()) as DonationCreated;
    const before = te.mail.length;
    const res = await advance({ months: 2 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as TestClockResult).charged).toBeGreaterThanOrEqual(2);
    const charges = await chargesOf(created.monthlyGiftId!);
    expect(charges.map((c) => c.status)).toEqual(['paid', 'paid', 'paid']);
    expect(new Set(charges.map((c) => c.receiptNumber)).size).toBe(3);
    // A month apart on the simulated clock.
    expect(charges[1]!.paidAt).toBe(nextMonth(charges[0]!.paidAt!));
    expect(charges[2]!.paidAt).toBe(nextMonth(charges[1]!.paidAt!));
    const mine = te.mail.slice(before).filter((m) => m.to === 'twice@example.test');
    expect(mine.map((m) => m.kind)).toEqual(['donation-receipt', 'donation-receipt']);
    expect(await raised(campaign.id)).toBe('30.00');
  });

  it('records a declined charge, leaves the totals alone and mails the donor a link to update the card', async () => {
    const campaign = await makeCampaign(te.db);
    const created = (await (await giveMonthly(campaign.id, 'declined@example.test', '20')).json()) as DonationCreated;
    const before = te.mail.length;
    expect((await advance({ months: 1, fail: true })).status).toBe(200);
    expect((await chargesOf(created.monthlyGiftId!)).map((c) => c.status)).toEqual(['paid', 'failed']);
    expect((await giftRow(created.monthlyGiftId!))!.status).toBe('past_due');
    const [mail] = te.mail.slice(before).filter((m) => m.to === 'declined@example.test');
    expect(mail).toMatchObject({ kind: 'monthly-payment-failed', subject: expect.stringContaining('did not go through') });
    expect(linkIn(mail!, '/donations/manage').searchParams.get('token')).toBeTruthy();
    expect(await raised(campaign.id)).toBe('20.00');
  });

  it('pauses a gift whose campaign closes, charging nothing more, and asks the donor to move or stop it', async () => {
    const campaign = await makeCampaign(te.db);
    const created = (await (await giveMonthly(campaign.id, 'closed@example.test', '12')).json()) as DonationCreated;
    const before = te.mail.length;
    const closed = await call(env, `/api/donation-campaigns/${campaign.id}`, {
      method: 'PATCH',
      body: { status: 'completed' },
      cookie: editor,
    });
    expect(closed.status).toBe(200);
    expect((await giftRow(created.monthlyGiftId!))!.status).toBe('campaign_closed');
    expect(
      te.mail
        .slice(before)
        .filter((m) => m.to === 'closed@example.test')
        .map((m) => m.kind),
    ).toEqual(['monthly-campaign-closed']);
    await advance({ months: 1 });
    expect(await chargesOf(created.monthlyGiftId!)).toHaveLength(1);
  });
});

describe('the test clock', () => {
  it('is for admins only', async () => {
    expect((await advance({ months: 1 }, editor)).status).toBe(403);
    expect((await call(env, '/api/donations/test-clock', { method: 'POST', body: { months: 1 } })).status).toBe(401);
  });

  it('refuses outside test mode, changing nothing', async () => {
    const res = await advance({ months: 1 }, admin, withStripe(te.env));
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).message).toBe(TEST_CLOCK_ONLY_MESSAGE);
  });

  it('refuses months out of range with the form words', async () => {
    for (const months of [0, 13, 1.5, '1']) {
      const res = await advance({ months });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('Months must be a whole number from 1 to 12');
    }
  });
});

describe('nextMonth', () => {
  it('keeps the day, or the month’s last day when it has none', () => {
    expect(nextMonth('2026-01-15T03:00:00.000Z')).toBe('2026-02-15T03:00:00.000Z');
    expect(nextMonth('2026-01-31T03:00:00.000Z')).toBe('2026-02-28T03:00:00.000Z');
    expect(nextMonth('2026-12-31T03:00:00.000Z')).toBe('2027-01-31T03:00:00.000Z');
  });
});

describe('the monthly figures of Donation Management', () => {
  it('count each charging gift’s donor and amount per campaign and in total, never a stopped or closed one', async () => {
    const read = async () => (await (await call(env, '/api/donations/monthly-summary', { cookie: editor })).json()) as MonthlySummary;
    const before = await read();
    const campaign = await makeCampaign(te.db, { title: 'Summary campaign' });
    await makeMonthlyGift(te.db, campaign.id, { email: 'a@example.test', amountCents: 1000 });
    await makeMonthlyGift(te.db, campaign.id, { email: 'A@example.test', amountCents: 500, status: 'past_due' });
    await makeMonthlyGift(te.db, campaign.id, { email: 'b@example.test', amountCents: 2000 });
    await makeMonthlyGift(te.db, campaign.id, { email: 'c@example.test', amountCents: 9900, status: 'stopped' });
    await makeMonthlyGift(te.db, campaign.id, { email: 'd@example.test', amountCents: 9900, status: 'campaign_closed' });
    const after = await read();
    expect(after.campaigns.find((c) => c.id === campaign.id)).toEqual({
      id: campaign.id,
      title: 'Summary campaign',
      donors: 2,
      amount: '35.00',
    });
    expect(after.total.donors - before.total.donors).toBe(2);
    expect(Math.round((Number(after.total.amount) - Number(before.total.amount)) * 100)).toBe(3500);
    expect((await call(env, '/api/donations/monthly-summary')).status).toBe(401);
  });
});
