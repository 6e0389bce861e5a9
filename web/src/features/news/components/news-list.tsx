import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListStatus, listMessage } from '@/components/ui/list-status';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { EmptyState, ErrorState, SkeletonGrid } from '@/components/ui/states';
import { useListParams } from '@/lib/use-list-params';
import { NEWS_PAGE_SIZE, useNewsPage, useNewsSearch } from '../api/use-news';
import { NewsCard } from './news-card';

const NEWS_SKELETONS = 6;

export function NewsList() {
  const { page, q, search, clearSearch, setPage } = useListParams();
  const searching = q.trim().length > 0;
  const list = useNewsPage(page, !searching);
  const found = useNewsSearch(q);
  const { data, error, isLoading } = searching ? found : list;
  const searchInput = useRef<HTMLInputElement>(null);
  const settled = isLoading || error ? undefined : (data?.length ?? 0);
  // Clear Search goes away with the empty state it sits in: focus goes back to the search box once
  // it is empty (so the cleared words are not read again), and the status says the full list is back.
  const [cleared, setCleared] = useState(false);
  const clear = () => {
    clearSearch();
    setCleared(true);
  };
  useEffect(() => {
    if (cleared && !searching) searchInput.current?.focus();
  }, [cleared, searching]);
  // A new search: "cleared" no longer applies.
  const [wasSearching, setWasSearching] = useState(searching);
  if (searching !== wasSearching) {
    setWasSearching(searching);
    if (searching) setCleared(false);
  }
  const status =
    cleared && !searching && settled !== undefined
      ? 'Search cleared, showing all articles'
      : listMessage({ count: settled, noun: ['article', 'articles'], q, page });

  return (
    <>
      {/* One row while the search box keeps 14em (a phone at default text), wrapping under it after. */}
      <div className="flex flex-wrap gap-3">
        <div className="flex min-w-[min(100%,14em)] flex-[1_1_14em]">
          <SearchBox
            label="Search news articles"
            placeholder="Search news articles..."
            value={q}
            onSearch={search}
            inputRef={searchInput}
          />
        </div>
        {/* "Filter" does nothing yet; it says so rather than doing nothing silently. */}
        <Button variant="secondary" aria-disabled="true" aria-describedby="filter-note" onClick={(e) => e.preventDefault()}>
          Filter
        </Button>
        <p id="filter-note" className="sr-only">
          Filters are not available yet. Use the search box to find articles.
        </p>
      </div>
      <ListStatus message={status} />
      <div className="mt-6">
        {isLoading ? (
          <SkeletonGrid count={NEWS_SKELETONS} label="Loading news articles..." className="grid gap-6 sm:grid-cols-2" />
        ) : error ? (
          <ErrorState title="Unable to Load News" text="There was an error loading the news articles. Please try again later." />
        ) : !data?.length ? (
          searching ? (
            <EmptyState title="No articles found" text={`No articles match your search for "${q}"`}>
              <Button onClick={clear}>Clear Search</Button>
            </EmptyState>
          ) : (
            <EmptyState title="No news articles available" />
          )
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2">
            {data.map((article) => (
              <li key={article.id} className="flex">
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {!error && !(searching && !isLoading && !data?.length) && (
        <Pager label="News" page={page} fullPage={(data?.length ?? 0) === NEWS_PAGE_SIZE} onPage={setPage} showNext={!searching} />
      )}
    </>
  );
}
