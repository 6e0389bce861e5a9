import { activeStatus } from '@schemas/fields';
import { lazy } from 'react';
import { useMenus, type CmsMenu } from '../../api/use-cms';
import { StatusBadge } from '../status-badge';
import { TableTab, useTableTab } from '../table-tab';
import { TAB_WORDS } from '../tab-words';
import type { TabProps } from '../tabs';

const MenuFormDialog = lazy(() => import('../dialogs/menu-form-dialog'));

export default function MenusTab(props: TabProps) {
  const result = useMenus();
  const tab = useTableTab<CmsMenu>(props, result, { noun: 'Menu', kind: 'menus', name: (m) => m.name, id: (m) => m.id });

  return (
    <TableTab
      tab={tab}
      words={TAB_WORDS.menus}
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
