import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TipsController } from '../hooks/use-tips';
import { AVOID_SELECTORS, placeTip, targetWeight, TIP_TARGETS, type Avoid, type Placement } from '../lib/tip-placement';

/** What the tip must not cover, in the viewport now: fields, errors, headings, controls, the target. */
function avoidList(target: Element | null, own: Element): Avoid[] {
  const list: Avoid[] = [];
  // Visually hidden text (1 px) is not covered by anything; only what can be seen counts.
  const onScreen = (r: DOMRect) => r.width > 2 && r.height > 2 && r.bottom > 0 && r.top < window.innerHeight;
  for (const [selector, weight] of AVOID_SELECTORS) {
    for (const el of document.querySelectorAll(selector)) {
      if (own.contains(el)) continue;
      const r = el.getBoundingClientRect();
      if (onScreen(r)) list.push({ rect: { left: r.left, top: r.top, width: r.width, height: r.height }, weight });
    }
  }
  if (target) {
    const r = target.getBoundingClientRect();
    list.push({ rect: { left: r.left, top: r.top, width: r.width, height: r.height }, weight: targetWeight(target) });
  }
  return list;
}

/**
 * One tip at a time, placed beside the element it is about and over nothing the member is
 * working on (a field, an error, a heading, the player). The polite live region is always
 * present, so a tip appearing is announced without taking focus; its buttons are there for
 * pointer users, and Escape dismisses it from anywhere.
 */
export function TipBox({ tips }: { tips: TipsController }) {
  const { shown, withdraw } = tips;
  const box = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Placement | null>(null);

  useLayoutEffect(() => {
    const el = box.current;
    if (!shown || !el) return setPlace(null);
    const measure = () => {
      const size = el.getBoundingClientRect();
      const target = shown.target?.isConnected ? shown.target.closest(TIP_TARGETS) : null;
      const rect = target?.getBoundingClientRect() ?? null;
      const viewport = { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight };
      const spot = placeTip(
        rect && { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
        { width: size.width, height: size.height },
        viewport,
        avoidList(target, el),
      );
      if (spot) setPlace(spot);
      else withdraw();
    };
    measure();
    // Again whenever the tip's own size changes (its font arriving reflows the text) and
    // whenever the page moves under it.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(el);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true, capture: true });
    return () => {
      resized?.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, { capture: true });
    };
  }, [shown, withdraw]);

  const tip = shown?.tip;
  return (
    <div
      ref={box}
      data-a11y-ui=""
      data-testid="tip-box"
      style={tip && place ? { left: place.left, top: place.top } : undefined}
      className={`fixed z-40 w-[min(22rem,calc(100vw-1.5rem))] print:hidden ${tip ? 'rounded-xl border-2 border-slate-700 bg-white p-4 text-slate-900 shadow-xl' : 'pointer-events-none'} ${tip && !place ? 'invisible' : ''}`}
    >
      {/* Drawn at once so it can be measured for a place; said only once it has one (a tip
          withdrawn for want of room is never announced). */}
      {tip && shown && (
        <p aria-hidden="true">
          <span className="font-bold">Tip: {tip.title}.</span> {tip.text[shown.modality]}
        </p>
      )}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="tip-live">
        {tip && shown && place && `Tip: ${tip.title}. ${tip.text[shown.modality]}`}
      </div>
      {tip && (
        <>
          {shown?.modality === 'keyboard' && <p className="mt-1 text-sm text-slate-700">Press Escape to close it.</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={tips.dismiss}>Got it</Button>
            <Button variant="secondary" onClick={tips.hideAll}>
              Hide all tips
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
