import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, expectAccessible, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

/** A POST from the signed-in page, as the app sends it. */
const send = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
      return (await res.json()) as { id: number };
    },
    [path, body] as const,
  );

describe('new since your last visit', () => {
  it('marks what came after the member read to the end, counts it on the list, and jumps to it in one key press', async () => {
    const other = await browser.newPage();
    await signIn(other.page, ADMIN);
    const title = `New comments walk ${Date.now()}`;
    const post = await send(other.page, '/api/community/posts', {
      title,
      content: 'Who else is waiting on a plan review?',
      category: 'Support',
    });
    await send(other.page, `/api/community/posts/${post.id}/comments`, { content: 'The first comment, read already.' });

    const { page } = await browser.newPage();
    await signIn(page);
    // Reading to the end of the discussion moves the member's place to its newest comment.
    const marked = page.waitForResponse((r) => r.url().endsWith(`/api/community/posts/${post.id}/read`) && r.status() === 200);
    await page.goto(`/community/posts/${post.id}`);
    await page.getByText('1 comment', { exact: true }).waitFor();
    await page.keyboard.press('End');
    await marked;

    const b = await send(other.page, `/api/community/posts/${post.id}/comments`, { content: 'A new comment since then.' });
    await send(other.page, `/api/community/posts/${post.id}/comments`, { content: 'And another one.' });

    await page.goto('/community');
    const card = page.locator('main article').filter({ hasText: title });
    await card.getByRole('link', { name: `Comment on ${title}, (3) , 2 new` }).waitFor();
    await expectAccessible(page, 'community list with new comments');

    await card.getByRole('link', { name: title, exact: true }).click();
    await page.getByText('3 comments, 2 new').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.keyboard.press('Tab');
    const jump = page.getByRole('button', { name: 'Jump to first new comment' });
    expect(await jump.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`comment-heading-${b.id}`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Jordan .*, New$/);
    // Heading navigation walks the discussion: each comment is a level-3 heading, the new ones say so.
    const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings.filter((h) => h.endsWith('New'))).toHaveLength(2);
    expect(headings).toHaveLength(3);
    await expectAccessible(page, 'post page with new comments');

    // Read now: the next visit has nothing new.
    await page.reload();
    await page.getByText('3 comments', { exact: true }).waitFor();
    expect(await jump.count()).toBe(0);
  });
});
