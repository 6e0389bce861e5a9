import { useCallback, useState } from 'react';

/**
 * Words for a ShortcutStatus: what a control just did where nothing at the focus shows it (a
 * button that keeps focus while the list it changes moves on). Counted, so the same words
 * twice are said twice.
 */
export function useSaid() {
  const [message, setMessage] = useState({ text: '', count: 0 });
  const say = useCallback((text: string) => setMessage((last) => ({ text, count: last.count + 1 })), []);
  return [message, say] as const;
}
