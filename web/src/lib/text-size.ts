// The top bar's text-size control (SPEC sections 2 and 5): 12 to 24 px in 2 px steps,
// starting at 16. The choice is kept on the device and applied before first paint by
// public/display-settings.js.

export const TEXT_SIZE = { min: 12, max: 24, step: 2, initial: 16 } as const;
export const TEXT_SIZE_KEY = 'text-size';

export const clampTextSize = (px: number) => Math.min(TEXT_SIZE.max, Math.max(TEXT_SIZE.min, px));

export const stepTextSize = (px: number, direction: 1 | -1) => clampTextSize(px + direction * TEXT_SIZE.step);

export function readTextSize(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  const saved = Number(storage?.getItem(TEXT_SIZE_KEY));
  return Number.isFinite(saved) && saved >= TEXT_SIZE.min && saved <= TEXT_SIZE.max && saved % TEXT_SIZE.step === 0
    ? saved
    : TEXT_SIZE.initial;
}
