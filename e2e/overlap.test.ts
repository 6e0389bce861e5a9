import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, signIn, useBrowser } from './support/browser';
import { firstItems } from './support/page-checks';

// First-visit tips and the floating accessibility button must never sit over what a member
// is working on: an error, a form field, the player, an empty state, a heading. (Tips were
// seen over the wrong-password error, the empty-comment error, the player, "No articles
// found" and an admin heading.)

const browser = useBrowser();

type Box = { left: number; top: number; right: number; bottom: number; what: string };

/** The tip (if one shows), the floating button, and what neither may cover, as on screen now. */
const layout = (page: Page, protect: string) =>
  page.evaluate((selector) => {
    const box = (el: Element, what: string): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, what };
    };
    const tipEl = document.querySelector('[data-testid="tip-box"]');
    const tip = tipEl && tipEl.textContent?.includes('Tip:') ? box(tipEl, 'tip') : null;
    const button = box(document.querySelector('button[aria-label="Accessibility settings"]')!, 'accessibility button');
    const guarded = Array.from(document.querySelectorAll(selector))
      // Only what can be seen: a visually hidden heading (1 px) is covered by nothing.
      .filter((el) => el.getBoundingClientRect().height > 2 && !el.closest('[data-a11y-ui]'))
      .map((el) =>
        box(
          el,
          `${el.tagName.toLowerCase()} ${(el.textContent || el.getAttribute('name') || el.getAttribute('type') || '').trim().slice(0, 40)}`,
        ),
      );
    return { tip, button, guarded };
  }, protect);

const hits = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A tip comes on `target` (hover for a pointer, focus for keys) and covers none of `protect`.
 * Where every spot would cover a field or an error (a phone's sign-in page) the tip waits for
 * another moment instead; `mustShow` says whether this screen has room for one.
 */
async function expectTipClear(
  page: Page,
  target: string,
  protect: string,
  label: string,
  how: 'hover' | 'focus' = 'focus',
  mustShow = true,
) {
  // Point only once the page has settled: a font arriving or a part finishing loading reflows
  // it, and an element moved from under a resting pointer leaves it on whatever came instead.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.locator('.animate-spin').first().waitFor({ state: 'detached' });
  const el = page.locator(target).first();
  if (how === 'hover') await el.hover();
  else await el.focus();
  const said = page.getByTestId('tip-live').filter({ hasText: 'Tip:' });
  // A tip shows after 700 ms; the bound is generous for a loaded machine, and short only where
  // a tip may rightly not show at all.
  const shown = await said.waitFor({ state: 'attached', timeout: mustShow ? 15_000 : 3000 }).then(
    () => true,
    () => false,
  );
  if (mustShow) expect(shown, `a tip shows on ${label}`).toBe(true);
  if (!shown) return;
  const { tip, guarded } = await layout(page, protect);
  const covered = guarded
    .filter((g) => hits(tip!, g))
    .map((g) => `${g.what} at ${Math.round(g.top)}-${Math.round(g.bottom)} (tip ${Math.round(tip!.top)}-${Math.round(tip!.bottom)})`);
  expect(covered, `the tip on ${label} covers nothing protected`).toEqual([]);
  await page.keyboard.press('Escape');
}

/**
 * Each protected element, brought into view as focus or a screen reader's cursor would bring it
 * (to the bottom edge: the worst case), is clear of the floating button.
 */
async function expectButtonClear(page: Page, protect: string, label: string) {
  const covered = await page.evaluate((selector) => {
    const button = document.querySelector('button[aria-label="Accessibility settings"]')!;
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (el.getClientRects().length === 0 || el.closest('[data-a11y-ui]')) continue;
      el.scrollIntoView({ block: 'end' });
      const a = el.getBoundingClientRect();
      const b = button.getBoundingClientRect();
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        found.push(`${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 40)}`);
    }
    return found;
  }, protect);
  expect(covered, `the accessibility button covers nothing on ${label}`).toEqual([]);
}

/** Tips come on the first three page loads: each part of the journey is opened as a first visit. */
async function firstVisit(page: Page, path: string) {
  await page.evaluate(() => localStorage.removeItem('page-visits')).catch(() => {});
  await page.goto(path);
}

const FIELDS_AND_ERRORS = 'input:not([type="hidden"]), textarea, select, [role="alert"]:not(:empty), [aria-invalid="true"]';

describe('tips and the floating button leave the member’s work in view', () => {
  for (const width of [375, 1280]) {
    it(`on sign-in with a wrong password, at ${width} px`, async () => {
      const { page, context } = await browser.newPage({ width, height: 800, tips: true });
      try {
        await firstVisit(page, '/login');
        const form = page.getByRole('form', { name: 'Sign in' });
        await form.getByLabel('Email').fill(MEMBER.email);
        await form.getByLabel('Password', { exact: true }).fill('not-the-password');
        await form.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
        await expectTipClear(
          page,
          'form[aria-labelledby="sign-in-heading"] input[name="password"]',
          FIELDS_AND_ERRORS,
          'the password field',
          'focus',
          width > 600,
        );
        await expectButtonClear(page, FIELDS_AND_ERRORS, 'sign-in');
      } finally {
        await context.close();
      }
    });

    it(`on a post with an empty comment, the player, an empty search and the CMS, at ${width} px`, async () => {
      const { page, context } = await browser.newPage({ width, height: 800, tips: true });
      try {
        await signIn(page, MEMBER);
        const { post, episode } = await firstItems(page);
        await firstVisit(page, `/community/posts/${post.id}`);
        await page.getByRole('button', { name: 'Post Comment' }).click();
        await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
        await expectTipClear(page, 'textarea[name="content"]', FIELDS_AND_ERRORS, 'the comment box', 'focus', width > 600);
        await expectButtonClear(page, FIELDS_AND_ERRORS, 'the comment form');

        await firstVisit(page, `/podcasts/${episode.id}`);
        // The page's player is a view of the app's one player, which loads lazily: hover once it
        // holds the episode, or a loaded machine re-renders the button under a resting pointer.
        // With the episode cued the docked player takes the foot of a phone's screen too, and
        // every spot left may cover a control: there the tip rightly waits, as on the comment box.
        await page.waitForFunction(() => Boolean(document.querySelector('audio')?.currentSrc));
        await expectTipClear(
          page,
          'main button:has-text("Play")',
          'input[type="range"], select, main button',
          'the player',
          'hover',
          width > 600,
        );

        await firstVisit(page, '/news?q=zzqxjvwk');
        await page.getByRole('heading', { name: 'No articles found' }).waitFor();
        await expectTipClear(
          page,
          'input[type="search"]',
          // What the member is working on: the search, the empty state's heading and words.
          `${FIELDS_AND_ERRORS}, main h1, [data-empty-state] h2, [data-empty-state] p`,
          'an empty search',
          'focus',
          width > 600,
        );
        await expectButtonClear(page, 'main h2, main button', 'the empty search');
      } finally {
        await context.close();
      }
      const admin = await browser.newPage({ width, height: 800, tips: true });
      try {
        await signIn(admin.page, ADMIN);
        await firstVisit(admin.page, '/cms-admin');
        await expectTipClear(admin.page, 'main button', 'main h1, main h2', 'the CMS', 'hover');
        // A tip about the page's content itself: on a phone the content fills the screen, and
        // the tip was once withdrawn for want of a spot outside it. It shows, over no field or
        // error; there it may have to cover part of a heading (the least of what is on screen).
        await expectTipClear(admin.page, 'main p', FIELDS_AND_ERRORS, 'the CMS content', 'hover');
      } finally {
        await admin.context.close();
      }
    });
  }
});
