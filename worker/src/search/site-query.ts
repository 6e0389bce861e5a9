import { MAX_QUERY_CHARS } from '../schemas/paging';

/**
 * The site-wide search's query rules (decision 0032). Whatever a member types or pastes becomes
 * words (letters and digits in any script); every operator, quote and emoji is just text, so no
 * input can make FTS5 fail. Common English words ("how", "do", "an") are dropped so a question
 * finds what it asks about, and English endings are taken off before prefix-matching, which is
 * the stemming: "appeals", "appealed" and "appealing" all become "appeal"*. The index itself
 * has no stemmer, so its vocabulary is real words (for "Did you mean") and prefixes work as in
 * the per-service searches (decision 0006).
 */

/** A pasted page is searched by its start: the words after this many characters add nothing but cost (schemas/paging.ts). */
export { MAX_QUERY_CHARS };

/** More words than this only slow the search; the first ones carry the question. */
export const MAX_TERMS = 8;

/**
 * The "any word" search of a longer question keeps only its rarest words, this many (Lucene's
 * common-terms idea): a word in a third of the portal finds that third, fills the ranking
 * window with rows that hold nothing else, and adds least to bm25; yet bm25 reads every row of
 * every word it ranks by. The "every word" search always keeps every word.
 */
export const ANY_TERMS = 4;

// Function words of English that find everything and mean nothing in a search.
const STOP_WORDS = new Set(
  (
    'a about after all also am an and any are as at be been before being but by can could did do does doing done for from ' +
    'get got had has have having he her here hers him his how i if in into is it its just me my no nor not of off on once ' +
    'only or our ours out over she should so some such than that the their theirs them then there these they this those ' +
    'through to too under until up very was we were what when where which while who whom why will with would you your yours'
  ).split(' '),
);

// Longest first: the first ending that leaves a stem of at least four letters is taken off.
const ENDINGS = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ies', 'ied', 'ed', 'es', 'ly', 's'];
const MIN_STEM = 4;

/** "planning" to "plan", "disabilities" to "disabilit", "decisions" to "decision"; short words are kept whole. */
export function stem(word: string): string {
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < MIN_STEM) continue;
    const base = word.slice(0, -ending.length);
    // "plann" (from "planning") is "plan": a doubled last consonant is one letter.
    return /([b-df-hj-kmnp-rtv-z])\1$/.test(base) && base.length > MIN_STEM ? base.slice(0, -1) : base;
  }
  return word;
}

/** The words of a query, lower-cased, in order, once each, with the stop words kept (for "Did you mean"). */
export function queryWords(input: string): string[] {
  const words =
    input
      .slice(0, MAX_QUERY_CHARS)
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)];
}

/** The words that are searched for: stop words dropped, at most MAX_TERMS. */
export const searchTerms = (words: string[]): string[] => words.filter((w) => !STOP_WORDS.has(w)).slice(0, MAX_TERMS);

/** The stem a term is searched by: a single letter is kept whole. */
const stemOf = (word: string) => ([...word].length > 1 ? stem(word) : word);

/**
 * One term as FTS5 text: a single letter is a whole word (decision 0014); longer terms are
 * prefix-matched from their stem, written out as the index's own words when `forms` lists them
 * (decision 0043: FTS5 merges every word a prefix covers into one list on each use, which costs
 * a common word's whole posting list, while an OR of words reads only as far as a LIMIT needs).
 */
const ftsTerm = (word: string, forms?: Map<string, string[]>) => {
  if ([...word].length <= 1) return `"${word}"`;
  const listed = forms?.get(stem(word));
  return listed?.length ? `(${listed.map((w) => `"${w.replace(/"/g, '""')}"`).join(' OR ')})` : `"${stem(word)}"*`;
};

export type SiteQuery = { all: string; any: string; stems: string[] };

/**
 * The ANY_TERMS rarest of the terms by `docs`, in the question's order. A stem not in `docs`
 * (a single letter, or one covering too many words) counts as common; one in no row at all
 * comes last, as it finds nothing.
 */
function rarest(terms: string[], docs?: Map<string, number>): string[] {
  if (!docs || terms.length <= ANY_TERMS) return terms;
  const common = (w: string) => {
    const rows = docs.get(stemOf(w));
    return rows === 0 ? Infinity : (rows ?? Number.MAX_VALUE);
  };
  const kept = new Set([...terms].sort((a, b) => Math.sign(common(a) - common(b)) || 0).slice(0, ANY_TERMS));
  return terms.filter((w) => kept.has(w));
}

/** The words site_fts's k column holds, one per kind of row (migration 0032). */
export const INDEX_KIND_WORDS = ['news', 'episode', 'cue', 'audiobook', 'post', 'comment', 'page'] as const;

/**
 * Whether a term could match a word of the k column: a listed form that is a kind word, or a
 * prefix (or single letter) that starts one. Only then is the search limited to title and body:
 * the column filter makes FTS5 read every position of every phrase to check its column, and
 * bm25's document counts walk each phrase's whole list, so a filter that excludes nothing costs
 * a sixth of a long question's time (decision 0043).
 */
const couldMatchKind = (word: string, forms?: Map<string, string[]>) => {
  if ([...word].length <= 1) return (INDEX_KIND_WORDS as readonly string[]).includes(word);
  const listed = forms?.get(stem(word));
  if (listed?.length) return listed.some((w) => (INDEX_KIND_WORDS as readonly string[]).includes(w));
  return INDEX_KIND_WORDS.some((k) => k.startsWith(stem(word)));
};

/**
 * The same rules for a per-service index (news, audiobooks: issue 20), over all its columns:
 * every term first, any term when no row holds them all. Null when nothing searchable is left.
 */
export function toServiceQuery(input: string): { all: string; any: string; terms: number } | null {
  const terms = searchTerms(queryWords(input));
  if (!terms.length) return null;
  const parts = terms.map((w) => ftsTerm(w));
  return { all: parts.join(' AND '), any: parts.join(' OR '), terms: terms.length };
}

/** Runs a per-service search with every term, then (for a question of several words none of whose rows holds them all) any term. */
export async function allThenAny<T>(query: ReturnType<typeof toServiceQuery>, run: (match: string) => Promise<T[]>): Promise<T[]> {
  if (!query) return [];
  const all = await run(query.all);
  return all.length || query.terms < 2 ? all : run(query.any);
}

/**
 * Two FTS5 queries over the text columns (with a title-and-body filter only when a term could
 * also match a kind word in the k column: couldMatchKind): every term (tried first: the best
 * answers to a question hold all its words) and any term (when none holds them all, ranked by
 * bm25, so the rows with more of the words come first; of a longer question, only its
 * ANY_TERMS rarest words by `docs`). `forms` (from the index vocabulary) spells a stem's prefix
 * out as the words it covers; the rows found are the same either way. Null when nothing
 * searchable is left.
 */
export function toSiteQuery(input: string, forms?: Map<string, string[]>, docs?: Map<string, number>): SiteQuery | null {
  const terms = searchTerms(queryWords(input));
  if (!terms.length) return null;
  const columns = (words: string[]) => (words.some((w) => couldMatchKind(w, forms)) ? '{title body} : ' : '');
  const anyTerms = rarest(terms, docs);
  return {
    all: `${columns(terms)}(${terms.map((w) => ftsTerm(w, forms)).join(' AND ')})`,
    any: `${columns(anyTerms)}(${anyTerms.map((w) => ftsTerm(w, forms)).join(' OR ')})`,
    stems: terms.map(stemOf),
  };
}

/** Damerau-Levenshtein distance (adjacent swaps count once), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}
