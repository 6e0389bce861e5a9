import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../src/platform/env';
import type { DonorSummary } from '../src/schemas/donation-payments';
import { makeCampaign, makeDonation, makeMonthlyGift, withTestMode } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

// Donation Management's donors list (issue 21): one row per address, what still counts, and
// emails for admins only.

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

const donors = async (query: string, cookie = admin) => {
  const res = await call(env, `/api/donations/donors?${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as DonorSummary[];
};

describe('the donors list', () => {
  it('groups gifts by address: the latest name, the paid unrefunded total and count, the last gift, monthly status', async () => {
    const campaign = await makeCampaign(te.db);
    const email = 'grouped@example.test';
    await makeDonation(te.db, campaign.id, { email, donorName: 'Gail Old', amountCents: 1000, paidAt: '2026-01-01T00:00:00.000Z' });
    await makeDonation(te.db, campaign.id, { email, donorName: 'Gail Grouped', amountCents: 2000, paidAt: '2026-02-01T00:00:00.000Z' });
    await makeDonation(te.db, campaign.id, {
      email,
      donorName: null,
      amountCents: 9900,
      status: 'refunded',
      paidAt: '2026-03-01T00:00:00.000Z',
    });
    await makeDonation(te.db, campaign.id, { email, donorName: null, amountCents: 5000, status: 'failed', paidAt: null });
    await makeMonthlyGift(te.db, campaign.id, { email, status: 'campaign_closed' });
    const [row] = await donors('q=Gail');
    expect(row).toEqual({
      key: expect.stringMatching(/^donor-\d+$/),
      name: 'Gail Grouped',
      total: '30.00',
      gifts: 2,
      lastGiftAt: '2026-02-01T00:00:00.000Z',
      monthly: 'paused',
      email,
    });
  });

  it('says "Anonymous" for a donor who gave no name, and "active" for a monthly gift still charging', async () => {
    const campaign = await makeCampaign(te.db);
    const email = 'nameless@example.test';
    await makeDonation(te.db, campaign.id, { email, donorName: null, paidAt: '2099-01-01T00:00:00.000Z' });
    await makeMonthlyGift(te.db, campaign.id, { email, status: 'past_due' });
    await makeMonthlyGift(te.db, campaign.id, { email, status: 'stopped' });
    const [first] = await donors('limit=1');
    expect(first).toMatchObject({ name: 'Anonymous', monthly: 'active', email });
  });

  it('never sends an editor the emails, and answers a member 403', async () => {
    const campaign = await makeCampaign(te.db);
    await makeDonation(te.db, campaign.id, { email: 'private@example.test', donorName: 'Priya Private' });
    const seen = await donors('q=Priya', editor);
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toHaveProperty('email');
    expect(JSON.stringify(await donors('limit=50', editor))).not.toContain('@example.test');
    const { cookie: member } = await signedIn(te.db);
    expect((await call(env, '/api/donations/donors', { cookie: member })).status).toBe(403);
  });

  it('pages without repeating a donor', async () => {
    const campaign = await makeCampaign(te.db);
    for (let i = 0; i < 5; i++) await makeDonation(te.db, campaign.id, { donorName: `Pager Person ${i}` });
    const first = await donors('q=Pager%20Person&limit=3&offset=0');
    const second = await donors('q=Pager%20Person&limit=3&offset=3');
    expect(first).toHaveLength(3);
    expect(second).toHaveLength(2);
    expect(new Set([...first, ...second].map((d) => d.key)).size).toBe(5);
  });
});
