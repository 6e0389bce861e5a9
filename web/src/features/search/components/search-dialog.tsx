import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/dialog';
import { ListStatus } from '@/components/ui/list-status';
import { SearchBox } from '@/components/ui/search-box';
import { paths } from '@/lib/paths';
import { useSiteSearch } from '../api/use-site-search';
import { resultsMessage, SEARCH_LABEL, SEARCH_PLACEHOLDER, SearchResults } from './search-results';

const FAILED = 'Search is not available right now. Please try again.';

/**
 * Arrow keys walk the results' links (and from the search box into them), as in a command
 * palette; Tab still goes through every control in order.
 */
function walkResults(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const links = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-search-result]')];
  if (!links.length) return;
  const inBox = (e.target as HTMLElement).matches('input');
  const at = links.indexOf(e.target as HTMLElement);
  if (!inBox && at < 0) return;
  e.preventDefault();
  const next = inBox ? (e.key === 'ArrowDown' ? 0 : links.length - 1) : at + (e.key === 'ArrowDown' ? 1 : -1);
  links[Math.max(0, Math.min(links.length - 1, next))]!.focus();
}

/** Ctrl/Cmd+K, "/" or the header's Search: the whole portal searched as you type; loaded on first use. */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const [q, setQ] = useState('');
  const { data, error, isLoading } = useSiteSearch({ q, kind: 'all', from: '', to: '', page: 1 });
  const input = useRef<HTMLInputElement>(null);
  // Headless UI focuses the first control (Close); the member came to type.
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const answer = q.trim() && data?.q === q.trim().slice(0, 500) ? data : undefined;

  return (
    <Modal open onClose={onClose} title="Search" size="lg">
      <div onKeyDown={walkResults}>
        <SearchBox label={SEARCH_LABEL} placeholder={SEARCH_PLACEHOLDER} value={q} onSearch={setQ} inputRef={input} />
        <p className="mt-2 text-sm text-slate-600">Down arrow moves to the results.</p>
        <ListStatus message={error ? FAILED : isLoading ? '' : resultsMessage(answer)} />
        <div className="mt-4">
          {error ? (
            <p>{FAILED}</p>
          ) : answer ? (
            <>
              <SearchResults answer={answer} onSuggestion={setQ} onOpen={onClose} />
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
