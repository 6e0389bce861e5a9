import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

/** Where focus goes when the button that had it is gone: a confirm dialog's `fallbackFocus`. */
export const TAB_HEADING_ID = 'cms-tab-heading';

/**
 * After a row disappears (a report dealt with from its row) the button that had focus is gone:
 * focus the tab's heading instead.
 */
export function focusTabHeading(): void {
  setTimeout(() => document.getElementById(TAB_HEADING_ID)?.focus(), 0);
}

/** A tab's heading, what it is for, and its New or Upload button. */
export function TabHeader({
  title,
  text,
  action,
  onAction,
  children,
}: {
  title: string;
  text: string;
  action?: string;
  onAction?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h2 id={TAB_HEADING_ID} tabIndex={-1} className="text-2xl font-bold text-slate-950 outline-none">
          {title}
        </h2>
        <p className="mt-1 text-slate-700">{text}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {children}
        {action && onAction && (
          <Button onClick={onAction}>
            <Icon name={action.startsWith('Upload') ? 'upload' : 'plus'} className="size-5" />
            {action}
          </Button>
        )}
      </div>
    </div>
  );
}
