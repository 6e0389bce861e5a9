import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, signIn, useBrowser } from './support/browser';
import { firstItems, useDisplaySettings } from './support/page-checks';

// Every dialog, on a small phone, a phone, a laptop and a laptop zoomed to 200 %, at 100 % and
// 200 % text: it opens with
// its heading and first field on screen, and its last button can be reached by scrolling and
// by Tab. (A panel taller than the screen used to be centred, its top out of reach.)

const browser = useBrowser();

type Screen = { label: string; width: number; height: number; fontSize: number };
const SCREENS: Screen[] = [
  { label: '320 x 640 at 100 %', width: 320, height: 640, fontSize: 100 },
  { label: '320 x 640 at 200 %', width: 320, height: 640, fontSize: 200 },
  { label: '375 x 812 at 100 %', width: 375, height: 812, fontSize: 100 },
  { label: '375 x 812 at 200 %', width: 375, height: 812, fontSize: 200 },
  { label: '1280 x 800', width: 1280, height: 800, fontSize: 100 },
  // A laptop at 200 % browser zoom (1280 by 800 is 640 by 400 CSS pixels), with large text too.
  { label: '640 x 400 at 100 %', width: 640, height: 400, fontSize: 100 },
  { label: '640 x 400 at 200 %', width: 640, height: 400, fontSize: 200 },
];

type Opener = {
  name: string | RegExp;
  path: string | ((page: Page) => Promise<string>);
  button?: string | RegExp;
  /** Sent empty, the form is refused and its error summary takes focus (never for edits or deletes). */
  refusesEmpty?: boolean;
};

// ?new=1 opens a CMS tab's create dialog, as its New button and Quick Actions do.
const ADMIN_DIALOGS: Opener[] = [
  { name: 'Create Campaign', path: '/donations', button: 'Create Campaign', refusesEmpty: true },
  { name: 'Edit Campaign', path: '/donations', button: /^Edit campaign / },
  { name: 'Delete campaign?', path: '/donations', button: /^Delete campaign / },
  { name: 'New Page', path: '/cms-admin?tab=pages&new=1', refusesEmpty: true },
  { name: 'New Template', path: '/cms-admin?tab=templates&new=1', refusesEmpty: true },
  { name: 'New Form', path: '/cms-admin?tab=forms&new=1' },
  { name: 'New Menu', path: '/cms-admin?tab=menus&new=1' },
  { name: 'New Redirect', path: '/cms-admin?tab=redirects&new=1', refusesEmpty: true },
  { name: 'Upload media', path: '/cms-admin?tab=media&new=1' },
  { name: 'New Article', path: '/cms-admin?tab=news&new=1', refusesEmpty: true },
  { name: 'New Episode', path: '/cms-admin?tab=episodes&new=1', refusesEmpty: true },
  { name: 'New Audiobook', path: '/cms-admin?tab=audiobooks&new=1' },
  { name: /^Delete page\?$/, path: '/cms-admin?tab=pages', button: /^Delete / },
];

const otherMembersPost = async (page: Page) => {
  const posts = await page.evaluate(() =>
    fetch('/api/community/posts?limit=10&offset=0').then((r) => r.json() as Promise<{ id: number; canEdit: boolean }[]>),
  );
  return `/community/posts/${posts.find((p) => !p.canEdit)!.id}`;
};

const MEMBER_DIALOGS: Opener[] = [
  { name: 'Create Post', path: '/community', button: 'Create Post', refusesEmpty: true },
  { name: 'Flag this post', path: otherMembersPost, button: 'Report post', refusesEmpty: true },
  { name: 'Episode feedback', path: async (page) => `/podcasts/${(await firstItems(page)).episode.id}`, button: 'Feedback' },
];

const VISITOR_DIALOGS: Opener[] = [{ name: /^Donate to /, path: '/donations', button: /^Donate to / }];

/** Where the dialog's parts are, in viewport pixels. */
const measure = (dialog: Locator) =>
  dialog.evaluate((root) => {
    const box = (el: Element | null | undefined) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const body = root.querySelector('[data-dialog-body]');
    const first = body?.querySelector('input:not([type="hidden"]), select, textarea, button, a[href]');
    return {
      viewport: { width: innerWidth, height: innerHeight },
      heading: box(root.querySelector('h2')),
      close: box(root.querySelector('button[aria-label="Close"]')),
      first: box(first),
      summary: box(root.querySelector('[data-error-summary]')),
      summaryFocused: document.activeElement?.hasAttribute('data-error-summary') ?? false,
      // A file field's chosen name ("No file chosen") goes on a line under its button (FileInput):
      // beside it, at 200 % text on a phone, it was cut to "N…". The browser draws both inside the
      // input, so its height tells: the button's 44 px and a line of text.
      fileFieldsTwoLines: Array.from(root.querySelectorAll('input[type="file"]')).every(
        (input) => input.getBoundingClientRect().height >= 44 + parseFloat(getComputedStyle(input).fontSize),
      ),
      sideways:
        document.documentElement.scrollWidth > innerWidth || (root.querySelector('[data-dialog-panel]')?.scrollWidth ?? 0) > innerWidth,
      // A screen short for the text size scrolls the whole panel, heading included, by design.
      panelScrolls: !!body && getComputedStyle(body).overflowY === 'visible',
    };
  });

type Box = { top: number; bottom: number; left: number; right: number };
const onScreen = (b: Box | null, v: { width: number; height: number }) =>
  !!b && b.top >= -1 && b.bottom <= v.height + 1 && b.left >= -1 && b.right <= v.width + 1;
/** A field is there to be seen and used when its top, at least 44 px of it, is on screen (a tall text box may go on below). */
const startsOnScreen = (b: Box | null, v: { width: number; height: number }) =>
  !!b && b.top >= -1 && b.top + Math.min(44, b.bottom - b.top) <= v.height + 1 && b.left >= -1 && b.right <= v.width + 1;

/** The last button, focused as Tab would reach it: on screen and not covered by anything. */
const lastButtonReachable = (dialog: Locator) =>
  dialog.evaluate((root) => {
    const buttons = Array.from(root.querySelectorAll<HTMLElement>('button')).filter((b) => b.getClientRects().length > 0);
    const last = buttons.at(-1)!;
    last.focus();
    const r = last.getBoundingClientRect();
    const x = Math.min(innerWidth - 1, Math.max(0, r.left + r.width / 2));
    const y = Math.min(innerHeight - 1, Math.max(0, r.top + r.height / 2));
    const hit = document.elementFromPoint(x, y);
    return {
      label: last.textContent?.trim(),
      visible: r.top >= -1 && r.bottom <= innerHeight + 1,
      uncovered: !!hit && (hit === last || last.contains(hit)),
      focused: document.activeElement === last,
    };
  });

async function checkDialogs(who: 'visitor' | 'member' | 'admin', openers: Opener[], screen: Screen) {
  const { page, context } = await browser.newPage({ width: screen.width, height: screen.height });
  try {
    if (who !== 'visitor') await signIn(page, who === 'admin' ? ADMIN : MEMBER);
    else await page.goto('/');
    await useDisplaySettings(page, { fontSize: screen.fontSize });
    for (const opener of openers) {
      const path = typeof opener.path === 'string' ? opener.path : await opener.path(page);
      await page.goto(path);
      if (opener.button) await page.getByRole('button', { name: opener.button }).first().click();
      const dialog = page.getByRole('dialog', { name: opener.name });
      await dialog.waitFor();
      // Fonts and lazy parts settle before measuring: the fonts have loaded and two frames drawn.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      const at = `${String(opener.name)} on ${screen.label}`;
      const m = await measure(dialog);
      expect(onScreen(m.heading, m.viewport), `heading of ${at}: ${JSON.stringify(m.heading)}`).toBe(true);
      expect(onScreen(m.close, m.viewport), `Close of ${at}`).toBe(true);
      expect(startsOnScreen(m.first, m.viewport), `first control of ${at}: ${JSON.stringify(m.first)}`).toBe(true);
      expect(m.sideways, `sideways scroll in ${at}`).toBe(false);
      expect(m.fileFieldsTwoLines, `a file field's name under its button in ${at}`).toBe(true);
      const last = await lastButtonReachable(dialog);
      expect(last, `last button (${last.label}) of ${at}`).toMatchObject({ visible: true, uncovered: true, focused: true });
      // The heading stays in view while the fields scroll (unless the whole panel scrolls).
      const after = await measure(dialog);
      expect(onScreen(after.heading, after.viewport) || after.panelScrolls, `heading of ${at} after reaching the last button`).toBe(true);
      if (opener.refusesEmpty) {
        // Sent empty from its last button: the summary takes focus, on screen, and the
        // dialog's heading is back in view above it whenever both fit on the screen.
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await measure(dialog)).summaryFocused, { message: `error summary of ${at} focused` }).toBe(true);
        // The dialog brings its heading back within two frames of the summary taking focus.
        const headingShownIfBothFit = async () => {
          const m = await measure(dialog);
          const bothFit = !!m.heading && !!m.summary && m.summary.bottom - m.heading.top <= m.viewport.height;
          return onScreen(m.heading, m.viewport) || !bothFit;
        };
        await expect.poll(headingShownIfBothFit, { message: `heading of ${at} above its error summary` }).toBe(true);
        const refused = await measure(dialog);
        expect(startsOnScreen(refused.summary, refused.viewport), `error summary of ${at}: ${JSON.stringify(refused.summary)}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  } finally {
    await context.close();
  }
}

describe('every dialog fits every screen', () => {
  for (const screen of SCREENS) {
    it(`on ${screen.label}`, async () => {
      await checkDialogs('visitor', VISITOR_DIALOGS, screen);
      await checkDialogs('member', MEMBER_DIALOGS, screen);
      await checkDialogs('admin', ADMIN_DIALOGS, screen);
    }, 240_000);
  }
});
