import { describe, expect, inject, it } from 'vitest';
import { baseURL, expectAccessible, signIn, ADMIN, toastText, useBrowser, readDownload } from './support/browser';
import { latestMailTo, linkFrom } from './support/mail';
import { expectReflow } from './support/page-checks';

// Refunds in test mode (issue 21, decision 0037): a donor gives, an admin refunds the payment
// from Donation Management, and the donor's refund mail arrives in the local inbox.

const browser = useBrowser();
const mailURL = () => inject('mailURL');

describe('refunds', () => {
  it('an admin refunds a test gift after a confirmation, and the donor is mailed a link to the refunded receipt', async () => {
    const title = 'Auslan interpreting for our events';
    const name = `Rae Refund ${Date.now().toString(36)}`;
    const email = `refund-${Date.now().toString(36)}@example.net`;
    const { page: donor } = await browser.newPage();
    const campaigns = (await (await donor.request.get('/api/donation-campaigns')).json()) as { id: number; title: string }[];
    const campaign = campaigns.find((c) => c.title === title)!;
    const gift = await donor.request.post(`/api/donation-campaigns/${campaign.id}/donations`, {
      data: { amount: '12.50', donorName: name, showName: false, email },
      headers: { origin: baseURL() },
    });
    expect(gift.status()).toBe(201);

    const { page } = await browser.newPage();
    await signIn(page, ADMIN);
    await page.goto('/donations');
    await page.getByRole('heading', { level: 2, name: 'Payments' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search payments' }).fill(name);
    const refund = page.getByRole('button', { name: `Refund $12.50 AUD from ${name}` });
    await refund.click();
    const dialog = page.getByRole('dialog', { name: 'Refund this payment?' });
    await dialog.getByText(new RegExp(`\\$12\\.50 AUD from ${name} to ${title}, receipt R-\\d{6}, will be refunded`)).waitFor();
    await expectAccessible(page, 'refund confirmation');
    const after = new Date();
    await dialog.getByRole('button', { name: 'Refund payment' }).click();
    await toastText(page, `Refunded $12.50 AUD to ${name}`).waitFor();
    await page
      .getByRole('cell', { name: /^Refunded on / })
      .first()
      .waitFor();
    expect(await refund.count()).toBe(0);
    await expectAccessible(page, 'donation management with payments');

    // The accountant's CSV of today (its default range runs to today) carries the refunded payment.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^donations-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readDownload(download);
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFDate (Sydney),Receipt number,Donor,Email,Campaign,Amount,Currency,Frequency,Status,Refunded on (Sydney),Stripe fee,Test',
    );
    expect(csv).toMatch(new RegExp(`,${name},${email},${title},12\\.50,AUD,once,refunded,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},,yes\r\n`));

    const mail = await latestMailTo(mailURL(), email, { subject: /^Your gift of \$12\.50 to .* has been refunded$/, after });
    await donor.goto(linkFrom(mail, '/donations/receipts/'));
    await donor.getByText(/^Refunded on \d+ \w+ \d{4}\. This receipt is cancelled/).waitFor();
    await expectAccessible(donor, 'refunded receipt');

    // Afresh at 320 px, so the toasts of the steps above are not what is measured.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.reload();
    await page.getByRole('table', { name: 'Payments, newest first' }).waitFor();
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await expectReflow(page, 'donation management payments at 320 px and 200 % text');
    await page.getByRole('heading', { level: 2, name: 'Payments' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/giving-admin-payments-320.png' });
  }, 120_000);
});
