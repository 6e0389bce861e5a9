import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

const actionClass =
  'inline-flex min-h-11 items-center rounded-lg border-2 border-slate-400 bg-white px-3 text-sm font-semibold text-slate-900 hover:border-violet-800 hover:bg-violet-50';
// A destructive action keeps its distance (a further 1rem) from the others, so a slip of the
// finger or a tremor on Edit does not land on Delete.
const dangerClass =
  'ms-4 inline-flex min-h-11 items-center rounded-lg border-2 border-red-700 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-50';

/**
 * A row's action. The visible word is short ("Edit"); the item's name follows it for
 * screen readers ("Edit About Us"), so a list of buttons is never a list of "Edit, Edit".
 */
export function RowAction({
  children,
  item,
  danger = false,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { item: string; danger?: boolean; children: ReactNode }) {
  return (
    <button type="button" className={danger ? dangerClass : actionClass} {...props}>
      {children}
      {/* The space is its own text node: every accessible-name algorithm keeps it. */} <span className="sr-only">{item}</span>
    </button>
  );
}

export function RowLink({ to, children, item }: { to: string; children: ReactNode; item: string }) {
  return (
    <Link to={to} className={actionClass}>
      {children} <span className="sr-only">{item}</span>
    </Link>
  );
}

export function RowActions({ children, wrap = false }: { children: ReactNode; wrap?: boolean }) {
  // One line in a table row: a wrapped column of buttons made every row three times taller
  // on a phone, and the table scrolls in its own region. A card (wrap) has no such region.
  return <div className={`flex gap-2 ${wrap ? 'flex-wrap' : 'flex-nowrap'}`}>{children}</div>;
}

/** Edit and Delete for a row, with a View first or another action between when given. */
export function ItemActions({
  item,
  onEdit,
  onDelete,
  view,
  extra,
}: {
  item: string;
  onEdit: () => void;
  onDelete: () => void;
  view?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <RowActions>
      {view}
      <RowAction item={item} onClick={onEdit}>
        Edit
      </RowAction>
      {extra}
      <RowAction item={item} danger onClick={onDelete}>
        Delete
      </RowAction>
    </RowActions>
  );
}
