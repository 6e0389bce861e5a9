import * as v from 'valibot';

/** Query-string integer with bounds; messages name the parameter so a 400 explains itself. */
const queryInt = (name: string, min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, `${name} must be a whole number`),
      v.transform(Number),
      v.minValue(min, `${name} must be between ${min} and ${max}`),
      v.maxValue(max, `${name} must be between ${min} and ${max}`),
    ),
    String(fallback),
  );

const MAX_PAGE_SIZE = 50;

export const pageQuerySchema = v.object({
  limit: queryInt('limit', 1, MAX_PAGE_SIZE, 12),
  offset: queryInt('offset', 0, 1_000_000, 0),
});

/** The staff lists (CMS news, episodes, audiobooks and members): a page, optionally narrowed by `q`. */
export const adminListQuerySchema = v.object({
  ...pageQuerySchema.entries,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'q must be at most 200 characters'))),
});

export type AdminListQuery = v.InferOutput<typeof adminListQuerySchema>;

/**
 * Every search reads a question by its start, this many characters: a pasted page or a long dictated
 * question is searched, never refused (the words after this add nothing but cost). One rule for the
 * site search (site-query.ts) and the per-service searches (issue 51).
 */
export const MAX_QUERY_CHARS = 500;

/** ?q= for the search endpoints: required, and any text at all is safe to send; a long one is read by its start. */
export const searchQuerySchema = v.object({
  // A missing q defaults to '' so it fails with the same message as a blank one.
  q: v.pipe(
    v.optional(v.string('q is required'), ''),
    v.trim(),
    v.nonEmpty('q is required'),
    v.transform((q) => q.slice(0, MAX_QUERY_CHARS).trim()),
  ),
});

/** Search answers one ranked page; the screens show it without paging. */
export const SEARCH_LIMIT = 50;
