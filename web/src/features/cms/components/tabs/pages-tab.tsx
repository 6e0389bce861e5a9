import { lazy } from 'react';
import { RowAction, RowLink } from '@/components/ui/row-actions';
import { formatCount, formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDialog } from '@/lib/use-dialog';
import { usePages, type CmsPage } from '../../api/use-cms';
import { StatusBadge } from '../status-badge';
import { TableTab, useTableTab } from '../table-tab';
import { TAB_WORDS } from '../tab-words';
import type { TabProps } from '../tabs';

const PageFormDialog = lazy(() => import('../dialogs/page-form-dialog'));
const PagePreviewDialog = lazy(() => import('../dialogs/page-preview-dialog'));

/** A page the public can open now: published, or scheduled and its time has come. */
const isLive = (p: CmsPage) =>
  p.status === 'published' || (p.status === 'scheduled' && p.publishAt !== null && Date.parse(p.publishAt) <= Date.now());

const status = (p: CmsPage) => (
  <>
    <StatusBadge status={p.status} />
    {p.status === 'scheduled' && p.publishAt && <span className="mt-1 block text-sm">{formatLongDate(p.publishAt)}</span>}
  </>
);

export default function PagesTab(props: TabProps) {
  const result = usePages();
  const tab = useTableTab<CmsPage>(props, result, { noun: 'Page', kind: 'pages', name: (p) => p.title, id: (p) => p.id });
  const previewing = useDialog<CmsPage>();

  return (
    <TableTab
      tab={tab}
      words={TAB_WORDS.pages}
      caption="Pages"
      columns={[
        { header: 'Title', cell: (p) => p.title },
        { header: 'Slug', cell: (p) => <code className="text-sm">/{p.slug}</code> },
        { header: 'Status', cell: status },
        { header: 'Views', cell: (p) => formatCount(p.viewCount) },
        { header: 'Modified', cell: (p) => formatLongDate(p.updatedAt) },
      ]}
      item={(p) => p.title}
      view={(p) =>
        isLive(p) ? (
          <RowLink to={paths.sitePage(p.slug)} item={p.title}>
            View
          </RowLink>
        ) : (
          <RowAction item={p.title} onClick={() => previewing.open(p)}>
            View
          </RowAction>
        )
      }
    >
      {tab.dialog.isOpen && <PageFormDialog page={tab.dialog.item} onClose={tab.dialog.close} />}
      {previewing.current && <PagePreviewDialog page={previewing.current} onClose={previewing.close} />}
    </TableTab>
  );
}
