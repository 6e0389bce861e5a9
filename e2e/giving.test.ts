import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { joinAndConfirm } from './support/accounts';

// "Your giving" (issue 21): a member gives in test mode, finds the gift on /account with its
// receipt, and opens the financial year's statement, ready to print.

const browser = useBrowser();

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
});
