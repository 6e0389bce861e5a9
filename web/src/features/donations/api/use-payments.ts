import { client, read, type Data } from '@/lib/api-client';
import { below, invalidate, useApi } from '@/lib/use-api';
import { donationKeys } from './use-donations';

// Donation Management's payments and refunds: admins only (decision 0037).

const payments = client.api.donations.payments;
export const PAYMENTS_PAGE_SIZE = 20;

export const usePayments = (page: number, q: string) =>
  useApi(payments, { query: { limit: String(PAYMENTS_PAGE_SIZE), offset: String(page * PAYMENTS_PAGE_SIZE), ...(q ? { q } : {}) } });

export const refundPayment = (id: number) => read(payments[':id'].refund.$post({ param: { id: String(id) } }));

/** A refund moves the campaign totals and the stats as well as the list. */
export const invalidatePayments = () => invalidate(below(payments), ...donationKeys.cards);

/**
 * The accountant's CSV as a file the browser saves. Fetched (not a plain link) so a refused
 * range comes back as the worker's message on the form rather than a page of JSON.
 */
export async function downloadDonationsCsv(range: { from: string; to: string }): Promise<string> {
  const res = await client.api.donations.export.$get({ query: range });
  const name = `donations-${range.from}-to-${range.to}.csv`;
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

/** Donation Management's donors list (editors and admins; emails come for admins only). */
export const useDonors = (page: number, q: string) =>
  useApi(client.api.donations.donors, {
    query: { limit: String(PAYMENTS_PAGE_SIZE), offset: String(page * PAYMENTS_PAGE_SIZE), ...(q ? { q } : {}) },
  });

export type DonationPayment = Data<typeof payments.$get>[number];
export type DonorSummary = Data<typeof client.api.donations.donors.$get>[number];
