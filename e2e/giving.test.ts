import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { joinAndConfirm } from './support/accounts';
import { latestMailTo, linkFrom } from './support/mail';
import { expectReflow, useDisplaySettings } from './support/page-checks';

// "Your giving" (issue 21): a member gives in test mode, finds the gift on /account with its
// receipt, and opens the financial year's statement, ready to print.

const browser = useBrowser();
const mailURL = () => inject('mailURL');

/** The financial year (by the year it ends in) of today in Sydney. */
function financialYearNow(): number {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return month >= 7 ? year + 1 : year;
}

describe('your giving', () => {
  it('a member gives, sees the gift and its receipt on their account, and opens the year’s statement', async () => {
    const { page } = await browser.newPage();
    const email = `giver-${Date.now().toString(36)}@example.net`;
    await joinAndConfirm(page, { email, firstName: 'Pat', lastName: 'Giver' });

    await page.goto('/account');
    await page.getByRole('heading', { level: 2, name: 'Your giving' }).waitFor();
    await page.getByText('You have not given yet.').waitFor();

    const title = 'Auslan interpreting for our events';
    await page.goto('/donations');
    await page.getByRole('button', { name: `Donate to ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Donate to ${title}` });
    await dialog.getByLabel('Other amount', { exact: true }).check();
    await dialog.getByLabel('Other amount (AUD)').fill('42');
    await dialog.getByLabel('Email for your receipt').fill(email);
    await dialog.getByRole('button', { name: 'Donate $42.00' }).click();
    await page.getByRole('heading', { level: 1, name: 'Donation Receipt' }).waitFor();

    await page.goto('/account');
    const gifts = page.getByRole('list', { name: 'Your gifts, newest first' });
    await gifts.getByText(`$42.00 AUD to ${title}`, { exact: true }).waitFor();
    await expect.poll(() => gifts.getByText(/Paid · Test gift: no money moved · Receipt /).count()).toBe(1);
    await expectAccessible(page, '/account with your giving');

    const year = financialYearNow();
    const label = `${year - 1}–${String(year).slice(-2)}`;
    await page.getByRole('link', { name: `Statement for ${label}` }).click();
    await page.getByRole('heading', { level: 1, name: `Giving statement ${label}` }).waitFor();
    const table = page.getByRole('table', { name: `Gifts paid in ${label}` });
    await table.getByRole('cell', { name: title }).waitFor();
    // A test gift moved no money: listed, never counted, and no tax claim is made.
    expect(await table.getByRole('row', { name: /Total deductible gifts/ }).textContent()).toContain('$0.00');
    await page.getByRole('button', { name: 'Print or save as PDF' }).waitFor();
    await expectAccessible(page, 'giving statement');

    // A statement is printed without the site around it.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
  }, 90_000);

  it('a donor without an account gets the receipt by mail, and its link to manage their giving', async () => {
    const { page } = await browser.newPage();
    const email = `donor-${Date.now().toString(36)}@example.net`;
    const title = 'Auslan interpreting for our events';
    await page.goto('/donations');
    await page.getByRole('button', { name: `Donate to ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Donate to ${title}` });
    await dialog.getByLabel('Other amount', { exact: true }).check();
    await dialog.getByLabel('Other amount (AUD)').fill('17.50');
    await dialog.getByLabel('Email for your receipt').fill(email);
    const after = new Date();
    await dialog.getByRole('button', { name: 'Donate $17.50' }).click();
    await page.getByRole('heading', { level: 1, name: 'Donation Receipt' }).waitFor();
    await page.getByRole('link', { name: 'Manage your giving' }).waitFor();

    const receipt = await latestMailTo(mailURL(), email, { subject: /^Your receipt: \$17\.50 to /, after });
    expect(receipt.text).toContain('This was a test gift: no money moved');
    await page.goto(linkFrom(receipt, '/donations/manage'));
    await page.getByRole('heading', { level: 1, name: 'Your giving' }).waitFor();
    const gifts = page.getByRole('list', { name: 'Your gifts, newest first' });
    await gifts.getByText(`$17.50 AUD to ${title}`, { exact: true }).waitFor();
    await expectAccessible(page, 'manage your giving');

    // The year's statement through the same link: this address's gifts only, ready to print.
    const year = financialYearNow();
    const label = `${year - 1}–${String(year).slice(-2)}`;
    await page.getByRole('link', { name: `Statement for ${label}` }).click();
    await page.getByRole('heading', { level: 1, name: `Giving statement ${label}` }).waitFor();
    const table = page.getByRole('table', { name: `Gifts paid in ${label}` });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
    expect(await table.getByRole('cell', { name: /\$17\.50/ }).count()).toBe(1);
    await page.getByText(email).first().waitFor();
    await page.getByRole('button', { name: 'Print or save as PDF' }).waitFor();
    await expectAccessible(page, 'giving statement through a manage link');
    // 320 px wide at 200 % text: nothing overflows sideways.
    await useDisplaySettings(page, { fontSize: 200 });
    await page.setViewportSize({ width: 320, height: 700 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Giving statement ${label}` }).waitFor();
    await table.getByRole('cell', { name: /\$17\.50/ }).waitFor();
    await expectReflow(page, 'a manage link’s statement at 320 px, 200 % text');
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/manage-statement-320.png`, fullPage: true });
    await useDisplaySettings(page, {});
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Back to your giving' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your giving' }).waitFor();

    // Without the link (or with an old one): a new one by mail, the same words for anyone.
    await page.goto('/donations/manage');
    await page.getByRole('heading', { level: 1, name: 'Manage your giving' }).waitFor();
    await page.getByLabel('Email you gave with').fill(email);
    const asked = new Date();
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await page.getByText('If gifts were made with that address, we have emailed it a link to manage them.').waitFor();
    await expectAccessible(page, 'manage your giving, link sent');
    const again = await latestMailTo(mailURL(), email, { subject: /^Manage your giving/, after: asked });
    await page.goto(linkFrom(again, '/donations/manage'));
    await gifts.getByText(`$17.50 AUD to ${title}`, { exact: true }).waitFor();
  }, 90_000);
});
