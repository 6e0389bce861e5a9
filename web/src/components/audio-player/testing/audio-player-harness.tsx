import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { AudioPlayer } from '../audio-player';
import type { PlayerItem } from '../player-context';
import { PlayerProvider } from '../player-provider';

// The AudioPlayer's tests, on one page each: jsdom has no media engine, so play/pause/load are
// stubbed, and the element's length and "ended" flag are driven from `media`. currentTime is a
// plain settable property in jsdom.

export const URL = '/api/listening-positions/episode/7';

export const media = {
  duration: Number.NaN,
  ended: false,
  play: vi.fn(),
  pause: vi.fn(),
};

/** Registers the stubs around each test of the file that calls it. */
export function fakeMediaEngine() {
  beforeEach(() => {
    media.duration = Number.NaN;
    media.ended = false;
    media.play = vi.fn(() => Promise.resolve());
    media.pause = vi.fn();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(media.play as () => Promise<void>);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(media.pause as () => void);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockImplementation(() => media.duration);
    vi.spyOn(HTMLMediaElement.prototype, 'ended', 'get').mockImplementation(() => media.ended);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    // Unmount while fetch is still stubbed: unmounting may save the position.
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

export type Get = [number, unknown] | 'never';

/** GET answers with the saved position (or never answers); every PUT succeeds. */
export function stubPositions(get: Get = [200, { kind: 'episode', itemId: 7, positionSeconds: 0, updatedAt: null }]) {
  const spy: FetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return Response.json({ kind: 'episode', itemId: 7, positionSeconds: 0, updatedAt: null });
    if (url !== URL) return Response.json({ message: 'Not found' }, { status: 404 });
    if (get === 'never') return new Promise<Response>(() => {});
    return Response.json(get[1], { status: get[0] });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export const saved = (positionSeconds: number): Get => [
  200,
  { kind: 'episode', itemId: 7, positionSeconds, updatedAt: '2026-01-01T00:00:00Z' },
];

export type FetchSpy = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

/** Bodies of the PUTs sent so far, in order. */
export const puts = (spy: FetchSpy) =>
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
export function renderPlayer({ compact, autoPlay, ...props }: Options = {}) {
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

export function loadMetadata(audio: HTMLAudioElement, seconds = 1800) {
  media.duration = seconds;
  fireEvent.loadedMetadata(audio);
}

/** Renders with 83 s saved, loads metadata and waits until that position has been applied. */
export async function renderRestored() {
  const fetchSpy = stubPositions(saved(83));
  const utils = renderPlayer();
  loadMetadata(utils.audio);
  await screen.findByText('Resuming from 1:23');
  return { ...utils, fetchSpy };
}

export const playButton = () => screen.getByRole('button', { name: /^(Play|Pause) Episode 7$/ });
