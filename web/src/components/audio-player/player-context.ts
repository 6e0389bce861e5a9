import { useSyncExternalStore } from 'react';
import { DEFAULT_PREFERENCES, type PlayerPreferences } from './player-preferences';
import type { SleepTimer } from './sleep-timer';
import type { PlayerItem } from '@/lib/player-item';

export type { PlayerItem };

export const sameItem = (a: Pick<PlayerItem, 'kind' | 'itemId'> | null, b: Pick<PlayerItem, 'kind' | 'itemId'> | null) =>
  a !== null && b !== null && a.kind === b.kind && a.itemId === b.itemId;

export type Player = {
  /** What is loaded, or null: the dock shows only while something is. */
  item: PlayerItem | null;
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  rate: number;
  /** The restored position while "Resuming from" should show, else null. */
  resumeFrom: number | null;
  /** Skip lengths and shortcuts, kept on this device. */
  preferences: PlayerPreferences;
  setPreferences: (change: Partial<PlayerPreferences>) => void;
  /** Loads an item (or keeps the one loaded); autoPlay starts it once its saved position is applied. */
  load: (item: PlayerItem, options?: { autoPlay?: boolean }) => void;
  /** Loads an item without playing it, only when nothing else is loaded. */
  cue: (item: PlayerItem) => void;
  /** Stops, saves the position and empties the player. */
  close: () => void;
  /** "Up next", kept on this device: what plays after the current item. */
  queue: PlayerItem[];
  addToQueue: (item: PlayerItem) => void;
  removeFromQueue: (item: PlayerItem) => void;
  /** Moves the item at `index` one place up (-1) or down (1). */
  moveInQueue: (index: number, by: -1 | 1) => void;
  clearQueue: () => void;
  play: () => void;
  pause: () => void;
  toggle: () => void;
  seekTo: (seconds: number) => void;
  skip: (delta: number) => void;
  seekToPercent: (percent: number) => void;
  setVolume: (percent: number) => void;
  setRate: (rate: number) => void;
  startOver: () => void;
  /** The sleep timer, or null when none is set. */
  sleepTimer: SleepTimer | null;
  setSleepTimer: (timer: SleepTimer | null) => void;
};

// The player's engine (player-engine.tsx) is loaded lazily, for signed-in members only, so the
// shell every visitor downloads holds just this small store. The engine publishes its state here
// on every change; views read it with usePlayer.
let current: Player | null = null;
const listeners = new Set<() => void>();

export const playerStore = {
  publish(player: Player | null) {
    current = player;
    if (player === null) pending = null;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

type Request = { item: PlayerItem; autoPlay: boolean; cueOnly: boolean };
/** The last load or cue asked for before the engine arrived; it applies it as it mounts. */
let pending: Request | null = null;

export function takePendingRequest(): Request | null {
  const request = pending;
  pending = null;
  return request;
}

const nothing = () => {};

/** The player until its engine has loaded (a moment after sign-in): nothing loaded yet, and loads wait for it. */
const waiting: Player = {
  item: null,
  playing: false,
  currentTime: 0,
  duration: 0,
  volume: 1,
  rate: 1,
  resumeFrom: null,
  preferences: DEFAULT_PREFERENCES,
  setPreferences: nothing,
  load: (item, options) => void (pending = { item, autoPlay: options?.autoPlay ?? false, cueOnly: false }),
  cue: (item) => void (pending = pending ?? { item, autoPlay: false, cueOnly: true }),
  close: () => void (pending = null),
  queue: [],
  addToQueue: nothing,
  removeFromQueue: nothing,
  moveInQueue: nothing,
  clearQueue: nothing,
  play: nothing,
  pause: nothing,
  toggle: nothing,
  seekTo: nothing,
  skip: nothing,
  seekToPercent: nothing,
  setVolume: nothing,
  setRate: nothing,
  startOver: nothing,
  sleepTimer: null,
  setSleepTimer: nothing,
};

const snapshot = () => current ?? waiting;

/** The app's one player, as the engine last published it. */
export function usePlayer(): Player {
  return useSyncExternalStore(playerStore.subscribe, snapshot, snapshot);
}
