import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/dialog';
import { ListStatus } from '@/components/ui/list-status';
import { SearchBox } from '@/components/ui/search-box';
import { paths } from '@/lib/paths';
import { useSiteSearch } from '../api/use-site-search';
import { resultsMessage, SEARCH_LABEL, SEARCH_PLACEHOLDER, SearchResults } from './search-results';

const FAILED = 'Search is not available right now. Please try again.';

/** Up and down arrows walk the results' links, from the search box too; Tab still goes through every control in order. */
function walkResults(e: KeyboardEvent<HTMLDivElement>) {
  const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
  const links = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-search-result]')];
  if (!step || !links.length) return;
  e.preventDefault();
  links[Math.max(0, Math.min(links.length - 1, links.indexOf(e.target as HTMLElement) + step))]!.focus();
}

/** Ctrl/Cmd+K, "/" or the header's Search: the whole portal searched as you type; loaded on first use. */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const [q, setQ] = useState('');
  const { data, error, isLoading } = useSiteSearch({ q, kind: 'all', from: '', to: '', page: 1 });
  const input = useRef<HTMLInputElement>(null);
  // Headless UI focuses the first control (Close); the member came to type.
  useEffect(() => void requestAnimationFrame(() => input.current?.focus()), []);
  // While the next answer loads, the last one stays (keepPreviousData); blank text shows none.
  const answer = q.trim() ? data : undefined;
  // "Did you mean" goes when the new answer comes: the member stays in the box, which reads the word.
  const searchSuggestion = (word: string) => {
    setQ(word);
    input.current?.focus();
  };

  return (
    <Modal open onClose={onClose} title="Search" size="lg">
      <div onKeyDown={walkResults}>
        <SearchBox label={SEARCH_LABEL} placeholder={SEARCH_PLACEHOLDER} value={q} onSearch={setQ} inputRef={input} />
        <ListStatus message={error ? FAILED : isLoading ? '' : resultsMessage(answer)} />
        <div className="mt-4">
          {error ? (
            <p>{FAILED}</p>
          ) : answer ? (
            <>
              <SearchResults answer={answer} onSuggestion={searchSuggestion} onOpen={onClose} />
              {answer.results.length > 0 && (
                <p className="mt-4">
                  <Link
                    to={paths.search(answer.q)}
                    onClick={onClose}
                    className="inline-flex min-h-11 items-center font-semibold text-violet-800 underline"
                  >
                    See all results, with filters
                  </Link>
                </p>
              )}
            </>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
