import { useEffect } from 'react';
import { FLOATING_SELECTOR, scrollToClear } from '../lib/keep-clear';

/**
 * Whatever takes focus is scrolled clear of the floating controls (WCAG 2.2 SC 2.4.11, issue 47).
 * It runs inside the focus event, before the browser scrolls the element into view: the element is
 * brought into view first (as the browser would, within the page's scroll padding), then lifted
 * above anything floating that still covers it, so by the time focus() returns, or the Tab lands,
 * the control can be seen. A modal dialog sits above the floating controls, so its content is left
 * as it is.
 */
export function useKeepFocusClear(): void {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest(`${FLOATING_SELECTOR}, [aria-modal="true"], [data-a11y-ui]`)) return;
      const covers = Array.from(document.querySelectorAll(FLOATING_SELECTOR), (el) => el.getBoundingClientRect()).filter(
        (box) => box.height > 0,
      );
      if (covers.length === 0) return;
      target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      const lift = scrollToClear(target.getBoundingClientRect(), covers);
      if (lift > 0) window.scrollBy({ top: lift, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
}
