import { client } from './api-client';
import { useApi } from './use-api';

/** Counts for the dashboard and the service screens' info tiles, from one call. */
export const useSummary = () => useApi(client.api.dashboard.summary);
