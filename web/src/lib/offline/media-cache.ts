import type { PlayerItem } from '@/lib/player-item';

// Episodes and books a member chose to keep on this device, in Cache Storage: one cache per
// member, so the Downloads page lists only theirs, all removed on sign-out (the service worker,
// web/src/sw.ts, deletes every cache with this prefix when /api/logout is posted), and anyone's
// but the signed-in member's whenever the server says who that is (last-seen.ts
// forgetOtherMembers: a session revoked elsewhere, an account deleted). The cached
// response carries the player's item in a header, so the cache is the only record: nothing
// else can fall out of step with it. Shared by the page and the service worker.

export const MEDIA_CACHE_PREFIX = 'offline-media-';
/** The PlayerItem as encoded JSON, and when it was saved (ISO), on each stored response. */
export const ITEM_HEADER = 'X-Offline-Item';
export const SAVED_HEADER = 'X-Offline-Saved';

export const mediaCacheName = (memberId: number | string) => `${MEDIA_CACHE_PREFIX}${memberId}`;

/** The stored copy's key: the media address without a query (`?download=1` names the same file). */
export function mediaKey(src: string, base: string): string {
  const url = new URL(src, base);
  url.search = '';
  url.hash = '';
  return url.href;
}

/** A downloaded file in the first of the member caches holding it, or undefined. */
export async function findStoredMedia(storage: CacheStorage, url: string): Promise<Response | undefined> {
  for (const name of await storage.keys()) {
    if (!name.startsWith(MEDIA_CACHE_PREFIX)) continue;
    const found = await (await storage.open(name)).match(url);
    if (found) return found;
  }
  return undefined;
}

/** Every member's downloads on this device: sign-out leaves nothing for the next person. */
export async function deleteAllMediaCaches(storage: CacheStorage): Promise<void> {
  const names = (await storage.keys()).filter((name) => name.startsWith(MEDIA_CACHE_PREFIX));
  await Promise.all(names.map((name) => storage.delete(name)));
}

export type StoredItem = { url: string; item: PlayerItem; bytes: number; savedAt: string };

/** Reads the item back from a stored response's headers; null for anything unreadable. */
export function storedItemOf(url: string, response: Response): StoredItem | null {
  try {
    const item = JSON.parse(decodeURIComponent(response.headers.get(ITEM_HEADER) ?? '')) as PlayerItem;
    if (!item || typeof item.title !== 'string' || typeof item.itemId !== 'number') return null;
    const bytes = Number(response.headers.get('Content-Length') ?? 0);
    return { url, item, bytes: Number.isFinite(bytes) ? bytes : 0, savedAt: response.headers.get(SAVED_HEADER) ?? '' };
  } catch {
    return null;
  }
}
