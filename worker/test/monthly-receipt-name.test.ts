import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import type { ErrorBody } from '../src/lib/errors';
import type { DonationReceipt } from '../src/schemas/donations';
import { issueDonorLink } from '../src/giving/services/donor-links';
import { makeCampaign, makeMonthlyGift, withTestMode } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

// Changing the name on a monthly gift's receipts (issue 21): from the next payment on; the
// receipts already issued keep the name they were issued with.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
let admin: string;
beforeAll(async () => {
  te = await createTestEnv();
  env = withTestMode(te.env);
  ({ cookie: admin } = await signedIn(te.db, { role: 'admin' }));
});
afterAll(() => te.dispose());

const rename = async (email: string, id: number, receiptName: unknown) =>
  call(env, `/api/donations/manage/${await issueDonorLink(te.db, email)}/monthly/${id}`, { method: 'PATCH', body: { receiptName } });
const latestCharge = (giftId: number) =>
  te.db.select().from(t.donations).where(eq(t.donations.monthlyGiftId, giftId)).orderBy(desc(t.donations.id)).get();

describe('the name on a monthly gift’s receipts', () => {
  it('applies to the next payment’s receipt, and empty means Anonymous', async () => {
    const campaign = await makeCampaign(te.db);
    const gift = await makeMonthlyGift(te.db, campaign.id, {
      donorName: 'Old Name',
      nextChargeAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect((await rename(gift.email, gift.id, '  Nadia New  ')).status).toBe(200);
    expect((await te.db.select().from(t.monthlyGifts).where(eq(t.monthlyGifts.id, gift.id)).get())!.donorName).toBe('Nadia New');
    expect((await call(env, '/api/donations/test-clock', { method: 'POST', body: { months: 1 }, cookie: admin })).status).toBe(200);
    const charge = (await latestCharge(gift.id))!;
    expect(charge.donorName).toBe('Nadia New');
    const receipt = (await (await call(env, `/api/donations/receipts/${charge.receiptToken}`)).json()) as DonationReceipt;
    expect(receipt.donorName).toBe('Nadia New');

    expect((await rename(gift.email, gift.id, '')).status).toBe(200);
    expect((await te.db.select().from(t.monthlyGifts).where(eq(t.monthlyGifts.id, gift.id)).get())!.donorName).toBeNull();
    // The receipt already issued keeps its name.
    expect((await latestCharge(gift.id))!.donorName).toBe('Nadia New');
  });

  it('refuses a name over 100 characters with 400 and the shared message, changing nothing', async () => {
    const gift = await makeMonthlyGift(te.db, (await makeCampaign(te.db)).id, { donorName: 'Kept Name' });
    const res = await rename(gift.email, gift.id, 'x'.repeat(101));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe('Name must be less than 100 characters');
    expect((await te.db.select().from(t.monthlyGifts).where(eq(t.monthlyGifts.id, gift.id)).get())!.donorName).toBe('Kept Name');
  });
});
