import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Which dialog is open, as data: `T` names it and carries what it needs (a discriminated
 * union such as { kind: 'edit'; post } | { kind: 'report'; id }, or `true` for a dialog that
 * needs nothing), and the screen renders the matching dialog from it. One way to hold a
 * dialog's state; never JSX kept in state, never a boolean of its own.
 */
export function useDialog<T>() {
  const [current, setCurrent] = useState<T | null>(null);
  const close = useCallback(() => setCurrent(null), []);
  return { current, open: setCurrent, close };
}

/**
 * The same, held in the address (`?new=1`) for a dialog worth linking to: the CMS's create
 * dialogs, which Quick Actions open on any tab and Back closes (decision 0051). `open` may set
 * other parameters in the same step (the tab the dialog belongs to), so history gets one entry.
 */
export function useUrlDialog(key: string) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (next: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(next)) {
            if (v === null) copy.delete(k);
            else copy.set(k, v);
          }
          return copy;
        },
        { replace: false },
      ),
    [setParams],
  );
  return {
    current: params.get(key) === '1' ? (true as const) : null,
    open: (also: Record<string, string> = {}) => update({ ...also, [key]: '1' }),
    close: () => update({ [key]: null }),
    /** Closes it and sets other parameters in the same step (another CMS tab). */
    closeWith: (next: Record<string, string>) => update({ ...next, [key]: null }),
  };
}
