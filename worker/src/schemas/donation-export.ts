import * as v from 'valibot';
import { isRealDate } from './dates';

// The accountant's CSV of payments (issue 21, decision 0037): a range of Sydney dates, both
// days included. One schema for the Donation Management form and the worker's query.

/** Two years and a day: any financial year, with room on both sides. */
export const EXPORT_MAX_DAYS = 732;
export const EXPORT_DATE_MESSAGE = (field: string) => `${field} must be a date like 2026-07-01`;
export const EXPORT_ORDER_MESSAGE = 'The "to" date must be on or after the "from" date';
export const EXPORT_RANGE_MESSAGE = `Choose at most ${EXPORT_MAX_DAYS} days (two years) at a time`;

const day = (field: string) =>
  v.pipe(
    v.string(EXPORT_DATE_MESSAGE(field)),
    v.trim(),
    v.check((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && isRealDate(s), EXPORT_DATE_MESSAGE(field)),
  );

/** Whole days from `from` to `to`, counting both. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const donationExportSchema = v.pipe(
  v.object({ from: day('From'), to: day('To') }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => from <= to, EXPORT_ORDER_MESSAGE),
    ['to'],
  ),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => from > to || daysBetween(from, to) <= EXPORT_MAX_DAYS, EXPORT_RANGE_MESSAGE),
    ['to'],
  ),
);
export type DonationExportRange = v.InferOutput<typeof donationExportSchema>;

/** The columns, in order: what the accountant's spreadsheet gets as its first row. */
export const EXPORT_COLUMNS = [
  'Date (Sydney)',
  'Receipt number',
  'Donor',
  'Email',
  'Campaign',
  'Amount',
  'Currency',
  'Frequency',
  'Status',
  'Refunded on (Sydney)',
  'Stripe fee',
  'Test',
] as const;
