import type { SessionSummary } from '@schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { emulateModalInert } from '@/test/modal-inert';
import { renderWithApp, stubFetch } from '@/test/render';
import { SessionList } from './session-list';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
});

const session = (overrides: Partial<SessionSummary>): SessionSummary => ({
  id: 'this-session-id-0001',
  device: 'Chrome on macOS',
  signedInAt: '2026-11-01T01:00:00.000Z',
  lastSeenAt: '2026-11-21T01:00:00.000Z',
  expiresAt: '2026-12-21T01:00:00.000Z',
  current: true,
  ...overrides,
});

/** A little server: GET lists what is left, DELETE ends sessions, as the worker does. */
function stubSessions(initial: SessionSummary[], { failList = false } = {}) {
  let sessions = [...initial];
  return stubFetch(({ method, url }) => {
    if (failList && method === 'GET') return [503, { message: 'The service is briefly unavailable.' }];
    if (method === 'GET') return [200, sessions];
    if (url === '/api/auth/sessions') {
      const revoked = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return [200, { revoked }];
    }
    const id = decodeURIComponent(url.split('/').pop()!);
    sessions = sessions.filter((s) => s.id !== id);
    return [204, null];
  });
}

const phone = session({
  id: 'phone-session-id-0002',
  device: 'Firefox on Android',
  current: false,
  signedInAt: '2026-10-05T01:00:00.000Z',
});
const tablet = session({ id: 'tablet-session-id-003', device: 'Safari on iOS', current: false });

describe('SessionList', () => {
  it('lists each device with when it signed in and was last active, and marks this one', async () => {
    stubSessions([session({}), phone]);
    renderWithApp(<SessionList />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Chrome on macOS This device');
    expect(within(items[1]!).getByText('5 October 2026')).toBeInTheDocument();
    // This device signs out through the full-page route; others by their own named button.
    expect(within(items[0]!).getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
    expect(within(items[1]!).getByRole('button', { name: 'Sign Out Firefox on Android, signed in 5 October 2026' })).toBeInTheDocument();
  });

  it('signs another device out, says so, and keeps focus on the section', async () => {
    const calls = stubSessions([session({}), phone]);
    renderWithApp(<SessionList />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Sign Out Firefox on Android/ }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toContain('DELETE /api/auth/sessions/phone-session-id-0002');
    expect(getToasts()[0]).toMatchObject({ title: 'Signed out', description: 'Firefox on Android is signed out.' });
    expect(screen.getByRole('heading', { level: 2, name: 'Signed-in Devices' })).toHaveFocus();
    // Only this device is left: nothing else to sign out of.
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('asks before signing out everywhere else, then keeps only this device', async () => {
    const calls = stubSessions([session({}), phone, tablet]);
    const user = userEvent.setup();
    renderWithApp(<SessionList />);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('This signs out 2 other devices. This device stays signed in.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toContain('DELETE /api/auth/sessions');
    expect(getToasts()[0]).toMatchObject({
      title: 'Signed out everywhere else',
      description: '2 devices are signed out. This device stays signed in.',
    });
  });

  it('puts focus on the section heading once the others are signed out and their button is gone', async () => {
    emulateModalInert();
    stubSessions([session({}), phone, tablet]);
    const user = userEvent.setup();
    renderWithApp(<SessionList />);
    await screen.findByRole('button', { name: 'Sign out everywhere else' });
    // Tab there past this device's Sign Out link: Headless UI remembers it and, the opener gone,
    // gives it focus when the dialog closes, far from where the user was.
    screen.getByRole('link', { name: 'Sign Out' }).focus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Signed-in Devices' })).toHaveFocus());
  });

  it('hands focus back to the button when the question is cancelled', async () => {
    emulateModalInert();
    stubSessions([session({}), phone]);
    const user = userEvent.setup();
    renderWithApp(<SessionList />);
    const opener = await screen.findByRole('button', { name: 'Sign out everywhere else' });
    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('says plainly when the list cannot be loaded', async () => {
    stubSessions([], { failList: true });
    renderWithApp(<SessionList />);
    expect(await screen.findByRole('heading', { name: 'Unable to Load Devices' })).toBeInTheDocument();
  });
});
