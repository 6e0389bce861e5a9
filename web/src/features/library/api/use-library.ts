import { client, read } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

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

/** The key of the favourites list, refreshed after a change. */
export const favouritesKey = books.favourites.$path();

export const setFavourite = (id: number, favourite: boolean) => {
  const args = { param: { id: String(id) } };
  return read(favourite ? books[':id'].favourite.$put(args) : books[':id'].favourite.$delete(args));
};
