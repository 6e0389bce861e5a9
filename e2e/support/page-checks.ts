import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the accessibility widget saves on the device; written before a load to get a mode. */
export type DisplaySettings = Partial<
  Record<'fontSize' | 'textSpacing', number> &
    Record<'contrast' | 'darkMode' | 'highlightLinks' | 'highlightHeadings' | 'reducedMotion', boolean>
>;

/** Light (the default), dark and high contrast, and the widget's three profiles (Motor, Vision, Cognitive). */
export const MODES: Record<string, DisplaySettings> = {
  light: {},
  dark: { darkMode: true },
  'high contrast': { contrast: true },
  'Motor profile': { fontSize: 120, textSpacing: 120, highlightLinks: true },
  'Vision profile': { fontSize: 150, contrast: true, highlightLinks: true, highlightHeadings: true },
  'Cognitive profile': { fontSize: 130, highlightHeadings: true, reducedMotion: true },
};

const ROOT_CLASSES = {
  contrast: 'a11y-contrast',
  darkMode: 'a11y-dark',
  highlightLinks: 'a11y-links',
  highlightHeadings: 'a11y-headings',
  reducedMotion: 'a11y-reduce-motion',
} as const;

/** The classes on <html> that show a mode is in force (features/accessibility/lib/apply-settings.ts). */
export const classesFor = (settings: DisplaySettings) =>
  Object.entries(ROOT_CLASSES).flatMap(([key, name]) => (settings[key as keyof typeof ROOT_CLASSES] ? [name] : []));

export const rootClasses = (page: Page) => page.evaluate(() => Array.from(document.documentElement.classList));

/** Saves display settings on the device; they apply from the next page load, before first paint. */
export async function useDisplaySettings(page: Page, settings: DisplaySettings): Promise<void> {
  await page.evaluate((s) => localStorage.setItem('accessibility-settings', JSON.stringify(s)), settings);
}

/**
 * A client-side navigation to a path no link leads to (a missing item, a receipt): the
 * router's own handling of a history entry, as the browser's Back and Forward buttons use.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({ usr: null, key: `e2e${Date.now()}`, idx: (history.state?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

/** Lists, detail pages and stat lines finish loading before a page is judged. */
export async function settle(page: Page): Promise<void> {
  await page.getByTestId('skeletons').first().waitFor({ state: 'detached' });
  await page
    .getByText(/^Loading\.\.\.$/)
    .first()
    .waitFor({ state: 'detached' });
}

export const documentTitle = (name: string) => `${name} | Members' Portal`;

/** The page is named in the title, has one h1, and (after a navigation) focus is on it: the heading says where the member is, once. */
export async function expectPageArrival(page: Page, title: string, { focused }: { focused: boolean }): Promise<void> {
  await expect.poll(() => page.title(), { message: 'document title' }).toBe(documentTitle(title));
  expect(await page.locator('h1').count(), `one h1 on ${title}`).toBe(1);
  if (!focused) return;
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { message: `focus on the h1 of ${title}` }).toBe('H1');
}

async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `sideways scroll on ${label}`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Reflow that leaves text readable: at 320 px and 200 % text, a sentence squeezed into a sliver
 * beside a picture or a button (a few words a line) fits the width yet reads as a column of
 * single words. Any visible paragraph, list item or description of more than 30 characters
 * must be at least 5 of its own ems wide (160 px at 200 % text, of about 280 on the phone).
 */
async function expectNoSqueezedText(page: Page, label: string): Promise<void> {
  const squeezed = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main p, main li, main dd, main blockquote'))) {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ');
      if (text.length <= 30 || el.closest('.sr-only, [aria-hidden="true"]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const em = parseFloat(getComputedStyle(el).fontSize);
      if (box.width < 5 * em) found.push(`${Math.round(box.width)} px wide (${Math.round(box.width / em)} em): "${text.slice(0, 60)}"`);
    }
    return found;
  });
  expect(squeezed, `text squeezed into a narrow column on ${label}`).toEqual([]);
}

/** WCAG 1.4.10 as members meet it: the page fits the width, and its text still reads as sentences. */
export async function expectReflow(page: Page, label: string): Promise<void> {
  await expectNoSidewaysScroll(page, label);
  await expectNoSqueezedText(page, label);
}

/**
 * WCAG 2.5.8: every visible control is at least 24 x 24 CSS px. Links inside running text are
 * exempt (the line height of the sentence bounds them), and a checkbox or radio counts with
 * its label, which takes the same clicks.
 */
export async function expectTargetSizes(page: Page, label: string): Promise<void> {
  const small = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Hidden, or visually hidden until focused (the skip links): nothing to hit.
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || el.closest('[aria-hidden="true"], .sr-only')) continue;
      if (style.display === 'inline' && el.tagName === 'A') {
        const block = el.parentElement;
        if (block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length) continue;
      }
      const labels = (el as HTMLInputElement).labels;
      const withLabel = labels?.length ? [box, ...Array.from(labels, (l) => l.getBoundingClientRect())] : [box];
      if (withLabel.some((r) => r.width >= 23.5 && r.height >= 23.5)) continue;
      found.push(
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return found;
  });
  expect(small, `targets under 24 x 24 px on ${label}`).toEqual([]);
}

/**
 * WCAG 2.2 SC 2.4.11: every focusable element, once focused, lies clear of the floating controls
 * (the accessibility button and the docked player), wherever the page was scrolled. Each is
 * focused in turn, as Tab would (the portal lifts it clear inside the focus event), and its box
 * compared with theirs; what sits inside them, or inside a modal dialog above them, is theirs.
 */
export async function expectFocusClear(page: Page, label: string): Promise<void> {
  const covered = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const floating = () =>
      Array.from(document.querySelectorAll('[data-floating-control]'), (el) => el.getBoundingClientRect()).filter((r) => r.height > 0);
    // Where focus and the page were, put back after: the checks that follow start as the page arrived.
    const before = document.activeElement as HTMLElement | null;
    const scrolled = window.scrollY;
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[data-floating-control], [data-a11y-ui], [aria-modal="true"], .sr-only, [inert], [aria-hidden="true"]')) continue;
      const before = el.getBoundingClientRect();
      if (before.width <= 1 || before.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      el.focus();
      if (document.activeElement !== el) continue;
      const box = el.getBoundingClientRect();
      const under = floating().some((f) => box.left < f.right && f.left < box.right && box.top < f.bottom && f.top < box.bottom);
      if (under) found.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    before?.focus({ preventScroll: true });
    window.scrollTo(0, scrolled);
    return found;
  });
  expect(covered, `focused controls under the floating controls on ${label}`).toEqual([]);
}

/** A focus indicator someone can see: an outline or a box shadow on the focused element. */
export async function expectVisibleFocus(page: Page, label: string): Promise<void> {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return {
      outline: s.outlineStyle === 'none' ? 'none' : s.outlineWidth,
      boxShadow: s.boxShadow,
      focusVisible: el.matches(':focus-visible'),
    };
  });
  expect(style.focusVisible, `${label} matches :focus-visible`).toBe(true);
  expect(
    style.outline !== 'none' && style.outline !== '0px' ? 'outline' : style.boxShadow !== 'none' ? 'box-shadow' : 'none',
    `visible focus on ${label}`,
  ).not.toBe('none');
}

/** The first item of each member service, so the detail routes never depend on seeded ids. */
export async function firstItems(page: Page) {
  const first = (url: string) =>
    page.evaluate(
      (u) =>
        fetch(u)
          .then(
            (r) =>
              r.json() as Promise<
                { id: number; title: string; user?: { id: number; firstName: string | null; lastName: string | null } }[]
              >,
          )
          .then((list) => list[0]!),
      url,
    );
  const [article, episode, book, post] = await Promise.all([
    first('/api/news?limit=1&offset=0'),
    first('/api/podcasts?limit=1&offset=0'),
    first('/api/audiobooks?limit=1&offset=0'),
    first('/api/community/posts?limit=1&offset=0'),
  ]);
  return { article, episode, book, post: post as typeof post & { user: NonNullable<typeof post.user> } };
}
