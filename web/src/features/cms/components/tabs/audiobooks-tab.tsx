import { lazy, Suspense, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ItemActions, RowAction, RowLink } from '@/components/ui/row-actions';
import { formatHoursMinutes } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDialog } from '@/lib/use-dialog';
import { contentKeys, deleteContent, useAdminAudiobooks } from '../../api/use-content-admin';
import { CmsList } from '../cms-list';
import { ContentPager } from '../content-pager';
import { StatusBadge } from '../status-badge';
import { TabHeader } from '../tab-header';
import type { TabProps } from '../tabs';
import { useConfirmDelete } from '../use-confirm-delete';
import { useEditDialog } from '../use-edit-dialog';
import type { AdminAudiobook } from '../../api/use-content-admin';

const AudiobookFormDialog = lazy(() => import('../dialogs/audiobook-form-dialog'));
const ChaptersDialog = lazy(() => import('../dialogs/chapters-dialog'));

export default function AudiobooksTab({ creating, onCreate, onCreateDone }: TabProps) {
  const [page, setPage] = useState(0);
  const result = useAdminAudiobooks(page);
  const chaptersOf = useDialog<AdminAudiobook>();
  const dialog = useEditDialog<AdminAudiobook>(creating, onCreateDone);
  const remove = useConfirmDelete<AdminAudiobook>({
    noun: 'Audiobook',
    name: (b) => b.title,
    id: (b) => b.id,
    remove: (b) => deleteContent('audiobooks', b.id),
    listKey: contentKeys.audiobooks,
  });

  return (
    <div>
      <TabHeader
        title="Audiobooks"
        text="The Audio Library's books, newest first. Drafts are kept here until published."
        action="New Audiobook"
        onAction={onCreate}
      />
      <CmsList result={result} what="audiobooks" emptyTitle="No audiobooks yet" emptyText="Add the first one with New Audiobook.">
        {(books) => (
          <DataTable
            caption={`Audiobooks, page ${page + 1}`}
            rows={books}
            rowKey={(b) => b.id}
            columns={[
              { header: 'Title', cell: (b) => b.title },
              { header: 'Author', cell: (b) => b.author },
              { header: 'Category', cell: (b) => b.category },
              { header: 'Duration', cell: (b) => formatHoursMinutes(b.duration) },
              { header: 'Status', cell: (b) => <StatusBadge status={b.status} /> },
              {
                header: 'Actions',
                cell: (b) => (
                  <ItemActions
                    item={b.title}
                    onEdit={() => dialog.edit(b)}
                    onDelete={() => remove.ask(b)}
                    extra={
                      <RowAction item={b.title} onClick={() => chaptersOf.open(b)}>
                        Chapters
                      </RowAction>
                    }
                    view={
                      <>
                        {b.status === 'published' && (
                          <RowLink to={paths.book(b.id)} item={b.title}>
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
      <ContentPager label="Audiobooks" page={page} rows={result.data} onPage={setPage} />
      <Suspense fallback={null}>{dialog.isOpen && <AudiobookFormDialog book={dialog.item} onClose={dialog.close} />}</Suspense>
      <Suspense fallback={null}>
        {chaptersOf.current && <ChaptersDialog kind="audiobook" item={chaptersOf.current} onClose={chaptersOf.close} />}
      </Suspense>
      {remove.dialog}
    </div>
  );
}
