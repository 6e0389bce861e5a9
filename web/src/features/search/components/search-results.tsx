import { Link } from 'react-router-dom';
import { formatClock, formatLongDate } from '@/lib/format';
import { PlayFromHere } from './play-from-here';
import type { SearchGroup, SearchResult, SearchResultKind, SiteSearchAnswer } from '../api/use-site-search';

const KIND_LABELS: Record<SearchResultKind, string> = {
  news: 'News',
  episode: 'Podcast episode',
  transcript: 'Transcript line',
  audiobook: 'Audiobook',
  post: 'Forum post',
  comment: 'Forum comment',
  page: 'Page',
};

/**
 * What a result is, said after its title in the link's name: "Plan review survival guide,
 * transcript line at 0:10". A title alone reads the same for an episode and each of its lines,
 * and a comment under a post's title as if it were the post.
 */
function resultKindWords(result: SearchResult): string {
  const label = KIND_LABELS[result.kind].toLowerCase();
  return result.kind === 'transcript' ? `${label} at ${formatClock(result.startSeconds!)}` : label;
}

function ResultItem({ result, onOpen }: { result: SearchResult; onOpen?: () => void }) {
  const at = result.kind === 'transcript' ? `, at ${formatClock(result.startSeconds!)}` : '';
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="text-sm font-semibold text-violet-800">
        {/* Seen here, heard in the link's name: said once, with the title it belongs to. */}
        <span aria-hidden="true">
          {KIND_LABELS[result.kind]}
          {at} ·{' '}
        </span>
        {formatLongDate(result.date)}
      </p>
      <h3 className="text-lg font-bold break-words">
        <Link to={result.path} onClick={onOpen} data-search-result="" className="underline-offset-2 hover:underline">
          {result.title}
          <span className="sr-only">, {resultKindWords(result)}</span>
        </Link>
      </h3>
      <p className="mt-1 break-words text-slate-700">{result.snippet}</p>
      {result.kind === 'transcript' && (
        <div className="mt-2">
          <PlayFromHere episode={result.episode!} seconds={result.startSeconds!} onPlay={onOpen} />
        </div>
      )}
    </li>
  );
}

/** The search box's words, the same in the dialog and on the page. */
export const SEARCH_LABEL = 'Search the portal';
export const SEARCH_PLACEHOLDER = 'Search news, podcasts, books, forum and pages...';

export const resultCount = (answer: SiteSearchAnswer) => answer.groups.reduce((n, g) => n + g.count, 0);

/** What a screen reader is told when results arrive; the dialog and the page say the same. */
export function resultsMessage(answer: SiteSearchAnswer | undefined): string {
  if (!answer || !answer.q) return '';
  // Narrowed to one kind ("Podcasts (19)"): its count and kind are said, not the total.
  const group = answer.kind === 'all' ? undefined : answer.groups.find((g) => g.kind === answer.kind);
  const total = group ? group.count : resultCount(answer);
  const more = group ? group.more : answer.groups.some((g) => g.more);
  const [one, many] = group ? KIND_NOUNS[group.kind] : ['result', 'results'];
  if (!total) return `No ${group ? many : 'results'} for "${answer.q}"${answer.suggestion ? `. Did you mean ${answer.suggestion}?` : ''}`;
  return `${total}${more ? '+' : ''} ${total === 1 ? one : many} for "${answer.q}"${answer.matched === 'any' ? ', with some of the words' : ''}`;
}

/** What one result of each kind is called when the results are narrowed to it. */
const KIND_NOUNS: Record<SearchGroup['kind'], [one: string, many: string]> = {
  news: ['news article', 'news articles'],
  episodes: ['podcast', 'podcasts'],
  audiobooks: ['audiobook', 'audiobooks'],
  forum: ['forum post', 'forum posts'],
  pages: ['page', 'pages'],
};

type Props = { answer: SiteSearchAnswer; onSuggestion: (q: string) => void; onOpen?: () => void };

/** The results, or the "no results" state with "Did you mean …". */
export function SearchResults({ answer, onSuggestion, onOpen }: Props) {
  if (!answer.results.length)
    return (
      <div className="rounded-xl border border-slate-200 p-4">
        <h3 className="text-lg font-bold">No results</h3>
        <p className="mt-1 break-words">Nothing matches your search for "{answer.q}".</p>
        {answer.suggestion && (
          <p className="mt-2">
            Did you mean{' '}
            <button
              type="button"
              className="min-h-11 font-semibold text-violet-800 underline"
              onClick={() => onSuggestion(answer.suggestion!)}
            >
              {answer.suggestion}
            </button>
            ?
          </p>
        )}
      </div>
    );
  return (
    <ul className="grid gap-3">
      {answer.results.map((r) => (
        <ResultItem key={`${r.kind}:${r.id}`} result={r} onOpen={onOpen} />
      ))}
    </ul>
  );
}
