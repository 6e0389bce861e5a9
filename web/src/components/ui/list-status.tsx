/**
 * What a list now shows, said to screen readers: "11 articles match "housing"", "No articles
 * match your search for …", "Page 2, 12 articles". One polite status stays on the page and
 * only its text changes (GOV.UK's accessible autocomplete does the same): a status element
 * inserted already holding its text is not announced by most screen readers. Empty while
 * loading, and on a list's first page, which the page title has already introduced.
 */
export function ListStatus({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="list-status">
      {message}
    </p>
  );
}

type Counted = {
  /** The list's state: nothing to say while it loads or after it failed (the error says so). */
  count: number | undefined;
  noun: [one: string, many: string];
  q?: string;
  page: number;
  /** "in Advocacy": how the list is narrowed, if it is. */
  scope?: string;
  /** Say the count on the first page too: the member has just narrowed the list (favourites). */
  narrowed?: boolean;
};

/** The sentence ListStatus says for a page of results or a search. */
export function listMessage({ count, noun: [one, many], q = '', page, scope, narrowed = Boolean(scope) }: Counted): string {
  if (count === undefined) return '';
  const term = q.trim();
  const nouns = count === 1 ? one : many;
  if (term)
    return count ? `${count} ${nouns} ${count === 1 ? 'matches' : 'match'} "${term}"` : `No ${many} match your search for "${term}"`;
  if (page === 0 && !narrowed) return '';
  return `Page ${page + 1}, ${count} ${nouns}${scope ? ` ${scope}` : ''}`;
}
