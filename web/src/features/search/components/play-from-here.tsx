import type { SearchResult } from '@schemas/site-search-answer';
import { episodeItem } from '@/components/audio-player/player-items';
import { useStartAt } from '@/components/audio-player/use-start-at';
import { Button } from '@/components/ui/button';
import { formatClock } from '@/lib/format';

type Props = { episode: NonNullable<SearchResult['episode']>; seconds: number; onPlay?: () => void };

/** A transcript line's way into the one player (decision 0026): that episode, from that second. */
export function PlayFromHere({ episode, seconds, onPlay }: Props) {
  const startAt = useStartAt(episodeItem(episode));
  return (
    <Button
      variant="secondary"
      onClick={() => {
        startAt(seconds);
        onPlay?.();
      }}
    >
      Play from here
      <span className="sr-only">
        : {episode.title} at {formatClock(seconds)}
      </span>
    </Button>
  );
}
