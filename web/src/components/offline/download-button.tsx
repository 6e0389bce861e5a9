import { useEffect, useReducer, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { PlayerItem } from '@/components/audio-player/player-context';
import { Button } from '@/components/ui/button';
import { formatMB } from '@/lib/format';
import { downloadReducer, percentOf } from '@/lib/offline/download-progress';
import { downloadForOffline, offlineSupported, removeDownload, storedBytes } from '@/lib/offline/downloads';
import { useMemberId } from '@/lib/offline/use-member-id';
import { paths } from '@/lib/paths';

/**
 * "Download for offline" for an episode or a book: keeps its audio on this device (the
 * member's own cache), with a progress bar whose percentage is said at most every quarter.
 * Nothing shows where the browser cannot keep files (no Cache Storage or service worker).
 */
export function DownloadButton({ item }: { item: PlayerItem }) {
  const memberId = useMemberId();
  const [state, dispatch] = useReducer(downloadReducer, { status: 'checking' });
  const abortRef = useRef<AbortController | null>(null);
  const supported = offlineSupported();

  useEffect(() => {
    if (!supported || memberId === null) return;
    let live = true;
    storedBytes(memberId, item.src)
      .then((bytes) => live && dispatch({ type: 'found', bytes }))
      .catch(() => live && dispatch({ type: 'found', bytes: null }));
    return () => {
      live = false;
    };
  }, [memberId, item.src, supported]);

  // Leaving the page stops a download in progress; nothing half-done is kept.
  useEffect(() => () => abortRef.current?.abort(), []);

  if (!supported || memberId === null || state.status === 'checking') return null;

  const start = () => {
    const controller = new AbortController();
    abortRef.current = controller;
    dispatch({ type: 'start' });
    downloadForOffline(memberId, item, (received, total) => dispatch({ type: 'progress', received, total }), controller.signal)
      .then((bytes) => dispatch({ type: 'saved', bytes }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return dispatch({ type: 'cancelled' });
        const quota = error instanceof DOMException && error.name === 'QuotaExceededError';
        dispatch({
          type: 'failed',
          message: quota
            ? 'There is not enough space on this device. Remove some downloads and try again.'
            : `Could not download it. ${error instanceof Error && !(error instanceof TypeError) ? error.message : 'Check your connection and try again.'}`,
        });
      });
  };

  if (state.status === 'downloading') {
    const percent = percentOf(state.received, state.total);
    return (
      <div className="flex w-full flex-col gap-2 sm:w-auto">
        <label className="text-base font-semibold text-slate-900" htmlFor="offline-download-progress">
          Downloading for offline
        </label>
        <progress id="offline-download-progress" max={100} value={percent ?? undefined} className="h-3 w-full sm:w-64" />
        <p className="text-sm text-slate-700" aria-hidden="true">
          {percent === null ? formatMB(state.received) : `${percent} %`}
        </p>
        {/* Said politely at 25, 50, 75 and 100 % only; the bar itself can be read any time. */}
        <p role="status" className="sr-only">
          {state.announced > 0 ? `Downloaded ${state.announced} %` : ''}
        </p>
        <Button variant="secondary" onClick={() => abortRef.current?.abort()}>
          Cancel download
        </Button>
      </div>
    );
  }

  if (state.status === 'saved') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="font-semibold text-teal-900">
          Saved on this device ({formatMB(state.bytes)})
        </p>
        <Button variant="secondary" onClick={() => void removeDownload(memberId, item.src).then(() => dispatch({ type: 'removed' }))}>
          Remove download
        </Button>
        <Link to={paths.downloads} className="font-semibold text-violet-900 underline underline-offset-4">
          Your downloads
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={start}>
        Download for offline
      </Button>
      {state.status === 'failed' && (
        <p role="alert" className="text-red-800">
          {state.message}
        </p>
      )}
    </div>
  );
}
