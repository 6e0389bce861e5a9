import { ButtonLink } from '@/components/ui/button';
import { Tags } from '@/components/ui/tags';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { EpisodePlayer } from './episode-player';
import type { PodcastEpisodeCard } from '../api/use-podcasts';

/**
 * One episode in the list: its details, a full player, and "View Full Episode". The player
 * shows the picture and the length (from the audio itself), so the details above say neither:
 * one card, one picture, one duration.
 */
export function EpisodeCard({ episode }: { episode: PodcastEpisodeCard }) {
  const headingId = `episode-${episode.id}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
      <p className="text-sm font-semibold text-teal-800">
        Episode {episode.episodeNumber} · <time dateTime={episode.publishedAt}>{formatLongDate(episode.publishedAt)}</time>
      </p>
      <h2 id={headingId} className="mt-1 text-xl font-bold text-slate-950">
        {episode.title}
      </h2>
      <p className="mt-2 text-slate-800">{episode.description}</p>
      <div className="mt-3">
        <Tags tags={episode.tags} />
      </div>
      <div className="mt-5">
        <EpisodePlayer episode={episode} />
      </div>
      <ButtonLink to={paths.episode(episode.id)} variant="secondary" className="mt-4" aria-label={`View Full Episode: ${episode.title}`}>
        View Full Episode
      </ButtonLink>
    </article>
  );
}
