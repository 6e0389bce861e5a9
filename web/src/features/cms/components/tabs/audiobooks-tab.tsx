import { lazy, useState } from 'react';
import { RowAction, RowLink } from '@/components/ui/row-actions';
import { formatHoursMinutes } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDialog } from '@/lib/use-dialog';
import { contentKeys, deleteContent, useAdminAudiobooks, type AdminAudiobook } from '../../api/use-content-admin';
import { ContentPager } from '../content-pager';
import { StatusBadge } from '../status-badge';
import { TableTab, useTableTab } from '../table-tab';
import { TAB_WORDS } from '../tab-words';
import type { TabProps } from '../tabs';

const AudiobookFormDialog = lazy(() => import('../dialogs/audiobook-form-dialog'));
const ChaptersDialog = lazy(() => import('../dialogs/chapters-dialog'));

export default function AudiobooksTab(props: TabProps) {
  const [page, setPage] = useState(0);
  const result = useAdminAudiobooks(page);
  const chaptersOf = useDialog<AdminAudiobook>();
  const tab = useTableTab<AdminAudiobook>(props, result, {
    noun: 'Audiobook',
    name: (b) => b.title,
    id: (b) => b.id,
    remove: (b) => deleteContent('audiobooks', b.id),
    listKey: contentKeys.audiobooks,
  });

  return (
    <TableTab
      tab={tab}
      words={TAB_WORDS.audiobooks}
      caption={`Audiobooks, page ${page + 1}`}
      columns={[
        { header: 'Title', cell: (b) => b.title },
        { header: 'Author', cell: (b) => b.author },
        { header: 'Category', cell: (b) => b.category },
        { header: 'Duration', cell: (b) => formatHoursMinutes(b.duration) },
        { header: 'Status', cell: (b) => <StatusBadge status={b.status} /> },
      ]}
      item={(b) => b.title}
      extra={(b) => (
        <RowAction item={b.title} onClick={() => chaptersOf.open(b)}>
          Chapters
        </RowAction>
      )}
      view={(b) =>
        b.status === 'published' && (
          <RowLink to={paths.book(b.id)} item={b.title}>
            View
          </RowLink>
        )
      }
      after={<ContentPager label="Audiobooks" page={page} rows={result.data} onPage={setPage} />}
    >
      {tab.dialog.isOpen && <AudiobookFormDialog book={tab.dialog.item} onClose={tab.dialog.close} />}
      {chaptersOf.current && <ChaptersDialog kind="audiobook" item={chaptersOf.current} onClose={chaptersOf.close} />}
    </TableTab>
  );
}
