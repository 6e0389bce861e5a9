import { lazy, useState } from 'react';
import { RowAction, RowLink } from '@/components/ui/row-actions';
import { formatLongDate, formatMinutes } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDialog } from '@/lib/use-dialog';
import { contentKeys, deleteContent, useAdminEpisodes, type AdminEpisode } from '../../api/use-content-admin';
import { ContentPager } from '../content-pager';
import { StatusBadge } from '../status-badge';
import { TableTab, useTableTab } from '../table-tab';
import { TAB_WORDS } from '../tab-words';
import type { TabProps } from '../tabs';

const EpisodeFormDialog = lazy(() => import('../dialogs/episode-form-dialog'));
const ChaptersDialog = lazy(() => import('../dialogs/chapters-dialog'));
const TranscriptDialog = lazy(() => import('../dialogs/transcript-dialog'));

const episodeName = (e: AdminEpisode) => `Episode ${e.episodeNumber}: ${e.title}`;

const title = (e: AdminEpisode) => (
  <>
    <span className="block text-sm font-normal text-slate-700">Episode {e.episodeNumber}</span>
    {e.title}
  </>
);

export default function EpisodesTab(props: TabProps) {
  const [page, setPage] = useState(0);
  const result = useAdminEpisodes(page);
  const extra = useDialog<{ kind: 'transcript' | 'chapters'; episode: AdminEpisode }>();
  const tab = useTableTab<AdminEpisode>(props, result, {
    noun: 'Episode',
    name: episodeName,
    id: (e) => e.id,
    remove: (e) => deleteContent('podcasts', e.id),
    listKey: contentKeys.podcasts,
  });

  return (
    <TableTab
      tab={tab}
      words={TAB_WORDS.episodes}
      caption={`Podcast episodes, page ${page + 1}`}
      columns={[
        { header: 'Episode', cell: title },
        { header: 'Duration', cell: (e) => formatMinutes(e.duration) },
        { header: 'Status', cell: (e) => <StatusBadge status={e.status} /> },
        { header: 'Published', cell: (e) => formatLongDate(e.publishedAt) },
      ]}
      item={episodeName}
      extra={(e) => (
        <>
          <RowAction item={episodeName(e)} onClick={() => extra.open({ kind: 'chapters', episode: e })}>
            Chapters
          </RowAction>
          <RowAction item={episodeName(e)} onClick={() => extra.open({ kind: 'transcript', episode: e })}>
            Transcript
          </RowAction>
        </>
      )}
      view={(e) =>
        e.status === 'published' && (
          <RowLink to={paths.episode(e.id)} item={episodeName(e)}>
            View
          </RowLink>
        )
      }
      after={<ContentPager label="Podcast episodes" page={page} rows={result.data} onPage={setPage} />}
    >
      {tab.dialog.isOpen && <EpisodeFormDialog episode={tab.dialog.item} onClose={tab.dialog.close} />}
      {extra.current?.kind === 'transcript' && <TranscriptDialog episode={extra.current.episode} onClose={extra.close} />}
      {extra.current?.kind === 'chapters' && <ChaptersDialog kind="episode" item={extra.current.episode} onClose={extra.close} />}
    </TableTab>
  );
}
