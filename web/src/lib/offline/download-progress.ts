/** Whole percent of a download; null while the size is unknown (no Content-Length). */
export function percentOf(received: number, total: number | null): number | null {
  if (total === null || !Number.isFinite(total) || total <= 0) return null;
  return Math.min(100, Math.max(0, Math.floor((received / total) * 100)));
}

/** Progress is said aloud at most every quarter: more would talk over whatever the member reads. */
export const ANNOUNCE_STEP = 25;

/**
 * The step to announce now (25, 50, 75, 100), or null when the last one said still stands.
 * Steps are never skipped backwards and a jump past several says only the highest.
 */
export function stepToAnnounce(lastAnnounced: number, percent: number | null): number | null {
  if (percent === null) return null;
  const step = Math.floor(percent / ANNOUNCE_STEP) * ANNOUNCE_STEP;
  return step > lastAnnounced ? step : null;
}

export type DownloadState =
  | { status: 'checking' }
  /** `said`: what the member's last step did (a removal, a cancel), for the status line. */
  | { status: 'idle'; said?: string }
  | { status: 'downloading'; received: number; total: number | null; announced: number }
  | { status: 'saved'; bytes: number }
  | { status: 'failed'; message: string };

export type DownloadEvent =
  | { type: 'found'; bytes: number | null }
  | { type: 'start' }
  | { type: 'progress'; received: number; total: number | null }
  | { type: 'saved'; bytes: number }
  | { type: 'failed'; message: string }
  | { type: 'removed' }
  | { type: 'cancelled' };

/** The download button's states: what the member sees and hears follows only from these. */
export function downloadReducer(state: DownloadState, event: DownloadEvent): DownloadState {
  switch (event.type) {
    case 'found':
      return event.bytes === null ? { status: 'idle' } : { status: 'saved', bytes: event.bytes };
    case 'start':
      return { status: 'downloading', received: 0, total: null, announced: 0 };
    case 'progress': {
      if (state.status !== 'downloading') return state;
      const step = stepToAnnounce(state.announced, percentOf(event.received, event.total));
      return { status: 'downloading', received: event.received, total: event.total, announced: step ?? state.announced };
    }
    case 'saved':
      return { status: 'saved', bytes: event.bytes };
    case 'failed':
      return { status: 'failed', message: event.message };
    case 'removed':
      return { status: 'idle', said: 'Removed from this device' };
    case 'cancelled':
      return { status: 'idle', said: 'Download cancelled' };
  }
}

/**
 * The status line's words in each state (the button changes under the member at each step, so
 * each step is said): progress at each quarter, the outcome once it is there. A failure is an
 * alert of its own.
 */
export function spokenStatus(state: DownloadState, size: (bytes: number) => string): string {
  switch (state.status) {
    case 'downloading':
      return state.announced > 0 ? `Downloaded ${state.announced} %` : 'Downloading for offline';
    case 'saved':
      return `Saved on this device (${size(state.bytes)})`;
    case 'idle':
      return state.said ?? '';
    default:
      return '';
  }
}
