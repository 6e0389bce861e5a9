import type { SWRConfiguration } from 'swr';

/**
 * No retries, never stale, no refetch on focus, no polling. No fetcher: every read names its
 * route through useApi (lib/use-api.ts), which fetches it with the typed client.
 */
export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  dedupingInterval: 2000,
};
