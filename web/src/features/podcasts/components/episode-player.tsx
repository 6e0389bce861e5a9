import type { PodcastEpisode } from '@schemas/content';
import { AudioPlayer } from '@/components/audio-player/audio-player';

/** An episode's player, the same on its card and its own page: it resumes where the member left off. */
export function EpisodePlayer({ episode }: { episode: PodcastEpisode }) {
  return (
    <AudioPlayer
      src={episode.audioUrl}
      title={episode.title}
      subtitle={`CripChat · Episode ${episode.episodeNumber}`}
      artworkUrl={episode.thumbnailUrl}
      kind="episode"
      itemId={episode.id}
      durationHint={episode.duration}
    />
  );
}
