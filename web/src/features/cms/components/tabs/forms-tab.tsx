import { activeStatus } from '@schemas/fields';
import { lazy } from 'react';
import { RowAction } from '@/components/ui/row-actions';
import { formatCount, formatLongDate } from '@/lib/format';
import { useDialog } from '@/lib/use-dialog';
import { useForms, type CmsForm } from '../../api/use-cms';
import { StatusBadge } from '../status-badge';
import { TableTab, useTableTab } from '../table-tab';
import { TAB_WORDS } from '../tab-words';
import type { TabProps } from '../tabs';

const FormEditorDialog = lazy(() => import('../dialogs/form-editor-dialog'));
const SubmissionsDialog = lazy(() => import('../dialogs/submissions-dialog'));

const submissions = (f: CmsForm) => (
  <>
    {formatCount(f.submitCount)}
    {f.newCount > 0 && (
      <span className="ml-2 rounded-full bg-violet-100 px-2 py-0.5 text-sm font-semibold text-violet-950">
        {formatCount(f.newCount)} new
      </span>
    )}
  </>
);

export default function FormsTab(props: TabProps) {
  const result = useForms();
  const tab = useTableTab<CmsForm>(props, result, { noun: 'Form', kind: 'forms', name: (f) => f.name, id: (f) => f.id });
  const viewing = useDialog<CmsForm>();

  return (
    <TableTab
      tab={tab}
      words={TAB_WORDS.forms}
      caption="Forms"
      columns={[
        { header: 'Name', cell: (f) => f.name },
        { header: 'Status', cell: (f) => <StatusBadge status={activeStatus(f.isActive)} /> },
        { header: 'Submissions', cell: submissions },
        { header: 'Created', cell: (f) => formatLongDate(f.createdAt) },
      ]}
      item={(f) => f.name}
      extra={(f) => (
        <RowAction item={f.name} onClick={() => viewing.open(f)}>
          View
        </RowAction>
      )}
    >
      {tab.dialog.isOpen && <FormEditorDialog form={tab.dialog.item} onClose={tab.dialog.close} />}
      {viewing.current && <SubmissionsDialog form={viewing.current} onClose={viewing.close} />}
    </TableTab>
  );
}
