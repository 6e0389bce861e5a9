import { matchTip, TIP_DELAY_MS, TIP_SKIP_MS, type Tip, type TipId } from './tips';

export type TipScheduler = {
  consider: (target: Element | null) => void;
  close: () => void;
  /** Takes the open tip back unseen (there was nowhere to show it): it may come again later. */
  withdraw: () => void;
  dispose: () => void;
};

/**
 * Tooltip timing for the tips: a tip opens after 700 ms on a matching element, or at once
 * when the previous tip closed less than 300 ms ago (the skip delay). An open tip stays
 * until dismissed, so it can be read at any pace and hovered (WCAG 1.4.13); moving on
 * while one is open does not replace it.
 */
export function createTipScheduler(shown: Set<TipId>, onChange: (tip: Tip | null) => void, now: () => number = Date.now): TipScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: TipId | null = null;
  let open: TipId | null = null;
  let closedAt = Number.NEGATIVE_INFINITY;

  const cancel = () => {
    clearTimeout(timer);
    pending = null;
  };
  const show = (tip: Tip) => {
    pending = null;
    open = tip.id;
    shown.add(tip.id);
    onChange(tip);
  };

  return {
    consider(target) {
      if (open) return;
      const tip = target ? matchTip(target, shown) : null;
      if (tip?.id === pending) return; // still on the same kind of element: keep counting
      cancel();
      if (!tip) return;
      if (now() - closedAt < TIP_SKIP_MS) return show(tip);
      pending = tip.id;
      timer = setTimeout(() => show(tip), TIP_DELAY_MS);
    },
    close() {
      cancel();
      if (!open) return;
      open = null;
      closedAt = now();
      onChange(null);
    },
    withdraw() {
      cancel();
      if (!open) return;
      shown.delete(open);
      open = null;
      onChange(null);
    },
    dispose: cancel,
  };
}
