import { useSyncExternalStore } from 'react';
import { panelBox } from '../lib/panel-box';

// Fixed boxes are laid out in the layout viewport without its scrollbars: clientWidth and
// clientHeight, which jsdom (and nothing else) reports as 0.
const viewportKey = () => {
  const root = document.documentElement;
  return `${root.clientWidth || window.innerWidth}x${root.clientHeight || window.innerHeight}`;
};

function subscribe(onChange: () => void) {
  const targets: (Window | VisualViewport)[] = [window];
  if (window.visualViewport) targets.push(window.visualViewport);
  for (const target of targets) {
    target.addEventListener('resize', onChange);
    target.addEventListener('scroll', onChange, { passive: true });
  }
  return () => {
    for (const target of targets) {
      target.removeEventListener('resize', onChange);
      target.removeEventListener('scroll', onChange);
    }
  };
}

/** The panel's place, recomputed on resize and scroll while it is mounted (that is, open). */
export function usePanelBox() {
  const key = useSyncExternalStore(subscribe, viewportKey, () => '1280x900');
  const [width, height] = key.split('x').map(Number);
  return panelBox({ width: width ?? 0, height: height ?? 0 });
}
