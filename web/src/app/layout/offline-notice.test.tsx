import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice';

afterEach(() => vi.restoreAllMocks());

/** The browser's own connection state and the event it fires when it changes. */
function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('OfflineNotice', () => {
  it('says "You are offline" in a polite status that was in the page before, and clears it when the connection returns', () => {
    render(
      <MemoryRouter>
        <OfflineNotice />
      </MemoryRouter>,
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    goOffline(true);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(
      'You are offline. Lists and pages you opened before show what they held then; others need a connection. Your downloads still play.',
    );
    expect(screen.getByRole('link', { name: 'downloads' })).toHaveAttribute('href', '/downloads');
    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });
});
