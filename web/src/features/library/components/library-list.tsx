import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ListStatus, listMessage } from '@/components/ui/list-status';
import { CategoryFilter } from '@/components/ui/category-filter';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { EmptyState, ErrorState, SkeletonGrid } from '@/components/ui/states';
import { useListParams } from '@/lib/use-list-params';
import { LIBRARY_PAGE_SIZE, useBookSearch, useBooksPage, useCategories, useFavourites } from '../api/use-library';
import { BookCard } from './book-card';

const LIBRARY_SKELETONS = 6;
const FAVOURITES = 'favourites';
// One column of short rows on a phone; from a tablet up, as many columns as fit at 12.5em.
const BOOK_GRID = 'grid gap-4 sm:grid-cols-[repeat(auto-fill,minmax(min(100%,12.5em),1fr))] sm:gap-6';

export function LibraryList() {
  const { page, q, category, search, clearSearch, chooseCategory, setPage } = useListParams();
  const [params, setParams] = useSearchParams();
  const showFavourites = params.get('show') === FAVOURITES;
  const categories = useCategories();
  const searching = q.trim().length > 0;

  // One list at a time, so what a member typed is what they see: search beats favourites and
  // the category list, which beats the plain page list.
  const found = useBookSearch(q);
  const favourites = useFavourites(showFavourites && !searching);
  const paged = useBooksPage(page, category, !searching && !showFavourites);
  const { data, error, isLoading } = searching ? found : showFavourites ? favourites : paged;
  const searchInput = useRef<HTMLInputElement>(null);
  const settled = isLoading || error ? undefined : (data?.length ?? 0);
  const status = listMessage({
    count: settled,
    noun: showFavourites && !searching ? ['favourite book', 'favourite books'] : ['book', 'books'],
    q,
    page: showFavourites ? 0 : page,
    scope: category && !showFavourites ? `in ${category}` : undefined,
    narrowed: showFavourites || Boolean(category),
  });
  // Clear Search, Clear Filter and Show all books go away with the empty state they sit in:
  // focus goes back to the control that narrowed the list (the search box, the Category
  // filter, the My favourites toggle), which then says the list's new state.
  const clear = () => {
    clearSearch();
    searchInput.current?.focus();
  };
  const categorySelect = useRef<HTMLSelectElement>(null);
  const favouritesToggle = useRef<HTMLButtonElement>(null);

  const toggleFavourites = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (showFavourites) next.delete('show');
      else next.set('show', FAVOURITES);
      next.delete('page');
      next.delete('q');
      return next;
    });

  const empty = searching ? (
    <EmptyState title="No books found" text={`No audiobooks match your search for "${q}"`}>
      <Button onClick={clear}>Clear Search</Button>
    </EmptyState>
  ) : showFavourites ? (
    <EmptyState title="No favourites yet" text='Open a book and choose "Add to Favorites" to keep it here.'>
      <Button
        onClick={() => {
          toggleFavourites();
          favouritesToggle.current?.focus();
        }}
      >
        Show all books
      </Button>
    </EmptyState>
  ) : category ? (
    <EmptyState title={`No audiobooks in ${category}`} text="Try another category, or clear the filter to see every book.">
      <Button
        onClick={() => {
          chooseCategory('');
          categorySelect.current?.focus();
        }}
      >
        Clear Filter
      </Button>
    </EmptyState>
  ) : (
    <EmptyState title="No audiobooks available" />
  );

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-[min(100%,14em)] flex-[1_1_14em]">
          <SearchBox
            label="Search audiobooks"
            placeholder="Search audiobooks by title, author, or description..."
            value={q}
            onSearch={search}
            inputRef={searchInput}
          />
        </div>
        <div className="min-w-[min(100%,12em)] flex-[1_1_12em] sm:flex-none">
          <CategoryFilter
            value={category}
            options={categories.data ?? []}
            onChange={chooseCategory}
            className="sm:w-64"
            selectRef={categorySelect}
          />
        </div>
        <Button ref={favouritesToggle} variant="secondary" aria-pressed={showFavourites} onClick={toggleFavourites}>
          <span aria-hidden="true">{showFavourites ? '★' : '☆'}</span> My favourites
        </Button>
      </div>
      <ListStatus message={status} />
      <div className="mt-6">
        {isLoading ? (
          <SkeletonGrid count={LIBRARY_SKELETONS} label="Loading audiobooks..." className={BOOK_GRID} />
        ) : error ? (
          <ErrorState title="Unable to Load Library" text="There was an error loading the audio books. Please try again later." />
        ) : !data?.length ? (
          empty
        ) : (
          <ul className={BOOK_GRID}>
            {data.map((book) => (
              <li key={book.id}>
                <BookCard book={book} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {!searching && !showFavourites && !error && (
        <Pager label="Library" page={page} fullPage={(data?.length ?? 0) === LIBRARY_PAGE_SIZE} onPage={setPage} />
      )}
    </>
  );
}
