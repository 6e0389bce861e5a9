/**
 * Turns whatever a member typed into a safe FTS5 query: words only (letters and digits in
 * any script), each quoted and all required. Quotes, apostrophes, NEAR, OR, "*" and other
 * operators are just text here, so no input can make the query fail.
 *
 * Words are prefix-matched, since search runs as you type, except single letters: "d*"
 * means merging the index entries of every word that starts with d (every article, at
 * about ten times the cost of any real word), and no one is helped by that list. A single
 * letter matches as a whole word ("a", "5"), and the next keystroke is a prefix again.
 * Returns null when nothing searchable is left.
 */
export function toFtsQuery(input: string, maxTerms = 8): string | null {
  const words =
    input
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words)].slice(0, maxTerms);
  return terms.length ? terms.map((w) => ([...w].length > 1 ? `"${w}"*` : `"${w}"`)).join(' ') : null;
}
