import { mutate } from 'swr';
import { client, read } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { refreshDonations } from './use-donations';

// Donation Management's payments and refunds: admins only (decision 0037).

const payments = client.api.donations.payments;
export const PAYMENTS_PAGE_SIZE = 20;

export const usePayments = (page: number, q: string) =>
  useApi(payments, { query: { limit: String(PAYMENTS_PAGE_SIZE), offset: String(page * PAYMENTS_PAGE_SIZE), ...(q ? { q } : {}) } });

export const refundPayment = (id: number) => read(payments[':id'].refund.$post({ param: { id: String(id) } }));

/** A refund moves the campaign totals and the stats as well as the list. */
export const refreshPayments = () =>
  Promise.all([mutate((key) => typeof key === 'string' && key.startsWith(payments.$path())), refreshDonations()]);
