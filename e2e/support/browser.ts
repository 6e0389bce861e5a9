import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { timed, timePage } from './timings';

export const baseURL = () => inject('baseURL');

export const MEMBER = { email: 'member@example.org', password: 'member-demo-password', firstName: 'Sam' };
export const ADMIN = { email: 'admin@example.org', password: 'admin-demo-password', firstName: 'Jordan' };

/**
 * The browser for a test file: a connection to the one Chromium the global setup launched
 * (e2e/support/global-setup.ts), instead of a Chromium of the file's own. Each test still gets
 * contexts of its own (cookies, storage, cache), and a file's contexts all close when it ends.
 */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await timed('browser connect', () => chromium.connect(inject('browserWSEndpoint')));
  });
  // Every context a test opened is closed when the test ends, passed or failed, so a failure
  // never leaves pages running (and loading the server) into the next test.
  // A context opened in a beforeAll is shared by the file's tests and closed by its afterAll:
  // only those opened while a test runs (between beforeEach and afterEach) are tracked here.
  const open = new Set<BrowserContext>();
  let inTest = false;
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await Promise.all([...open].map((context) => context.close().catch(() => {})));
    open.clear();
  });
  // Closing a connected browser closes the contexts this file opened and disconnects; the
  // browser itself runs on for the next file.
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    /** A fresh context (cookies, storage) and page; axe needs a page from a context. */
    async newPage(
      options: { width?: number; height?: number; reducedMotion?: 'reduce' | 'no-preference'; tips?: boolean } = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      const context = await timed('new context', () =>
        state.browser!.newContext({
          baseURL: baseURL(),
          viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
          reducedMotion: options.reducedMotion ?? 'reduce',
        }),
      );
      // The first-visit accessibility tips would pop up over whatever a test hovers; they
      // have their own tests, so every other browser test starts as a returning visitor.
      if (!options.tips) await context.addInitScript(() => localStorage.setItem('accessibility-tips-seen', 'true'));
      if (inTest) {
        open.add(context);
        context.on('close', () => open.delete(context));
      }
      const page = await context.newPage();
      timePage(page);
      return { context, page };
    },
  };
}

type Who = { email: string; password: string; firstName: string };

/**
 * Signs `who` in on the page's context and opens their dashboard. Through the sign-in API (the
 * request the form sends, with the browser's Origin), not the form: the form is the subject of
 * member.test.ts (signInThroughForm), and here it only cost every other test two page loads.
 */
export function signIn(page: Page, who: Who = MEMBER): Promise<void> {
  return timed('sign in', async () => {
    const res = await page.request.post('/api/auth/login', {
      data: { email: who.email, password: who.password },
      headers: { origin: baseURL() },
    });
    if (res.status() !== 200) throw new Error(`Signing in as ${who.email} answered ${res.status()}: ${await res.text()}`);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${who.firstName}!` }).waitFor();
  });
}

/** Signs `who` in as a member does: the sign-in page's form, then the dashboard it opens. */
export function signInThroughForm(page: Page, who: Who = MEMBER): Promise<void> {
  return timed('sign in (form)', async () => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(who.email);
    await form.getByLabel('Password').fill(who.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${who.firstName}!` }).waitFor();
  });
}

/** Zero axe-core violations at the WCAG 2.2 AA tags. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * A field's own error, under the field. The error summary at the top of the form repeats each
 * message as a link, so a bare getByText finds two; this is the one tied to the field.
 */
export const fieldError = (scope: Page | Locator, text: string): Locator => scope.locator('[id$="-error"]', { hasText: text });

/** The summary's link to a field with this error ("There is a problem"). */
export const summaryLink = (scope: Page | Locator, text: string): Locator =>
  scope.locator('[data-error-summary]').getByRole('link', { name: text });

/**
 * A notification as it shows in the Notifications region. While a dialog is open its
 * announcer repeats the words out of sight, so a bare getByText finds two.
 */
export const toastText = (page: Page, text: string): Locator => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text);

/**
 * The installed service worker controls the page, so its requests go through it (or past it, by
 * its static routes). It installs after the page has loaded and precaches the shell first: on
 * CI's two busy cores that took more than 30 s once, so the wait is long.
 *
 * Two ways a page is never controlled, both the browser's rules rather than ours, so the wait
 * reloads the page (as a member's next visit would) instead of waiting forever:
 * - the worker activated, and claimed its clients, while a navigation was in flight: the
 *   document that navigation made was not yet a client, and stays uncontrolled;
 * - its install failed (a precache fetch cut off on a loaded machine): the next page load
 *   registers it again.
 */
export function controlled(page: Page): Promise<void> {
  return timed('service worker wait', () => untilControlled(page));
}

async function untilControlled(page: Page): Promise<void> {
  const deadline = Date.now() + 120_000;
  let stuckSince = Date.now();
  for (;;) {
    const state = await page
      .evaluate(async () => {
        if (navigator.serviceWorker.controller) return 'controlled';
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.installing || registration?.waiting ? 'installing' : registration?.active ? 'active' : 'none';
      })
      .catch(() => 'navigating' as const);
    if (state === 'controlled') return;
    if (Date.now() > deadline) throw new Error(`The service worker did not control ${page.url()} in 120 s (last seen: ${state})`);
    if (state === 'installing' || state === 'navigating') stuckSince = Date.now();
    // Active but not in control for 3 s (a claim lands at once), or nothing installing for 20 s.
    else if (Date.now() - stuckSince > (state === 'active' ? 3_000 : 20_000)) {
      await page.reload();
      stuckSince = Date.now();
    }
    await page.waitForTimeout(250);
  }
}

/**
 * A download's contents. The browser is shared and reached over its connection (chromium.ts),
 * where a download has no local path: it is saved to a file of our own first.
 */
export async function readDownload(download: Download): Promise<string> {
  const file = path.join(tmpdir(), `e2e-download-${process.pid}-${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  try {
    return await readFile(file, 'utf8');
  } finally {
    await rm(file, { force: true });
  }
}
