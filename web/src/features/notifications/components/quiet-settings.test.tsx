import { QUIET_HOURS_BOTH, type NotificationSettings } from '@schemas/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mutate, SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { swrConfig } from '@/lib/swr-config';
import { renderWithApp, stubApi, stubFetch } from '@/test/render';
import { useNotificationSettings } from '../api/use-notifications';
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

/** The form as the page has it: fed by the settings read, which a pause refetches. */
function FromTheServer() {
  const { data } = useNotificationSettings();
  return data ? <QuietSettingsForm settings={data} /> : null;
}

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

  it('pausing and turning it off keep focus on the row of buttons, and each change is said once, by the status', async () => {
    let current = settings();
    stubFetch(({ method, url, body }) => {
      if (url !== '/api/notifications/settings') return [404, { message: 'Not found' }];
      if (method === 'PATCH') {
        const { pause } = body as { pause: string };
        current = settings({ pausedUntil: pause === 'none' ? null : '2026-11-26T21:00:00.000Z' });
      }
      return [200, current];
    });
    // The app's own cache (emptied, no deduping): a pause refetches through the global mutate(),
    // which renderWithApp's private cache would never hear.
    await mutate(() => true, undefined, { revalidate: false });
    render(
      <SWRConfig value={{ ...swrConfig, dedupingInterval: 0 }}>
        <FromTheServer />
      </SWRConfig>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pause until 8 am tomorrow' }));
    const off = await screen.findByRole('button', { name: 'Turn off Do Not Disturb' });
    expect(off).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Do Not Disturb is on until Friday 8:00 am.');
    expect(getToasts()).toEqual([]);

    await userEvent.click(off);
    const hour = await screen.findByRole('button', { name: 'Pause for 1 hour' });
    expect(hour).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Do Not Disturb is off.');
    expect(getToasts()).toEqual([]);
  });
});
