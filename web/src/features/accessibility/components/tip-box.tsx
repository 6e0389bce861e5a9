import { Button } from '@/components/ui/button';
import type { TipsController } from '../hooks/use-tips';

/**
 * One tip at a time in the bottom-left corner (above the widget button on narrow screens).
 * The polite live region is always present, so a tip appearing is announced without taking
 * focus; its buttons are there for pointer users, and Escape dismisses it from anywhere.
 */
export function TipBox({ tips }: { tips: TipsController }) {
  const { tip } = tips;
  return (
    <div
      data-a11y-ui=""
      className={`fixed inset-x-5 bottom-[100px] z-40 sm:right-auto sm:bottom-5 sm:w-88 print:hidden ${tip ? 'rounded-xl border-2 border-slate-700 bg-white p-4 text-slate-900 shadow-xl' : ''}`}
    >
      <div aria-live="polite" aria-atomic="true" data-testid="tip-live">
        {tip && (
          <p>
            <span className="font-bold">Tip: {tip.title}.</span> {tip.text}
          </p>
        )}
      </div>
      {tip && (
        <>
          <p className="mt-1 text-sm text-slate-700">Press Escape to close it.</p>
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
