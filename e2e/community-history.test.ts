import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { joinAndConfirm } from './support/accounts';
import { expectAccessible, toastText, useBrowser } from './support/browser';

// Decision 0038: an edited comment says "Edited", and its earlier versions can be read.

const browser = useBrowser();

const asNewMember = (page: Page) =>
  joinAndConfirm(page, {
    email: `history-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.net`,
    firstName: 'Alex',
    lastName: 'History',
  });

describe('edit history', () => {
  it('edits a comment, then reads its earlier version in a dialog', async () => {
    const { page } = await browser.newPage();
    await asNewMember(page);
    const postId = await page.evaluate(async () => {
      const send = async (path: string, body: unknown) =>
        (await (
          await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        ).json()) as {
          id: number;
        };
      const post = await send('/api/community/posts', {
        title: `History walk ${Date.now()}`,
        content: 'Has the lift been fixed?',
        category: 'Support',
      });
      await send(`/api/community/posts/${post.id}/comments`, { content: 'Not yet, says the council.' });
      return post.id;
    });
    await page.goto(`/community/posts/${postId}`);
    const comment = page.getByRole('article', { name: 'Comment by Alex History' });
    await comment.getByText('Not yet, says the council.').waitFor();
    expect(await comment.getByRole('button', { name: /^Edited/ }).count()).toBe(0);

    await comment.getByRole('button', { name: /^Edit/ }).first().click();
    await comment.getByRole('textbox', { name: 'Edit your comment' }).fill('Fixed on Monday, says the council.');
    await comment.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Comment updated').waitFor();

    const edited = comment.getByRole('button', { name: /^Edited/ });
    await edited.click();
    const dialog = page.getByRole('dialog', { name: 'Earlier versions' });
    await dialog.getByText('Not yet, says the council.').waitFor();
    await dialog.getByRole('heading', { level: 3, name: /^Written \d+ \w+ \d{4}/ }).waitFor();
    await expectAccessible(page, 'earlier versions of a comment');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => edited.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
