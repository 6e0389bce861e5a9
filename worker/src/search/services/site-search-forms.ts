import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// The index's own words that a search's stems prefix (decision 0043). FTS5 answers `"support"*`
// by merging the posting lists of every word starting with "support" into one, in full, each
// time the query is evaluated (a count per group, the ranking, bm25's own counts): for a common
// word that is its whole list, seven or more times a search. `("support" OR "supports" …)`
// finds the same rows and is read lazily, so a capped count stops at its cap.

/**
 * A stem covering more words than this stays a prefix: an OR of many words costs more than one
 * merge (short prefixes such as "di" are what the index's 2-letter prefix index is for).
 */
export const MAX_FORMS = 24;

/**
 * Which state of the index a set of word forms was read from: FTS5's structure record (id 10,
 * rewritten by every write that reaches the index: each adds a segment) and its averages record
 * (id 1: rows and tokens per column). Read in the same statement as what it vouches for, so
 * forms kept from an earlier search are used only while the index is exactly as it was then.
 */
export const INDEX_VERSION = sql`(select group_concat(hex(block), ':') from site_fts_data where id in (1, 10))`;

/**
 * A stem's words, or null when it is searched as a prefix (none, or more than MAX_FORMS), and
 * how many rows hold them (summed over the words and the title and body columns: a measure of
 * how common the stem is, not a count of rows; Infinity when it covers more than MAX_FORMS).
 */
type Forms = Map<string, { words: string[] | null; docs: number }>;

/** The forms this isolate has read, and the index version they belong to. */
let kept: { version: string; forms: Forms } = { version: '', forms: new Map() };
const MAX_KEPT = 2_000;

/** The first code point after every string that starts with `prefix`, in the index's (UTF-8 byte) order. */
const after = (prefix: string) => {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  return points.join('') + String.fromCodePoint(last + 1);
};

/** Stems of two letters or more, once each: a single letter is always a whole word. */
const lookedUp = (stems: string[]) => [...new Set(stems.filter((s) => [...s].length > 1))];

/** Only the stems that have words, and every stem's rows, as toSiteQuery takes them. */
const listed = (forms: Forms, stems: string[]) => {
  const words = new Map<string, string[]>();
  const docs = new Map<string, number>();
  for (const s of stems) {
    const found = forms.get(s)!;
    if (found.words) words.set(s, found.words);
    docs.set(s, found.docs);
  }
  return { forms: words, docs };
};

export type WordForms = {
  forms: Map<string, string[]>;
  /** How common each looked-up stem is (see Forms): the "any word" search keeps the rarest. */
  docs: Map<string, number>;
  /** The index version they were read from; null when no stem needed the index. */
  version: string | null;
};

/**
 * The forms kept from earlier searches, when every stem has them, with the version to check
 * against the search's own reading (searchSite reads the forms again when it differs).
 */
export function keptForms(stems: string[]): WordForms | null {
  const wanted = lookedUp(stems);
  if (!wanted.length) return { forms: new Map(), docs: new Map(), version: null };
  if (!kept.version || !wanted.every((s) => kept.forms.has(s))) return null;
  return { ...listed(kept.forms, wanted), version: kept.version };
}

/**
 * For each stem (two letters or more), the indexed words of the title and body columns that
 * start with it, when there are between one and MAX_FORMS of them; stems with none or more are
 * left out (searched as prefixes). One statement, each stem a range lookup in site_fts_vocab
 * (D1 refuses a UNION of eight selects: too many terms in a compound SELECT). Kept for later
 * searches under the index version read with them.
 */
export async function wordForms(db: Db, stems: string[]): Promise<WordForms> {
  const wanted = lookedUp(stems);
  if (!wanted.length) return { forms: new Map(), docs: new Map(), version: null };
  // fts5vocab counts each word's rows as it steps through the index, so the counts come with
  // the words at no further cost.
  const rows = await db.all<{ i: number; terms: string; version: string | null }>(sql`
    select s.key as i, (select json_group_array(json_array(term, docs)) from (
      select term, sum(doc) as docs from site_fts_vocab v where v.term >= s.value ->> 0 and v.term < s.value ->> 1 and v.col <> 'k'
      group by term limit ${MAX_FORMS + 1})) as terms, ${INDEX_VERSION} as version
    from json_each(${JSON.stringify(wanted.map((s) => [s, after(s)]))}) s`);
  const version = rows[0]?.version ?? '';
  if (version !== kept.version || kept.forms.size > MAX_KEPT) kept = { version, forms: new Map() };
  for (const { i, terms } of rows) {
    const found = JSON.parse(terms) as [string, number][];
    const many = found.length > MAX_FORMS;
    kept.forms.set(wanted[i]!, {
      words: found.length >= 1 && !many ? found.map(([word]) => word) : null,
      docs: many ? Infinity : found.reduce((sum, [, docs]) => sum + docs, 0),
    });
  }
  return { ...listed(kept.forms, wanted), version };
}
