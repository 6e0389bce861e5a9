import { useCallback, useState } from 'react';

/**
 * Which dialog is open, as data: `T` names it and carries what it needs (a discriminated
 * union such as { kind: 'edit'; post } | { kind: 'report'; id }), and the screen renders the
 * matching dialog from it. One way to hold a dialog's state; never JSX kept in state.
 */
export function useDialog<T>() {
  const [current, setCurrent] = useState<T | null>(null);
  const close = useCallback(() => setCurrent(null), []);
  return { current, open: setCurrent, close };
}
