// The last-seen lists (issue 17, decision 0039's last section): the service worker keeps the
// signed-in member's last answer for the lists and items they read (news, episodes, books, forum
// posts, the dashboard) and who they are, and answers from that copy only when the network
// fails. It is one member's: kept only once the worker has seen who is signed in, emptied when
// someone else signs in or the browser is signed out, and deleted at sign-out with the downloads.
// Shared by the service worker (web/src/sw.ts), the page (use-forget-other-members.ts) and tests.
import { MEDIA_CACHE_PREFIX, mediaCacheName } from './media-cache';

export const LAST_SEEN_CACHE = 'offline-last-seen';
/** The pictures those lists show (web/src/sw.ts keeps them), gone at sign-out with the lists. */
export const OFFLINE_IMAGES_CACHE = 'offline-images';
/** Whose answers the cache holds (a member id), stored in the cache itself beside them. */
const OWNER_PATH = '/__last-seen-owner';
const WHO_PATH = '/api/auth/user';

/**
 * The GET answers sent to the service worker rather than straight to the network (the static
 * routes in web/src/sw.ts); `keepsAnswer` then picks the ones kept. Wider than those on purpose:
 * URLPattern wildcards, no regular expressions, which the browser's router does not take.
 */
export const LAST_SEEN_ROUTES = [
  WHO_PATH,
  '/api/news*',
  '/api/podcasts*',
  '/api/audiobooks*',
  '/api/community/posts*',
  '/api/community/stats',
  '/api/listening-positions',
  '/api/dashboard*',
];

const KEPT = [
  /^\/api\/auth\/user$/,
  // Lists and single items; never a search (the words a member searched for stay theirs alone).
  /^\/api\/(?:news|podcasts|audiobooks)(?:\/(?!search$)[^/]+)?$/,
  /^\/api\/community\/(?:stats|posts(?:\/\d+(?:\/comments)?)?)$/,
  /^\/api\/listening-positions$/,
  /^\/api\/dashboard\/summary$/,
];

/** Whether an answer to a GET of this path is kept for offline reading. */
export const keepsAnswer = (pathname: string): boolean => KEPT.some((pattern) => pattern.test(pathname));

/**
 * Keeps a network answer. The member's own answer to "who is signed in" decides whose copy this
 * is: a signed-out answer empties it, another member's replaces it whole. Other answers are kept
 * only while a member's copy exists, and only when they succeeded.
 */
export async function rememberAnswer(storage: CacheStorage, request: Request, response: Response): Promise<void> {
  const url = new URL(request.url);
  const ownerKey = new URL(OWNER_PATH, url.origin).href;
  if (url.pathname === WHO_PATH) {
    const id = await signedInAs(response);
    if (id === undefined) return;
    await forgetOtherMembers(storage, id, url.origin);
    if (id === null) return;
    const cache = await storage.open(LAST_SEEN_CACHE);
    if (!(await cache.match(ownerKey))) await cache.put(ownerKey, new Response(String(id)));
    await cache.put(request, response);
    return;
  }
  if (!response.ok || !(await storage.has(LAST_SEEN_CACHE))) return;
  const cache = await storage.open(LAST_SEEN_CACHE);
  if (await cache.match(ownerKey)) return void (await cache.put(request, response));
  // No owner: a sign-out deleted the copy while this answer was on its way, and open() has just
  // made it again, empty. Nothing of the member's may stay on the device after sign-out.
  await storage.delete(LAST_SEEN_CACHE);
}

/** The kept answer to this request, when the network failed; undefined when there is none. */
export async function lastSeenAnswer(storage: CacheStorage, request: Request): Promise<Response | undefined> {
  if (!(await storage.has(LAST_SEEN_CACHE))) return undefined;
  return (await storage.open(LAST_SEEN_CACHE)).match(request, { ignoreVary: true });
}

/** Sign-out: nothing of the member's stays on the device. */
export const forgetLastSeen = (storage: CacheStorage) =>
  Promise.all([storage.delete(LAST_SEEN_CACHE), storage.delete(OFFLINE_IMAGES_CACHE)]);

/** Who an answer to GET /api/auth/user says is signed in: a member id, null (signed out), or undefined (it does not say). */
async function signedInAs(response: Response): Promise<number | null | undefined> {
  if (response.status === 401) return null;
  if (!response.ok) return undefined;
  const { id } = (await response.clone().json()) as { id: unknown };
  return typeof id === 'number' ? id : undefined;
}

/**
 * The device is signed in as this member now (null: as nobody), as the server itself answered:
 * everything kept for anyone else goes, their downloads, last-seen lists and pictures alike
 * (decision 0047). Run by the service worker on each such answer, and by the page when the app
 * starts, so a session revoked elsewhere or an account deleted leaves nothing behind the next
 * time the app opens, not only after Sign Out here.
 */
export async function forgetOtherMembers(storage: CacheStorage, memberId: number | null, origin: string): Promise<void> {
  const keep = memberId === null ? null : mediaCacheName(memberId);
  const others = (await storage.keys()).filter((name) => name.startsWith(MEDIA_CACHE_PREFIX) && name !== keep);
  await Promise.all(others.map((name) => storage.delete(name)));
  if (memberId === null) return void (await forgetLastSeen(storage));
  if (!(await storage.has(LAST_SEEN_CACHE))) return;
  const owner = await (await (await storage.open(LAST_SEEN_CACHE)).match(new URL(OWNER_PATH, origin).href))?.text();
  if (owner !== String(memberId)) await forgetLastSeen(storage);
}
