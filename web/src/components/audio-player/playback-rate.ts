// Speeds from 0.5x to 3x in steps of 0.05, remembered per show or book on this device: a
// listener who takes one narrator at 1.3x and another at 0.9x should not have to set it again.

export const MIN_RATE = 0.5;
export const MAX_RATE = 3;
export const RATE_STEP = 0.05;

/** Rounded to hundredths so 0.5 + 0.05 * n never shows as 1.0500000000000003. */
const tidy = (rate: number) => Math.round(rate * 100) / 100;

export const PLAYBACK_RATES: readonly number[] = Array.from({ length: Math.round((MAX_RATE - MIN_RATE) / RATE_STEP) + 1 }, (_, i) =>
  tidy(MIN_RATE + i * RATE_STEP),
);

export const clampRate = (rate: number) => (Number.isFinite(rate) ? Math.min(MAX_RATE, Math.max(MIN_RATE, tidy(rate))) : 1);

/** One step slower or faster, kept within 0.5x and 3x. */
export const stepRate = (rate: number, steps: number) => clampRate(rate + steps * RATE_STEP);

const storageKey = (rateKey: string) => `player-speed:${rateKey}`;

export function rememberedRate(rateKey: string): number {
  try {
    const stored = localStorage.getItem(storageKey(rateKey));
    return stored === null ? 1 : clampRate(Number(stored));
  } catch {
    // Storage can be switched off (private windows, policies): normal speed then.
    return 1;
  }
}

export function rememberRate(rateKey: string, rate: number) {
  try {
    if (rate === 1) localStorage.removeItem(storageKey(rateKey));
    else localStorage.setItem(storageKey(rateKey), String(rate));
  } catch {
    // Not remembered, but the speed still applies to what is playing.
  }
}
