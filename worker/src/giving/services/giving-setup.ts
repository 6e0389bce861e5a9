import { sql, type SQL } from 'drizzle-orm';
import { donations } from '../../db/schema';
import type { Env } from '../../platform/env';
import { log } from '../../lib/log';
import { stripeConfigured } from '../stripe';
import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  PRESET_AMOUNTS,
  type DonationReceipt,
  type GivingSettings,
  type PaymentMode,
} from '../../schemas/donations';
import { centsToAmount, formatAbn, isValidAbn } from '../../schemas/money';

// How giving is set up in this deployment, and what marks a gift paid: shared by one-off gifts
// (donations.ts), monthly gifts, their webhooks and the receipt mails, so none of them imports
// another for these.

/** Stripe when it is configured; the test mode only when asked for (local development); else none. */
export function paymentMode(env: Env): PaymentMode {
  if (stripeConfigured(env)) return 'stripe';
  return env.DONATIONS_TEST_MODE === 'true' ? 'test' : 'off';
}

export const givingSettings = (env: Env): GivingSettings => ({
  mode: paymentMode(env),
  minimum: centsToAmount(DONATION_MIN_CENTS),
  maximum: centsToAmount(DONATION_MAX_CENTS),
  presets: PRESET_AMOUNTS,
});

export const NOT_TAKING = 'This campaign is not taking donations.';
export const GIVING_OFF = 'Online giving is not set up yet. Please contact us to donate.';

/** The receipt number comes from the donation's id, so it is unique and set in the same statement as "paid". */
export const paidAt = (at: string | SQL) => ({
  status: 'paid' as const,
  paidAt: at,
  receiptNumber: sql<string>`'R-' || printf('%06d', ${donations.id})`,
});

/** Settings name the organisation; only a valid ABN with a fund name makes a tax-deductible receipt. */
export function organisation(env: Env): DonationReceipt['organisation'] {
  const name = env.ORGANISATION_NAME?.trim();
  const abn = env.ORGANISATION_ABN?.trim();
  const fundName = env.DGR_FUND_NAME?.trim();
  if (!name || !abn || !fundName) return null;
  if (!isValidAbn(abn)) {
    log('warn', 'donations.invalid_abn', { abn });
    return null;
  }
  return { name, abn: formatAbn(abn), fundName };
}
