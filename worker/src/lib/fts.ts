/**
 * Turns whatever a member typed into a safe FTS5 query: words only (letters and digits in
 * any script), each quoted and prefix-matched, all required. Quotes, apostrophes, NEAR,
 * OR, "*" and other operators are just text here, so no input can make the query fail.
 * Returns null when nothing searchable is left.
 */
export function toFtsQuery(input: string, maxTerms = 8): string | null {
  const words = input.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words)].slice(0, maxTerms);
  return terms.length ? terms.map((w) => `"${w}"*`).join(' ') : null;
}
