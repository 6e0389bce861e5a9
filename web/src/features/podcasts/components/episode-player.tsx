import { AudioPlayer } from '@/components/audio-player/audio-player';
import { episodeItem } from '@/components/audio-player/player-items';
import type { PodcastEpisodeCard } from '../api/use-podcasts';

/**
 * An episode's view of the app's player, the same on its card and its own page. Its own page
 * (`cue`) loads it, paused where the member left off, when nothing else is loaded.
 */
export function EpisodePlayer({ episode, cue = false }: { episode: PodcastEpisodeCard; cue?: boolean }) {
  return <AudioPlayer item={episodeItem(episode)} cue={cue} />;
}
