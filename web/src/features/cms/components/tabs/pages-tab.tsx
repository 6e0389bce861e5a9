import { lazy, Suspense } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ItemActions, RowAction, RowLink } from '@/components/ui/row-actions';
import { formatCount, formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDialog } from '@/lib/use-dialog';
import { usePages } from '../../api/use-cms';
import { CmsList } from '../cms-list';
import { StatusBadge } from '../status-badge';
import { TabHeader } from '../tab-header';
import type { TabProps } from '../tabs';
import { useConfirmDelete } from '../use-confirm-delete';
import { useEditDialog } from '../use-edit-dialog';
import type { CmsPage } from '../../api/use-cms';

const PageFormDialog = lazy(() => import('../dialogs/page-form-dialog'));
const PagePreviewDialog = lazy(() => import('../dialogs/page-preview-dialog'));

/** A page the public can open now: published, or scheduled and its time has come. */
const isLive = (p: CmsPage) =>
  p.status === 'published' || (p.status === 'scheduled' && p.publishAt !== null && Date.parse(p.publishAt) <= Date.now());

export default function PagesTab({ creating, onCreate, onCreateDone }: TabProps) {
  const result = usePages();
  const dialog = useEditDialog<CmsPage>(creating, onCreateDone);
  const previewing = useDialog<CmsPage>();
  const remove = useConfirmDelete<CmsPage>({ noun: 'Page', kind: 'pages', name: (p) => p.title, id: (p) => p.id });

  return (
    <div>
      <TabHeader title="Pages" text="The site's own pages, public at /pages/{slug} once published." action="New Page" onAction={onCreate} />
      <CmsList result={result} what="pages" emptyTitle="No pages yet" emptyText="Create the first page with New Page.">
        {(pages) => (
          <DataTable
            caption="Pages"
            rows={pages}
            rowKey={(p) => p.id}
            columns={[
              { header: 'Title', cell: (p) => p.title },
              { header: 'Slug', cell: (p) => <code className="text-sm">/{p.slug}</code> },
              {
                header: 'Status',
                cell: (p) => (
                  <>
                    <StatusBadge status={p.status} />
                    {p.status === 'scheduled' && p.publishAt && <span className="mt-1 block text-sm">{formatLongDate(p.publishAt)}</span>}
                  </>
                ),
              },
              { header: 'Views', cell: (p) => formatCount(p.viewCount) },
              { header: 'Modified', cell: (p) => formatLongDate(p.updatedAt) },
              {
                header: 'Actions',
                cell: (p) => (
                  <ItemActions
                    item={p.title}
                    onEdit={() => dialog.edit(p)}
                    onDelete={() => remove.ask(p)}
                    view={
                      <>
                        {isLive(p) ? (
                          <RowLink to={paths.sitePage(p.slug)} item={p.title}>
                            View
                          </RowLink>
                        ) : (
                          <RowAction item={p.title} onClick={() => previewing.open(p)}>
                            View
                          </RowAction>
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
      <Suspense fallback={null}>
        {dialog.isOpen && <PageFormDialog page={dialog.item} onClose={dialog.close} />}
        {previewing.current && <PagePreviewDialog page={previewing.current} onClose={previewing.close} />}
      </Suspense>
      {remove.dialog}
    </div>
  );
}
