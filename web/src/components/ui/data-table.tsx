import type { ReactNode } from 'react';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

type Props<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
};

/**
 * A real table: a caption names it, the first cell of each row is its row header, so a
 * screen reader says "About Us, Status, published" when moving across. On narrow screens
 * it scrolls inside a focusable region (WCAG 1.4.10 reflow, 2.1.1 keyboard). The region is
 * `relative` so the visually hidden text in its cells (absolutely positioned) is clipped
 * with it instead of widening the whole page.
 */
export function DataTable<T>({ caption, columns, rows, rowKey }: Props<T>) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative mt-4 overflow-x-auto rounded-xl border border-slate-300 bg-white focus-visible:outline-3"
    >
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-sm text-slate-800">
          <tr>
            {columns.map((col) => (
              <th key={col.header} scope="col" className={`px-4 py-3 font-semibold ${col.className ?? ''}`}>
                {col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-200 align-top">
              {columns.map((col, i) =>
                i === 0 ? (
                  <th key={col.header} scope="row" className={`px-4 py-3 font-semibold text-slate-950 ${col.className ?? ''}`}>
                    {col.cell(row)}
                  </th>
                ) : (
                  <td key={col.header} className={`px-4 py-3 text-slate-800 ${col.className ?? ''}`}>
                    {col.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
