/// <reference lib="webworker" />
// The service worker (docs/decisions/0039-offline-listening.md). It keeps the app shell, the
// public hashed build files a screen has used, and answers the media a member downloaded from their device copy,
// ranges included, so seeking works offline. It never stores an API answer: those are a
// member's own, and this device may be shared.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  LAST_SEEN_ROUTES,
  OFFLINE_IMAGES_CACHE,
  forgetLastSeen,
  keepsAnswer,
  lastSeenAnswer,
  rememberAnswer,
} from './lib/offline/last-seen';
import { deleteAllMediaCaches, findStoredMedia } from './lib/offline/media-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// A new build takes over at once: every precached file is named by its hash or revision, so an
// open page keeps working, and the next navigation gets the new shell.
void self.skipWaiting();
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The static routing API (Chromium 123+), not yet in TypeScript's worker types. */
type RouterRule = { condition: { urlPattern: { pathname: string }; requestMethod?: string }; source: 'network' | 'fetch-event' };
type InstallWithRoutes = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

// The API goes straight to the network, the service worker never woken for it: a request sent
// as a page goes (a forum draft kept with keepalive on pagehide) was often lost when the browser
// handed it to this worker for a page already gone. Only sign-out (to clear the downloads) and
// the reads of the last-seen lists come here. The first rule that matches wins; browsers without
// the API run the fetch handlers, which let every other /api/ request pass.
self.addEventListener('install', (event: InstallWithRoutes) => {
  if (!event.addRoutes) return;
  event.waitUntil(
    event
      .addRoutes([
        { condition: { urlPattern: { pathname: '/api/logout' }, requestMethod: 'POST' }, source: 'fetch-event' },
        ...LAST_SEEN_ROUTES.map((pathname) => ({
          condition: { urlPattern: { pathname }, requestMethod: 'GET' },
          source: 'fetch-event' as const,
        })),
        { condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' },
      ])
      .catch(() => undefined),
  );
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every other screen's build files (lazily loaded routes, dialogs) are kept the first time they
// load, so a screen opened once online opens offline. Their names carry their content's hash and
// never change, so the stored copy is always right. Public files only: never /api/, never media.
// A new build's names replace the old ones over time: the cap drops the least recently used.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && /^\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname) && request.method === 'GET',
  new CacheFirst({
    cacheName: 'app-chunks',
    plugins: [
      // Only the file itself: a missing one answered by the SPA's index.html must not be kept as a script.
      {
        cacheWillUpdate: async ({ response }) =>
          response.ok && !response.headers.get('content-type')?.includes('text/html') ? response : null,
      },
      new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Pages come from the network first, so the worker still answers every navigation as it would
// without a service worker: the CMS's redirects (a 301 from an old address), a new build's shell,
// a page's own status. Only when the network fails (offline) is the stored shell the answer.
// Answering every navigation from the stored shell, as before, skipped the redirects entirely
// once the service worker was in control.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/media\//, /^\/podcasts\/feed\.xml/] },
  ),
);

// The pictures of what a member reads (covers, artwork, article images): from the network,
// kept as they come, so the last-seen lists show them offline rather than empty boxes. Public
// files, capped, and deleted at sign-out with the lists.
const images = new NetworkFirst({
  cacheName: OFFLINE_IMAGES_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true })],
});

// Downloaded media from the member's cache (a range of it when asked); pictures as above;
// everything else streams from the network and is not kept.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  async ({ request, url, event }) => {
    const stored = await findStoredMedia(self.caches, `${url.origin}${url.pathname}`);
    if (stored) return request.headers.has('range') ? createPartialResponse(request, stored) : stored;
    if (request.destination === 'image') return images.handle({ event: event as ExtendableEvent, request });
    return fetch(request);
  },
);

// The last-seen lists: from the network, kept as they arrive; the kept copy only when the
// network fails, so online a member always sees the live answer. An answer to "who is signed
// in" also deletes whatever is kept for anyone else, downloads included (decision 0047).
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && keepsAnswer(url.pathname),
  async ({ request, event }) => {
    try {
      const response = await fetch(request);
      (event as ExtendableEvent).waitUntil(rememberAnswer(self.caches, request, response.clone()).catch(() => undefined));
      return response;
    } catch (error) {
      const kept = await lastSeenAnswer(self.caches, request);
      if (kept) return kept;
      throw error;
    }
  },
);

// Sign-out (a plain form post, from any page) clears every download, the last-seen lists and their pictures on this device.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === 'POST' && url.origin === self.location.origin && url.pathname === '/api/logout') {
    event.waitUntil(Promise.all([deleteAllMediaCaches(self.caches), forgetLastSeen(self.caches)]));
  }
});
