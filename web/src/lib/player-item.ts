import type { ListenableKind } from './api-types';

/**
 * Something the player can play: an episode or a book, with what the dock shows of it. Here in
 * lib, not with the player, because the offline downloads (lib/offline) store it too.
 */
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
