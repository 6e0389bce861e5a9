import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

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

/** The first code point after every string that starts with `prefix`, in the index's (UTF-8 byte) order. */
const after = (prefix: string) => {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  return points.join('') + String.fromCodePoint(last + 1);
};

/**
 * For each stem (two letters or more), the indexed words of the title and body columns that
 * start with it, when there are between one and MAX_FORMS of them; stems with none or more are
 * left out (searched as prefixes). One statement, each stem a range lookup in site_fts_vocab
 * (D1 refuses a UNION of eight selects: too many terms in a compound SELECT).
 */
export async function wordForms(db: Db, stems: string[]): Promise<Map<string, string[]>> {
  const wanted = [...new Set(stems.filter((s) => [...s].length > 1))];
  const forms = new Map<string, string[]>();
  if (!wanted.length) return forms;
  const rows = await db.all<{ i: number; terms: string }>(sql`
    select s.key as i, (select json_group_array(term) from (
      select distinct term from site_fts_vocab v where v.term >= s.value ->> 0 and v.term < s.value ->> 1 and v.col <> 'k'
      limit ${MAX_FORMS + 1})) as terms
    from json_each(${JSON.stringify(wanted.map((s) => [s, after(s)]))}) s`);
  for (const { i, terms } of rows) {
    const words = JSON.parse(terms) as string[];
    if (words.length >= 1 && words.length <= MAX_FORMS) forms.set(wanted[i]!, words);
  }
  return forms;
}
