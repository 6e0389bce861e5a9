import type { MonthlyGiftLine } from '@schemas/monthly-gifts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaign } from '@/test/donation-factories';
import { renderWithApp, stubApi } from '@/test/render';
import type { MonthlyActions } from '../api/use-monthly';
import MonthlyChangeDialog from './monthly-change-dialog';

afterEach(() => vi.unstubAllGlobals());

const gift: MonthlyGiftLine = {
  id: 5,
  campaign: { id: 1, title: 'Van' },
  amount: '20.00',
  status: 'active',
  payments: 2,
  testMode: true,
  startedAt: '2026-09-01T00:00:00.000Z',
  receiptName: 'Wren Halloran',
};

describe('Change your monthly gift: the name on receipts', () => {
  it('shows the current name, and sends the new one with the amount and campaign', async () => {
    stubApi({ '/api/donation-campaigns': [200, [campaign({ id: 1, title: 'Van' })]] });
    const change = vi.fn(async () => ({ ok: true }));
    const actions: MonthlyActions = { change, stop: vi.fn(), card: vi.fn(), refresh: vi.fn(async () => undefined) };
    renderWithApp(<MonthlyChangeDialog actions={actions} gift={gift} onClose={() => undefined} />);
    const name = await screen.findByRole('textbox', { name: 'Name on receipts' });
    expect(name).toHaveValue('Wren Halloran');
    expect(name).toHaveAccessibleDescription('For the receipts of the next payments. Leave it empty to be Anonymous.');
    await userEvent.clear(name);
    await userEvent.type(name, 'W. Halloran');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith(5, { amount: 2000, campaignId: 1, receiptName: 'W. Halloran' }));
  });
});
