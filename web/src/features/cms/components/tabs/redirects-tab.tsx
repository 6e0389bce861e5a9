import type { CmsRedirect } from '@schemas/cms';
import { lazy, Suspense, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { formatCount } from '@/lib/format';
import { useRedirects } from '../../api/use-cms';
import { CmsList } from '../cms-list';
import { RowAction, RowActions } from '../row-actions';
import { TabHeader } from '../tab-header';
import type { TabProps } from '../tabs';
import { useConfirmDelete } from '../use-confirm-delete';

const RedirectFormDialog = lazy(() => import('../dialogs/redirect-form-dialog'));

export default function RedirectsTab({ creating, onCreate, onCreateDone }: TabProps) {
  const result = useRedirects();
  const [editing, setEditing] = useState<CmsRedirect | null>(null);
  const remove = useConfirmDelete<CmsRedirect>({ noun: 'Redirect', kind: 'redirects', name: (r) => `${r.fromUrl} → ${r.toUrl}`, id: (r) => r.id });

  return (
    <div>
      <TabHeader title="Redirects" text="Old addresses that send visitors on to new ones. The worker answers them before anything else." action="New Redirect" onAction={onCreate} />
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
                cell: (r) => (
                  <RowActions>
                    <RowAction item={r.fromUrl} onClick={() => setEditing(r)}>
                      Edit
                    </RowAction>
                    <RowAction item={r.fromUrl} danger onClick={() => remove.ask(r)}>
                      Delete
                    </RowAction>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </CmsList>
      <Suspense fallback={null}>
        {(creating || editing) && (
          <RedirectFormDialog
            redirect={editing ?? undefined}
            onClose={() => {
              setEditing(null);
              if (creating) onCreateDone();
            }}
          />
        )}
      </Suspense>
      {remove.dialog}
    </div>
  );
}
