import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
// The accessibility widget's "Reduce motion" sets this class on <html> (features/accessibility,
// ROOT_CLASSES); CSS stops animations with it, and animations driven by timers ask here.
const ROOT_CLASS = 'a11y-reduce-motion';

function prefersReducedMotion(): boolean {
  const system = typeof matchMedia === 'function' && matchMedia(QUERY).matches;
  return system || document.documentElement.classList.contains(ROOT_CLASS);
}

function subscribe(onChange: () => void): () => void {
  const media = typeof matchMedia === 'function' ? matchMedia(QUERY) : null;
  media?.addEventListener('change', onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    media?.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

/** True when the device asks for less motion or the visitor chose "Reduce motion" in the widget. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
