import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import type { PlayerItem } from '../player-context';

// jsdom has no media playback: the player's tests stand in for the audio element and the
// listening-position API the same way, and unmount while fetch is still stubbed (unmounting
// may save the position).

type Options = {
  /** The audio's length in seconds as the element reports it (NaN: not known yet). */
  duration?: number | (() => number);
  play?: () => Promise<void>;
  pause?: () => void;
  /** What the worker answers (the saved position, unless a test answers more); null leaves fetch to the test. */
  fetch?: ((input: RequestInfo | URL) => Promise<Response>) | null;
};

const noPosition = (itemId: number) => async () => Response.json({ kind: 'episode', itemId, positionSeconds: 0, updatedAt: null });

export function stubMedia({ duration = 1800, play = () => Promise.resolve(), pause = () => {}, fetch = noPosition(7) }: Options = {}) {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockImplementation(typeof duration === 'function' ? duration : () => duration);
  if (fetch) vi.stubGlobal('fetch', vi.fn(fetch));
}

export function restoreMedia() {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}

/** Episode 7, as the player's tests load it. */
export const anEpisode = (fields: Partial<PlayerItem> = {}): PlayerItem => ({
  kind: 'episode',
  itemId: 7,
  src: '/media/ep.wav',
  title: 'Episode 7',
  href: '/podcasts/7',
  rateKey: 'show:test',
  ...fields,
});

export { noPosition };
