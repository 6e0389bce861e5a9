import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePlayer } from '@/components/audio-player/player-context';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { EmptyState } from '@/components/ui/states';
import { formatMB } from '@/lib/format';
import type { StoredItem } from '@/lib/offline/media-cache';
import { listDownloads, offlineSupported, removeAllDownloads, removeDownload, storageEstimate } from '@/lib/offline/downloads';
import { useMemberId } from '@/lib/offline/use-member-id';
import { paths } from '@/lib/paths';
import { useDialog } from '@/lib/use-dialog';

const HEADING_ID = 'downloads-heading';
const GiB = 1024 ** 3;

/** A browser's allowance runs to gigabytes: "10.2 GB" reads better than "10,242.22 MB". */
const formatSpace = (bytes: number) =>
  bytes >= GiB ? `${(bytes / GiB).toLocaleString('en-AU', { maximumFractionDigits: 1 })} GB` : formatMB(bytes);

/**
 * What the member keeps on this device for listening offline: each item with its size, Play
 * and Remove, the space the browser allows, and Remove all. It reads Cache Storage only, so it
 * works with no connection at all.
 */
export function DownloadsList() {
  const memberId = useMemberId();
  const player = usePlayer();
  const [items, setItems] = useState<StoredItem[] | null>(null);
  const [space, setSpace] = useState<{ usage: number; quota: number } | null>(null);
  const [status, setStatus] = useState('');
  const confirm = useDialog<true>();

  // Bumped after a removal: the list and the space are read again from the device.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (memberId === null || !offlineSupported()) return;
    let live = true;
    void Promise.all([listDownloads(memberId), storageEstimate().catch(() => null)]).then(([list, estimate]) => {
      if (!live) return;
      setItems(list);
      setSpace(estimate);
    });
    return () => {
      live = false;
    };
  }, [memberId, version]);

  if (!offlineSupported()) {
    return (
      <EmptyState title="Downloads are not available here" text="This browser cannot keep episodes and books for offline listening." />
    );
  }
  if (memberId === null || items === null) return <p className="mt-6 text-slate-700">Loading your downloads…</p>;

  const total = items.reduce((sum, item) => sum + item.bytes, 0);
  return (
    <div className="mt-6">
      <p className="text-lg text-slate-800">
        {items.length === 1 ? '1 item' : `${items.length} items`}, {formatMB(total)} on this device.
        {space && ` This browser allows this site about ${formatSpace(space.quota)}; ${formatSpace(space.usage)} is in use.`}
      </p>
      <p role="status" className="sr-only">
        {status}
      </p>
      {items.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            title="Nothing downloaded yet"
            text="Use “Download for offline” on an episode or a book to listen without a connection."
          >
            <Link to={paths.podcasts} className="font-semibold text-violet-900 underline underline-offset-4">
              CripChat episodes
            </Link>
            <Link to={paths.library} className="font-semibold text-violet-900 underline underline-offset-4">
              Audio Library
            </Link>
          </EmptyState>
        </div>
      ) : (
        <>
          <ul className="mt-6 flex flex-col gap-4" aria-labelledby={HEADING_ID}>
            {items.map((stored) => (
              <li key={stored.url} className="rounded-xl border border-slate-300 bg-white p-4">
                <h2 className="text-xl font-bold text-slate-950">
                  <Link to={stored.item.href} className="underline-offset-4 hover:underline">
                    {stored.item.title}
                  </Link>
                </h2>
                <p className="text-slate-700">
                  {stored.item.subtitle ? `${stored.item.subtitle} · ` : ''}
                  {formatMB(stored.bytes)}
                </p>
                <div className="mt-3 flex flex-wrap gap-3">
                  <Button aria-label={`Play ${stored.item.title}`} onClick={() => player.load(stored.item, { autoPlay: true })}>
                    Play
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Remove ${stored.item.title}`}
                    onClick={() =>
                      void removeDownload(memberId, stored.url).then(() => {
                        reload();
                        setStatus(`Removed ${stored.item.title} from this device.`);
                        // Its card, and this button, go once the list is read again: focus waits on the heading.
                        document.getElementById(HEADING_ID)?.focus();
                      })
                    }
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Button variant="secondary" className="mt-6" onClick={() => confirm.open(true)}>
            Remove all downloads
          </Button>
        </>
      )}
      {confirm.current && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Remove all downloads?"
            text="Every episode and book you downloaded will be removed from this device. You can download them again while online."
            confirmLabel="Remove all"
            action={() => removeAllDownloads(memberId)}
            refresh={reload}
            success={{ title: 'Downloads removed', description: 'Nothing is kept on this device for offline listening now.' }}
            failure="Could not remove the downloads. Please try again."
            onClose={confirm.close}
            fallbackFocus={HEADING_ID}
          />
        </Suspense>
      )}
    </div>
  );
}
