import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editDistance, queryWords, searchTerms } from '../site-query';

// "Did you mean …" (issue 20): when a search finds nothing, each searched word is compared with
// the words of the index (site_fts_vocab, migration 0032) that start with the same letter, and
// the nearest that finds something this member may see takes its place.

/** How far a word may be from the one typed: one letter for short words, two for longer. */
const allowedDistance = (word: string) => (word.length <= 5 ? 1 : 2);

/** Nearest candidates tried per word; each costs one small lookup. */
const TRIES = 3;

async function correct(db: Db, word: string, visible: SQL): Promise<string | null> {
  const max = allowedDistance(word);
  const first = String.fromCodePoint(word.codePointAt(0)!);
  const after = String.fromCodePoint(word.codePointAt(0)! + 1);
  const terms = await db.all<{ term: string; docs: number }>(sql`
    select term, sum(doc) as docs from site_fts_vocab
    where term >= ${first} and term < ${after} and col <> 'k' and length(term) between ${word.length - max} and ${word.length + max}
    group by term`);
  const near = terms
    .map((t) => ({ ...t, distance: editDistance(word, t.term, max) }))
    .filter((t) => t.distance <= max && t.term !== word)
    .sort((a, b) => a.distance - b.distance || b.docs - a.docs)
    .slice(0, TRIES);
  for (const { term } of near) {
    // The vocabulary holds every row's words, drafts and hidden posts too: only a word that
    // finds something this member may see is offered.
    const seen = await db.get<{ one: number }>(
      sql`select 1 as one from site_fts where site_fts match ${`{title body} : "${term}"`} and ${visible} limit 1`,
    );
    if (seen) return term;
  }
  return null;
}

/** The query with its unknown words corrected, or null when no word has a near neighbour. */
export async function suggest(db: Db, q: string, visible: SQL): Promise<string | null> {
  const words = queryWords(q);
  const searched = new Set(searchTerms(words).filter((w) => [...w].length >= 3 && !/^\p{N}+$/u.test(w)));
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    const fix = searched.has(word) ? await correct(db, word, visible) : null;
    if (fix) changed = true;
    corrected.push(fix ?? word);
  }
  return changed ? corrected.join(' ') : null;
}
