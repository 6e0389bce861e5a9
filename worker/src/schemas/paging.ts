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

export const MAX_PAGE_SIZE = 50;

export const pageQuerySchema = v.object({
  limit: queryInt('limit', 1, MAX_PAGE_SIZE, 12),
  offset: queryInt('offset', 0, 1_000_000, 0),
});
