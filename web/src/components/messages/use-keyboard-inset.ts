import { useEffect } from 'react';

/**
 * How much of the layout viewport an on-screen keyboard covers, as --keyboard-inset on the page,
 * so the sticky compose box can sit above it (iOS Safari overlays the keyboard instead of
 * shrinking the page; Chrome on Android resizes it, and the inset is then 0).
 */
export function useKeyboardInset(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => {
      const covered = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      root.style.setProperty('--keyboard-inset', `${Math.round(covered)}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      root.style.removeProperty('--keyboard-inset');
    };
  }, []);
}
