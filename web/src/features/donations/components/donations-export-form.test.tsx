import { EXPORT_ORDER_MESSAGE } from '@schemas/donation-export';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import { DonationsExportForm } from './donations-export-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
});

async function fillRange(from: string, to: string) {
  await userEvent.clear(screen.getByLabelText('From'));
  await userEvent.type(screen.getByLabelText('From'), from);
  await userEvent.clear(screen.getByLabelText('To'));
  await userEvent.type(screen.getByLabelText('To'), to);
}

describe('Export for the accountant', () => {
  it('refuses a range that ends before it starts with the shared schema’s words, tied to the field, and asks nothing', async () => {
    const api = stubApi({});
    renderWithApp(<DonationsExportForm />);
    await fillRange('2026-07-31', '2026-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveAccessibleDescription(new RegExp(EXPORT_ORDER_MESSAGE)));
    expect(api).not.toHaveBeenCalled();
  });

  it('downloads the CSV of the range as a file named for it', async () => {
    const api = stubApi({ '/api/donations/export?from=2026-07-01&to=2026-07-31': [200, 'csv'] });
    // jsdom has no object URLs: these two stand in for the browser's.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('donations-2026-07-01-to-2026-07-31.csv');
    });
    renderWithApp(<DonationsExportForm />);
    await fillRange('2026-07-01', '2026-07-31');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect(api.mock.calls[0]![0]).toBe('/api/donations/export?from=2026-07-01&to=2026-07-31');
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('Download started'));
  });
});
