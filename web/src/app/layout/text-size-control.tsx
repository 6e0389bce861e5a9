import { useEffect, useState } from 'react';
import { readTextSize, stepTextSize, TEXT_SIZE, TEXT_SIZE_KEY } from '@/lib/text-size';

export function TextSizeControl() {
  const [px, setPx] = useState(() => readTextSize());

  useEffect(() => {
    document.documentElement.style.fontSize = `${px}px`;
    try {
      localStorage.setItem(TEXT_SIZE_KEY, String(px));
    } catch {
      /* storage blocked: the size still applies for this visit */
    }
  }, [px]);

  const small =
    'inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border border-white/60 font-bold hover:bg-white/15 disabled:opacity-50';
  return (
    <div role="group" aria-label="Text size" className="flex items-center gap-2">
      <button
        type="button"
        className={small}
        onClick={() => setPx((p) => stepTextSize(p, -1))}
        disabled={px <= TEXT_SIZE.min}
        aria-label="Decrease text size"
      >
        <span aria-hidden="true">A−</span>
      </button>
      <span className="min-w-14 text-center text-sm" aria-live="polite">
        {px} px
      </span>
      <button
        type="button"
        className={small}
        onClick={() => setPx((p) => stepTextSize(p, 1))}
        disabled={px >= TEXT_SIZE.max}
        aria-label="Increase text size"
      >
        <span aria-hidden="true">A+</span>
      </button>
    </div>
  );
}
