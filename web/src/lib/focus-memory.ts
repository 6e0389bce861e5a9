import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Where focus was on each page of the history, so Back can put a member where they were
 * (the article card they opened) instead of at the top of the list. A page is rebuilt when
 * it comes back, so the control is remembered by what identifies it: a link's address, an
 * id, or a button's name.
 */

type Mark = { href: string } | { id: string } | { button: string };

const marks = new Map<string, Mark>();
let last: Mark | null = null;

function markOf(el: Element): Mark | null {
  const link = el.closest('a[href]');
  if (link) return { href: link.getAttribute('href')! };
  if (el.id && !el.matches('h1')) return { id: el.id };
  if (el instanceof HTMLButtonElement && el.textContent?.trim()) return { button: el.textContent.trim() };
  return null;
}

/** Follows focus in the page's main content (installed once by the layout). */
function trackFocus(root: HTMLElement): () => void {
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element) last = markOf(event.target);
  };
  root.addEventListener('focusin', onFocus);
  return () => root.removeEventListener('focusin', onFocus);
}

/** The page with this history key is being left: keep where its focus was. */
function rememberFocus(key: string): void {
  if (last) marks.set(key, last);
  last = null;
}

function find(root: ParentNode, mark: Mark): HTMLElement | null {
  if ('href' in mark) return root.querySelector<HTMLElement>(`a[href="${CSS.escape(mark.href)}"]`);
  if ('id' in mark) return root.querySelector<HTMLElement>(`#${CSS.escape(mark.id)}`);
  return Array.from(root.querySelectorAll('button')).find((b) => b.textContent?.trim() === mark.button) ?? null;
}

/**
 * Back to a page: focus what was focused there, once it is on the page again (a list arrives
 * after its data). Gives up after `waitMs`, or as soon as the member moves focus themselves,
 * and says whether it found it.
 */
export function restoreFocus(key: string, root: HTMLElement, waitMs = 3000): Promise<boolean> {
  const mark = marks.get(key);
  if (!mark) return Promise.resolve(false);
  return new Promise((resolve) => {
    const start = document.activeElement;
    const done = (found: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(found);
    };
    const attempt = () => {
      if (document.activeElement !== start) return done(false);
      const el = find(root, mark);
      if (!el) return;
      el.focus();
      done(true);
    };
    const observer = new MutationObserver(attempt);
    const timer = setTimeout(() => done(false), waitMs);
    observer.observe(root, { childList: true, subtree: true });
    attempt();
  });
}

/** Keeps, for each page in the history, where focus was when the member left it (for Back). */
export function useFocusMemory() {
  const main = useRef<HTMLElement>(null);
  const { key, pathname } = useLocation();
  const left = useRef({ key, pathname });
  useEffect(() => (main.current ? trackFocus(main.current) : undefined), []);
  // A layout effect: it runs before the new page's heading takes focus.
  useLayoutEffect(() => {
    if (left.current.pathname !== pathname) rememberFocus(left.current.key);
    left.current = { key, pathname };
  }, [key, pathname]);
  return main;
}
