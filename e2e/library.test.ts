import { describe, expect, it } from 'vitest';
import { expectAccessible, MEMBER, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('audio library', () => {
  it('filters by category, searches, opens a book and keeps a favourite', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/library');
    await page.getByRole('heading', { level: 1, name: 'Audio Book Library' }).waitFor();
    const cards = page.locator('main article');
    await cards.first().waitFor();
    await expectAccessible(page, 'library');

    const select = page.getByRole('combobox', { name: 'Category' });
    expect(await select.locator('option').first().textContent()).toBe('All Categories');
    await select.selectOption('Classic Fiction');
    await page.waitForURL(/category=Classic/);
    await page.getByRole('status').filter({ hasText: 'in Classic Fiction' }).waitFor();
    const categories = await cards.locator('p.text-teal-800').allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Classic Fiction']));

    // A search beats the category, and choosing a category clears the search.
    await page.getByRole('searchbox', { name: 'Search audiobooks' }).fill('paterson');
    await page
      .getByRole('status')
      .filter({ hasText: /(books? match|book matches) "paterson"/ })
      .waitFor();
    await select.selectOption('');
    await page.waitForURL((url) => !url.search.includes('q='));
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search audiobooks' }).inputValue()).toBe('');

    await page.getByRole('searchbox', { name: 'Search audiobooks' }).fill('zzqxv');
    await page.getByRole('heading', { name: 'No books found' }).waitFor();
    await expectAccessible(page, 'library, no results');
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await cards.first().waitFor();

    const title = (await cards.first().getByRole('heading').textContent())!;
    await cards
      .first()
      .getByRole('link', { name: `Play ${title}` })
      .click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    for (const label of ['Author', 'Narrator', 'Category', 'Duration', 'Published', 'Accessible', 'Transcript']) {
      expect(await page.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await page.getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(/^\/media\/.+\?download=1$/);
    await expectAccessible(page, 'book page');

    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await page.getByRole('button', { name: 'Remove from Favorites' }).waitFor();
    await page.goto('/library?show=favourites');
    await page.locator('main article').getByRole('heading', { name: title }).waitFor();
    await page.goto('/library');
    await cards.first().waitFor();
    await page.getByRole('link', { name: `Play ${title}` }).click();
    await page.getByRole('button', { name: 'Remove from Favorites' }).click();
    await page.getByRole('button', { name: 'Add to Favorites' }).waitFor();
    // "Show all books" goes with the empty favourites it sits in: focus goes to the toggle it undid.
    await page.goto('/library?show=favourites');
    await page.getByRole('button', { name: 'Show all books' }).click();
    await cards.first().waitFor();
    const toggle = page.getByRole('button', { name: 'My favourites' });
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await context.close();
  });

  it('shows Book Not Found for an unknown book', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/library/999999');
    await page.getByRole('heading', { name: 'Book Not Found' }).waitFor();
    await expectAccessible(page, 'book not found');
    await context.close();
  });
});
