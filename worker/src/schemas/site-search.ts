import * as v from 'valibot';
import { isRealDate } from './dates';
import { DATE_ORDER_MESSAGE, datesInOrder, MAX_SEARCH_PAGE, SEARCH_KINDS } from './site-search-answer';

// The site-wide search's query (issue 20, decision 0032); its kinds and answer are in site-search-answer.ts.

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isRealDate(day);
const day = (name: string) => v.optional(v.pipe(v.string(), v.check(isDay, `${name} must be a date written yyyy-mm-dd`)));

export const siteSearchQuerySchema = v.pipe(
  v.object({
    // Any text is searchable, and a pasted page too: the service reads its start (MAX_QUERY_CHARS),
    // so nothing a person can type is refused. A blank one answers with nothing found.
    q: v.optional(v.string(), ''),
    kind: v.optional(v.picklist(['all', ...SEARCH_KINDS], `kind must be one of all, ${SEARCH_KINDS.join(', ')}`), 'all'),
    from: day('from'),
    to: day('to'),
    page: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/, 'page must be a whole number'),
        v.transform(Number),
        v.minValue(1, `page must be between 1 and ${MAX_SEARCH_PAGE}`),
        v.maxValue(MAX_SEARCH_PAGE, `page must be between 1 and ${MAX_SEARCH_PAGE}`),
      ),
      '1',
    ),
  }),
  v.forward(
    v.check((q) => datesInOrder(q.from, q.to), DATE_ORDER_MESSAGE),
    ['from'],
  ),
);

export type SiteSearchQuery = v.InferOutput<typeof siteSearchQuerySchema>;
