import { QUIET_HOURS_BOTH, type NotificationSettings } from '@schemas/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/toast/toast-store';
import { renderWithApp, stubApi } from '@/test/render';
import { QuietSettingsForm } from './quiet-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const settings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  timeZone: 'Australia/Sydney',
  quietFrom: null,
  quietUntil: null,
  pausedUntil: null,
  announce: true,
  quietNow: false,
  ...overrides,
});

const patches = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([url, init]) => [url, JSON.parse(String(init!.body))]);

describe('QuietSettingsForm', () => {
  it('refuses half a quiet window in the same words as the server, sending nothing', async () => {
    const api = stubApi({});
    renderWithApp(<QuietSettingsForm settings={settings()} />);
    await userEvent.type(screen.getByLabelText('From'), '22:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save quiet time settings' }));
    expect(await screen.findAllByText(QUIET_HOURS_BOTH)).not.toHaveLength(0);
    expect(screen.getByLabelText('Until')).toHaveAttribute('aria-invalid', 'true');
    expect(patches(api)).toEqual([]);
  });

  it('saves the zone, the window and the announcement choice together', async () => {
    const api = stubApi({
      'PATCH /api/notifications/settings': [200, settings({ quietFrom: '22:00', quietUntil: '07:00', announce: false })],
    });
    renderWithApp(<QuietSettingsForm settings={settings()} />);
    await userEvent.selectOptions(screen.getByLabelText('Your time zone'), 'Perth (Western Australia)');
    await userEvent.type(screen.getByLabelText('From'), '22:00');
    await userEvent.type(screen.getByLabelText('Until'), '07:00');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Announce new notifications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save quiet time settings' }));
    await waitFor(() =>
      expect(patches(api)).toEqual([
        ['/api/notifications/settings', { timeZone: 'Australia/Perth', quietFrom: '22:00', quietUntil: '07:00', announce: false }],
      ]),
    );
  });

  it('says whether Do Not Disturb is on and offers the way out', async () => {
    const api = stubApi({ 'PATCH /api/notifications/settings': [200, settings()] });
    renderWithApp(<QuietSettingsForm settings={settings({ pausedUntil: '2026-11-26T10:15:00.000Z', quietNow: true })} />);
    expect(within(screen.getByRole('status')).getByText(/Do Not Disturb is on until Thursday 9:15 pm/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause for 1 hour' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off Do Not Disturb' }));
    await waitFor(() => expect(patches(api)).toEqual([['/api/notifications/settings', { pause: 'none' }]]));
  });
});
