import * as v from 'valibot';
import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  MAX_AMOUNT_MESSAGE,
  MIN_AMOUNT_MESSAGE,
  AMOUNT_MESSAGE,
  parseDonationAmount,
} from './donations';
import { noLinks } from './names';

// Monthly gifts (issue 21, decision 0033): their states, the forms that change one, and what the
// API shows of one. Shared by the worker and the web app.

/**
 * pending: waiting for Stripe Checkout. active: charged every month. past_due: the last charge
 * failed (the donor is asked to update the card). campaign_closed: its campaign ended, so it no
 * longer charges until the donor moves it. stopped: for good.
 */
export const MONTHLY_STATUSES = ['pending', 'active', 'past_due', 'campaign_closed', 'stopped'] as const;
export type MonthlyStatus = (typeof MONTHLY_STATUSES)[number];

/** Change a monthly gift: its amount, its campaign, or both. */
export const monthlyChangeSchema = v.pipe(
  v.object({
    amount: v.optional(
      v.pipe(
        v.string(AMOUNT_MESSAGE),
        v.trim(),
        v.nonEmpty('Enter an amount'),
        v.transform(parseDonationAmount),
        v.number(AMOUNT_MESSAGE),
        v.minValue(DONATION_MIN_CENTS, MIN_AMOUNT_MESSAGE),
        v.maxValue(DONATION_MAX_CENTS, MAX_AMOUNT_MESSAGE),
      ),
    ),
    campaignId: v.optional(v.pipe(v.number('Choose a campaign'), v.integer('Choose a campaign'), v.minValue(1, 'Choose a campaign'))),
    /** The name on this gift's future receipts; empty for "Anonymous" (issue 21). */
    receiptName: v.optional(
      v.pipe(v.string('Name must be text'), v.trim(), v.maxLength(100, 'Name must be less than 100 characters'), noLinks()),
    ),
  }),
  v.check(
    (c) => c.amount !== undefined || c.campaignId !== undefined || c.receiptName !== undefined,
    'Change the amount, the campaign or the name on receipts',
  ),
);
export type MonthlyChange = v.InferOutput<typeof monthlyChangeSchema>;

/** The test-mode clock: how many months pass, and whether those charges fail (a declined card). */
export const testClockSchema = v.object({
  months: v.pipe(
    v.number('Months must be a whole number from 1 to 12'),
    v.integer('Months must be a whole number from 1 to 12'),
    v.minValue(1, 'Months must be a whole number from 1 to 12'),
    v.maxValue(12, 'Months must be a whole number from 1 to 12'),
  ),
  fail: v.optional(v.boolean('Fail must be true or false'), false),
});

/** One monthly gift as its donor sees it. */
export type MonthlyGiftLine = {
  id: number;
  campaign: { id: number; title: string };
  amount: string;
  status: MonthlyStatus;
  /** Payments made so far. */
  payments: number;
  testMode: boolean;
  startedAt: string;
  /** The name on its receipts, or null for "Anonymous". */
  receiptName: string | null;
};

export type TestClockResult = { charged: number; failed: number; closed: number };

export const MONTHLY_NOT_FOUND = 'Monthly gift not found';
export const MONTHLY_STOPPED_MESSAGE = 'This monthly gift has stopped. Start a new one from the campaign.';
export const TEST_CLOCK_ONLY_MESSAGE = 'The test clock runs only in test mode.';

/** GET /api/donations/monthly-summary (editors): the monthly gifts that are charging, per campaign and in total. */
export type MonthlySummary = {
  total: { donors: number; amount: string };
  campaigns: { id: number; title: string; donors: number; amount: string }[];
};
