import { lazy } from 'react';
import { RowAction } from '@/components/ui/row-actions';
import { formatCount, formatLongDate } from '@/lib/format';
import { useSubmit } from '@/lib/use-submit';
import { cmsKeys, duplicateTemplate, invalidateCms, useTemplates, type CmsTemplate } from '../../api/use-cms';
import { TableTab, useTableTab } from '../table-tab';
import { TAB_WORDS } from '../tab-words';
import type { TabProps } from '../tabs';

const TemplateFormDialog = lazy(() => import('../dialogs/template-form-dialog'));

export default function TemplatesTab(props: TabProps) {
  const result = useTemplates();
  const tab = useTableTab<CmsTemplate>(props, result, { noun: 'Template', kind: 'templates', name: (t) => t.name, id: (t) => t.id });
  const { submit: duplicate } = useSubmit({
    action: (template: CmsTemplate) => duplicateTemplate(template.id),
    refresh: () => invalidateCms(cmsKeys.templates),
    success: 'Template duplicated successfully',
    failureTitle: 'Failed to duplicate template',
    failure: () => undefined,
  });

  return (
    <TableTab
      tab={tab}
      words={TAB_WORDS.templates}
      caption="Templates"
      columns={[
        { header: 'Name', cell: (t) => t.name },
        { header: 'Category', cell: (t) => t.category },
        { header: 'Usage Count', cell: (t) => formatCount(t.usageCount) },
        { header: 'Created', cell: (t) => formatLongDate(t.createdAt) },
      ]}
      item={(t) => t.name}
      extra={(t) => (
        <RowAction item={t.name} onClick={() => void duplicate(t)}>
          Duplicate
        </RowAction>
      )}
    >
      {tab.dialog.isOpen && <TemplateFormDialog template={tab.dialog.item} onClose={tab.dialog.close} />}
    </TableTab>
  );
}
