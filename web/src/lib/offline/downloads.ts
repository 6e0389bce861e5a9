import type { PlayerItem } from '@/lib/player-item';
import { ITEM_HEADER, mediaCacheName, mediaKey, SAVED_HEADER, storedItemOf, type StoredItem } from './media-cache';

// The page's side of offline listening: fetching a file with progress and keeping it in the
// member's cache; the service worker (web/src/sw.ts) plays it back from there.

export const offlineSupported = () => typeof caches !== 'undefined' && 'serviceWorker' in navigator;

const keyOf = (src: string) => mediaKey(src, location.origin);

/** The stored size of an item's file, or null when it is not on this device. */
export async function storedBytes(memberId: number, src: string): Promise<number | null> {
  const found = await (await caches.open(mediaCacheName(memberId))).match(keyOf(src));
  return found ? (storedItemOf(keyOf(src), found)?.bytes ?? 0) : null;
}

/**
 * Downloads an item's audio into the member's cache, reporting bytes as they arrive; the
 * stored copy is written only once the whole file is in, so a cut-off download leaves nothing.
 */
export async function downloadForOffline(
  memberId: number,
  item: PlayerItem,
  onProgress: (received: number, total: number | null) => void,
  signal: AbortSignal,
): Promise<number> {
  const key = keyOf(item.src);
  const res = await fetch(key, { signal, cache: 'no-store' });
  if (!res.ok || !res.body) throw new Error(res.status === 404 ? 'The file is no longer available.' : 'The server did not send the file.');
  const length = Number(res.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  const type = res.headers.get('Content-Type') ?? 'audio/mpeg';
  const blob = new Blob(parts as BlobPart[], { type });
  await (
    await caches.open(mediaCacheName(memberId))
  ).put(
    key,
    new Response(blob, {
      headers: {
        'Content-Type': type,
        'Content-Length': String(blob.size),
        'Accept-Ranges': 'bytes',
        [ITEM_HEADER]: encodeURIComponent(JSON.stringify(item)),
        [SAVED_HEADER]: new Date().toISOString(),
      },
    }),
  );
  return blob.size;
}

/** What the member keeps on this device, newest first. */
export async function listDownloads(memberId: number): Promise<StoredItem[]> {
  const cache = await caches.open(mediaCacheName(memberId));
  const items: StoredItem[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const stored = response && storedItemOf(request.url, response);
    if (stored) items.push(stored);
  }
  return items.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export async function removeDownload(memberId: number, src: string): Promise<void> {
  await (await caches.open(mediaCacheName(memberId))).delete(keyOf(src));
}

export async function removeAllDownloads(memberId: number): Promise<void> {
  await caches.delete(mediaCacheName(memberId));
}

/** Bytes in use and the browser's allowance for this site, when it says. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage, quota } = await navigator.storage.estimate();
  return usage === undefined || quota === undefined ? null : { usage, quota };
}
