import { useState, useSyncExternalStore } from 'react';
import { effectivePx, stepTextSize, TEXT_SIZE, textSizeStore } from '@/lib/text-size';

/**
 * The top bar's A− / A+: the base size in 2 px steps (12 to 24). It shows the size text is
 * actually drawn at, the accessibility widget's percent included, so at the Vision profile's
 * 150 % it says "24 px", not "16 px". A press is announced in words ("Text size 18 pixels");
 * a bare number would mean nothing to a screen-reader user.
 */
export function TextSizeControl() {
  const size = useSyncExternalStore(textSizeStore.subscribe, textSizeStore.get, textSizeStore.get);
  const shown = effectivePx(size);
  // Said only after a press here: a profile chosen in the widget is announced by the widget.
  const [said, setSaid] = useState('');

  const step = (direction: 1 | -1) => {
    textSizeStore.setBasePx(stepTextSize(size.px, direction));
    const next = effectivePx(textSizeStore.get());
    setSaid((was) => (was === `Text size ${next} pixels` ? `Text size ${next} pixels\u00a0` : `Text size ${next} pixels`));
  };

  const small =
    'inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border border-white/60 font-bold hover:bg-white/15 aria-disabled:opacity-50';
  return (
    <div role="group" aria-label="Text size" className="flex items-center gap-2">
      <button
        type="button"
        className={small}
        onClick={() => size.px > TEXT_SIZE.min && step(-1)}
        aria-disabled={size.px <= TEXT_SIZE.min || undefined}
        aria-label="Decrease text size"
      >
        <span aria-hidden="true">A−</span>
      </button>
      <span className="min-w-14 text-center text-sm">
        <span aria-hidden="true">{shown} px</span>
        <span className="sr-only">Text size {shown} pixels</span>
      </span>
      <button
        type="button"
        className={small}
        onClick={() => size.px < TEXT_SIZE.max && step(1)}
        aria-disabled={size.px >= TEXT_SIZE.max || undefined}
        aria-label="Increase text size"
      >
        <span aria-hidden="true">A+</span>
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {said}
      </span>
    </div>
  );
}
