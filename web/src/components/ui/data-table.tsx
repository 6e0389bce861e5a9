import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

type Props<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
};

/** Whether the element is wider inside than it shows, as the screen or the text size changes. */
export function useOverflowsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * A real table: a caption names it, the first cell of each row is its row header, so a
 * screen reader says "About Us, Status, published" when moving across. On narrow screens
 * it scrolls inside a focusable region (WCAG 1.4.10 reflow, 2.1.1 keyboard), and says so: a
 * line above it and a shadow at the edge with more columns, since a cut-off table otherwise
 * looks complete. The region is `relative` so the visually hidden text in its cells
 * (absolutely positioned) is clipped with it instead of widening the whole page.
 */
export function DataTable<T>({ caption, columns, rows, rowKey }: Props<T>) {
  const { ref, overflows } = useOverflowsSideways();
  const hintId = useId();
  return (
    <>
      {overflows && (
        <p id={hintId} className="mt-4 flex items-center gap-2 text-sm font-semibold text-slate-800">
          Scroll sideways to see every column
          <span aria-hidden="true">→</span>
        </p>
      )}
      <div
        ref={ref}
        role="region"
        aria-label={caption}
        aria-describedby={overflows ? hintId : undefined}
        tabIndex={0}
        className={`relative overflow-x-auto rounded-xl border border-slate-300 bg-white focus-visible:outline-3 ${overflows ? 'scroll-shadows mt-2' : 'mt-4'}`}
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
    </>
  );
}
