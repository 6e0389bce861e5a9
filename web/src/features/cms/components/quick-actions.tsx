import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import type { CmsTab } from './tabs';

/** "Quick Actions": a menu (arrow keys, Escape, type-ahead) that opens any tab's create dialog. */
export function QuickActions({ tabs, onChoose }: { tabs: CmsTab[]; onChoose: (tabId: string) => void }) {
  return (
    <Menu>
      <MenuButton className={buttonClass('primary')}>
        Quick Actions
        <Icon name="chevronDown" className="size-5" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-2 w-64 rounded-xl border border-slate-300 bg-white p-1 shadow-lg focus:outline-none"
      >
        {tabs
          .filter((t) => t.action)
          .map((t) => (
            <MenuItem key={t.id}>
              <button
                type="button"
                onClick={() => onChoose(t.id)}
                className="block min-h-11 w-full rounded-lg px-3 py-2 text-left text-slate-900 data-focus:bg-violet-100 data-focus:text-violet-950"
              >
                {t.action}
              </button>
            </MenuItem>
          ))}
      </MenuItems>
    </Menu>
  );
}
