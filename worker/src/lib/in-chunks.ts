/**
 * D1 binds at most 100 values in one statement (SQLite's own limit is far higher, so this only
 * shows on Cloudflare and in its local simulator). A list of ids read with `IN (...)` or rows
 * inserted together are taken this many values at a time, leaving room for the other values a
 * statement binds.
 */
export const VALUES_PER_STATEMENT = 90;

/** `items` in consecutive slices of at most `size`; none for an empty list. */
export function inChunks<T>(items: readonly T[], size = VALUES_PER_STATEMENT): T[][] {
  if (size < 1) throw new RangeError('A chunk holds at least one item');
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
