import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { AudioPlayer } from './audio-player';
import type { PlayerItem } from './player-context';
import { PlayerProvider } from './player-provider';
import { SAVE_EVERY_MS, SEEK_SAVE_DELAY_MS } from './use-listening-position';

const URL = '/api/listening-positions/episode/7';

// jsdom has no media engine: play/pause/load are stubbed, and the element's length and
// "ended" flag are driven from here. currentTime is a plain settable property in jsdom.
let mediaDuration = Number.NaN;
let mediaEnded = false;
let playSpy: ReturnType<typeof vi.fn>;
let pauseSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  mediaDuration = Number.NaN;
  mediaEnded = false;
  playSpy = vi.fn(() => Promise.resolve());
  pauseSpy = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(playSpy as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pauseSpy as () => void);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockImplementation(() => mediaDuration);
  vi.spyOn(HTMLMediaElement.prototype, 'ended', 'get').mockImplementation(() => mediaEnded);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  // Unmount while fetch is still stubbed: unmounting may save the position.
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Get = [number, unknown] | 'never';

/** GET answers with the saved position (or never answers); every PUT succeeds. */
function stubPositions(get: Get = [200, { kind: 'episode', itemId: 7, positionSeconds: 0, updatedAt: null }]) {
  const spy: FetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return Response.json({ kind: 'episode', itemId: 7, positionSeconds: 0, updatedAt: null });
    if (url !== URL) return Response.json({ message: 'Not found' }, { status: 404 });
    if (get === 'never') return new Promise<Response>(() => {});
    return Response.json(get[1], { status: get[0] });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

const saved = (positionSeconds: number): Get => [200, { kind: 'episode', itemId: 7, positionSeconds, updatedAt: '2026-01-01T00:00:00Z' }];

type FetchSpy = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

/** Bodies of the PUTs sent so far, in order. */
const puts = (spy: FetchSpy) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => {
      // Every save carries the listener's own time (checked once here), the rest is compared.
      const { savedAt, ...body } = JSON.parse(String(init?.body)) as { savedAt: string };
      expect(Number.isNaN(Date.parse(savedAt))).toBe(false);
      return { url, ...body, keepalive: init?.keepalive };
    });

type Options = Partial<PlayerItem> & { compact?: boolean; autoPlay?: boolean };

/** An episode page's view of the app's one player: it cues its episode (or starts it, with autoPlay). */
function renderPlayer({ compact, autoPlay, ...props }: Options = {}) {
  const item: PlayerItem = {
    kind: 'episode',
    itemId: 7,
    src: '/media/episode-7.mp3',
    title: 'Episode 7',
    href: '/podcasts/7',
    rateKey: 'show:test',
    ...props,
  };
  const utils = render(
    <PlayerProvider>
      <AudioPlayer item={item} compact={compact} autoPlay={autoPlay} cue />
    </PlayerProvider>,
  );
  const audio = utils.container.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return { ...utils, audio };
}

function loadMetadata(audio: HTMLAudioElement, seconds = 1800) {
  mediaDuration = seconds;
  fireEvent.loadedMetadata(audio);
}

/** Renders with 83 s saved, loads metadata and waits until that position has been applied. */
async function renderRestored() {
  const fetchSpy = stubPositions(saved(83));
  const utils = renderPlayer();
  loadMetadata(utils.audio);
  await screen.findByText('Resuming from 1:23');
  return { ...utils, fetchSpy };
}

const playButton = () => screen.getByRole('button', { name: /^(Play|Pause) Episode 7$/ });

describe('AudioPlayer controls', () => {
  it('starts at full volume and describes the volume in words', () => {
    stubPositions();
    const { audio } = renderPlayer();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveValue('100');
    expect(volume).toHaveAttribute('aria-valuetext', '100%');
    fireEvent.change(volume, { target: { value: '80' } });
    expect(audio.volume).toBe(0.8);
    expect(volume).toHaveAttribute('aria-valuetext', '80%');
  });

  it('asks the element to play, but changes its label only on the play, pause and ended events', () => {
    stubPositions();
    const { audio } = renderPlayer();
    expect(audio).toHaveAttribute('preload', 'metadata');
    expect(playButton()).toHaveAccessibleName('Play Episode 7');
    expect(playButton()).toHaveTextContent('Play');
    fireEvent.click(playButton());
    expect(playSpy).toHaveBeenCalledTimes(1);
    expect(playButton()).toHaveAccessibleName('Play Episode 7');

    fireEvent.play(audio);
    expect(playButton()).toHaveAccessibleName('Pause Episode 7');
    expect(playButton()).toHaveTextContent('Pause');
    fireEvent.click(playButton());
    expect(pauseSpy).toHaveBeenCalledTimes(1);
    fireEvent.pause(audio);
    expect(playButton()).toHaveAccessibleName('Play Episode 7');

    fireEvent.play(audio);
    fireEvent.ended(audio);
    expect(playButton()).toHaveAccessibleName('Play Episode 7');
    expect(playSpy).toHaveBeenCalledTimes(1);
  });

  it('skips 10 seconds, clamped to 0 and to the duration', () => {
    stubPositions();
    const { audio } = renderPlayer();
    loadMetadata(audio);
    const back = screen.getByRole('button', { name: 'Skip back 10 seconds' });
    const forward = screen.getByRole('button', { name: 'Skip forward 10 seconds' });
    audio.currentTime = 100;
    fireEvent.click(back);
    expect(audio.currentTime).toBe(90);
    fireEvent.click(forward);
    expect(audio.currentTime).toBe(100);
    audio.currentTime = 4;
    fireEvent.click(back);
    expect(audio.currentTime).toBe(0);
    audio.currentTime = 1795;
    fireEvent.click(forward);
    expect(audio.currentTime).toBe(1800);
  });

  it('seeks by percentage, shows m:ss and speaks the position in words', () => {
    stubPositions();
    const { audio } = renderPlayer();
    loadMetadata(audio);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.change(seek, { target: { value: '50' } });
    expect(audio.currentTime).toBe(900);
    expect(screen.getByText('15:00 / 30:00')).toBeInTheDocument();

    audio.currentTime = 83;
    fireEvent.timeUpdate(audio);
    expect(screen.getByText('1:23 / 30:00')).toBeInTheDocument();
    expect(seek).toHaveAttribute('aria-valuetext', '1 minute 23 seconds of 30 minutes');
    expect(Number((seek as HTMLInputElement).value)).toBeCloseTo((83 / 1800) * 100);
  });

  it('moves in seconds from the keyboard: 5 s an arrow, a minute a Page key, Home and End', () => {
    stubPositions();
    const { audio } = renderPlayer();
    loadMetadata(audio);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    audio.currentTime = 100;
    fireEvent.timeUpdate(audio);
    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    expect(audio.currentTime).toBeCloseTo(105);
    fireEvent.keyDown(seek, { key: 'ArrowLeft' });
    fireEvent.keyDown(seek, { key: 'ArrowDown' });
    expect(audio.currentTime).toBeCloseTo(95);
    fireEvent.keyDown(seek, { key: 'PageUp' });
    expect(audio.currentTime).toBeCloseTo(155);
    fireEvent.keyDown(seek, { key: 'PageDown' });
    expect(audio.currentTime).toBeCloseTo(95);
    fireEvent.keyDown(seek, { key: 'End' });
    expect(audio.currentTime).toBeCloseTo(1800);
    fireEvent.keyDown(seek, { key: 'Home' });
    expect(audio.currentTime).toBe(0);
  });

  it('holds its value still while focused and playing, so a screen reader is not told every second', () => {
    stubPositions();
    const { audio } = renderPlayer();
    loadMetadata(audio);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.play(audio);
    act(() => seek.focus());
    const before = seek.getAttribute('aria-valuetext');
    for (let t = 1; t <= 5; t++) {
      audio.currentTime = t;
      fireEvent.timeUpdate(audio);
    }
    expect(seek.getAttribute('aria-valuetext')).toBe(before);
    expect(screen.getByText('0:05 / 30:00')).toBeInTheDocument();
    // A seek by key moves it; leaving the slider lets it follow the audio again.
    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    expect(seek).toHaveAttribute('aria-valuetext', '10 seconds of 30 minutes');
    act(() => seek.blur());
    audio.currentTime = 42;
    fireEvent.timeUpdate(audio);
    expect(seek).toHaveAttribute('aria-valuetext', '42 seconds of 30 minutes');
  });

  it('shows the catalogue duration until the element reports its own', () => {
    stubPositions();
    const { audio } = renderPlayer({ durationHint: 1500 });
    expect(screen.getByText('0:00 / 25:00')).toBeInTheDocument();
    loadMetadata(audio, 1805);
    expect(screen.getByText('0:00 / 30:05')).toBeInTheDocument();
  });

  it('applies the chosen playback speed to the element', () => {
    stubPositions();
    const { audio } = renderPlayer();
    const speed = screen.getByRole('combobox', { name: 'Playback speed' });
    expect(speed).toHaveValue('1');
    // 0.5x to 3x in steps of 0.05.
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toHaveLength(51);
    expect(options.slice(0, 3)).toEqual(['0.5×', '0.55×', '0.6×']);
    expect(options).toContain('1.05×');
    expect(options.at(-1)).toBe('3×');
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(audio.playbackRate).toBe(1.5);
    expect(speed).toHaveValue('1.5');
  });

  it('compact shows only play/pause, seek and time', () => {
    stubPositions();
    renderPlayer({ compact: true, durationHint: 60 });
    expect(playButton()).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(screen.getByText('0:00 / 1:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Skip/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Playback speed' })).not.toBeInTheDocument();
  });
});

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
    mediaEnded = true;
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
    expect(playSpy).not.toHaveBeenCalled();
    loadMetadata(audio);
    await waitFor(() => expect(playSpy).toHaveBeenCalledTimes(1));
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
    expect(playSpy).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AudioPlayer media session', () => {
  it('publishes metadata and handlers, and removes them on unmount', () => {
    stubPositions();
    const handlers = new Map<string, MediaSessionActionHandler | null>();
    const session = {
      metadata: null as unknown,
      playbackState: 'none',
      setActionHandler: vi.fn((action: string, handler: MediaSessionActionHandler | null) => void handlers.set(action, handler)),
    };
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: object) {
          Object.assign(this, init);
        }
      },
    );
    try {
      const { audio, unmount } = renderPlayer({ subtitle: 'CripChat', artworkUrl: '/media/cover.jpg' });
      loadMetadata(audio);
      expect(session.metadata).toEqual({ title: 'Episode 7', artist: 'CripChat', artwork: [{ src: '/media/cover.jpg' }] });
      expect([...handlers.keys()].sort()).toEqual(['pause', 'play', 'seekbackward', 'seekforward', 'seekto']);

      audio.currentTime = 100;
      act(() => handlers.get('seekforward')?.({ action: 'seekforward' }));
      expect(audio.currentTime).toBe(110);
      act(() => handlers.get('seekbackward')?.({ action: 'seekbackward' }));
      expect(audio.currentTime).toBe(100);
      act(() => handlers.get('seekto')?.({ action: 'seekto', seekTime: 600 }));
      expect(audio.currentTime).toBe(600);
      act(() => handlers.get('play')?.({ action: 'play' }));
      expect(playSpy).toHaveBeenCalledTimes(1);

      unmount();
      expect(session.metadata).toBeNull();
      expect([...handlers.values()].every((h) => h === null)).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'mediaSession');
    }
  });
});
