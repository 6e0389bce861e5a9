import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import type { ErrorBody } from '../src/lib/errors';
import { KEEP_MONTHLY_MESSAGE, KEEP_RECORDS_MESSAGE } from '../src/giving/services/donation-campaigns';
import { makeCampaign, makeDonation, makeMonthlyGift, withStripe } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

// Deleting a campaign must never orphan a Stripe subscription (issue 21): a monthly gift whose
// Checkout is open, or whose first invoice has not arrived, has no payment row yet, so the
// "has donations" rule alone let the campaign and the gift's row go while Stripe kept charging.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
let editor: string;
beforeAll(async () => {
  te = await createTestEnv();
  env = withStripe(te.env);
  ({ cookie: editor } = await signedIn(te.db, { role: 'editor' }));
});
afterAll(() => te.dispose());

const remove = (id: number) => call(env, `/api/donation-campaigns/${id}`, { method: 'DELETE', cookie: editor });
const campaignRow = (id: number) => te.db.select().from(t.donationCampaigns).where(eq(t.donationCampaigns.id, id)).get();

describe('deleting a campaign with monthly gifts', () => {
  for (const status of ['pending', 'active', 'past_due', 'campaign_closed'] as const) {
    it(`refuses (409) while a Stripe monthly gift is ${status}, keeping the campaign and the gift`, async () => {
      const campaign = await makeCampaign(te.db);
      const gift = await makeMonthlyGift(te.db, campaign.id, {
        provider: 'stripe',
        status,
        subscriptionId: `sub_${status}_${campaign.id}`,
      });
      const res = await remove(campaign.id);
      expect(res.status).toBe(409);
      expect(((await res.json()) as ErrorBody).message).toBe(KEEP_MONTHLY_MESSAGE);
      expect(await campaignRow(campaign.id)).toBeDefined();
      expect(await te.db.select().from(t.monthlyGifts).where(eq(t.monthlyGifts.id, gift.id)).get()).toBeDefined();
    });
  }

  it('deletes a campaign whose only monthly gift was stopped (nothing left to charge)', async () => {
    const campaign = await makeCampaign(te.db);
    await makeMonthlyGift(te.db, campaign.id, { provider: 'stripe', status: 'stopped' });
    expect((await remove(campaign.id)).status).toBe(200);
    expect(await campaignRow(campaign.id)).toBeUndefined();
  });

  it('keeps a campaign whose only gift was refunded: its records are the charity’s', async () => {
    const campaign = await makeCampaign(te.db);
    await makeDonation(te.db, campaign.id, { status: 'refunded', refundedAt: new Date().toISOString() });
    const res = await remove(campaign.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).message).toBe(KEEP_RECORDS_MESSAGE);
  });
});
