import { describe, expect, inject, it } from 'vitest';
import { joinAndConfirm } from './support/accounts';
import { expectAccessible, useBrowser } from './support/browser';
import { latestMailTo } from './support/mail';
import { expectReflow } from './support/page-checks';

// Two members: B mentions A by name in a new post; A hears it live in the top bar and by mail.
// Then A's quiet times: Do Not Disturb on and off, axe clean.

const browser = useBrowser();
const mailURL = () => inject('mailURL');
const stamp = Date.now().toString(36);
const address = (who: string) => `${who}-${stamp}@example.net`;
// A mention is letters only, and a name two members share names no one: a surname of letters unique to this run.
const letters = stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const surname = `Mention${letters}`;

describe('mentions and quiet times', () => {
  it('B mentions A in a post: A’s bell counts it live, the list says who and where, and A’s inbox has the mail', async () => {
    const a = { email: address('mina'), firstName: 'Mina', lastName: surname };
    const b = { email: address('bo'), firstName: 'Bo', lastName: 'Writer' };
    const { page: pageA } = await browser.newPage();
    const { page: pageB } = await browser.newPage();
    await joinAndConfirm(pageA, a);
    await joinAndConfirm(pageB, b);
    await pageA.goto('/news');
    await pageA.getByRole('button', { name: /^Notifications/ }).waitFor();

    const title = `Hoists at the pool ${stamp}`;
    const sent = new Date();
    const res = await pageB.request.post('/api/community/posts', {
      data: { title, content: `@Mina ${surname} do you know if the hoist is fixed?`, category: 'General Discussion' },
      headers: { origin: new URL(pageB.url()).origin },
    });
    expect(res.status()).toBe(201);

    // Live: no reload on A's side.
    const bell = pageA.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor({ timeout: 3000 });
    await bell.click();
    const panel = pageA.getByRole('region', { name: 'Your notifications' });
    await panel.getByRole('link', { name: `Unread: Bo Writer mentioned you in “${title}”.` }).waitFor();
    await expectAccessible(pageA, 'a mention in the notifications list');

    const mail = await latestMailTo(mailURL(), a.email, { subject: /mentioned you/, after: sent });
    expect(mail.subject).toBe(`Bo Writer mentioned you in “${title}”`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(String(mail.headers['list-unsubscribe'])).toContain('kind=mention');
  }, 120_000);

  it('quiet times: Do Not Disturb goes on for an hour and off again, by keyboard, without axe violations', async () => {
    const { page } = await browser.newPage();
    await joinAndConfirm(page, { email: address('quinn'), firstName: 'Quinn', lastName: 'Quiet' });
    await page.goto('/notifications');
    const quiet = page.getByRole('region', { name: 'Quiet times' });
    await quiet.getByRole('form', { name: 'Quiet time settings' }).waitFor();
    await expectAccessible(page, 'quiet times');
    await quiet.getByRole('button', { name: 'Pause for 1 hour' }).focus();
    await page.keyboard.press('Enter');
    await quiet
      .getByRole('status')
      .filter({ hasText: /Do Not Disturb is on until/ })
      .waitFor();
    await quiet.getByRole('button', { name: 'Turn off Do Not Disturb' }).click();
    await quiet.getByRole('status').filter({ hasText: 'Do Not Disturb is off.' }).waitFor();
    await expectAccessible(page, 'quiet times after a pause');
  }, 90_000);

  it('/notifications with its quiet times reflows at 320 px with 200% text', async () => {
    const { page, context } = await browser.newPage({ width: 320, height: 700 });
    await joinAndConfirm(page, { email: address('rhys'), firstName: 'Rhys', lastName: 'Reflow' });
    await context.addInitScript(() => localStorage.setItem('accessibility-settings', JSON.stringify({ fontSize: 200 })));
    await page.goto('/notifications');
    await page.getByRole('form', { name: 'Quiet time settings' }).waitFor();
    await page.screenshot({ path: '/tmp/notify-notifications-320-text200.png', fullPage: true });
    await expectReflow(page, '/notifications at 320 px and 200% text');
  }, 90_000);
});
