import { todayInAustralia, type DonationReceipt } from './donations';
import type { MonthlyGiftLine } from './monthly-gifts';

// "Your giving" on /account and the financial-year statement (issue 21): a signed-in member's own
// gifts, matched by their account or their confirmed address (services/account-export.ts
// donationsOf). Shared by the worker and the web app.

/**
 * Australia's financial year, named by the year it ends in: 2026 is 1 July 2025 to 30 June 2026,
 * in Sydney time. Sydney keeps standard time (UTC+10) from April to October, so the year always
 * begins at 14:00 UTC on 30 June; no daylight-saving rule is involved.
 */
export const financialYearStart = (year: number) => `${year - 1}-06-30T14:00:00.000Z`;

/** The financial year (by its ending year) of a moment. */
export function financialYearOf(iso: string): number {
  const [year, month] = todayInAustralia(new Date(iso)).split('-').map(Number) as [number, number];
  return month >= 7 ? year + 1 : year;
}

/** "2025–26": how the ATO and accountants name a financial year. */
export const financialYearLabel = (year: number) => `${year - 1}–${String(year).slice(-2)}`;

/** The years a statement may be asked for: from 2000 to the year after this one (a typo gives a plain 404). */
export const isStatementYear = (year: number) => Number.isInteger(year) && year >= 2000 && year <= new Date().getUTCFullYear() + 1;

export const NO_STATEMENT_MESSAGE = 'You made no gifts in that financial year.';

/** One gift as its donor sees it in "Your giving". */
export type GiftLine = {
  id: number;
  campaign: string;
  amount: string;
  status: DonationReceipt['status'];
  receiptNumber: string | null;
  /** When it was paid, or when it was given if it has not been paid. */
  at: string;
  /** The receipt page's address (/donations/receipts/{token}), or null for a gift with none. */
  receiptPath: string | null;
  /** A test-mode gift: no money moved, and no receipt claims a deductible gift. */
  testMode: boolean;
};

export type GivingYear = { year: number; label: string; total: string; gifts: number };

/** GET /api/account/giving. */
export type Giving = { gifts: GiftLine[]; monthly: MonthlyGiftLine[]; years: GivingYear[] };

/** GET /api/account/giving/statements/{year}: one statement for a financial year's paid gifts. */
export type GivingStatement = {
  year: number;
  label: string;
  from: string;
  to: string;
  donor: { name: string; email: string };
  organisation: DonationReceipt['organisation'];
  gifts: GiftLine[];
  /** Paid gifts that moved money (test gifts are listed but never counted). */
  total: string;
  testTotal: string;
  issuedAt: string;
};
