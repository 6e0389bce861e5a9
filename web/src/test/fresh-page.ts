import { vi } from 'vitest';

// The web tests share a process and its jsdom page from file to file (vitest.config.ts,
// isolate: false). The project's modules are fresh in every file (scripts/lib/fresh-modules.ts);
// what a file left in the page, its storage, history and cookies, the globals, the clock, spies
// and what it set on the DOM's prototypes or navigator is put back by freshPage() after each
// file (web/src/test/setup.ts), so the next file starts as it would in a page of its own.

/** What tests patch by hand (jsdom lacks scrollIntoView, navigator.mediaSession): kept as the page began. */
const patched = (): object[] => [Node.prototype, Element.prototype, HTMLElement.prototype, Document.prototype, navigator];
type Snapshot = { url: string; properties: Map<PropertyKey, PropertyDescriptor | undefined>[] };

const ownProperties = (target: object) =>
  new Map(Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)]));

const kept = globalThis as { firstPage?: Snapshot };
kept.firstPage ??= { url: window.location.href, properties: patched().map(ownProperties) };

const same = (a?: PropertyDescriptor, b?: PropertyDescriptor) => a?.value === b?.value && a?.get === b?.get && a?.set === b?.set;

/** Deletes what a file added to `target`, and puts back what it replaced or deleted. */
function restoreProperties(target: object, first: Map<PropertyKey, PropertyDescriptor | undefined>): void {
  for (const key of Reflect.ownKeys(target)) if (!first.has(key)) Reflect.deleteProperty(target, key);
  for (const [key, was] of first)
    if (was && !same(Object.getOwnPropertyDescriptor(target, key), was)) Object.defineProperty(target, key, was);
}

/**
 * Cancels every animation frame the file left pending: the page is shared, so a frame a
 * component asked for just before its file ended would otherwise run in the next file, after
 * its patches (scrollIntoView) were taken back. Frame ids count up from 1.
 */
function cancelPendingFrames(): void {
  const last = window.requestAnimationFrame(() => undefined);
  for (let id = last; id > 0; id--) window.cancelAnimationFrame(id);
}

export function freshPage(): void {
  const first = kept.firstPage!;
  vi.useRealTimers();
  cancelPendingFrames();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  patched().forEach((target, i) => restoreProperties(target, first.properties[i]!));
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';').filter((c) => c.trim()))
    document.cookie = `${cookie.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  for (const element of [document.documentElement, document.head, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.history.replaceState(null, '', first.url);
}
