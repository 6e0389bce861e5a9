import { useEffect, useReducer, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { PlayerItem } from '@/components/audio-player/player-context';
import { Button } from '@/components/ui/button';
import { formatMB } from '@/lib/format';
import { focusAfterChange } from '@/lib/focus-after-change';
import { downloadReducer, percentOf, spokenStatus, type DownloadEvent, type DownloadState } from '@/lib/offline/download-progress';
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
  const root = useRef<HTMLDivElement>(null);
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

  // Each step takes away the button the member pressed (Download, then Cancel, then Remove):
  // focus follows to the one that takes its place, if it was in here, never from elsewhere.
  const step = (event: DownloadEvent) => {
    const wasHere = root.current?.contains(document.activeElement) ?? false;
    focusAfterChange(
      () => dispatch(event),
      () => (wasHere ? root.current?.querySelector<HTMLElement>('button') : null),
    );
  };

  const start = () => {
    const controller = new AbortController();
    abortRef.current = controller;
    step({ type: 'start' });
    downloadForOffline(memberId, item, (received, total) => dispatch({ type: 'progress', received, total }), controller.signal)
      .then((bytes) => step({ type: 'saved', bytes }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return step({ type: 'cancelled' });
        const quota = error instanceof DOMException && error.name === 'QuotaExceededError';
        step({
          type: 'failed',
          message: quota
            ? 'There is not enough space on this device. Remove some downloads and try again.'
            : `Could not download it. ${error instanceof Error && !(error instanceof TypeError) ? error.message : 'Check your connection and try again.'}`,
        });
      });
  };

  return (
    <div ref={root}>
      {/* One polite line for every step, on the page from the first: progress at each quarter, then the outcome. */}
      <p role="status" className="sr-only">
        {spokenStatus(state, formatMB)}
      </p>
      {state.status === 'downloading' ? (
        <Downloading state={state} onCancel={() => abortRef.current?.abort()} />
      ) : state.status === 'saved' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-semibold text-teal-900">Saved on this device ({formatMB(state.bytes)})</p>
          <Button variant="secondary" onClick={() => void removeDownload(memberId, item.src).then(() => step({ type: 'removed' }))}>
            Remove download
          </Button>
          <Link to={paths.downloads} className="font-semibold text-violet-900 underline underline-offset-4">
            Your downloads
          </Link>
        </div>
      ) : (
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
      )}
    </div>
  );
}

function Downloading({ state, onCancel }: { state: Extract<DownloadState, { status: 'downloading' }>; onCancel: () => void }) {
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
      <Button variant="secondary" onClick={onCancel}>
        Cancel download
      </Button>
    </div>
  );
}
