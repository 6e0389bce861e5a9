import { useEffect, useRef, useState } from 'react';
import { createTipScheduler, type TipScheduler } from '../lib/tip-scheduler';
import { markTipsSeen, TIPS, type Modality, type Tip, type TipId } from '../lib/tips';

/** Tips shown this session: each appears once per page load at most. */
const shownThisSession = new Set<TipId>();

/** What a tip is about, and where focus was when it appeared (to give it back on close). */
type ShownTip = { tip: Tip; modality: Modality; target: Element | null };

/**
 * Watches hover and keyboard focus across the page while tips are on. The listeners only
 * read where the visitor is and how they move (keys or a pointer); they never move focus or
 * change the page. Closing a tip from its own buttons gives focus back to where it was.
 */
export function useTips(dueOnLoad: () => boolean) {
  const [active, setActive] = useState(dueOnLoad);
  const [shown, setShown] = useState<ShownTip | null>(null);
  const scheduler = useRef<TipScheduler | null>(null);
  const modality = useRef<Modality>('pointer');
  const lastTarget = useRef<Element | null>(null);
  const focusBefore = useRef<HTMLElement | null>(null);
  const withdrawing = useRef(false);

  useEffect(() => {
    if (!active) return;
    const tips = createTipScheduler(shownThisSession, (next) => {
      if (next) {
        const focused = document.activeElement;
        focusBefore.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      }
      setShown(next ? { tip: next, modality: modality.current, target: lastTarget.current } : null);
      // Once all four have been shown and read, the tips have done their job: remember it.
      if (!next && shownThisSession.size >= TIPS.length && !withdrawing.current) {
        markTipsSeen();
        setActive(false);
      }
    });
    scheduler.current = tips;
    const onEnter = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      lastTarget.current = target;
      tips.consider(target);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') tips.close();
      else if (!event.isComposing) modality.current = 'keyboard';
    };
    const onPointer = () => (modality.current = 'pointer');
    document.addEventListener('mouseover', onEnter);
    document.addEventListener('focusin', onEnter);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      tips.dispose();
      scheduler.current = null;
      document.removeEventListener('mouseover', onEnter);
      document.removeEventListener('focusin', onEnter);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [active]);

  /** The button pressed goes with the tip: focus returns to what the member was on. */
  const giveFocusBack = () => {
    const back = focusBefore.current;
    focusBefore.current = null;
    if (back?.isConnected) requestAnimationFrame(() => back.focus());
  };

  return {
    shown,
    tip: shown?.tip ?? null,
    dismiss: () => {
      scheduler.current?.close();
      giveFocusBack();
    },
    /** No room beside its target without covering a field or an error: try again later. */
    withdraw() {
      withdrawing.current = true;
      scheduler.current?.withdraw();
      withdrawing.current = false;
    },
    restart() {
      shownThisSession.clear();
      setActive(true);
    },
    hideAll() {
      markTipsSeen();
      scheduler.current?.close();
      setShown(null);
      setActive(false);
      giveFocusBack();
    },
  };
}

export type TipsController = ReturnType<typeof useTips>;

/** Tests start each case with no tips shown. */
export const forgetShownTips = () => shownThisSession.clear();
