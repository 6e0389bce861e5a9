import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAVE_EVERY_MS, SEEK_SAVE_DELAY_MS } from './use-listening-position';
import {
  fakeMediaEngine,
  loadMetadata,
  media,
  playButton,
  puts,
  renderPlayer,
  renderRestored,
  saved,
  stubPositions,
  URL,
  type FetchSpy,
} from './testing/audio-player-harness';

fakeMediaEngine();

describe('AudioPlayer resume', () => {
  it('restores the saved position after loadedmetadata and offers to start over', async () => {
    const fetchSpy = stubPositions(saved(83));
    const { audio } = renderPlayer();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'GET' })));
    await act(async () => {});
    expect(audio.currentTime).toBe(0);
    expect(screen.queryByText(/Resuming from/)).not.toBeInTheDocument();

    loadMetadata(audio);
    expect(audio.currentTime).toBe(83);
    expect(screen.getByText('Resuming from 1:23')).toBeInTheDocument();
    expect(playButton()).toHaveAccessibleDescription('Resuming from 1:23');

    fireEvent.click(screen.getByRole('button', { name: 'Start from the beginning' }));
    expect(audio.currentTime).toBe(0);
    expect(screen.queryByText(/Resuming from/)).not.toBeInTheDocument();
    expect(playButton()).toHaveFocus();
    await waitFor(() => expect(puts(fetchSpy)).toEqual([{ url: URL, positionSeconds: 0, keepalive: false }]));
  });

  it('does not restore a position within 5 seconds of the end', async () => {
    const fetchSpy = stubPositions(saved(1796));
    const { audio } = renderPlayer();
    loadMetadata(audio);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await act(async () => {});
    expect(audio.currentTime).toBe(0);
    expect(screen.queryByText(/Resuming from/)).not.toBeInTheDocument();
  });

  it('saves the rounded position on pause', async () => {
    const { audio, fetchSpy } = await renderRestored();
    audio.currentTime = 125.6;
    fireEvent.pause(audio);
    await waitFor(() => expect(puts(fetchSpy)).toEqual([{ url: URL, positionSeconds: 126, keepalive: false }]));
  });

  it('saves 0 when the item ends, and not the end position', async () => {
    const { audio, fetchSpy } = await renderRestored();
    audio.currentTime = 1800;
    media.ended = true;
    fireEvent.pause(audio);
    fireEvent.ended(audio);
    await waitFor(() => expect(puts(fetchSpy)).toHaveLength(1));
    expect(puts(fetchSpy)[0]).toMatchObject({ positionSeconds: 0 });
  });

  it('saves every 10 seconds while playing, once after a seek settles, and with keepalive on pagehide', async () => {
    const { audio, fetchSpy } = await renderRestored();
    vi.useFakeTimers();
    fireEvent.play(audio);
    audio.currentTime = 300.2;
    act(() => void vi.advanceTimersByTime(SAVE_EVERY_MS));
    expect(puts(fetchSpy)).toEqual([{ url: URL, positionSeconds: 300, keepalive: false }]);

    const seek = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.change(seek, { target: { value: '40' } });
    fireEvent.change(seek, { target: { value: '50' } });
    act(() => void vi.advanceTimersByTime(SEEK_SAVE_DELAY_MS));
    expect(puts(fetchSpy).slice(1)).toEqual([{ url: URL, positionSeconds: 900, keepalive: false }]);

    fireEvent(window, new Event('pagehide'));
    expect(puts(fetchSpy).slice(2)).toEqual([{ url: URL, positionSeconds: 900, keepalive: true }]);
  });

  it('saves with keepalive when the page is hidden (a phone sending the tab to the background)', async () => {
    const { audio, fetchSpy } = await renderRestored();
    audio.currentTime = 240.4;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    expect(puts(fetchSpy)).toEqual([{ url: URL, positionSeconds: 240, keepalive: true }]);
    // Coming back saves nothing more.
    visibility.mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    expect(puts(fetchSpy)).toHaveLength(1);
  });

  it('autoPlay starts only once the saved position has been applied', async () => {
    stubPositions(saved(83));
    const { audio } = renderPlayer({ autoPlay: true });
    await act(async () => {});
    expect(media.play).not.toHaveBeenCalled();
    loadMetadata(audio);
    await waitFor(() => expect(media.play).toHaveBeenCalledTimes(1));
    expect(audio.currentTime).toBe(83);
  });

  it('never saves while the saved position is still on its way', async () => {
    const fetchSpy = stubPositions('never');
    const { audio } = renderPlayer();
    loadMetadata(audio);
    audio.currentTime = 12;
    fireEvent.pause(audio);
    fireEvent.ended(audio);
    fireEvent(window, new Event('pagehide'));
    await act(async () => {});
    expect(puts(fetchSpy)).toEqual([]);
  });

  it('keeps working when the member is signed out (401)', async () => {
    const fetchSpy: FetchSpy = vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }));
    vi.stubGlobal('fetch', fetchSpy);
    const { audio } = renderPlayer();
    loadMetadata(audio);
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    audio.currentTime = 50;
    fireEvent.pause(audio);
    await waitFor(() => expect(puts(fetchSpy)).toHaveLength(1));
    await act(async () => {});
    fireEvent.click(playButton());
    expect(media.play).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
