import { useSyncExternalStore } from 'react';

// What the announcer last said, and who to tell when it changes (a one-value store, so a page
// title can announce itself without passing anything through the router).
let message = '';
const listeners = new Set<() => void>();

/** Says the new page's title after an in-app navigation (PageTitle calls it). */
export function announcePage(title: string): void {
  // A repeat of the same text would not be read again; the no-break space makes it differ.
  message = message === title ? `${title}\u00a0` : title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A polite live region, always on the page, that reads the new document title after a
 * client-side navigation (WCAG 4.1.3). Focus moves to the page's h1 as well; some screen
 * readers announce a focus move on a heading only by its text, not that the page changed.
 */
export function RouteAnnouncer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {text}
    </p>
  );
}
