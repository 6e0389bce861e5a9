import { lazy, Suspense } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ItemActions } from '@/components/ui/row-actions';
import { formatCount } from '@/lib/format';
import { useRedirects, type CmsRedirect } from '../../api/use-cms';
import { CmsList } from '../cms-list';
import { TabHeader } from '../tab-header';
import type { TabProps, ViewerProps } from '../tabs';
import { useConfirmDelete } from '../use-confirm-delete';
import { useEditDialog } from '../use-edit-dialog';

const RedirectFormDialog = lazy(() => import('../dialogs/redirect-form-dialog'));

export default function RedirectsTab({ creating, onCreate, onCreateDone, viewer }: TabProps & ViewerProps) {
  const result = useRedirects();
  const dialog = useEditDialog<CmsRedirect>(creating, onCreateDone);
  const remove = useConfirmDelete<CmsRedirect>({
    noun: 'Redirect',
    kind: 'redirects',
    name: (r) => `${r.fromUrl} → ${r.toUrl}`,
    id: (r) => r.id,
  });

  return (
    <div>
      <TabHeader
        title="Redirects"
        text="Old addresses that send visitors on to new ones. Addresses the site already answers cannot be redirected, and only administrators can send visitors to another site."
        action="New Redirect"
        onAction={onCreate}
      />
      <CmsList result={result} what="redirects" emptyTitle="No redirects yet" emptyText="Create one with New Redirect.">
        {(redirects) => (
          <DataTable
            caption="Redirects"
            rows={redirects}
            rowKey={(r) => r.id}
            columns={[
              { header: 'From URL', cell: (r) => <code className="break-all text-sm">{r.fromUrl}</code> },
              { header: 'To URL', cell: (r) => <code className="break-all text-sm">{r.toUrl}</code> },
              { header: 'Status Code', cell: (r) => r.statusCode },
              { header: 'Hits', cell: (r) => formatCount(r.hitCount) },
              {
                header: 'Actions',
                cell: (r) => <ItemActions item={r.fromUrl} onEdit={() => dialog.edit(r)} onDelete={() => remove.ask(r)} />,
              },
            ]}
          />
        )}
      </CmsList>
      <Suspense fallback={null}>
        {dialog.isOpen && <RedirectFormDialog redirect={dialog.item} offSiteAllowed={viewer.role === 'admin'} onClose={dialog.close} />}
      </Suspense>
      {remove.dialog}
    </div>
  );
}
