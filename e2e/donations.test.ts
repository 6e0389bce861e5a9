import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, expectAccessible, signIn, useBrowser, fieldError, summaryLink, toastText } from './support/browser';

const browser = useBrowser();

/** The figure on a stat card, as a number of cents ("$12,345.50" → 1234550). */
async function statCents(page: Page, label: string): Promise<number> {
  const text = await page
    .locator('dl > div', { has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .innerText();
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}

const campaignCard = (page: Page, title: string) => page.getByRole('article', { name: title });

describe('donations', () => {
  it('lets an admin create, edit (pre-filled), pause and delete a campaign, with every dialog axe-clean', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, ADMIN);
    await page.goto('/donations');
    await page.getByRole('heading', { level: 1, name: 'Donation Management' }).waitFor();
    await campaignCard(page, 'A wheelchair-accessible community van').waitFor();
    await expectAccessible(page, 'donations as an admin');

    await page.getByRole('button', { name: 'Create Campaign' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create Campaign' });
    await create.waitFor();
    await create.getByRole('button', { name: 'Create Campaign' }).click();
    for (const message of ['Title is required', 'Description is required', 'Goal amount is required'])
      await fieldError(create, message).waitFor();
    // The summary takes focus, so a screen-reader user hears everything to fix; its links lead to the fields.
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
    await summaryLink(create, 'Title is required').click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');
    await expectAccessible(page, 'create campaign dialog with errors');

    const title = `Hearing loop for the hall ${Date.now()}`;
    await create.getByLabel('Title').fill(title);
    await create.getByLabel('Description').fill('A permanent hearing loop in the main hall for members who use hearing aids.');
    await create.getByLabel('Goal (AUD)').fill('2500.50');
    await create.getByLabel('End date (optional)').fill('2027-06-30');
    await create.getByRole('button', { name: 'Create Campaign' }).click();
    await toastText(page, 'Campaign created successfully').waitFor();
    await create.waitFor({ state: 'detached' });
    const card = campaignCard(page, title);
    await card.getByText('$2,500.50 AUD').waitFor();
    await card.getByText('Status: active').waitFor();

    await card.getByRole('button', { name: `Edit campaign ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Campaign' });
    await edit.waitFor();
    expect(await edit.getByLabel('Title').inputValue()).toBe(title);
    expect(await edit.getByLabel('Goal (AUD)').inputValue()).toBe('2500.50');
    expect(await edit.getByLabel('End date (optional)').inputValue()).toBe('2027-06-30');
    await expectAccessible(page, 'edit campaign dialog');
    await edit.getByLabel('Status').selectOption('paused');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toastText(page, 'Campaign updated successfully').waitFor();
    await card.getByText('Status: paused').waitFor();
    // A paused campaign takes no gifts.
    expect(await card.getByRole('button', { name: /^Donate/ }).count()).toBe(0);

    await card.getByRole('button', { name: `Delete campaign ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete campaign?' });
    await confirm.waitFor();
    await expectAccessible(page, 'delete campaign confirmation');
    await confirm.getByRole('button', { name: 'Delete campaign' }).click();
    await toastText(page, 'Campaign deleted successfully').waitFor();
    await card.waitFor({ state: 'detached' });
    await context.close();
  });

  it('lets a visitor who is not signed in give in test mode, see Total Raised and the bar move, and get a printable test-mode receipt', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/donations');
    const title = 'Auslan interpreting for our events';
    const card = campaignCard(page, title);
    await card.waitFor();
    expect(await page.getByRole('button', { name: 'Create Campaign' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    await expectAccessible(page, 'donations signed out');
    const raisedBefore = await statCents(page, 'Total Raised');
    const barBefore = Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'));

    await card.getByRole('button', { name: `Donate to ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Donate to ${title}` });
    await dialog.waitFor();
    await dialog.getByText(/^Test mode: no payment is taken/).waitFor();
    await dialog.getByLabel('Other amount', { exact: true }).check();
    await dialog.getByLabel('Other amount (AUD)').fill('1.50');
    await dialog.getByRole('button', { name: /^Donate/ }).click();
    await fieldError(dialog, 'The smallest donation is $2.00').waitFor();
    // A name is asked for only when the donor chooses to show it.
    await dialog.getByLabel('Show my name with my gift').check();
    await dialog.getByRole('button', { name: /^Donate/ }).click();
    await fieldError(dialog, 'Enter your name to show it with your gift').waitFor();
    await expectAccessible(page, 'donate dialog with errors');

    await dialog.getByLabel('Other amount (AUD)').fill('1800');
    await dialog.getByLabel('Your name', { exact: true }).fill('Casey Visitor');
    await dialog.getByLabel('Email for your receipt').fill('casey.visitor@example.org');
    await dialog.getByRole('button', { name: 'Donate $1,800.00' }).click();

    await page.waitForURL(/\/donations\/receipts\/[A-Za-z0-9_-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Donation Receipt' }).waitFor();
    await page.getByText('$1,800.00 AUD').waitFor();
    await page.getByText('Casey Visitor').waitFor();
    await page.getByText(/^Test-mode receipt/).waitFor();
    // No money moved, so the receipt never claims a tax-deductible gift.
    expect(await page.getByText(/^ABN /).count()).toBe(0);
    await page.getByRole('button', { name: 'Print receipt' }).waitFor();
    await expectAccessible(page, 'donation receipt');

    await page.getByRole('link', { name: 'Back to donations' }).click();
    await card.waitFor();
    await expect.poll(() => statCents(page, 'Total Raised')).toBe(raisedBefore + 180_000);
    await expect.poll(async () => Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(barBefore);
    await card.getByText('Casey Visitor').waitFor();
    await context.close();
  });
});
