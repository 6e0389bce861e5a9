import { LIVE_CLOSE } from '@schemas/live';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, stubLiveBrowser } from '@/components/messages/testing/fake-socket';
import { renderWithApp, stubFetch } from '@/test/render';
import { client } from './api-client';
import { useLiveEvents } from './live-channel';
import { useApi } from './use-api';
import { useLiveSignIn } from './use-live-sign-in';

/** The nav's part: it holds the member's socket open and says who is signed in. */
function Nav() {
  useLiveEvents(() => {});
  useLiveSignIn();
  const { data, error } = useApi(client.api.auth.user);
  return <p>{error ? 'Signed out' : data ? `Welcome, ${data.firstName}` : 'Loading'}</p>;
}

const sam = { id: 5, firstName: 'Sam', lastName: 'T', email: 's@example.org', role: 'member', emailVerified: true };

let answer: [number, unknown];
beforeEach(() => {
  stubLiveBrowser();
  answer = [200, sam];
  stubFetch(() => answer);
});
afterEach(() => vi.unstubAllGlobals());

describe('the live channel and who is signed in (decision 0047)', () => {
  it('a session that ended reads nothing and keeps the page as it is: the page that ended it (Sign Out, deleting the account) goes on its own way', async () => {
    const calls = stubFetch(() => answer);
    renderWithApp(<Nav />);
    expect(await screen.findByText('Welcome, Sam')).toBeInTheDocument();
    act(() => FakeSocket.latest().open());
    answer = [401, { message: 'Unauthorized' }];
    act(() => FakeSocket.latest().onclose?.(new CloseEvent('close', LIVE_CLOSE['signed-out'])));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual(['GET /api/auth/user']);
    expect(screen.getByText('Welcome, Sam')).toBeInTheDocument();
  });

  it('each time the socket comes back (a suspension closes it to reconnect), who is signed in is read again', async () => {
    const calls = stubFetch(() => answer);
    renderWithApp(<Nav />);
    expect(await screen.findByText('Welcome, Sam')).toBeInTheDocument();
    act(() => FakeSocket.latest().open());
    vi.useFakeTimers();
    act(() => FakeSocket.latest().onclose?.(new CloseEvent('close', LIVE_CLOSE.reconnect)));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    vi.useRealTimers();
    act(() => FakeSocket.latest().open());
    await vi.waitFor(() => expect(calls.filter((c) => c === 'GET /api/auth/user')).toHaveLength(2));
  });
});
