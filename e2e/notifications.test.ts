import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { joinAndConfirm } from './support/accounts';
import { expectAccessible, useBrowser } from './support/browser';
import { MODES, useDisplaySettings } from './support/page-checks';
import { latestMailTo, linkFrom } from './support/mail';

// Two members at once, each in their own browser context: B replies to A's post, and A hears
// about it live, in the top bar and by mail, and stops the mails with one click.

const browser = useBrowser();
const mailURL = () => inject('mailURL');
const address = (who: string) => `${who}-${Date.now().toString(36)}@example.net`;

async function post(page: Page, title: string): Promise<number> {
  const res = await page.request.post('/api/community/posts', {
    data: { title, content: 'Does anyone know which branches have working ramps this month?', category: 'General Discussion' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function reply(page: Page, postId: number, text: string): Promise<void> {
  await page.goto(`/community/posts/${postId}`);
  await page.getByRole('textbox', { name: /comment/i }).fill(text);
  await page.getByRole('button', { name: /post comment/i }).click();
  await page
    .getByRole('article', { name: /Comment by Bea/ })
    .filter({ hasText: text })
    .waitFor();
}

describe('notifications', () => {
  it("B replies to A's post: A's bell counts it live, A lands on the reply, the mail has one-click stop, and stopping it works", async () => {
    const a = { email: address('ada'), firstName: 'Ada', lastName: 'Lovelace' };
    const b = { email: address('bea'), firstName: 'Bea', lastName: 'Arthur' };
    const { page: pageA } = await browser.newPage();
    const { page: pageB } = await browser.newPage();
    await joinAndConfirm(pageA, a);
    await joinAndConfirm(pageB, b);
    const title = `Ramps at the library ${Date.now().toString(36)}`;
    const postId = await post(pageA, title);

    await pageA.goto('/news');
    const bell = pageA.getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute('aria-expanded')).toBe('false');
    expect(await bell.textContent()).not.toContain('unread');

    const sent = new Date();
    await reply(pageB, postId, 'The Central branch has a new ramp since October.');
    // Live: no reload on A's side.
    await pageA.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 3000 });

    await pageA.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = pageA.getByRole('region', { name: 'Your notifications' });
    await expectAccessible(pageA, 'notifications list open');
    await panel.getByRole('link', { name: `Unread: Bea Arthur replied to your post “${title}”.` }).click();
    // Lands on the reply itself, focused, so a screen reader starts there.
    await expect.poll(() => pageA.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Comment by Bea Arthur');
    await pageA.getByRole('button', { name: 'Notifications' }).waitFor();

    const mail = await latestMailTo(mailURL(), a.email, { subject: /replied to your post/, after: sent });
    expect(mail.subject).toBe(`Bea Arthur replied to your post “${title}”`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(String(mail.headers['list-unsubscribe'])).toMatch(
      /^<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?member=\d+&kind=post-reply&token=/,
    );

    // A answers from the mail itself (reply by email, as Email Routing delivers it to the
    // worker's email handler): the words above the quote become A's reply in the discussion.
    const replyTo = String(mail.headers['reply-to']);
    expect(replyTo).toMatch(/^reply\+\d+-[\w-]{22}@reply\.localhost$/);
    const handler = new URL('/cdn-cgi/handler/email', new URL(pageA.url()).origin);
    handler.searchParams.set('from', a.email);
    handler.searchParams.set('to', replyTo);
    // Headers in ASCII with a Date and a Message-ID, as mail programs send them (Miniflare checks).
    const raw = [
      `From: ${a.email}`,
      `To: ${replyTo}`,
      'Subject: Re: Bea Arthur replied to your post',
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <${Date.now()}@example.net>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Thank you, Bea!',
      '',
      'On Thu, 26 Nov 2026, Equal Ground wrote:',
      '> Bea Arthur replied',
      '',
    ].join('\r\n');
    const delivered = await fetch(handler, { method: 'POST', body: raw });
    expect(await delivered.text()).toBe('Worker successfully processed email');
    await pageB.goto(`/community/posts/${postId}`);
    await pageB
      .getByRole('article', { name: /Comment by Ada Lovelace/ })
      .filter({ hasText: 'Thank you, Bea!' })
      .waitFor();
    expect(await pageB.getByText('Bea Arthur replied').count()).toBe(0);

    // "Stop these emails" works without signing in: a fresh, signed-out browser.
    const { page: elsewhere } = await browser.newPage();
    await elsewhere.goto(linkFrom(mail, '/notifications/stop-emails'));
    await elsewhere.getByRole('heading', { level: 1, name: 'Stop these emails' }).waitFor();
    await expectAccessible(elsewhere, 'stop these emails');
    await elsewhere.getByRole('button', { name: 'Stop these emails' }).click();
    await elsewhere.getByText(/Done\. You will no longer get emails about replies to my posts\./).waitFor();

    // The next reply is told in the app (live), and mailed no more.
    const second = new Date();
    await reply(pageB, postId, 'And the lift at the West branch is fixed.');
    await pageA.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 3000 });
    await expect(latestMailTo(mailURL(), a.email, { subject: /replied to your post/, after: second, timeoutMs: 4000 })).rejects.toThrow(
      /No mail/,
    );
  }, 120_000);

  it('/notifications lists, filters and sets how members hear about things, in every mode without axe violations', async () => {
    const a = { email: address('cy'), firstName: 'Cy', lastName: 'Twombly' };
    const { page } = await browser.newPage();
    await joinAndConfirm(page, a);
    for (const [mode, settings] of Object.entries(MODES).slice(0, 3)) {
      await useDisplaySettings(page, settings);
      await page.goto('/notifications');
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      await page.getByRole('form', { name: 'Notification settings' }).waitFor();
      await expectAccessible(page, `notifications (${mode})`);
    }
    const form = page.getByRole('form', { name: 'Notification settings' });
    await form.getByRole('group', { name: 'Likes on my posts' }).getByRole('radio', { name: 'Off' }).check();
    await form.getByRole('button', { name: 'Save notification settings' }).click();
    await page.getByText('Notification settings saved').first().waitFor();
    await page.reload();
    expect(await page.getByRole('group', { name: 'Likes on my posts' }).getByRole('radio', { name: 'Off' }).isChecked()).toBe(true);
  }, 90_000);
});
