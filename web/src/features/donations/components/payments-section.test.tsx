import type { DonationPayment } from '@schemas/donation-payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import PaymentsSection from './payments-section';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const LIST = '/api/donations/payments?limit=20&offset=0';
const payment = (over: Partial<DonationPayment> = {}): DonationPayment => ({
  id: 7,
  receiptNumber: 'R-000007',
  donorName: 'Rae Giver',
  campaign: 'Ramps for the hall',
  amount: '25.00',
  status: 'paid',
  frequency: 'once',
  paidAt: '2026-11-21T10:00:00.000Z',
  refundedAt: null,
  dispute: null,
  testMode: false,
  ...over,
});

describe('Payments (admins)', () => {
  it('offers Refund only on paid payments, named for each, and says when one was refunded', async () => {
    stubApi({
      [LIST]: [200, [payment(), payment({ id: 8, donorName: 'Anonymous', status: 'refunded', refundedAt: '2026-11-22T01:00:00.000Z' })]],
    });
    renderWithApp(<PaymentsSection />);
    expect(await screen.findByRole('button', { name: 'Refund $25.00 AUD from Rae Giver' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Refund/ })).toHaveLength(1);
    expect(screen.getByText('Refunded on 22 November 2026')).toBeInTheDocument();
  });

  it('says which payments are disputed and how each dispute ended, with no Refund on an open one', async () => {
    stubApi({
      [LIST]: [
        200,
        [
          payment({ dispute: 'open' }),
          payment({ id: 8, donorName: 'Kit Won', dispute: 'won' }),
          payment({ id: 9, donorName: 'Lou Lost', status: 'refunded', refundedAt: '2026-11-24T01:00:00.000Z', dispute: 'lost' }),
        ],
      ],
    });
    renderWithApp(<PaymentsSection />);
    expect(await screen.findByText('Paid, disputed by the card holder: answer in Stripe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund $25.00 AUD from Rae Giver' })).not.toBeInTheDocument();
    expect(screen.getByText('Paid (dispute won)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund $25.00 AUD from Kit Won' })).toBeInTheDocument();
    expect(screen.getByText('Dispute lost: returned to the card on 24 November 2026')).toBeInTheDocument();
  });

  it('asks first, naming the donor, amount and receipt number, then refunds and says so', async () => {
    const refunded = payment({ status: 'refunded', refundedAt: '2026-11-26T01:00:00.000Z' });
    const api = stubApi({ [LIST]: [200, [payment()]], 'POST /api/donations/payments/7/refund': [200, refunded] });
    renderWithApp(<PaymentsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund $25.00 AUD from Rae Giver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(dialog).toHaveAccessibleDescription(/\$25\.00 AUD from Rae Giver to Ramps for the hall, receipt R-000007, will be refunded/);
    // Cancel takes focus first: Enter on arrival refunds nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('Refunded $25.00 AUD to Rae Giver'));
    expect(api.mock.calls.some(([url, init]) => url === '/api/donations/payments/7/refund' && init?.method === 'POST')).toBe(true);
  });

  it('tells the worker’s reason when a refund is refused', async () => {
    stubApi({
      [LIST]: [200, [payment()]],
      'POST /api/donations/payments/7/refund': [400, { message: 'This payment has already been refunded.' }],
    });
    renderWithApp(<PaymentsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund $25.00 AUD from Rae Giver' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund payment' }));
    await waitFor(() => expect(getToasts().map((t) => t.description)).toContain('This payment has already been refunded.'));
  });
});
