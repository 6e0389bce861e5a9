import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { joinAndConfirm } from './support/accounts';
import { expectAccessible, toastText, useBrowser } from './support/browser';
import { expectReflow, useDisplaySettings } from './support/page-checks';

// Issue 20: a member saves a post and a comment with the Save toggles, finds both on /saved
// (linked from the account page), and unsaves one.

const browser = useBrowser();

/** A fresh member (the demo member is level 0, 3 posts a day, and other tests post as them). */
const asNewMember = (page: Page) =>
  joinAndConfirm(page, {
    email: `saved-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.net`,
    firstName: 'Robin',
    lastName: 'Saves',
  });

/** A post with one comment on it, written by the member through the API. */
const postWithComment = (page: Page, title: string) =>
  page.evaluate(async (title) => {
    const json = { 'content-type': 'application/json' };
    const post = (await (
      await fetch('/api/community/posts', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ title, content: 'Which venues have hearing loops?', category: 'Support' }),
      })
    ).json()) as { id: number };
    const comment = (await (
      await fetch(`/api/community/posts/${post.id}/comments`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ content: 'The town hall has one at the front desk.' }),
      })
    ).json()) as { id: number };
    return { postId: post.id, commentId: comment.id };
  }, title);

describe('saved posts and comments', () => {
  it('saves a post and a comment, lists both on /saved from the account page, and unsaves one', async () => {
    const { page } = await browser.newPage();
    await asNewMember(page);
    const title = `Hearing loops ${Date.now()}`;
    const { postId, commentId } = await postWithComment(page, title);
    await page.goto(`/community/posts/${postId}`);

    const savePost = page.getByRole('button', { name: 'Save post', exact: true });
    await savePost.click();
    await toastText(page, 'Saved').first().waitFor();
    const savedPost = page.getByRole('button', { name: 'Saved post', exact: true });
    expect(await savedPost.getAttribute('aria-pressed')).toBe('true');

    const comment = page.getByRole('article', { name: 'Comment by Robin Saves' });
    await comment.getByRole('button', { name: 'Save comment by Robin Saves', exact: true }).click();
    await comment.getByRole('button', { name: 'Saved comment by Robin Saves', exact: true }).waitFor();
    await expectAccessible(page, 'post with saved post and comment');

    await page.goto('/account');
    await page.getByRole('link', { name: 'Your saved posts and comments' }).click();
    await page.getByRole('heading', { level: 1, name: 'Saved' }).waitFor();
    const list = page.getByRole('list', { name: 'Saved posts and comments' });
    const commentLink = list.getByRole('link', { name: `Comment on “${title}”` });
    await commentLink.waitFor();
    expect(await commentLink.getAttribute('href')).toBe(`/community/posts/${postId}#comment-${commentId}`);
    expect(await list.getByRole('link', { name: title, exact: true }).getAttribute('href')).toBe(`/community/posts/${postId}`);
    expect(await list.getByRole('heading', { level: 2 }).count()).toBe(2);
    await expectAccessible(page, 'saved list');

    // Unsave the post from its page: only the comment is left.
    await list.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('button', { name: 'Saved post', exact: true }).click();
    await toastText(page, 'Removed from saved').waitFor();
    await page.getByRole('button', { name: 'Save post', exact: true }).waitFor();
    await page.goto('/saved');
    await list.getByRole('link', { name: `Comment on “${title}”` }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);

    // 320 px at 200 % text: nothing scrolls sideways.
    await useDisplaySettings(page, { fontSize: 200 });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.reload();
    await list.getByRole('listitem').first().waitFor();
    await expectReflow(page, 'saved at 320 px and 200 % text');
    await page.screenshot({ path: '/tmp/forum-saved-320.png', fullPage: true });
  });

  it('says so when nothing is saved yet', async () => {
    const { page } = await browser.newPage();
    await asNewMember(page);
    await page.goto('/saved');
    await page.getByRole('heading', { name: 'Nothing saved yet' }).waitFor();
    await expectAccessible(page, 'saved, empty');
  });
});
