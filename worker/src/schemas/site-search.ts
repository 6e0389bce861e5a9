import * as v from 'valibot';
import { isRealDate } from './dates';

// The site-wide search (issue 20, decision 0032): its query, its answer, and the kinds a member
// can narrow it to. The web's search page and dialog use the same names and limits.

export const SEARCH_KINDS = ['news', 'episodes', 'audiobooks', 'forum', 'pages'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results per page. */
export const SITE_SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE = 50;

/** Counts stop here ("1,000+"): counting every match of a common word costs more than it tells. */
export const COUNT_CAP = 1000;

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isRealDate(day);
const day = (name: string) => v.optional(v.pipe(v.string(), v.check(isDay, `${name} must be a date written yyyy-mm-dd`)));

export const siteSearchQuerySchema = v.pipe(
  v.object({
    // Any text is searchable, and a pasted page too: the service reads its start (MAX_QUERY_CHARS),
    // so nothing a person can type is refused. A blank one answers with nothing found.
    q: v.optional(v.string(), ''),
    kind: v.optional(v.picklist(['all', ...SEARCH_KINDS], `kind must be one of all, ${SEARCH_KINDS.join(', ')}`), 'all'),
    from: day('from'),
    to: day('to'),
    page: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/, 'page must be a whole number'),
        v.transform(Number),
        v.minValue(1, `page must be between 1 and ${MAX_SEARCH_PAGE}`),
        v.maxValue(MAX_SEARCH_PAGE, `page must be between 1 and ${MAX_SEARCH_PAGE}`),
      ),
      '1',
    ),
  }),
  v.forward(
    v.check((q) => !q.from || !q.to || q.from <= q.to, 'from must be on or before to'),
    ['from'],
  ),
);

export type SiteSearchQuery = v.InferOutput<typeof siteSearchQuerySchema>;

/** What one result is: a kind of row, where it lives, and the words around the match. */
export type SearchResultKind = 'news' | 'episode' | 'transcript' | 'audiobook' | 'post' | 'comment' | 'page';

export type SearchResult = {
  kind: SearchResultKind;
  id: number;
  title: string;
  snippet: string;
  date: string;
  /** The SPA path of the item (a comment's post, a transcript line's episode). */
  path: string;
  /** A transcript line: its episode and the second it starts, for "Play from here". */
  episodeId?: number;
  startSeconds?: number;
};

export type SearchGroup = { kind: SearchKind; count: number; more: boolean };

export type SiteSearchAnswer = {
  /** The text searched for, as read (a long paste is cut to its start). */
  q: string;
  kind: SearchKind | 'all';
  page: number;
  /** "all" when every word was found together; "any" when no row had them all, so rows with any of them are listed. */
  matched: 'all' | 'any';
  groups: SearchGroup[];
  results: SearchResult[];
  hasMore: boolean;
  /** With nothing found: the query with its misspelled words corrected from the index's vocabulary. */
  suggestion: string | null;
};
