import { datesInOrder, SEARCH_KINDS } from '@schemas/site-search-answer';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatCount } from '@/lib/format';
import type { SearchGroup, SearchKind } from '../api/use-site-search';

const KIND_NAMES: Record<SearchKind | 'all', string> = {
  all: 'Everything',
  news: 'News',
  episodes: 'Podcasts',
  audiobooks: 'Audiobooks',
  forum: 'Forum',
  pages: 'Pages',
};

/** The kinds with their counts, as toggle buttons: choosing one narrows the results to it. */
export function KindFilter({
  kind,
  groups,
  onKind,
}: {
  kind: SearchKind | 'all';
  groups: SearchGroup[];
  onKind: (k: SearchKind | 'all') => void;
}) {
  // "Everything" is every group together.
  const all = { count: groups.reduce((n, g) => n + g.count, 0), more: groups.some((g) => g.more) };
  return (
    <ul aria-label="Show results from" className="flex flex-wrap gap-2">
      {(['all', ...SEARCH_KINDS] as const).map((k) => {
        const g = k === 'all' ? all : groups.find((group) => group.kind === k)!;
        return (
          <li key={k} className="max-w-full">
            <Button
              className="max-w-full"
              variant={kind === k ? 'primary' : 'secondary'}
              aria-pressed={kind === k}
              onClick={() => onKind(k)}
            >
              {KIND_NAMES[k]} ({formatCount(g.count)}
              {g.more && '+'})
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * From and to dates. Each field bounds the other (min, max), so the browser keeps them in order,
 * the worker's one rule between them (datesInOrder, schemas/site-search-answer.ts).
 */
export function DateFilter({ from, to, onDates }: { from: string; to: string; onDates: (from: string, to: string) => void }) {
  const [range, setRange] = useState({ from, to });
  const [followed, setFollowed] = useState({ from, to });
  // The URL is the source of truth: follow it (back button, a new search) without remounting,
  // so focus stays on Apply dates.
  if (from !== followed.from || to !== followed.to) {
    setFollowed({ from, to });
    setRange({ from, to });
  }
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Dates"
      onSubmit={(e) => {
        e.preventDefault();
        if (datesInOrder(range.from, range.to)) onDates(range.from, range.to);
      }}
    >
      <TextField
        className="w-full min-w-0 sm:w-auto"
        label="From date"
        type="date"
        value={range.from}
        max={range.to || undefined}
        onChange={(e) => setRange({ ...range, from: e.target.value })}
      />
      <TextField
        className="w-full min-w-0 sm:w-auto"
        label="To date"
        type="date"
        value={range.to}
        min={range.from || undefined}
        onChange={(e) => setRange({ ...range, to: e.target.value })}
      />
      <Button type="submit" variant="secondary">
        Apply dates
      </Button>
    </form>
  );
}
