import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receipt } from '@/test/donation-factories';
import { renderWithApp, stubApi } from '@/test/render';
import { GIFT_STATEMENT } from './receipt-details';
import { ReceiptView, TEST_RECEIPT_NOTICE } from './receipt-view';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok_abcdefghijklmnopqrstuv';
const URL = `/api/donations/receipts/${TOKEN}`;
const show = () => renderWithApp(<ReceiptView token={TOKEN} />);
/** A row of the receipt: the dd that goes with the term. */
const row = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ReceiptView', () => {
  it('shows a paid receipt: number, campaign, amount in AUD, en-AU date, donor; Print and Back', async () => {
    stubApi({ [URL]: [200, receipt()] });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Donation Receipt' })).toBeInTheDocument();
    expect(document.title).toBe("Donation Receipt | Members' Portal");
    expect(row('Receipt number')).toBe('R-000042');
    expect(row('Campaign')).toBe('A wheelchair-accessible van');
    expect(row('Amount')).toBe('$25.00 AUD');
    expect(row('Date')).toBe('21 November 2026');
    expect(row('Donor')).toBe('Sam Taylor');
    expect(screen.getByRole('link', { name: 'Back to donations' })).toHaveAttribute('href', '/donations');
    expect(screen.queryByText(TEST_RECEIPT_NOTICE)).toBeNull();
    // No organisation set up: no tax statement.
    expect(screen.queryByText(GIFT_STATEMENT)).toBeNull();
    expect(screen.queryByText(/^ABN/)).toBeNull();

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalled();
  });

  it("names the organisation, its ABN and fund, and says it is a gift (the ATO's requirements)", async () => {
    stubApi({
      [URL]: [
        200,
        receipt({ organisation: { name: 'Access Together Ltd', abn: '51 824 753 556', fundName: 'Access Together Gift Fund' } }),
      ],
    });
    show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Access Together Ltd' })).toBeInTheDocument();
    expect(screen.getByText('ABN 51 824 753 556')).toBeInTheDocument();
    expect(screen.getByText('Access Together Gift Fund')).toBeInTheDocument();
    expect(screen.getByText(GIFT_STATEMENT)).toBeInTheDocument();
    expect(GIFT_STATEMENT).toBe(
      'This donation is a gift. No goods or services were received in return. Donations of $2 or more are tax deductible.',
    );
  });

  it('marks a test-mode receipt plainly', async () => {
    stubApi({ [URL]: [200, receipt({ testMode: true, donorName: 'Anonymous' })] });
    show();
    expect(await screen.findByText('Test-mode receipt: no money was taken.')).toBeInTheDocument();
    expect(row('Donor')).toBe('Anonymous');
  });

  it('says a pending payment is awaited, and checks again on request', async () => {
    const api = stubApi({ [URL]: [200, receipt({ status: 'pending', receiptNumber: null, paidAt: null })] });
    show();
    expect(await screen.findByText(/We are waiting for the payment to be confirmed/)).toBeInTheDocument();
    expect(screen.queryByText('Receipt number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print receipt' })).toBeNull();
    const check = screen.getByRole('button', { name: 'Check again' });
    api.mockImplementation(() => new Promise<Response>(() => undefined));
    await userEvent.setup().click(check);
    await waitFor(() => expect(api.mock.calls.filter(([u]) => u === URL)).toHaveLength(2));
    // While it checks (as it also does by itself every few seconds), the button stays where the
    // member is: busy, not disabled, which would drop their focus to the top of the page.
    await waitFor(() => expect(check).toHaveTextContent('Checking...'));
    expect(check).toHaveAttribute('aria-disabled', 'true');
    expect(check).toBeEnabled();
    expect(check).toHaveFocus();
  });

  it('announces the payment once confirmed, in the same live region, and moves focus to it', async () => {
    const api = stubApi({ [URL]: [200, receipt({ status: 'pending', receiptNumber: null, paidAt: null })] });
    show();
    const region = (await screen.findByText('We are waiting for the payment to be confirmed.')).closest('[role="status"]')!;
    expect(region).not.toBeNull();
    api.mockImplementation(async () => Response.json(receipt()));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(region).toHaveTextContent('Thank you for your gift to A wheelchair-accessible van.'));
    expect(region.isConnected).toBe(true);
    expect(document.activeElement).toBe(screen.getByText('Thank you for your gift to A wheelchair-accessible van.'));
  });

  it("dates the receipt in Australia, whatever the device's time zone (it decides the financial year)", async () => {
    // 9:30 am on 1 July in Sydney is still 30 June in UTC and everywhere west of it.
    stubApi({ [URL]: [200, receipt({ paidAt: '2026-06-30T23:30:00.000Z' })] });
    show();
    await screen.findByText('Receipt number');
    expect(row('Date')).toBe('1 July 2026');
  });

  it('says a failed payment charged nothing', async () => {
    stubApi({ [URL]: [200, receipt({ status: 'failed', receiptNumber: null, paidAt: null })] });
    show();
    expect(await screen.findByText('This payment did not go through. Nothing was charged.')).toBeInTheDocument();
  });

  it('says a refunded receipt was refunded and when, keeps its number, and drops the tax statement and Print', async () => {
    const organisation = { name: 'Demo Inc.', abn: '51 824 753 556', fundName: 'Public Fund' };
    stubApi({ [URL]: [200, receipt({ status: 'refunded', refundedAt: '2026-11-25T22:00:00.000Z', organisation })] });
    show();
    expect(
      await screen.findByText('Refunded on 26 November 2026. This receipt is cancelled and is not a tax receipt.'),
    ).toBeInTheDocument();
    expect(row('Refunded')).toBe('26 November 2026');
    expect(row('Receipt number')).toBe('R-000042');
    expect(screen.queryByText(GIFT_STATEMENT)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print receipt' })).toBeNull();
  });

  it('says "Receipt Not Found" on a 404', async () => {
    stubApi({ [URL]: [404, { message: 'Receipt not found' }] });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt Not Found' })).toBeInTheDocument();
  });

  it('says the receipt could not load on other failures, with Try Again', async () => {
    stubApi({ [URL]: [500, { message: 'Something went wrong' }] });
    show();
    expect(await screen.findByRole('heading', { name: 'Unable to Load Receipt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
