import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema';
import type { Env } from '../../src/platform/env';
import { randomToken } from '../../src/lib/crypto';
import { signStripePayload } from '../../src/giving/stripe';
import { app } from '../../src/index';
import { expect } from 'vitest';

let sequence = 0;

export async function makeCampaign(db: Db, overrides: Partial<typeof t.donationCampaigns.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.donationCampaigns)
    .values({ title: `Campaign ${++sequence}`, description: 'Funds for a test.', goalCents: 100_000, status: 'active', ...overrides })
    .returning();
  return row!;
}

/** A donation row as it would be after the given status, with its own receipt token. */
export async function makeDonation(db: Db, campaignId: number, overrides: Partial<typeof t.donations.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.donations)
    .values({
      campaignId,
      amountCents: 2500,
      email: `donor-${++sequence}@example.test`,
      donorName: 'Test Donor',
      provider: 'test',
      status: 'paid',
      receiptToken: randomToken(24),
      paidAt: new Date().toISOString(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Giving settings for an env: the local test mode, Stripe, or neither. */
export const withTestMode = (env: Env): Env => ({ ...env, DONATIONS_TEST_MODE: 'true' });
export const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
export const withStripe = (env: Env): Env => ({ ...env, STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });

/** Stripe posts an event from its own servers: JSON, no Origin, no cookie, signed over the exact bytes. */
export async function postStripeEvent(env: Env, event: Record<string, unknown> | string): Promise<Response> {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  return app.request(
    'http://localhost/api/donations/stripe-webhook',
    {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': await signStripePayload(WEBHOOK_SECRET, payload) },
    },
    env,
  );
}

/** What the worker made of a delivered event: applied, duplicate or ignored (always answered 200). */
export async function stripeEventResult(env: Env, event: Record<string, unknown>): Promise<string> {
  const res = await postStripeEvent(env, event);
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: string }).result;
}
export const withOrganisation = (env: Env): Env => ({
  ...env,
  ORGANISATION_NAME: 'Members Portal Demo Inc.',
  ORGANISATION_ABN: '51824753556',
  DGR_FUND_NAME: 'Members Portal Public Fund',
});

/** A test-mode monthly gift, active and due a month after its start, and a "Manage your giving" link to its address. */
export async function makeMonthlyGift(db: Db, campaignId: number, overrides: Partial<typeof t.monthlyGifts.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.monthlyGifts)
    .values({
      campaignId,
      amountCents: 1500,
      email: `monthly-${++sequence}@example.test`,
      donorName: 'Monthly Donor',
      provider: 'test',
      status: 'active',
      token: randomToken(24),
      nextChargeAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      ...overrides,
    })
    .returning();
  return row!;
}
