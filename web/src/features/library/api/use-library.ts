import type { Audiobook, AudiobookDetail } from '@schemas/content';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const LIBRARY_PAGE_SIZE = 12;

export const useBooksPage = (page: number, category: string, enabled: boolean) => {
  const query = new URLSearchParams({ limit: String(LIBRARY_PAGE_SIZE), offset: String(page * LIBRARY_PAGE_SIZE) });
  if (category) query.set('category', category);
  return useSWR<Audiobook[]>(enabled ? `/api/audiobooks?${query}` : null);
};

export const useBookSearch = (q: string) =>
  useSWR<Audiobook[]>(q.trim() ? `/api/audiobooks/search?q=${encodeURIComponent(q.trim())}` : null);
export const useCategories = () => useSWR<string[]>('/api/audiobooks/categories');
export const useFavourites = (enabled: boolean) => useSWR<Audiobook[]>(enabled ? '/api/audiobooks/favourites' : null);
export const useBook = (id: string | undefined) => useSWR<AudiobookDetail>(id ? `/api/audiobooks/${encodeURIComponent(id)}` : null);

export const setFavourite = (id: number, favourite: boolean) =>
  api<{ isFavourite: boolean }>(`/api/audiobooks/${id}/favourite`, { method: favourite ? 'PUT' : 'DELETE' });
