// The top bar's text-size control: 12 to 24 px in 2 px steps, starting at 16. The choice is
// kept on the device and applied before first paint by public/display-settings.js.

export const TEXT_SIZE = { min: 12, max: 24, step: 2, initial: 16 } as const;
const TEXT_SIZE_KEY = 'text-size';

export const clampTextSize = (px: number) => Math.min(TEXT_SIZE.max, Math.max(TEXT_SIZE.min, px));

export const stepTextSize = (px: number, direction: 1 | -1) => clampTextSize(px + direction * TEXT_SIZE.step);

export function readTextSize(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  const saved = Number(storage?.getItem(TEXT_SIZE_KEY));
  return Number.isFinite(saved) && saved >= TEXT_SIZE.min && saved <= TEXT_SIZE.max && saved % TEXT_SIZE.step === 0
    ? saved
    : TEXT_SIZE.initial;
}

/*
 * One model of text size. The top bar sets the page's base size in px (on <html>); the
 * accessibility widget multiplies it by its percent (--a11y-font-scale). Both controls show
 * the size the member actually gets, base times percent ("24 px" at 16 px and 150 %), so
 * they never contradict each other. This little store is the one place both read it from.
 */
type TextSizeState = { px: number; scale: number };

let state: TextSizeState | null = null;
const listeners = new Set<() => void>();

function current(): TextSizeState {
  if (!state) {
    const scale = Number(globalThis.document?.documentElement.style.getPropertyValue('--a11y-font-scale')) || 1;
    let px: number = TEXT_SIZE.initial;
    try {
      px = readTextSize();
    } catch {
      /* storage blocked: the default */
    }
    state = { px, scale };
  }
  return state;
}

function set(next: Partial<TextSizeState>): void {
  const was = current();
  if ((next.px ?? was.px) === was.px && (next.scale ?? was.scale) === was.scale) return;
  state = { ...was, ...next };
  for (const listener of listeners) listener();
}

export const textSizeStore = {
  get: current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The top bar's choice: applied to <html> and kept on the device. */
  setBasePx(px: number): void {
    const next = clampTextSize(px);
    document.documentElement.style.fontSize = `${next}px`;
    try {
      localStorage.setItem(TEXT_SIZE_KEY, String(next));
    } catch {
      /* storage blocked: the size still applies for this visit */
    }
    set({ px: next });
  },
  /** The widget's percent, as a multiplier (1.5 for 150 %). */
  setScale(scale: number): void {
    set({ scale });
  },
};

/** The size body text is drawn at, in whole px: what both controls show and say. */
export const effectivePx = ({ px, scale }: TextSizeState) => Math.round(px * scale);
