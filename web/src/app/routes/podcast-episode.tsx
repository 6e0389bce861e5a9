import { useParams } from 'react-router-dom';
import { EpisodeView } from '@/features/podcasts/components/episode-view';

export default function PodcastEpisodeRoute() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <EpisodeView id={id} />
    </div>
  );
}
