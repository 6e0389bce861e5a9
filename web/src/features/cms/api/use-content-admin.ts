import type { AdminAudiobook, AdminEpisode, AdminNewsArticle } from '@schemas/content-admin';
import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';

// The member services' content as editors see it: drafts included, changed through the
// editors-only POST, PATCH and DELETE on /api/news, /api/podcasts and /api/audiobooks.

/** SPEC section 9: 12 a page for news, podcasts and audiobooks. */
export const CONTENT_PAGE_SIZE = 12;

/** The member-facing route each kind is changed through (and read from). */
export type ContentKind = 'news' | 'podcasts' | 'audiobooks';

/** The CMS lists; refreshCms(key) reloads every page of one. */
export const contentKeys = {
  news: '/api/cms/news',
  podcasts: '/api/cms/podcasts',
  audiobooks: '/api/cms/audiobooks',
} as const satisfies Record<ContentKind, string>;

const pageKey = (kind: ContentKind, page: number, q = '') => {
  const query = new URLSearchParams({ limit: String(CONTENT_PAGE_SIZE), offset: String(page * CONTENT_PAGE_SIZE) });
  if (q.trim()) query.set('q', q.trim());
  return `${contentKeys[kind]}?${query}`;
};

// The page on show stays while the next one loads, so the pager (and the keyboard focus on
// its Next button) does not vanish in between.
const paged = { keepPreviousData: true };

export const useAdminNews = (page: number, q: string) => useSWR<AdminNewsArticle[]>(pageKey('news', page, q), paged);
export const useAdminEpisodes = (page: number) => useSWR<AdminEpisode[]>(pageKey('podcasts', page), paged);
export const useAdminAudiobooks = (page: number) => useSWR<AdminAudiobook[]>(pageKey('audiobooks', page), paged);
export const useBookCategories = () => useSWR<string[]>('/api/audiobooks/categories');

/**
 * What members see is cached with "never stale" (SPEC section 7), so a plain revalidate would
 * leave the feed, podcast and library screens showing the old list until a reload. Clearing
 * those entries makes each screen fetch afresh when it is next opened, and reloads any on show.
 */
function refreshMemberViews(kind: ContentKind) {
  const prefixes = [`/api/${kind}`, '/api/dashboard'];
  return mutate((key) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p)), undefined, { revalidate: true });
}

async function thenRefresh<T>(kind: ContentKind, call: Promise<T>): Promise<T> {
  const result = await call;
  await refreshMemberViews(kind);
  return result;
}

export const createContent = <T>(kind: ContentKind, body: unknown) => thenRefresh(kind, api<T>(`/api/${kind}`, { method: 'POST', body }));
export const updateContent = <T>(kind: ContentKind, id: number, body: unknown) =>
  thenRefresh(kind, api<T>(`/api/${kind}/${id}`, { method: 'PATCH', body }));
export const deleteContent = (kind: ContentKind, id: number) => thenRefresh(kind, api<unknown>(`/api/${kind}/${id}`, { method: 'DELETE' }));
