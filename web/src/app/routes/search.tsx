import { SEARCH_KINDS } from '@schemas/site-search-answer';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListStatus } from '@/components/ui/list-status';
import { Page, PageHeader } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { ErrorState, SkeletonGrid } from '@/components/ui/states';
import { useSiteSearch, type SearchKind } from '@/features/search/api/use-site-search';
import { DateFilter, KindFilter } from '@/features/search/components/search-filters';
import { resultsMessage, SEARCH_LABEL, SEARCH_PLACEHOLDER, SearchResults } from '@/features/search/components/search-results';

const asKind = (k: string | null): SearchKind | 'all' =>
  (SEARCH_KINDS as readonly string[]).includes(k ?? '') ? (k as SearchKind) : 'all';

/** /search?q=: everything the portal has on a subject, by kind and date, a page at a time. The URL holds the state. */
export default function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kind = asKind(params.get('kind'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Math.min(50, Number(params.get('page')) || 1));
  const { data, error, isLoading } = useSiteSearch({ q, kind, from, to, page });

  // Any change but paging goes back to the first page: the old page means nothing in a new list.
  const update = useCallback(
    (next: Record<string, string>, replace = false) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [key, value] of Object.entries({ page: '', ...next })) {
            if (value && !(key === 'kind' && value === 'all')) out.set(key, value);
            else out.delete(key);
          }
          return out;
        },
        { replace },
      ),
    [setParams],
  );
  const search = useCallback((text: string) => update({ q: text }, true), [update]);

  return (
    <Page>
      <PageHeader title={<PageTitle title="Search">Search</PageTitle>} />
      <div className="grid gap-4">
        <SearchBox label={SEARCH_LABEL} placeholder={SEARCH_PLACEHOLDER} value={q} onSearch={search} />
        {q.trim() && data && <KindFilter kind={kind} groups={data.groups} onKind={(k) => update({ kind: k })} />}
        <DateFilter from={from} to={to} onDates={(f, t) => update({ from: f, to: t })} />
      </div>
      <ListStatus message={isLoading || error ? '' : resultsMessage(data)} />
      <div className="mt-6">
        {!q.trim() ? (
          <p>Type what you are looking for: a word, a name or a question.</p>
        ) : isLoading ? (
          <SkeletonGrid count={4} label="Searching..." className="grid gap-3" />
        ) : error || !data ? (
          <ErrorState title="Search is not available" text="There was an error searching. Please try again later." />
        ) : (
          <>
            <h2 className="sr-only">Results</h2>
            <SearchResults answer={data} onSuggestion={search} />
            {data.results.length > 0 && (
              <Pager label="Search results" page={page - 1} fullPage={data.hasMore} onPage={(p) => update({ kind, page: String(p + 1) })} />
            )}
          </>
        )}
      </div>
    </Page>
  );
}
