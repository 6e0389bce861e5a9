import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadButton } from './download-button';

// The device's own storage (Cache Storage, a service worker) is not in jsdom: the browser test
// (e2e/offline.test.ts) downloads for real. Here a download is a promise the test settles, to
// hear each step and see where focus goes.
const device = vi.hoisted(() => ({
  finish: (_bytes: number) => {},
  fail: (_error: unknown) => {},
  stored: null as number | null,
}));
vi.mock('@/lib/offline/use-member-id', () => ({ useMemberId: () => 1 }));
vi.mock('@/lib/offline/downloads', () => ({
  offlineSupported: () => true,
  storedBytes: async () => device.stored,
  removeDownload: async () => {
    device.stored = null;
  },
  downloadForOffline: (_member: number, _item: unknown, _progress: unknown, signal: AbortSignal) =>
    new Promise<number>((resolve, reject) => {
      device.finish = resolve;
      device.fail = reject;
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    }),
}));

const item = { src: '/media/episode-3.mp3', title: 'Episode 3', kind: 'episode' as const, id: 3 };

function renderButton() {
  render(
    <MemoryRouter>
      <DownloadButton item={item as never} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  device.stored = null;
});

describe('DownloadButton', () => {
  it('moves focus to the button that takes the pressed one’s place, and says each step', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Download for offline' }));
    expect(screen.getByRole('button', { name: 'Cancel download' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Downloading for offline');

    await act(async () => device.finish(2_400_000));
    expect(screen.getByRole('button', { name: 'Remove download' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved on this device \(2\.\d+ MB\)$/);

    await user.click(screen.getByRole('button', { name: 'Remove download' }));
    expect(await screen.findByRole('button', { name: 'Download for offline' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Removed from this device');
  });

  it('says a cancel, and leaves focus alone when the member had moved on', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Download for offline' }));
    await user.click(screen.getByRole('button', { name: 'Cancel download' }));
    expect(await screen.findByRole('button', { name: 'Download for offline' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Download cancelled');

    await user.click(screen.getByRole('button', { name: 'Download for offline' }));
    act(() => screen.getByRole('button', { name: 'Cancel download' }).blur());
    await act(async () => device.finish(1_000_000));
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved on this device/);
  });
});
