import { useEffect, useRef } from 'react';
import { sameItem, usePlayer, type PlayerItem } from './player-context';

/**
 * Starts an item at a time (a chapter, a transcript's cue): there and playing when it is
 * loaded; loaded first, and taken there as soon as it is, when something else is playing.
 */
export function useStartAt(item: PlayerItem) {
  const player = usePlayer();
  const loaded = sameItem(player.item, item);
  const pending = useRef<number | null>(null);
  const { seekTo } = player;
  useEffect(() => {
    if (!loaded || pending.current === null) return;
    seekTo(pending.current);
    pending.current = null;
  }, [loaded, seekTo]);

  return (seconds: number) => {
    if (loaded) {
      player.seekTo(seconds);
      if (!player.playing) player.play();
    } else {
      pending.current = seconds;
      player.load(item, { autoPlay: true });
    }
  };
}
