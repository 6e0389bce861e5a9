import { describe, expect, inject, it } from 'vitest';
import { ADMIN, baseURL, expectAccessible, toastText, useBrowser } from './support/browser';
import { latestMailTo, linkFrom } from './support/mail';
import { expectReflow } from './support/page-checks';

// Monthly giving in test mode (issue 21): give monthly, let a month pass on the test clock, get
// the second receipt by mail, open "Manage your giving" from it, change the amount, stop the gift.

const browser = useBrowser();
const mailURL = () => inject('mailURL');

describe('monthly giving', () => {
  it('a donor gives monthly, gets each month’s receipt, and changes then stops the gift from the mailed link', async () => {
    const { page } = await browser.newPage();
    const email = `monthly-${Date.now().toString(36)}@example.net`;
    const title = 'Auslan interpreting for our events';
    await page.goto('/donations');
    await page.getByRole('button', { name: `Donate to ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Donate to ${title}` });
    await dialog.getByRole('group', { name: 'How often' }).getByLabel('Give monthly').check();
    await dialog.getByRole('group', { name: 'Amount each month' }).getByLabel('$10.00').check();
    await expectAccessible(page, 'donate dialog, giving monthly');
    await dialog.getByLabel('Email for your receipt').fill(email);
    await dialog.getByRole('button', { name: 'Donate $10.00 a month' }).click();
    await page.getByRole('heading', { level: 1, name: 'Donation Receipt' }).waitFor();

    // A month passes on the test clock (what `npm run donations:advance` asks, as an admin).
    const { page: admin } = await browser.newPage();
    const origin = { origin: baseURL() };
    const login = await admin.request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password }, headers: origin });
    expect(login.status()).toBe(200);
    const after = new Date();
    const advanced = await admin.request.post('/api/donations/test-clock', { data: { months: 1 }, headers: origin });
    expect(advanced.status()).toBe(200);

    const second = await latestMailTo(mailURL(), email, { subject: /^Your receipt: \$10\.00 to /, after });
    await page.goto(linkFrom(second, '/donations/manage'));
    await page.getByRole('heading', { level: 1, name: 'Your giving' }).waitFor();
    const monthly = page.getByRole('list', { name: 'Your monthly gifts' });
    await monthly.locator('p', { hasText: `$10.00 AUD a month to ${title}` }).waitFor();
    await monthly.getByText(/2 payments so far/).waitFor();
    await expectAccessible(page, 'manage your giving with a monthly gift');

    await page.getByRole('button', { name: `Change amount or campaign of $10.00 AUD a month to ${title}` }).click();
    const change = page.getByRole('dialog', { name: 'Change your monthly gift' });
    await change.getByLabel('Amount each month (AUD)').fill('15');
    await expectAccessible(page, 'change a monthly gift');
    await change.getByRole('button', { name: 'Save changes' }).click();
    await toastText(page, 'Monthly gift changed. The next payment uses the new details.').waitFor();
    await monthly.locator('p', { hasText: `$15.00 AUD a month to ${title}` }).waitFor();

    await page.getByRole('button', { name: `Stop $15.00 AUD a month to ${title}` }).click();
    const stop = page.getByRole('dialog', { name: 'Stop this monthly gift?' });
    await expectAccessible(page, 'stop a monthly gift');
    await stop.getByRole('button', { name: 'Stop monthly gift' }).click();
    await toastText(page, 'Monthly gift stopped. Nothing more will be charged.').waitFor();
    await monthly.getByText(/^Stopped · 2 payments so far/).waitFor();
    expect(await monthly.getByRole('button').count()).toBe(0);
    await expectAccessible(page, 'manage your giving, gift stopped');

    await page.setViewportSize({ width: 320, height: 800 });
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await expectReflow(page, 'manage your giving at 320 px and 200 % text');
    await page.screenshot({ path: '/tmp/monthly-manage-320.png', fullPage: true });
  }, 120_000);
});
