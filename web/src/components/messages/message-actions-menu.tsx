import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import { REACTIONS } from '@schemas/messages';
import type { Reaction, ReactionCount } from '@/lib/api-types';

export type MessageAction = { label: string; onSelect: () => void; destructive?: boolean };

type Props = {
  /** Says which message: "Actions for your message at 3:05 pm". */
  label: string;
  inTabOrder: boolean;
  reactions: ReactionCount[];
  onReact?: (reaction: Reaction) => void;
  actions: MessageAction[];
};

const itemClass = 'block min-h-11 w-full rounded-lg px-3 py-2 text-left text-slate-900 data-focus:bg-violet-100 data-focus:text-violet-950';

/**
 * A message's actions (Headless UI Menu: arrow keys, Escape, type-ahead): react with words,
 * then edit and delete for the member's own. Enter on a focused message opens it too.
 */
export function MessageActionsMenu({ label, inTabOrder, reactions, onReact, actions }: Props) {
  const mine = new Set(reactions.filter((r) => r.mine).map((r) => r.reaction));
  return (
    <Menu>
      <MenuButton
        data-message-actions=""
        tabIndex={inTabOrder ? 0 : -1}
        aria-label={label}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border-2 border-slate-300 bg-white text-xl leading-none font-bold text-slate-900 hover:bg-slate-100"
      >
        <span aria-hidden="true">⋯</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-2 w-64 rounded-xl border border-slate-300 bg-white p-1 shadow-lg focus:outline-none"
      >
        {onReact && (
          <MenuSection>
            <MenuHeading className="px-3 pt-2 pb-1 text-sm font-semibold text-slate-700">React</MenuHeading>
            {REACTIONS.map((reaction) => (
              <MenuItem key={reaction}>
                <button type="button" onClick={() => onReact(reaction)} className={itemClass}>
                  {mine.has(reaction) ? `Remove your ${reaction}` : reaction}
                </button>
              </MenuItem>
            ))}
          </MenuSection>
        )}
        {onReact && actions.length > 0 && <MenuSeparator className="my-1 h-px bg-slate-300" />}
        {actions.map((action) => (
          <MenuItem key={action.label}>
            <button type="button" onClick={action.onSelect} className={`${itemClass} ${action.destructive ? 'text-red-800' : ''}`}>
              {action.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
