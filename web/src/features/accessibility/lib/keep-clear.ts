// Nothing focused may sit under the floating controls (the accessibility button, the docked
// player): WCAG 2.2 SC 2.4.11. The page's scroll padding already keeps clear a control the
// browser has to scroll to; this covers the rest, a control the browser finds "in view" because
// it is on screen, but under a control that floats over the page. (Issue 47.)

export type Box = { top: number; bottom: number; left: number; right: number };

/** What floats over the page and must never cover the focused control. */
export const FLOATING_SELECTOR = '[data-floating-control]';

/** Room left between the control and what floats below it. */
const GAP = 8;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * How far to scroll the page down (a positive number) so `target` sits above every box in
 * `covers` that it overlaps: 0 when none covers it. A target taller than the room above the
 * highest cover is brought to the top instead, so its start is what shows.
 */
export function scrollToClear(target: Box, covers: readonly Box[]): number {
  const over = covers.filter((cover) => overlaps(target, cover));
  if (over.length === 0) return 0;
  const ceiling = Math.min(...over.map((cover) => cover.top)) - GAP;
  const needed = target.bottom - ceiling;
  return Math.max(0, Math.min(needed, target.top));
}
