import { lazy, Suspense } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ItemActions, RowAction } from '@/components/ui/row-actions';
import { formatCount, formatLongDate } from '@/lib/format';
import { useSubmit } from '@/lib/use-submit';
import { cmsKeys, duplicateTemplate, invalidateCms, useTemplates } from '../../api/use-cms';
import { CmsList } from '../cms-list';
import { TabHeader } from '../tab-header';
import type { TabProps } from '../tabs';
import { useConfirmDelete } from '../use-confirm-delete';
import { useEditDialog } from '../use-edit-dialog';
import type { CmsTemplate } from '../../api/use-cms';

const TemplateFormDialog = lazy(() => import('../dialogs/template-form-dialog'));

export default function TemplatesTab({ creating, onCreate, onCreateDone }: TabProps) {
  const result = useTemplates();
  const dialog = useEditDialog<CmsTemplate>(creating, onCreateDone);
  const remove = useConfirmDelete<CmsTemplate>({ noun: 'Template', kind: 'templates', name: (t) => t.name, id: (t) => t.id });

  const { submit: duplicate } = useSubmit({
    action: (template: CmsTemplate) => duplicateTemplate(template.id),
    refresh: () => invalidateCms(cmsKeys.templates),
    success: 'Template duplicated successfully',
    failureTitle: 'Failed to duplicate template',
    failure: () => undefined,
  });

  return (
    <div>
      <TabHeader
        title="Templates"
        text="Page bodies to start from: choose one when creating a page."
        action="New Template"
        onAction={onCreate}
      />
      <CmsList result={result} what="templates" emptyTitle="No templates yet" emptyText="Create a template with New Template.">
        {(templates) => (
          <DataTable
            caption="Templates"
            rows={templates}
            rowKey={(t) => t.id}
            columns={[
              { header: 'Name', cell: (t) => t.name },
              { header: 'Category', cell: (t) => t.category },
              { header: 'Usage Count', cell: (t) => formatCount(t.usageCount) },
              { header: 'Created', cell: (t) => formatLongDate(t.createdAt) },
              {
                header: 'Actions',
                cell: (t) => (
                  <ItemActions
                    item={t.name}
                    onEdit={() => dialog.edit(t)}
                    onDelete={() => remove.ask(t)}
                    extra={
                      <>
                        <RowAction item={t.name} onClick={() => void duplicate(t)}>
                          Duplicate
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
      <Suspense fallback={null}>{dialog.isOpen && <TemplateFormDialog template={dialog.item} onClose={dialog.close} />}</Suspense>
      {remove.dialog}
    </div>
  );
}
