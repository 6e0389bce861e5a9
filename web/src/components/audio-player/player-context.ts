import type { ListenableKind } from '@schemas/listening';
import { createContext, useContext } from 'react';
import type { PlayerPreferences } from './player-preferences';

/** Something the player can play: an episode or a book, with what the dock shows of it. */
export type PlayerItem = {
  kind: ListenableKind;
  itemId: number;
  src: string;
  title: string;
  subtitle?: string;
  artworkUrl?: string | null;
  /** Seconds, from the catalogue: shown until the audio element reports its own length. */
  durationHint?: number;
  /** The item's own page, linked from the dock. */
  href: string;
  /** The speed is remembered per show or per book: the key they share. */
  rateKey: string;
};

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
  play: () => void;
  pause: () => void;
  toggle: () => void;
  seekTo: (seconds: number) => void;
  skip: (delta: number) => void;
  seekToPercent: (percent: number) => void;
  setVolume: (percent: number) => void;
  setRate: (rate: number) => void;
  startOver: () => void;
};

export const PlayerContext = createContext<Player | null>(null);

/** The one player of the app, provided by the layout above every screen. */
export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer needs a PlayerProvider above it');
  return player;
}
