import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-shell';
import { Icon } from '@/components/ui/icons';

type Row<T> = T & { key: number };

type Props<T> = {
  legend: string;
  rows: Row<T>[];
  onChange: (rows: Row<T>[]) => void;
  /** A short name for a row in button labels ("Move News up"). */
  name: (row: Row<T>, index: number) => string;
  blank: () => T;
  addLabel: string;
  error?: string;
  children: (row: Row<T>, index: number, update: (patch: Partial<T>) => void) => ReactNode;
};

let nextKey = 1;
export const withKeys = <T,>(items: T[]): Row<T>[] => items.map((item) => ({ ...item, key: nextKey++ }));
export const withoutKeys = <T,>(rows: Row<T>[]): T[] => rows.map(({ key: _key, ...item }) => item as T);

/**
 * An ordered list of rows (menu items, form fields) with Move up, Move down and Remove
 * buttons instead of drag and drop, so it works with a keyboard, a switch or a voice.
 * After a move, focus stays on the button that was pressed, in the row's new place.
 */
export function ItemsEditor<T>({ legend, rows, onChange, name, blank, addLabel, error, children }: Props<T>) {
  // Where focus goes after the next render: a ref, not state, since it renders nothing.
  const focusTarget = useRef<string | null>(null);
  const setFocusTarget = (target: string) => {
    focusTarget.current = target;
  };
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const wanted = focusTarget.current;
    if (!wanted) return;
    focusTarget.current = null;
    const target = wanted === 'add' ? addRef.current : listRef.current?.querySelector<HTMLElement>(`[data-focus-key="${wanted}"]`);
    target?.focus();
  }, [rows]);

  const move = (index: number, by: -1 | 1, which: 'up' | 'down') => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    onChange(next);
    const edge = (which === 'up' && index + by === 0) || (which === 'down' && index + by === rows.length - 1);
    // At the end of the list the pressed button disappears, so focus its partner.
    setFocusTarget(`${row!.key}-${edge ? (which === 'up' ? 'down' : 'up') : which}`);
  };

  return (
    <fieldset className="rounded-xl border border-slate-300 p-4" aria-describedby={error ? 'items-editor-error' : undefined}>
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {error && <FieldError id="items-editor-error">{error}</FieldError>}
      <ol ref={listRef} className="space-y-4">
        {rows.map((row, index) => (
          <li key={row.key} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
            <div className="grid gap-3 sm:grid-cols-2">
              {children(row, index, (patch) => onChange(rows.map((r) => (r.key === row.key ? { ...r, ...patch } : r))))}
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              {index > 0 && (
                <Button
                  variant="secondary"
                  className="!min-h-11 !px-3 text-sm"
                  data-focus-key={`${row.key}-up`}
                  onClick={() => move(index, -1, 'up')}
                >
                  <Icon name="up" className="size-4" /> Move up<span className="sr-only">: {name(row, index)}</span>
                </Button>
              )}
              {index < rows.length - 1 && (
                <Button
                  variant="secondary"
                  className="!min-h-11 !px-3 text-sm"
                  data-focus-key={`${row.key}-down`}
                  onClick={() => move(index, 1, 'down')}
                >
                  <Icon name="down" className="size-4" /> Move down<span className="sr-only">: {name(row, index)}</span>
                </Button>
              )}
              <Button
                variant="secondary"
                className="!min-h-11 !border-red-700 !px-3 text-sm !text-red-800"
                onClick={() => {
                  onChange(rows.filter((r) => r.key !== row.key));
                  setFocusTarget('add');
                }}
              >
                Remove<span className="sr-only">: {name(row, index)}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        ref={addRef}
        variant="secondary"
        className="mt-4"
        onClick={() => {
          const row = { ...blank(), key: nextKey++ } as Row<T>;
          onChange([...rows, row]);
          setFocusTarget(`${row.key}-first`);
        }}
      >
        <Icon name="plus" className="size-5" /> {addLabel}
      </Button>
    </fieldset>
  );
}
