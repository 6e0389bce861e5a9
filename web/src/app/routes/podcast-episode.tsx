import { useParams } from 'react-router-dom';
import { EpisodeView } from '@/features/podcasts/components/episode-view';
import { Page } from '@/components/ui/page';

export default function PodcastEpisodeRoute() {
  const { id } = useParams();
  return (
    <Page measure="reading">
      <EpisodeView id={id} />
    </Page>
  );
}
