import { client, type Data } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

export const NEWS_PAGE_SIZE = 12;

const news = client.api.news;

/** Limit 12, offset page*12. */
export const useNewsPage = (page: number, enabled = true) =>
  useApi(news, enabled ? { query: { limit: String(NEWS_PAGE_SIZE), offset: String(page * NEWS_PAGE_SIZE) } } : null);

/** Runs only for non-empty text; there is no minimum length. */
export const useNewsSearch = (q: string) => useApi(news.search, q.trim() ? { query: { q: q.trim() } } : null);

export const useArticle = (id: string | undefined) => useApi(news[':id'], id ? { param: { id: encodeURIComponent(id) } } : null);

export type NewsArticleCard = Data<typeof news.$get>[number];
