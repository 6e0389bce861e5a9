import { activeStatus } from '@schemas/fields';
import { lazy } from 'react';
import { useMenus, type CmsMenu } from '../../api/use-cms';
import { StatusBadge } from '../status-badge';
import { TableTab, useTableTab } from '../table-tab';
import type { TabProps } from '../tabs';

const MenuFormDialog = lazy(() => import('../dialogs/menu-form-dialog'));

export default function MenusTab({ onCreate, ...props }: TabProps) {
  const result = useMenus();
  const tab = useTableTab<CmsMenu>(props, { noun: 'Menu', kind: 'menus', name: (m) => m.name, id: (m) => m.id });

  return (
    <TableTab
      tab={tab}
      header={{
        title: 'Menus',
        text: 'Lists of links. The active footer menu is shown at the foot of every page.',
        action: 'New Menu',
        onAction: onCreate,
      }}
      result={result}
      list={{ what: 'menus', emptyTitle: 'No menus yet', emptyText: 'Create one with New Menu.' }}
      caption="Menus"
      columns={[
        { header: 'Name', cell: (m) => m.name },
        { header: 'Location', cell: (m) => m.location },
        { header: 'Status', cell: (m) => <StatusBadge status={activeStatus(m.isActive)} /> },
        { header: 'Items count', cell: (m) => m.items.length },
      ]}
      item={(m) => m.name}
    >
      {tab.dialog.isOpen && <MenuFormDialog menu={tab.dialog.item} onClose={tab.dialog.close} />}
    </TableTab>
  );
}
