import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { joinAndConfirm } from './support/accounts';
import { ADMIN, expectAccessible, signIn, toastText, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { latestMailTo } from './support/mail';

// Issue 19 (decision 0041): an editor hides a member's post from the post page, giving a
// reason in the dialog; the member is told in the app and by email, with the reason and without
// the editor's name.

const browser = useBrowser();
const mailURL = () => inject('mailURL');

const newPost = (page: Page, title: string) =>
  page.evaluate(async (title) => {
    const res = await fetch('/api/community/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title, content: 'Cheap wheelchair batteries, message me for the price.', category: 'General Discussion' }),
    });
    return ((await res.json()) as { id: number }).id;
  }, title);

describe('moderation notices', () => {
  it('an editor hides a post with a reason; its author reads why on /notifications and in their inbox', async () => {
    const author = await browser.newPage();
    const email = `moderated-${Date.now().toString(36)}@example.net`;
    await joinAndConfirm(author.page, { email, firstName: 'Mo', lastName: 'Derated' });
    const title = `Batteries for sale ${Date.now()}`;
    const postId = await newPost(author.page, title);

    const editor = await browser.newPage();
    await signIn(editor.page, ADMIN);
    await editor.page.goto(`/community/posts/${postId}`);
    await editor.page.getByRole('button', { name: 'Hide post', exact: true }).click();
    const dialog = editor.page.getByRole('dialog', { name: 'Hide this post?' });
    const reason = dialog.getByRole('textbox', { name: 'Reason for the author' });
    await reason.waitFor();
    // By keyboard: Tab reaches the reason from where the dialog starts.
    await tabTo(editor.page, reason, { max: 5 });
    await expectAccessible(editor.page, 'hide post dialog with the reason');
    const sent = new Date();
    await editor.page.keyboard.type('Selling things is not allowed in the forum');
    await dialog.getByRole('button', { name: 'Hide post', exact: true }).click();
    await toastText(editor.page, 'Post hidden').first().waitFor();

    await author.page.goto('/notifications?kind=moderation');
    const sentence = `An editor hid your post “${title}” from the forum. The reason they gave: Selling things is not allowed in the forum.`;
    await author.page.getByText(sentence).waitFor();
    await expectAccessible(author.page, 'notifications with a moderation notice');

    const mail = await latestMailTo(mailURL(), email, { subject: /hid your post/, after: sent });
    expect(mail.subject).toBe(`An editor hid your post “${title}” from the forum`);
    expect(mail.text).toContain('The reason they gave: Selling things is not allowed in the forum.');
    expect(mail.text).not.toContain('Jordan');
  });
});
