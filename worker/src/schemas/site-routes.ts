// Every address the site answers: the SPA's screens (web/src/app/router.tsx is built from
// SCREEN_PATHS, so a screen cannot exist without being listed here) and the worker's own. A CMS
// redirect may never take one over: it would send a mailed link's token, or a whole screen, to
// wherever an editor chose (issue 52; docs/decisions/0045-redirects-never-shadow-routes.md).
//
// Patterns are React Router's and Hono's: `:name` is one segment, `*` the rest of the path. A
// pattern with either answers every address under the part before it (`/news/:id` answers
// /news/12 and /news/12/anything).

export const SCREEN_PATHS = [
  '/',
  '/login',
  // The pages the worker's mails link to, with their token in the query: public, and open to a
  // signed-in member too (a verification link opened while signed in, a password changed from a
  // shared computer).
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/sign-in-link',
  '/confirm-email-change',
  '/delete-account',
  '/loading-demo',
  // Public, signed in or not: anyone may see the campaigns, give, open a receipt link, and manage
  // a monthly gift from its mailed link.
  '/donations',
  '/donations/receipts/:token',
  '/donations/manage/*',
  '/news',
  '/news/:id',
  '/podcasts',
  '/podcasts/:id',
  '/library',
  '/library/:id',
  '/community',
  '/community/posts/:id',
  '/cms-admin',
  '/account',
  '/members/:id',
  '/account/privacy',
  '/account/privacy/ready',
  '/account/giving/:year',
  '/messages',
  '/messages/new',
  '/messages/:id',
  '/chat',
  '/chat/:id',
  '/notifications',
  '/search',
  '/downloads',
  '/saved',
  // From a notification mail: works signed out (the link's secret is the proof).
  '/notifications/stop-emails',
  // Pages and forms published from the CMS: public, signed in or not.
  '/pages/:slug',
  '/forms/:id',
] as const;

export type ScreenPath = (typeof SCREEN_PATHS)[number];

/**
 * What the worker answers itself (index.ts mounts /api, /media and the podcast files) and the
 * SPA's build files (web/dist: index.html, the hashed /assets, the service worker, the manifest
 * and web/public's files). worker/test/redirect-route-table.test.ts reads the Hono app's routes,
 * wrangler.toml and web/public, and fails on any address not covered here.
 */
export const WORKER_PATHS = [
  '/api/*',
  '/media/*',
  '/podcasts/feed.xml',
  '/podcasts/transcripts/*',
  '/podcasts/chapters/*',
  '/assets/*',
  '/index.html',
  '/sw.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/display-settings.js',
  '/icons/*',
] as const;

/**
 * The CMS and sign-in keep every address under them as well as their own, so a screen added
 * there later (or an old bookmark) can never be sent to another site.
 */
const RESERVED_AREAS = ['/cms-admin/*', '/login/*'] as const;

/**
 * A CMS page's address. A redirect may take over /pages/{slug} while no page has that slug: a
 * renamed page's old address is what redirects are for. The worker checks the pages (a
 * published page always wins over a redirect); the form cannot know them.
 */
export const CMS_PAGE_ROUTE = '/pages/:slug';

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The path as a router reads it, erring towards a match: each segment's percent-escapes
 * decoded (an encoded slash splits it too), letters lowercased (React Router ignores case),
 * empty and dot segments resolved (browsers read %2e%2e as ..).
 */
function segmentsOf(path: string): string[] {
  const out: string[] = [];
  for (const raw of path.split('/')) {
    for (const segment of safeDecode(raw).toLowerCase().split('/')) {
      if (segment === '..') out.pop();
      else if (segment !== '' && segment !== '.') out.push(segment);
    }
  }
  return out;
}

/** Whether `pattern` answers `path`; `prefix` is the part that decides, for a message. */
function covers(pattern: string, path: string[]): { prefix: string | null } | null {
  const parts = pattern.toLowerCase().split('/').filter(Boolean);
  const open = parts.findIndex((s) => s.startsWith(':') || s.includes('*'));
  if (open === -1) return parts.length === path.length && parts.every((s, i) => s === path[i]) ? { prefix: null } : null;
  // `:name` needs a segment there; `*` also answers the bare prefix (/api, /donations/manage).
  const least = parts[open]!.startsWith(':') ? open + 1 : open;
  const fixed = parts.slice(0, open);
  return path.length >= least && fixed.every((s, i) => s === path[i]) ? { prefix: `/${fixed.map((part) => `${part}/`).join('')}` } : null;
}

/** The slug of a /pages/{slug} address (lowercased, as slugs are), or null: the one screen a redirect may take over. */
export function cmsPageSlug(path: string): string | null {
  const segments = segmentsOf(path);
  return segments.length === 2 && segments[0] === 'pages' ? segments[1]! : null;
}

/**
 * Why a redirect from `path` would take over an address the site answers, in the words the
 * form and the worker both show; null when it would not. A CMS page's address is the worker's
 * to check (cmsPageSlug).
 */
export function routeClash(path: string): string | null {
  if (cmsPageSlug(path) !== null) return null;
  const segments = segmentsOf(path);
  for (const pattern of [...SCREEN_PATHS, ...WORKER_PATHS, ...RESERVED_AREAS]) {
    const match = covers(pattern, segments);
    if (!match) continue;
    const what = match.prefix === null ? 'that address' : `every address under ${match.prefix}`;
    return `From URL cannot be ${path}: the site already answers ${what}`;
  }
  return null;
}

/** The worker answers this path itself: no redirect is even looked up for it. */
export function isWorkerPath(path: string): boolean {
  const segments = segmentsOf(path);
  return WORKER_PATHS.some((pattern) => covers(pattern, segments));
}
