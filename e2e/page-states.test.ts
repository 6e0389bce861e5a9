import type { Page, Route } from 'playwright-core';
import { describe, it } from 'vitest';
import { ADMIN, expectAccessible, MEMBER, signIn, useBrowser } from './support/browser';
import { expectPageArrival, firstItems } from './support/page-checks';

// The loading, empty and error states of the screens that are not lists (the lists have
// theirs in list-states.test.ts), forced by holding or faking the API.

const browser = useBrowser();

/** Holds matching API calls until release() is called; then they go through to the server. */
async function hold(page: Page, matches: (url: URL) => boolean) {
  // The context's routes also see what the service worker fetches for the page (the last-seen lists).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(matches, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

const fail = (route: Route) =>
  route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"The service is briefly unavailable."}' });

describe('non-list screens while loading, empty and failed', () => {
  it('an article and the dashboard while they load', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    const { article } = await firstItems(page);
    let release = await hold(page, (url) => url.pathname === `/api/news/${article.id}`);
    await page.goto(`/news/${article.id}`);
    await page.getByTestId('skeletons').waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading the article...' }).waitFor({ state: 'attached' });
    await expectAccessible(page, 'article loading');
    release();
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await context.unrouteAll();

    release = await hold(page, (url) => /^\/api\/(news|podcasts|community\/posts|audiobooks|dashboard\/summary)$/.test(url.pathname));
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${MEMBER.firstName}!` }).waitFor();
    await page.getByText('Loading...', { exact: true }).first().waitFor();
    await expectAccessible(page, 'dashboard loading');
    release();
    await page.getByText(/^\d+ new articles$/).waitFor();
    await context.close();
  });

  it('donations with no campaigns, and when they cannot load', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, ADMIN);
    await context.route('**/api/donation-campaigns', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/donations');
    await page.getByRole('heading', { name: 'No campaigns yet' }).waitFor();
    await page.getByRole('button', { name: 'Create Your First Campaign' }).waitFor();
    await expectAccessible(page, 'donations empty');
    await context.unrouteAll();
    await context.route('**/api/donation-campaigns', fail);
    await page.goto('/donations');
    await page.getByRole('heading', { name: 'Unable to Load Campaigns' }).waitFor();
    await expectAccessible(page, 'donations failed');
    await context.close();
  });

  it('a CMS page that cannot load names the page and offers Try Again', async () => {
    const { page, context } = await browser.newPage();
    await context.route('**/api/pages/about-us', fail);
    await page.goto('/pages/about-us');
    await page.getByRole('heading', { level: 1, name: 'Unable to Load Page' }).waitFor();
    await expectPageArrival(page, 'Unable to Load Page', { focused: false });
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await expectAccessible(page, 'public page failed');
    await context.close();
  });
});
