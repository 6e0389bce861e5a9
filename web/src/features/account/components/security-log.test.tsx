import type { SecurityEvent } from '@schemas/account';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDateTime } from '@/lib/format';
import { renderWithApp, stubApi } from '@/test/render';
import { SecurityLog } from './security-log';

afterEach(() => vi.unstubAllGlobals());

let nextId = 1;
const event = (overrides: Partial<SecurityEvent>): SecurityEvent => ({
  id: nextId++,
  kind: 'signed-in',
  method: 'password',
  device: 'Chrome on macOS',
  newDevice: false,
  at: '2026-11-21T01:00:00.000Z',
  ...overrides,
});

describe('SecurityLog', () => {
  it('says each event in one sentence, newest first, with its date and time, and marks a new device', async () => {
    stubApi({
      '/api/auth/security-log': [
        200,
        [
          event({ method: 'password', device: 'Firefox on Android', newDevice: true, at: '2026-11-21T03:30:00.000Z' }),
          event({ kind: 'password-changed', method: null, at: '2026-11-20T01:00:00.000Z' }),
          event({ kind: 'email-change-requested', method: null, at: '2026-11-19T01:00:00.000Z' }),
          event({ kind: 'email-changed', method: null, at: '2026-11-18T01:00:00.000Z' }),
          event({ method: 'sign-in-link', at: '2026-11-17T01:00:00.000Z' }),
        ],
      ],
    });
    renderWithApp(<SecurityLog />, '/account');
    const section = screen.getByRole('region', { name: 'Security Log' });
    const list = await within(section).findByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual([
      'Signed in with your password on Firefox on Android — a new device',
      'Password changed on Chrome on macOS',
      'Change of email address asked for on Chrome on macOS',
      'Email address changed on Chrome on macOS',
      'Signed in with an emailed sign-in link on Chrome on macOS',
    ]);
    const when = within(items[0]!).getByText(formatLongDateTime('2026-11-21T03:30:00.000Z'));
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('datetime', '2026-11-21T03:30:00.000Z');
    // en-AU: day, month in words, year.
    expect(when.textContent).toMatch(/^\d{1,2} November 2026/);
  });

  it('says plainly when there is nothing yet', async () => {
    stubApi({ '/api/auth/security-log': [200, []] });
    renderWithApp(<SecurityLog />, '/account');
    expect(await screen.findByRole('heading', { level: 3, name: 'Nothing in Your Security Log Yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says it is loading, then plainly when the log cannot be loaded', async () => {
    stubApi({ '/api/auth/security-log': [503, { message: 'The service is briefly unavailable.' }] });
    renderWithApp(<SecurityLog />, '/account');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your security log…');
    expect(await screen.findByRole('heading', { level: 3, name: 'Unable to Load Security Log' })).toBeInTheDocument();
  });
});
