import { activeStatus } from '@schemas/fields';
import { lazy, Suspense } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ItemActions } from '@/components/ui/row-actions';
import { useMenus } from '../../api/use-cms';
import { CmsList } from '../cms-list';
import { StatusBadge } from '../status-badge';
import { TabHeader } from '../tab-header';
import type { TabProps } from '../tabs';
import { useConfirmDelete } from '../use-confirm-delete';
import { useEditDialog } from '../use-edit-dialog';
import type { CmsMenu } from '../../api/use-cms';

const MenuFormDialog = lazy(() => import('../dialogs/menu-form-dialog'));

export default function MenusTab({ creating, onCreate, onCreateDone }: TabProps) {
  const result = useMenus();
  const dialog = useEditDialog<CmsMenu>(creating, onCreateDone);
  const remove = useConfirmDelete<CmsMenu>({ noun: 'Menu', kind: 'menus', name: (m) => m.name, id: (m) => m.id });

  return (
    <div>
      <TabHeader
        title="Menus"
        text="Lists of links. The active footer menu is shown at the foot of every page."
        action="New Menu"
        onAction={onCreate}
      />
      <CmsList result={result} what="menus" emptyTitle="No menus yet" emptyText="Create one with New Menu.">
        {(menus) => (
          <DataTable
            caption="Menus"
            rows={menus}
            rowKey={(m) => m.id}
            columns={[
              { header: 'Name', cell: (m) => m.name },
              { header: 'Location', cell: (m) => m.location },
              { header: 'Status', cell: (m) => <StatusBadge status={activeStatus(m.isActive)} /> },
              { header: 'Items count', cell: (m) => m.items.length },
              {
                header: 'Actions',
                cell: (m) => <ItemActions item={m.name} onEdit={() => dialog.edit(m)} onDelete={() => remove.ask(m)} />,
              },
            ]}
          />
        )}
      </CmsList>
      <Suspense fallback={null}>{dialog.isOpen && <MenuFormDialog menu={dialog.item} onClose={dialog.close} />}</Suspense>
      {remove.dialog}
    </div>
  );
}
