import * as v from 'valibot';
import { adminListQuerySchema } from './paging';
import type { DonationStatus } from './donations';

// Donation Management's payments list and refunds (decision 0037): admins only.

/** The list takes a page and an optional search (donor name or receipt number). */
export const paymentsQuerySchema = adminListQuerySchema;
export type PaymentsQuery = v.InferOutput<typeof paymentsQuerySchema>;

export const ALREADY_REFUNDED_MESSAGE = 'This payment has already been refunded.';
export const NOT_PAID_MESSAGE = 'Only a paid payment can be refunded.';
export const DISPUTED_MESSAGE =
  'The card holder has disputed this payment, so it cannot be refunded here. Answer the dispute in the Stripe dashboard: this page updates when Stripe decides it.';
export const NO_STRIPE_PAYMENT_MESSAGE =
  'Stripe did not tell us which payment this was, so it cannot be refunded here. Refund it in the Stripe dashboard: this page updates when Stripe reports it.';

/** One payment as an admin sees it: the donor's real name (or "Anonymous"), never their email. */
export type DonationPayment = {
  id: number;
  receiptNumber: string | null;
  donorName: string;
  campaign: string;
  amount: string;
  status: DonationStatus;
  frequency: 'once' | 'monthly';
  paidAt: string | null;
  refundedAt: string | null;
  /** A card holder's dispute: open while Stripe decides; lost means the money went back (the payment is then refunded). */
  dispute: 'open' | 'won' | 'lost' | null;
  testMode: boolean;
};

/** The donors list takes the same page and search (by name). */
export const donorsQuerySchema = adminListQuerySchema;
export type DonorsQuery = v.InferOutput<typeof donorsQuerySchema>;

/** Whether a donor gives monthly: a gift charging (`active`), one paused by a closed campaign, or none. */
export type DonorMonthly = 'active' | 'paused' | 'none';

/**
 * One donor (gifts grouped by email address) for editors and admins. `email` is present for
 * admins only: the worker never sends it to an editor.
 */
export type DonorSummary = {
  key: string;
  name: string;
  total: string;
  gifts: number;
  lastGiftAt: string | null;
  monthly: DonorMonthly;
  email?: string;
};
