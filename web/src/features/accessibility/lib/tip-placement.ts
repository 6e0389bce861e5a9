// Where a tip goes: beside what it is about, over nothing the member is working on.

export type Rect = { left: number; top: number; width: number; height: number };
export type Placement = { left: number; top: number };

/** Weight of what a tip may never cover: a field or an error (see AVOID_SELECTORS). */
const NEVER_COVER = 50;

/** What a tip must not cover, most important first: its weight multiplies the area covered. */
export type Avoid = { rect: Rect; weight: number };

const GAP = 12;
const MARGIN = 12;

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Picks the spot for a tip of `size` in the viewport: below the target, above it, to its
 * right or left, else a corner, whichever covers the least of `avoid` (fields, errors,
 * headings, the player, the target itself), weighted. Ties go to the earlier spot, so a tip
 * sits beside its target whenever that covers nothing. Null when every spot would cover a
 * field or an error: then the tip waits for another moment (a phone full of form fields).
 */
export function placeTip(
  target: Rect | null,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  avoid: Avoid[],
): Placement | null {
  const clampLeft = (left: number) => Math.max(MARGIN, Math.min(left, viewport.width - size.width - MARGIN));
  const clampTop = (top: number) => Math.max(MARGIN, Math.min(top, viewport.height - size.height - MARGIN));
  const candidates: Placement[] = [];
  if (target) {
    candidates.push(
      { left: clampLeft(target.left), top: target.top + target.height + GAP },
      { left: clampLeft(target.left), top: target.top - size.height - GAP },
      { left: target.left + target.width + GAP, top: clampTop(target.top) },
      { left: target.left - size.width - GAP, top: clampTop(target.top) },
    );
  }
  candidates.push(
    { left: MARGIN, top: viewport.height - size.height - MARGIN },
    { left: viewport.width - size.width - MARGIN, top: MARGIN },
    { left: MARGIN, top: MARGIN },
    { left: viewport.width - size.width - MARGIN, top: viewport.height - size.height - MARGIN },
  );
  const fits = (p: Placement) =>
    p.left >= 0 && p.top >= 0 && p.left + size.width <= viewport.width && p.top + size.height <= viewport.height;
  let best: Placement | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const p of candidates.filter(fits)) {
    const box = { ...p, ...size };
    const forbidden = avoid.some((a) => a.weight >= NEVER_COVER && overlap(box, a.rect) > 0);
    if (forbidden) continue;
    const score = avoid.reduce((sum, a) => sum + overlap(box, a.rect) * a.weight, 0);
    if (score < bestScore) {
      best = p;
      bestScore = score;
      if (score === 0) break;
    }
  }
  return best;
}

/** Errors and fields matter most; then headings, alerts and players; then any other control. */
export const AVOID_SELECTORS: [selector: string, weight: number][] = [
  ['[role="alert"], [aria-invalid="true"], [data-error]', 100],
  ['input:not([type="hidden"]), textarea, select', 50],
  ['h1, h2, h3, [role="status"]:not(:empty), [data-tip-avoid], audio', 10],
  ['button, a[href]', 2],
];

/** The regions a tip can be about (the "Content areas" and "Navigation" tips). */
const TIP_REGIONS = 'main, nav, article';
/** What a tip is about: the nearest control or region to where the member pointed or focused. */
export const TIP_TARGETS = `input, select, textarea, button, a, ${TIP_REGIONS}`;

/**
 * How much the tip must keep off what it is about. A control (a field, a button, a link)
 * stays in view; a region (the main content, a navigation, an article) fills a phone's screen,
 * so the tip may sit over part of it, still clear of the fields, errors and headings inside.
 */
export function targetWeight(target: Element): number {
  return target.matches(TIP_REGIONS) ? 1 : 100;
}
