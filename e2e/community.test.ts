import { describe, expect, it } from 'vitest';
import { joinAndConfirm } from './support/accounts';
import { expectAccessible, MEMBER, signIn, useBrowser, fieldError, summaryLink, toastText } from './support/browser';

const browser = useBrowser();

describe('community forum', () => {
  it('creates a post through the dialog, comments on it, likes and unlikes it', async () => {
    const { page, context } = await browser.newPage();
    // A member of their own: the demo member is new (trust level 0, 3 posts a day), and other
    // browser tests post as them.
    await joinAndConfirm(page, { email: `hana-${Date.now().toString(36)}@example.net`, firstName: 'Hana', lastName: 'Hobart' });
    await page.goto('/community');
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    await page.locator('main article').first().waitFor();
    await expectAccessible(page, 'community list');

    await page.getByRole('button', { name: 'Create Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Post' });
    await dialog.waitFor();
    // Invalid first: each field's own message, tied to its field, focus on the first.
    await dialog.getByLabel('Title').fill('Hi');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await fieldError(dialog, 'Title must be at least 5 characters').waitFor();
    await fieldError(dialog, 'Content must be at least 10 characters').waitFor();
    await fieldError(dialog, 'Please select a category').waitFor();
    // "There is a problem" takes focus and lists them all; the Title's link leads to it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
    await summaryLink(dialog, 'Title must be at least 5 characters').click();
    expect(await dialog.getByLabel('Title').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'create post dialog with errors');

    const title = `Accessible venues in Hobart ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Content', { exact: true })
      .fill('Which cafés in Hobart have step-free entry and a quiet corner? See https://example.org/map');
    await dialog.getByLabel('Category').selectOption('Events');
    await dialog.getByLabel('Tags (optional)').fill('Hobart, access,, hobart');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await toastText(page, 'Your post has been created successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = page.locator('main article').filter({ hasText: title });
    await card.waitFor();
    expect(await card.getByRole('listitem').allTextContents()).toEqual(['Hobart', 'access']);

    await card.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'Comments (0)' }).waitFor();
    await page.getByText('No comments yet. Be the first to share your thoughts!').waitFor();
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await fieldError(page, 'Comment cannot be empty').waitFor();
    await page.getByPlaceholder('Share your thoughts...').fill('The library café on Murray Street is great.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await toastText(page, 'Your comment has been added!').waitFor();
    await page.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    await page.getByRole('article', { name: /Comment by Hana Hobart/ }).waitFor();
    expect(await page.getByRole('link', { name: 'https://example.org/map' }).getAttribute('rel')).toContain('ugc');
    await expectAccessible(page, 'post page');

    const like = page.getByRole('button', { name: /^Like this post/ });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.textContent()).toContain('(1 like)');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => like.textContent()).toContain('(0 likes)');
    await context.close();
  });

  it('filters by category and pages through posts', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/community');
    const cards = page.locator('main article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Advocacy');
    await page.getByRole('status').filter({ hasText: 'in Advocacy' }).waitFor();
    expect(page.url()).not.toMatch(/page=/);
    const badges = await cards.getByTestId('post-category').allTextContents();
    expect(new Set(badges)).toEqual(new Set(['Advocacy']));
    await context.close();
  });

  it('shows Post Not Found for an unknown post', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/community/posts/999999');
    await page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    await page.getByText("The community post you're looking for doesn't exist or has been removed.").waitFor();
    await expectAccessible(page, 'post not found');
    await context.close();
  });
});
