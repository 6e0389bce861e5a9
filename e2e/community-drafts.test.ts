import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { joinAndConfirm } from './support/accounts';
import { controlled, expectAccessible, toastText, useBrowser } from './support/browser';
import { expectReflow } from './support/page-checks';

// Decision 0038: what a member writes in the forum is kept on the server as they type and as
// they leave, and comes back with "Draft restored" until it is posted or discarded.

const browser = useBrowser();

/** A fresh member (the demo member is level 0, 3 posts a day, and other tests post as them). */
const asNewMember = (page: Page) =>
  joinAndConfirm(page, {
    email: `drafts-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.net`,
    firstName: 'Robin',
    lastName: 'Drafts',
  });

const newPost = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/community/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Drafts walk ${Date.now()}`, content: 'Where do you find accessible venues?', category: 'Support' }),
    });
    return ((await res.json()) as { id: number }).id;
  });

const draftsOnServer = (page: Page) =>
  page
    .evaluate(() => fetch('/api/community/drafts').then((r) => r.json() as Promise<{ drafts: { content: string }[] }>))
    .then((r) => r.drafts);

const savedDraft = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/community/drafts') && r.request().method() === 'PUT');

describe('forum drafts', () => {
  it('keeps a comment being written across a reload, says so once, and forgets it when posted', async () => {
    const { page } = await browser.newPage();
    await asNewMember(page);
    const postId = await newPost(page);
    await page.goto(`/community/posts/${postId}`);
    const box = page.getByRole('textbox', { name: 'Your comment' });
    const words = 'The town hall has a ramp and a hearing loop.';
    const saved = savedDraft(page);
    await box.fill(words);
    // Kept a few seconds after typing stops, not before.
    expect((await saved).status()).toBe(200);

    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Draft restored' }).waitFor();
    await expect.poll(() => box.inputValue()).toBe(words);
    await page.getByRole('button', { name: 'Discard draft' }).waitFor();
    await expectAccessible(page, 'comment draft restored');

    await page.getByRole('button', { name: 'Post Comment' }).click();
    await toastText(page, 'Your comment has been added!').waitFor();
    expect(await draftsOnServer(page)).toEqual([]);
    await page.reload();
    await page.getByRole('article').getByText(words).waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await page.getByText('Draft restored').count()).toBe(0);
  });

  it('keeps a new post when the form is closed, lists it on the account page, and discards it from the form', async () => {
    const { page } = await browser.newPage();
    await asNewMember(page);
    await page.goto('/community');
    await page.getByRole('button', { name: 'Create Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Post' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Sensory-friendly cinema sessions');
    await dialog.getByRole('textbox', { name: 'Content', exact: true }).fill('Does anyone know which cinemas');
    // Closed before the pause: the words are kept as the form goes.
    const saved = savedDraft(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await saved;

    await page.goto('/account');
    const drafts = page.getByRole('list', { name: 'Your drafts' });
    const link = drafts.getByRole('link', { name: 'New post: Sensory-friendly cinema sessions' });
    await link.waitFor();
    await drafts.getByText('Does anyone know which cinemas').waitFor();
    await expectAccessible(page, 'account drafts');
    await page.setViewportSize({ width: 320, height: 800 });
    await expectReflow(page, 'account drafts at 320 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    await link.click();
    await dialog.getByRole('status').filter({ hasText: 'Draft restored' }).waitFor();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Sensory-friendly cinema sessions');
    await expectAccessible(page, 'new post draft restored');
    await dialog.getByRole('button', { name: 'Discard draft' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Draft discarded' }).waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('title');
    expect(await dialog.getByRole('textbox', { name: 'Content', exact: true }).inputValue()).toBe('');
    await expect.poll(() => draftsOnServer(page)).toEqual([]);
  });

  it('keeps a reply when the member leaves the page at once, and opens it under its comment from the account page', async () => {
    const { page } = await browser.newPage();
    await asNewMember(page);
    const postId = await newPost(page);
    await page.evaluate(
      (id) =>
        fetch(`/api/community/posts/${id}/comments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content: 'Try the Tuesday morning sessions.' }),
        }),
      postId,
    );
    await page.goto(`/community/posts/${postId}`);
    // As members' pages are after their first visit: a request sent as the page goes was lost
    // when the browser handed it to the service worker (web/src/sw.ts now routes /api/ past it).
    await controlled(page);
    await page.getByRole('button', { name: 'Reply to Robin Drafts', exact: true }).click();
    await page.getByRole('textbox', { name: 'Reply to Robin Drafts', exact: true }).fill('Thank you, I will try Tuesday.');
    // Straight to another site page: sent as the page goes (pagehide), with keepalive.
    await page.goto('/account');
    await expect
      .poll(async () => (await draftsOnServer(page)).map((d) => d.content), { timeout: 15_000 })
      .toEqual(['Thank you, I will try Tuesday.']);

    await page.reload();
    await page.getByRole('link', { name: /^Reply on “Drafts walk/ }).click();
    const box = page.getByRole('textbox', { name: 'Reply to Robin Drafts', exact: true });
    await page.getByRole('status').filter({ hasText: 'Draft restored' }).waitFor();
    await expect.poll(() => box.inputValue()).toBe('Thank you, I will try Tuesday.');
    await expectAccessible(page, 'reply draft restored');
  });
});
