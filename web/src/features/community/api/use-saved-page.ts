import { client, type Data } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

// Apart from use-saved.ts, which the post page loads: the Saved page's chunk alone carries this.

/**
 * Saved posts and comments, the most recently saved first; `page` is one-based. The page shown
 * stays while the next loads, so the Pager, and the Next or Previous the member pressed, stay.
 */
export const useSavedPage = (page: number) =>
  useApi(client.api.community.saved, { query: { page: String(page) } }, { keepPreviousData: true });

export type SavedItem = Data<typeof client.api.community.saved.$get>['items'][number];
