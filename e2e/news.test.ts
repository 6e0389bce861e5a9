import { describe, expect, it } from 'vitest';
import { expectAccessible, MEMBER, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('news feed', () => {
  it('searches, clears the search, pages through and opens an article', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/news');
    await page.getByRole('heading', { level: 1, name: 'News Feed' }).waitFor();
    const cards = page.locator('main article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(12);
    await expectAccessible(page, 'news list');

    // Next is offered after a full page; Previous is disabled on the first.
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    const firstTitle = await cards.first().getByRole('heading').textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2', { exact: true }).waitFor();
    await expect.poll(() => cards.first().getByRole('heading').textContent()).not.toBe(firstTitle);
    expect(page.url()).toMatch(/page=2/);
    // The seed has 43 articles: page 4 is short, so Next is disabled there.
    await page.goto('/news?page=4');
    await page.getByText('Page 4', { exact: true }).waitFor();
    await cards.first().waitFor();
    expect(await cards.count()).toBe(7);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    // Search resets to the first page and hides Next; "employ" finds "employment" by prefix.
    await page.getByRole('searchbox', { name: 'Search news articles' }).fill('employ');
    await page.waitForURL(/q=employ/);
    await page
      .getByRole('status')
      .filter({ hasText: /articles match "employ"/ })
      .waitFor();
    expect(page.url()).not.toMatch(/page=/);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    expect((await cards.allTextContents()).some((t) => /employ/i.test(t))).toBe(true);

    await page.getByRole('searchbox', { name: 'Search news articles' }).fill('zzqxv');
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    // Said once by the list's status and shown in the empty state.
    await page.getByRole('status').filter({ hasText: 'No articles match your search for "zzqxv"' }).waitFor();
    await page.getByRole('main').locator('p:not([role="status"])', { hasText: 'No articles match your search for "zzqxv"' }).waitFor();
    await expectAccessible(page, 'news, no search results');
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await cards.first().waitFor();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search news articles' }).inputValue()).toBe('');

    const title = (await cards.first().getByRole('heading').textContent())!;
    await cards.first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page
      .getByText(/\d+ min read/)
      .first()
      .waitFor();
    await expectAccessible(page, 'news article');
    await page.getByRole('button', { name: 'Back to News' }).click();
    await page.waitForURL(/\/news$/);
    await context.close();
  });

  it('shows Article Not Found for an unknown article', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/news/999999');
    await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
    await page.getByText("The article you're looking for doesn't exist or has been removed.").waitFor();
    expect(await page.getByRole('button', { name: 'Go Back' }).count()).toBe(1);
    await expectAccessible(page, 'article not found');
    await context.close();
  });

  it('shows six skeletons while loading and the error state when loading fails', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/news?*', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
    });
    await page.goto('/news');
    const skeletons = page.getByTestId('skeletons');
    await skeletons.waitFor();
    expect(await skeletons.locator('li').count()).toBe(6);
    await expectAccessible(page, 'news loading');
    release();
    await page.getByRole('heading', { name: 'Unable to Load News' }).waitFor();
    await page.getByText('There was an error loading the news articles. Please try again later.').waitFor();
    await expectAccessible(page, 'news error');
    await context.close();
  });
});
