import type { Giving, GivingStatement } from '@schemas/giving';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { GivingStatementView } from './giving-statement-view';
import { YourGivingSection } from './your-giving-section';

afterEach(() => vi.unstubAllGlobals());

const gift = (over: Partial<Giving['gifts'][number]> = {}): Giving['gifts'][number] => ({
  id: 1,
  campaign: 'Ramps for the hall',
  amount: '25.00',
  status: 'paid',
  receiptNumber: 'EG-2026-000001',
  at: '2026-06-30T13:59:59.000Z',
  receiptPath: '/donations/receipts/abc',
  testMode: false,
  ...over,
});

describe('YourGivingSection', () => {
  it('lists each gift with its receipt, and a statement link per financial year', async () => {
    stubApi({
      '/api/account/giving': [
        200,
        {
          gifts: [
            gift({ id: 2, amount: '10.00', testMode: true, receiptNumber: null, status: 'pending', at: '2026-07-01T00:00:00.000Z' }),
            gift(),
          ],
          monthly: [],
          years: [{ year: 2026, label: '2025–26', total: '25.00', gifts: 1 }],
        } satisfies Giving,
      ],
    });
    renderWithApp(<YourGivingSection />);
    const statement = await screen.findByRole('link', { name: 'Statement for 2025–26' });
    expect(statement).toHaveAttribute('href', '/account/giving/2026');
    expect(statement.parentElement).toHaveTextContent('Statement for 2025–26 (1 gift, $25.00 AUD deductible)');
    const list = screen.getByRole('list', { name: 'Your gifts, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('$10.00 AUD to Ramps for the hall');
    expect(items[0]).toHaveTextContent('Waiting for payment · Test gift: no money moved');
    // 30 June 23:59:59 in Sydney, whatever the reader's own time zone.
    expect(items[1]).toHaveTextContent('30 June 2026 · Paid · Receipt EG-2026-000001');
    expect(within(items[1]!).getByRole('link', { name: 'View receipt for $25.00 AUD to Ramps for the hall' })).toHaveAttribute(
      'href',
      '/donations/receipts/abc',
    );
  });

  it('shows the newest ten, and "Show all" moves focus to the first gift it adds', async () => {
    const gifts = Array.from({ length: 12 }, (_, i) => gift({ id: i + 1, campaign: `Campaign ${i + 1}` }));
    stubApi({ '/api/account/giving': [200, { gifts, monthly: [], years: [] } satisfies Giving] });
    const user = userEvent.setup();
    renderWithApp(<YourGivingSection />);
    const list = await screen.findByRole('list', { name: 'Your gifts, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show all 12 gifts' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Campaign 11'));
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('says so, with the way to the campaigns, when the member has not given', async () => {
    stubApi({ '/api/account/giving': [200, { gifts: [], monthly: [], years: [] } satisfies Giving] });
    renderWithApp(<YourGivingSection />);
    expect(await screen.findByText(/You have not given yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the campaigns' })).toHaveAttribute('href', '/donations');
  });
});

describe('GivingStatementView', () => {
  const statement: GivingStatement = {
    year: 2026,
    label: '2025–26',
    from: '1 July 2025',
    to: '30 June 2026',
    donor: { name: 'Noor Haddad', email: 'noor@example.test' },
    organisation: { name: 'Members Portal Demo Inc.', abn: '51 824 753 556', fundName: 'Members Portal Public Fund' },
    gifts: [gift(), gift({ id: 2, amount: '10.00', testMode: true })],
    total: '25.00',
    testTotal: '10.00',
    issuedAt: '2026-07-02T00:00:00.000Z',
  };

  it('is a table read by column, with the deductible total, test gifts set apart and the DGR details', () => {
    render(<GivingStatementView statement={statement} />);
    const table = screen.getByRole('table', { name: 'Gifts paid in 2025–26' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Campaign', 'Amount (AUD)']);
    expect(within(table).getByRole('rowheader', { name: 'Total deductible gifts' }).parentElement).toHaveTextContent('$25.00');
    expect(within(table).getByText('Test gift: not counted')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Members Portal Demo Inc.' })).toBeInTheDocument();
    expect(screen.getByText('ABN 51 824 753 556')).toBeInTheDocument();
  });

  it('never claims to be a tax receipt without the organisation’s details', () => {
    render(<GivingStatementView statement={{ ...statement, organisation: null }} />);
    expect(screen.getByText(/It is not a tax receipt/)).toBeInTheDocument();
    expect(screen.queryByText(/tax deductible/)).not.toBeInTheDocument();
  });
});
