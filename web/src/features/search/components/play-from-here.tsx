import { useEffect, useState } from 'react';
import { sameItem, usePlayer } from '@/components/audio-player/player-context';
import { episodeItem } from '@/components/audio-player/player-items';
import { useStartAt } from '@/components/audio-player/use-start-at';
import { Button } from '@/components/ui/button';
import type { SearchResult } from '../api/use-site-search';

type Props = { episode: NonNullable<SearchResult['episode']>; seconds: number; onPlay?: () => void };

/** A transcript line's way into the one player (decision 0026): that episode, from that second. */
export function PlayFromHere({ episode, seconds, onPlay }: Props) {
  const item = episodeItem(episode);
  const startAt = useStartAt(item);
  const loaded = sameItem(usePlayer().item, item);
  const [asked, setAsked] = useState(false);
  // The dialog closes once the player has the episode: useStartAt takes it to the second as it
  // loads, which it cannot do from a closed dialog.
  useEffect(() => {
    if (asked && loaded) onPlay?.();
  }, [asked, loaded, onPlay]);
  return (
    <Button
      variant="secondary"
      onClick={() => {
        startAt(seconds);
        setAsked(true);
      }}
    >
      Play from here
    </Button>
  );
}
