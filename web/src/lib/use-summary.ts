import type { DashboardSummary } from '@schemas/content';
import useSWR from 'swr';

/** Counts for the dashboard and the service screens' info tiles, from one call. */
export const useSummary = () => useSWR<DashboardSummary>('/api/dashboard/summary');
