import type { DonorSummary } from '@schemas/donation-payments';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import DonorsSection from './donors-section';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/donations/donors?limit=20&offset=0';
const donor = (over: Partial<DonorSummary> = {}): DonorSummary => ({
  key: 'donor-1',
  name: 'Gail Giver',
  total: '130.00',
  gifts: 3,
  lastGiftAt: '2026-11-21T10:00:00.000Z',
  monthly: 'active',
  ...over,
});

describe('Donors', () => {
  it('shows an editor each donor’s name, total, gifts, last gift and monthly status, and no email column', async () => {
    stubApi({ [LIST]: [200, [donor(), donor({ key: 'donor-2', name: 'Anonymous', monthly: 'paused', gifts: 1, total: '5.00' })]] });
    renderWithApp(<DonorsSection />);
    const table = await screen.findByRole('table', { name: 'Donors, most recent first' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Donor',
      'Total given',
      'Gifts',
      'Last gift',
      'Monthly',
    ]);
    expect(table).toHaveTextContent('Gail Giver$130.00 AUD321 November 2026Gives monthly');
    expect(table).toHaveTextContent('Anonymous$5.00 AUD121 November 2026Paused (campaign closed)');
  });

  it('adds the email column when the worker sends emails (admins)', async () => {
    stubApi({ [LIST]: [200, [donor({ email: 'gail@example.org' })]] });
    renderWithApp(<DonorsSection />);
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'gail@example.org' })).toBeInTheDocument();
  });
});
