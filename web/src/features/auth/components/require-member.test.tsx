import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import { RequireMember } from './require-member';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetToasts();
});

const member = {
  id: 1,
  firstName: 'Sam',
  lastName: 'Taylor',
  email: 'member@example.org',
  membershipLevel: 'Free',
  role: 'member',
  emailVerified: true,
};

describe('RequireMember', () => {
  it('shows the screen to a signed-in member', async () => {
    stubApi({ '/api/auth/user': [200, member] });
    renderWithApp(<RequireMember>Member content</RequireMember>);
    expect(await screen.findByText('Member content')).toBeInTheDocument();
  });

  it('says "Unauthorized" and goes to /api/login 500 ms later, without retrying', async () => {
    const fetchSpy = stubApi({ '/api/auth/user': [401, { message: 'Unauthorized' }] });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.useFakeTimers();
    renderWithApp(
      <>
        <RequireMember>Member content</RequireMember>
        <Toaster />
      </>,
    );
    // Let the user call settle without moving the clock.
    for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('Unauthorized You are logged out. Logging in again...');
    expect(screen.queryByText('Member content')).not.toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith('/api/login');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('offline, says so instead of sending them to sign in, and asks again once the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // No connection: fetch itself fails, as a browser's does offline.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithApp(<RequireMember>Member content</RequireMember>);
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    const fetchSpy = stubApi({ '/api/auth/user': [200, member] });
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Member content')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
  });
});
