import type { SWRConfiguration } from 'swr';
import { fetcher } from './api-client';

/** SPEC section 7: no retries, never stale, no refetch on focus, no polling. */
export const swrConfig: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  dedupingInterval: 2000,
};
