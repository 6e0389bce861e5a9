import type { NewsArticle } from '@schemas/content';
import useSWR from 'swr';

export const NEWS_PAGE_SIZE = 12;

/** SPEC section 7: limit 12, offset page*12. */
export const useNewsPage = (page: number, enabled = true) =>
  useSWR<NewsArticle[]>(enabled ? `/api/news?limit=${NEWS_PAGE_SIZE}&offset=${page * NEWS_PAGE_SIZE}` : null);

/** Runs only for non-empty text; there is no minimum length. */
export const useNewsSearch = (q: string) => useSWR<NewsArticle[]>(q.trim() ? `/api/news/search?q=${encodeURIComponent(q.trim())}` : null);

export const useArticle = (id: string | undefined) => useSWR<NewsArticle>(id ? `/api/news/${encodeURIComponent(id)}` : null);
