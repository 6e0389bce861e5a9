import type { PodcastEpisode } from '@schemas/content';
import { AudioPlayer } from '@/components/audio-player/audio-player';
import type { PlayerItem } from '@/components/audio-player/player-context';
import { paths } from '@/lib/paths';

/** What the app's player needs of an episode. Every episode is CripChat's, so they share one remembered speed. */
export const episodeItem = (episode: PodcastEpisode): PlayerItem => ({
  kind: 'episode',
  itemId: episode.id,
  src: episode.audioUrl,
  title: episode.title,
  subtitle: `CripChat · Episode ${episode.episodeNumber}`,
  artworkUrl: episode.thumbnailUrl,
  durationHint: episode.duration,
  href: paths.episode(episode.id),
  rateKey: 'show:cripchat',
});

/**
 * An episode's view of the app's player, the same on its card and its own page. Its own page
 * (`cue`) loads it, paused where the member left off, when nothing else is loaded.
 */
export function EpisodePlayer({ episode, cue = false }: { episode: PodcastEpisode; cue?: boolean }) {
  return <AudioPlayer item={episodeItem(episode)} cue={cue} />;
}
