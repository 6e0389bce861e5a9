import { ListStatus, listMessage } from '@/components/ui/list-status';
import { Pager } from '@/components/ui/pager';
import { EmptyState, ErrorState, SkeletonGrid } from '@/components/ui/states';
import { useListParams } from '@/lib/use-list-params';
import { PODCAST_PAGE_SIZE, useEpisodesPage } from '../api/use-podcasts';
import { EpisodeCard } from './episode-card';

const PODCAST_SKELETONS = 4;

export function EpisodeList() {
  const { page, setPage } = useListParams();
  const { data, error, isLoading } = useEpisodesPage(page);
  const settled = isLoading || error ? undefined : (data?.length ?? 0);
  return (
    <div>
      <ListStatus message={listMessage({ count: settled, noun: ['episode', 'episodes'], page })} />
      {isLoading ? (
        <SkeletonGrid count={PODCAST_SKELETONS} label="Loading podcast episodes..." className="grid gap-6" tall />
      ) : error ? (
        <ErrorState title="Unable to Load Episodes" text="There was an error loading the podcast episodes. Please try again later." />
      ) : !data?.length ? (
        <EmptyState title="No Episodes Available" text="New episodes come out every week. Please check back soon." />
      ) : (
        <ul className="grid gap-6">
          {data.map((episode) => (
            <li key={episode.id}>
              <EpisodeCard episode={episode} />
            </li>
          ))}
        </ul>
      )}
      {!error && <Pager label="Episode" page={page} fullPage={(data?.length ?? 0) === PODCAST_PAGE_SIZE} onPage={setPage} />}
    </div>
  );
}
