import { activeStatus } from '@schemas/fields';
import { lazy, Suspense } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ItemActions, RowAction } from '@/components/ui/row-actions';
import { formatCount, formatLongDate } from '@/lib/format';
import { useDialog } from '@/lib/use-dialog';
import { useForms } from '../../api/use-cms';
import { CmsList } from '../cms-list';
import { StatusBadge } from '../status-badge';
import { TabHeader } from '../tab-header';
import type { TabProps } from '../tabs';
import { useConfirmDelete } from '../use-confirm-delete';
import { useEditDialog } from '../use-edit-dialog';
import type { CmsForm } from '../../api/use-cms';

const FormEditorDialog = lazy(() => import('../dialogs/form-editor-dialog'));
const SubmissionsDialog = lazy(() => import('../dialogs/submissions-dialog'));

export default function FormsTab({ creating, onCreate, onCreateDone }: TabProps) {
  const result = useForms();
  const dialog = useEditDialog<CmsForm>(creating, onCreateDone);
  const viewing = useDialog<CmsForm>();
  const remove = useConfirmDelete<CmsForm>({ noun: 'Form', kind: 'forms', name: (f) => f.name, id: (f) => f.id });

  return (
    <div>
      <TabHeader
        title="Forms"
        text="Forms visitors fill in at /forms/{id}. View a form to read its submissions."
        action="New Form"
        onAction={onCreate}
      />
      <CmsList result={result} what="forms" emptyTitle="No forms yet" emptyText="Create one with New Form.">
        {(forms) => (
          <DataTable
            caption="Forms"
            rows={forms}
            rowKey={(f) => f.id}
            columns={[
              { header: 'Name', cell: (f) => f.name },
              { header: 'Status', cell: (f) => <StatusBadge status={activeStatus(f.isActive)} /> },
              {
                header: 'Submissions',
                cell: (f) => (
                  <>
                    {formatCount(f.submitCount)}
                    {f.newCount > 0 && (
                      <span className="ml-2 rounded-full bg-violet-100 px-2 py-0.5 text-sm font-semibold text-violet-950">
                        {formatCount(f.newCount)} new
                      </span>
                    )}
                  </>
                ),
              },
              { header: 'Created', cell: (f) => formatLongDate(f.createdAt) },
              {
                header: 'Actions',
                cell: (f) => (
                  <ItemActions
                    item={f.name}
                    onEdit={() => dialog.edit(f)}
                    onDelete={() => remove.ask(f)}
                    extra={
                      <>
                        <RowAction item={f.name} onClick={() => viewing.open(f)}>
                          View
                        </RowAction>
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
        {dialog.isOpen && <FormEditorDialog form={dialog.item} onClose={dialog.close} />}
        {viewing.current && <SubmissionsDialog form={viewing.current} onClose={viewing.close} />}
      </Suspense>
      {remove.dialog}
    </div>
  );
}
