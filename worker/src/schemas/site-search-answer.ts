// The site-wide search's kinds, limits and answer (issue 20, decision 0032), without valibot, so
// the web's search chunks carry only these; the query's schema is schemas/site-search.ts.

export const SEARCH_KINDS = ['news', 'episodes', 'audiobooks', 'forum', 'pages'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results per page. */
export const SITE_SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE = 50;

/** Counts stop here ("1,000+"): counting every match of a common word costs more than it tells. */
export const COUNT_CAP = 100;

/** The one rule between the two dates, in the same words on the search page and in the worker. */
export const DATE_ORDER_MESSAGE = 'from must be on or before to';
export const datesInOrder = (from?: string, to?: string) => !from || !to || from <= to;

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
  /** A transcript line: the second it starts and what the player needs of its episode, for "Play from here". */
  startSeconds?: number;
  episode?: { id: number; title: string; episodeNumber: number; audioUrl: string; thumbnailUrl: string | null; duration: number };
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
