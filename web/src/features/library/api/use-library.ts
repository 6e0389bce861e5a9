import { client, read, type Data } from '@/lib/api-client';
import { keysIn, readsOf, useApi } from '@/lib/use-api';
import { useSWRConfig } from 'swr';

export const LIBRARY_PAGE_SIZE = 12;

const books = client.api.audiobooks;

export const useBooksPage = (page: number, category: string, enabled: boolean) =>
  useApi(
    books,
    enabled
      ? { query: { limit: String(LIBRARY_PAGE_SIZE), offset: String(page * LIBRARY_PAGE_SIZE), ...(category ? { category } : {}) } }
      : null,
  );

export const useBookSearch = (q: string) => useApi(books.search, q.trim() ? { query: { q: q.trim() } } : null);
export const useCategories = () => useApi(books.categories);
export const useFavourites = (enabled: boolean) => useApi(books.favourites, enabled ? {} : null);
export const useBook = (id: string | undefined) => useApi(books[':id'], id ? { param: { id: encodeURIComponent(id) } } : null);

export const libraryKeys = { favourites: readsOf(books.favourites) };

/** After a favourite changes: the favourites list reads again (from the screen's own SWR cache). */
export function useInvalidateFavourites() {
  const { mutate } = useSWRConfig();
  return () => mutate(keysIn(libraryKeys.favourites));
}

export const setFavourite = (id: number, favourite: boolean) => {
  const args = { param: { id: String(id) } };
  return read(favourite ? books[':id'].favourite.$put(args) : books[':id'].favourite.$delete(args));
};

export type Audiobook = Data<typeof books.$get>[number];
