import { lazy, Suspense, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ItemActions, RowAction, RowLink } from '@/components/ui/row-actions';
import { formatLongDate, formatMinutes } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDialog } from '@/lib/use-dialog';
import { contentKeys, deleteContent, useAdminEpisodes } from '../../api/use-content-admin';
import { CmsList } from '../cms-list';
import { ContentPager } from '../content-pager';
import { StatusBadge } from '../status-badge';
import { TabHeader } from '../tab-header';
import type { TabProps } from '../tabs';
import { useConfirmDelete } from '../use-confirm-delete';
import { useEditDialog } from '../use-edit-dialog';
import type { AdminEpisode } from '../../api/use-content-admin';

const EpisodeFormDialog = lazy(() => import('../dialogs/episode-form-dialog'));
const ChaptersDialog = lazy(() => import('../dialogs/chapters-dialog'));
const TranscriptDialog = lazy(() => import('../dialogs/transcript-dialog'));

const episodeName = (e: AdminEpisode) => `Episode ${e.episodeNumber}: ${e.title}`;

export default function EpisodesTab({ creating, onCreate, onCreateDone }: TabProps) {
  const [page, setPage] = useState(0);
  const result = useAdminEpisodes(page);
  const extra = useDialog<{ kind: 'transcript' | 'chapters'; episode: AdminEpisode }>();
  const dialog = useEditDialog<AdminEpisode>(creating, onCreateDone);
  const remove = useConfirmDelete<AdminEpisode>({
    noun: 'Episode',
    name: episodeName,
    id: (e) => e.id,
    remove: (e) => deleteContent('podcasts', e.id),
    listKey: contentKeys.podcasts,
  });

  return (
    <div>
      <TabHeader
        title="Episodes"
        text="The CripChat podcast's episodes, newest first. Drafts are kept here until published."
        action="New Episode"
        onAction={onCreate}
      />
      <CmsList result={result} what="podcast episodes" emptyTitle="No episodes yet" emptyText="Add the first one with New Episode.">
        {(episodes) => (
          <DataTable
            caption={`Podcast episodes, page ${page + 1}`}
            rows={episodes}
            rowKey={(e) => e.id}
            columns={[
              {
                header: 'Episode',
                cell: (e) => (
                  <>
                    <span className="block text-sm font-normal text-slate-700">Episode {e.episodeNumber}</span>
                    {e.title}
                  </>
                ),
              },
              { header: 'Duration', cell: (e) => formatMinutes(e.duration) },
              { header: 'Status', cell: (e) => <StatusBadge status={e.status} /> },
              { header: 'Published', cell: (e) => formatLongDate(e.publishedAt) },
              {
                header: 'Actions',
                cell: (e) => (
                  <ItemActions
                    item={episodeName(e)}
                    onEdit={() => dialog.edit(e)}
                    onDelete={() => remove.ask(e)}
                    extra={
                      <>
                        <RowAction item={episodeName(e)} onClick={() => extra.open({ kind: 'chapters', episode: e })}>
                          Chapters
                        </RowAction>
                        <RowAction item={episodeName(e)} onClick={() => extra.open({ kind: 'transcript', episode: e })}>
                          Transcript
                        </RowAction>
                      </>
                    }
                    view={
                      <>
                        {e.status === 'published' && (
                          <RowLink to={paths.episode(e.id)} item={episodeName(e)}>
                            View
                          </RowLink>
                        )}
                      </>
                    }
                  />
                ),
              },
            ]}
          />
        )}
      </CmsList>
      <ContentPager label="Podcast episodes" page={page} rows={result.data} onPage={setPage} />
      <Suspense fallback={null}>{dialog.isOpen && <EpisodeFormDialog episode={dialog.item} onClose={dialog.close} />}</Suspense>
      <Suspense fallback={null}>
        {extra.current?.kind === 'transcript' && <TranscriptDialog episode={extra.current.episode} onClose={extra.close} />}
        {extra.current?.kind === 'chapters' && <ChaptersDialog kind="episode" item={extra.current.episode} onClose={extra.close} />}
      </Suspense>
      {remove.dialog}
    </div>
  );
}
