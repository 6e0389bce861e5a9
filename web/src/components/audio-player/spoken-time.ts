// Slider values are announced by screen readers; "83 percent" or "1:23" means little when
// heard, so the seek and volume sliders describe themselves in words instead.

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 83 -> "1 minute 23 seconds"; 3600 -> "1 hour"; 0 -> "0 seconds". */
export function spokenDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const parts = [h && unit(h, 'hour'), m && unit(m, 'minute'), sec && unit(sec, 'second')].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : unit(0, 'second');
}

/** "1 minute 23 seconds of 30 minutes", or just the position while the length is unknown. */
export function seekValueText(currentTime: number, duration: number): string {
  const position = spokenDuration(currentTime);
  return duration > 0 ? `${position} of ${spokenDuration(duration)}` : position;
}

/** 0.8 -> "80%". */
export const volumeValueText = (volume: number) => `${Math.round(volume * 100)}%`;
