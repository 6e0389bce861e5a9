import { useEffect, useRef, useState } from 'react';
import { createTipScheduler, type TipScheduler } from '../lib/tip-scheduler';
import { markTipsSeen, TIPS, type Tip, type TipId } from '../lib/tips';

/** Tips shown this session: each appears once per page load at most. */
const shownThisSession = new Set<TipId>();

/**
 * Watches hover and keyboard focus across the page while tips are on. The listeners only
 * read where the visitor is; they never move focus or change the page.
 */
export function useTips(dueOnLoad: () => boolean) {
  const [active, setActive] = useState(dueOnLoad);
  const [tip, setTip] = useState<Tip | null>(null);
  const scheduler = useRef<TipScheduler | null>(null);

  useEffect(() => {
    if (!active) return;
    const tips = createTipScheduler(shownThisSession, (next) => {
      setTip(next);
      // Once all four have been shown and read, the tips have done their job: remember it.
      if (!next && shownThisSession.size >= TIPS.length) {
        markTipsSeen();
        setActive(false);
      }
    });
    scheduler.current = tips;
    const onEnter = (event: Event) => tips.consider(event.target instanceof Element ? event.target : null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') tips.close();
    };
    document.addEventListener('mouseover', onEnter);
    document.addEventListener('focusin', onEnter);
    document.addEventListener('keydown', onKey);
    return () => {
      tips.dispose();
      scheduler.current = null;
      document.removeEventListener('mouseover', onEnter);
      document.removeEventListener('focusin', onEnter);
      document.removeEventListener('keydown', onKey);
    };
  }, [active]);

  return {
    tip,
    dismiss: () => scheduler.current?.close(),
    restart() {
      shownThisSession.clear();
      setActive(true);
    },
    hideAll() {
      markTipsSeen();
      scheduler.current?.close();
      setTip(null);
      setActive(false);
    },
  };
}

export type TipsController = ReturnType<typeof useTips>;

/** Tests start each case with no tips shown. */
export const forgetShownTips = () => shownThisSession.clear();
