import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import type { ErrorBody } from '../src/lib/errors';
import { NOT_TAKING } from '../src/giving/services/giving-setup';
import type { DonorGiving } from '../src/schemas/donor-giving';
import type { Giving } from '../src/schemas/giving';
import { MONTHLY_NOT_FOUND, MONTHLY_STOPPED_MESSAGE } from '../src/schemas/monthly-gifts';
import { issueDonorLink } from '../src/giving/services/donor-links';
import { makeCampaign, makeDonation, makeMonthlyGift, withStripe, withTestMode } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

// A donor's own monthly gifts through their "Manage your giving" link (issue 21).

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
beforeAll(async () => {
  te = await createTestEnv();
  env = withTestMode(te.env);
});
afterAll(() => te.dispose());
afterEach(() => vi.restoreAllMocks());

const gift = (id: number) => te.db.select().from(t.monthlyGifts).where(eq(t.monthlyGifts.id, id)).get();
const path = (token: string, id: number, suffix = '') => `/api/donations/manage/${token}/monthly/${id}${suffix}`;
const message = async (res: Response) => ((await res.json()) as ErrorBody).message;

describe('monthly gifts on the manage page', () => {
  it('lists only the link’s own monthly gifts, with their payments', async () => {
    const campaign = await makeCampaign(te.db, { title: 'Captioning' });
    const mine = await makeMonthlyGift(te.db, campaign.id, { email: 'own@example.test', amountCents: 2000 });
    await makeDonation(te.db, campaign.id, { email: 'own@example.test', monthlyGiftId: mine.id });
    await makeMonthlyGift(te.db, campaign.id, { email: 'other@example.test' });
    const token = await issueDonorLink(te.db, 'own@example.test');
    const page = (await (await call(env, `/api/donations/manage/${token}`)).json()) as DonorGiving;
    expect(page.monthly).toEqual([
      {
        id: mine.id,
        campaign: { id: campaign.id, title: 'Captioning' },
        amount: '20.00',
        status: 'active',
        payments: 1,
        testMode: true,
        startedAt: mine.createdAt,
        receiptName: 'Monthly Donor',
      },
    ]);
  });

  it('refuses to act on another donor’s gift, as if it did not exist, and changes nothing', async () => {
    const campaign = await makeCampaign(te.db);
    const theirs = await makeMonthlyGift(te.db, campaign.id, { email: 'theirs@example.test' });
    const token = await issueDonorLink(te.db, 'someone@example.test');
    for (const [suffix, method, body] of [
      ['/stop', 'POST', undefined],
      ['', 'PATCH', { amount: '99' }],
      ['/card', 'POST', undefined],
    ] as const) {
      const res = await call(env, path(token, theirs.id, suffix), { method, body });
      expect(res.status).toBe(404);
      expect(await message(res)).toBe(MONTHLY_NOT_FOUND);
    }
    expect(await gift(theirs.id)).toMatchObject({ status: 'active', amountCents: 1500 });
  });

  it('stops a gift in one step, for good', async () => {
    const campaign = await makeCampaign(te.db);
    const mine = await makeMonthlyGift(te.db, campaign.id);
    const token = await issueDonorLink(te.db, mine.email);
    expect((await call(env, path(token, mine.id, '/stop'), { method: 'POST' })).status).toBe(200);
    expect(await gift(mine.id)).toMatchObject({ status: 'stopped', stoppedAt: expect.any(String) });
    const change = await call(env, path(token, mine.id), { method: 'PATCH', body: { amount: '5' } });
    expect(change.status).toBe(409);
    expect(await message(change)).toBe(MONTHLY_STOPPED_MESSAGE);
  });

  it('changes the amount, and moves the gift only to a campaign taking gifts (reopening a closed one)', async () => {
    const campaign = await makeCampaign(te.db);
    const closed = await makeCampaign(te.db, { status: 'completed' });
    const other = await makeCampaign(te.db);
    const mine = await makeMonthlyGift(te.db, campaign.id, { status: 'campaign_closed' });
    const token = await issueDonorLink(te.db, mine.email);
    const bad = await call(env, path(token, mine.id), { method: 'PATCH', body: { amount: '1' } });
    expect(bad.status).toBe(400);
    const toClosed = await call(env, path(token, mine.id), { method: 'PATCH', body: { campaignId: closed.id } });
    expect([toClosed.status, await message(toClosed)]).toEqual([409, NOT_TAKING]);
    expect((await call(env, path(token, mine.id), { method: 'PATCH', body: { campaignId: 999_999 } })).status).toBe(404);
    expect((await call(env, path(token, mine.id), { method: 'PATCH', body: { amount: '42.50', campaignId: other.id } })).status).toBe(200);
    expect(await gift(mine.id)).toMatchObject({ amountCents: 4250, campaignId: other.id, status: 'active' });
  });

  it('test mode: updating the card is a simulated success that lets a declined gift charge again', async () => {
    const mine = await makeMonthlyGift(te.db, (await makeCampaign(te.db)).id, { status: 'past_due' });
    const token = await issueDonorLink(te.db, mine.email);
    const res = await call(env, path(token, mine.id, '/card'), { method: 'POST' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toBe(`/donations/manage?token=${token}&card=updated`);
    expect((await gift(mine.id))!.status).toBe('active');
  });

  it('Stripe: stopping cancels the subscription first, changing the amount never prorates, and the card goes to the customer portal', async () => {
    const stripe = withStripe(te.env);
    const mine = await makeMonthlyGift(te.db, (await makeCampaign(te.db)).id, {
      provider: 'stripe',
      subscriptionId: 'sub_manage',
      customerId: 'cus_manage',
    });
    const token = await issueDonorLink(te.db, mine.email);
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        String(url).endsWith('/billing_portal/sessions')
          ? Response.json({ url: 'https://billing.stripe.com/p/session_1' })
          : Response.json({ id: 'sub_manage', items: { data: [{ id: 'si_9' }] } }),
      );
    expect((await call(stripe, path(token, mine.id), { method: 'PATCH', body: { amount: '30' } })).status).toBe(200);
    const update = spy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(Object.fromEntries(new URLSearchParams(String(update[1]!.body)))).toMatchObject({
      proration_behavior: 'none',
      'items[0][id]': 'si_9',
      'items[0][price_data][unit_amount]': '3000',
    });
    const card = await call(stripe, path(token, mine.id, '/card'), { method: 'POST' });
    expect(await card.json()).toEqual({ url: 'https://billing.stripe.com/p/session_1' });
    expect((await call(stripe, path(token, mine.id, '/stop'), { method: 'POST' })).status).toBe(200);
    expect(spy.mock.calls.some(([url, init]) => String(url).endsWith('/subscriptions/sub_manage') && init?.method === 'DELETE')).toBe(true);
    expect(await gift(mine.id)).toMatchObject({ status: 'stopped', amountCents: 3000 });
  });

  it('Stripe refusing leaves the gift as it was and says nothing was changed', async () => {
    const stripe = withStripe(te.env);
    const mine = await makeMonthlyGift(te.db, (await makeCampaign(te.db)).id, { provider: 'stripe', subscriptionId: 'sub_down' });
    const token = await issueDonorLink(te.db, mine.email);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ error: { message: 'down' } }, { status: 500 }));
    expect((await call(stripe, path(token, mine.id, '/stop'), { method: 'POST' })).status).toBe(503);
    expect((await gift(mine.id))!.status).toBe('active');
  });
});

describe('monthly gifts on /account ("Your giving")', () => {
  it('lists and acts on the member’s own gifts and their confirmed address’s, never another member’s', async () => {
    const campaign = await makeCampaign(te.db);
    const me = await signedIn(te.db, { email: `me-${Date.now()}@example.test` });
    const unconfirmed = await signedIn(te.db, { email: `new-${Date.now()}@example.test`, emailVerifiedAt: null });
    const signedInGift = await makeMonthlyGift(te.db, campaign.id, { userId: me.user.id, email: 'typed@example.test' });
    const toAddress = await makeMonthlyGift(te.db, campaign.id, { email: me.user.email.toUpperCase() });
    const toUnconfirmed = await makeMonthlyGift(te.db, campaign.id, { email: unconfirmed.user.email });
    const giving = async (cookie: string) => ((await (await call(env, '/api/account/giving', { cookie })).json()) as Giving).monthly;
    expect((await giving(me.cookie)).map((g) => g.id).sort()).toEqual([signedInGift.id, toAddress.id].sort());
    expect(await giving(unconfirmed.cookie)).toEqual([]);

    const stop = (id: number, cookie: string) => call(env, `/api/account/giving/monthly/${id}/stop`, { method: 'POST', cookie });
    expect((await stop(toUnconfirmed.id, unconfirmed.cookie)).status).toBe(404);
    expect((await stop(toAddress.id, unconfirmed.cookie)).status).toBe(404);
    expect((await gift(toAddress.id))!.status).toBe('active');
    expect((await stop(toAddress.id, me.cookie)).status).toBe(200);
    expect((await gift(toAddress.id))!.status).toBe('stopped');
    const change = await call(env, `/api/account/giving/monthly/${signedInGift.id}`, {
      method: 'PATCH',
      body: { amount: '18' },
      cookie: me.cookie,
    });
    expect(change.status).toBe(200);
    expect((await gift(signedInGift.id))!.amountCents).toBe(1800);
  });
});
