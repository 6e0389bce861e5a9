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
 * left out (searched as prefixes). One statement: each stem is a range lookup in site_fts_vocab.
 */
export async function wordForms(db: Db, stems: string[]): Promise<Map<string, string[]>> {
  const wanted = [...new Set(stems.filter((s) => [...s].length > 1))];
  const forms = new Map<string, string[]>();
  if (!wanted.length) return forms;
  const ranges = wanted.map(
    (s, i) =>
      sql`select * from (select distinct ${i} as i, term from site_fts_vocab where term >= ${s} and term < ${after(s)} and col <> 'k' limit ${MAX_FORMS + 1})`,
  );
  const rows = await db.all<{ i: number; term: string }>(sql.join(ranges, sql` union all `));
  for (const { i, term } of rows) forms.set(wanted[i]!, [...(forms.get(wanted[i]!) ?? []), term]);
  for (const [s, words] of forms) if (words.length > MAX_FORMS) forms.delete(s);
  return forms;
}
