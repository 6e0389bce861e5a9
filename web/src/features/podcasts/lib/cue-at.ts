import type { Cue } from '../api/use-podcasts';

/**
 * The cue being spoken at `time`: the last to start at or before it, while it lasts. Between
 * cues (a pause, music) the one just spoken stays current, so the highlight does not flicker off.
 * -1 before the first cue.
 */
export function cueIndexAt(cues: readonly Cue[], time: number): number {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  // Binary search: an hour's transcript has over a thousand cues and this runs on every tick.
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (cues[mid]!.start <= time) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}
