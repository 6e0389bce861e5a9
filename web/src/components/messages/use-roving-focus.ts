import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

type Options = {
  /** Enter (or "m" with shortcuts on) on a message: open its actions menu. */
  onActions?: (element: HTMLElement) => void;
  /** "c" on a message: go to the compose box. */
  onCompose?: () => void;
  /** Single-key shortcuts ("m", "c") are on; WCAG 2.1.4: the member can turn them off. */
  shortcutsOn?: boolean;
};

/**
 * Roving focus inside a message log: one message is in the tab order, Arrow Up / Down move to
 * the previous / next message, Home / End to the first / last. Messages are tracked by key, not
 * index, so loading earlier history or a new message arriving never moves the member's place.
 * Keys act only on a message itself, never inside a field or a menu, so nothing fires while typing.
 */
export function useRovingFocus(keys: readonly string[], { onActions, onCompose, shortcutsOn = true }: Options = {}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  // Until the member moves, the newest message is the one Tab reaches.
  const current = chosen !== null && keys.includes(chosen) ? chosen : (keys.at(-1) ?? null);

  const focusKey = useCallback((key: string | undefined) => {
    if (key === undefined) return;
    setChosen(key);
    const element = elements.current.get(key);
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, key: string) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const at = keys.indexOf(key);
    const move: Record<string, number | undefined> = { ArrowUp: at - 1, ArrowDown: at + 1, Home: 0, End: keys.length - 1 };
    if (event.key in move) {
      event.preventDefault();
      focusKey(keys[Math.max(0, Math.min(keys.length - 1, move[event.key]!))]);
      return;
    }
    if (event.key === 'Enter' || (shortcutsOn && event.key === 'm')) {
      event.preventDefault();
      onActions?.(event.currentTarget);
    } else if (shortcutsOn && event.key === 'c' && onCompose) {
      event.preventDefault();
      onCompose();
    }
  };

  const itemProps = (key: string) => ({
    current: key === current,
    itemRef: (element: HTMLElement | null) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    onFocus: () => setChosen(key),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, key),
  });

  return { current, focusKey, itemProps, elements };
}
