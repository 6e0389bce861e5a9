import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Page, search text and category live in the URL, so the back button, reloads and shared
 * links keep a member's place. Searching or choosing a category goes back to the first page
 * (the old page number means nothing in a new list), and choosing a category clears the search.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1) || 0;
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';

  const update = useCallback(
    (next: { page?: number; q?: string; category?: string }, replace = false) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          const set = (key: string, value: string | undefined) => (value ? out.set(key, value) : out.delete(key));
          if (next.q !== undefined) set('q', next.q.trim() ? next.q : undefined);
          if (next.category !== undefined) set('category', next.category || undefined);
          set('page', next.page ? String(next.page + 1) : undefined);
          return out;
        },
        { replace },
      );
    },
    [setParams],
  );

  // Stable callbacks: the search box's debounce timer depends on them.
  const actions = useMemo(
    () => ({
      setPage: (p: number) => update({ page: p }),
      search: (text: string) => update({ q: text, page: 0 }, true),
      chooseCategory: (c: string) => update({ category: c, q: '', page: 0 }),
      clearSearch: () => update({ q: '', page: 0 }),
    }),
    [update],
  );
  return { page, q, category, ...actions };
}
