import type { SearchKind } from '@schemas/site-search-answer';
import { client, type Data } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

export type SearchParams = { q: string; kind: SearchKind | 'all'; from: string; to: string; page: number };

/** The site-wide search; reads nothing for blank text (there is nothing to find). */
export function useSiteSearch({ q, kind, from, to, page }: SearchParams) {
  const query = { q: q.trim(), kind, page: String(page), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return useApi(client.api.search, q.trim() ? { query } : null, { keepPreviousData: true });
}

export type SiteSearchAnswer = Data<typeof client.api.search.$get>;
export type SearchGroup = SiteSearchAnswer['groups'][number];
export type SearchResult = SiteSearchAnswer['results'][number];
export type SearchResultKind = SearchResult['kind'];
export type { SearchKind };
