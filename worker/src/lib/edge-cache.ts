import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../platform/env';
// Only the cookie's reader, to keep members' answers out of the shared cache: no account logic.
// eslint-disable-next-line no-restricted-imports
import { readSessionToken } from '../accounts/auth';
import { etagMatches } from './etag';
import { BOOKMARK_HEADER } from '../schemas/http';
import { mediaUrl } from '../schemas/content';
import { log, requestFields } from './log';
import { afterResponse } from './request';

/**
 * Cloudflare keeps a Worker's own answers only when the Worker stores them through the Cache
 * API, and only in the data centre that stored them. This middleware does that for public
 * reads: a response whose Cache-Control names `s-maxage` is kept for that long, so the
 * database and R2 see one request per data centre per s-maxage instead of one per visitor.
 */

/** The largest object Cloudflare's cache keeps on Free, Pro and Business plans. */
export const EDGE_CACHE_MAX_BYTES = 512 * 1024 * 1024;

/** The part of the Cache API used here; tests hand in a fake. */
export type EdgeCache = Pick<Cache, 'match' | 'put' | 'delete'>;

/** `caches.default` in workerd; undefined under Node (`app.request` in tests), where caching is skipped. */
export const defaultEdgeCache = (): EdgeCache | undefined =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default?: EdgeCache }).default;

/**
 * Only the worker's own public answers (routes/feed.ts serves just the feed and transcripts
 * under /podcasts); SPA files and pages such as /podcasts/12 are the assets layer's, and
 * looking them up here would only cost each page load a miss.
 */
const EDGE_PATHS = /^\/(api\/|media\/|podcasts\/(feed\.xml$|transcripts\/))/;

/** Per-request headers that must not be handed to the next visitor. */
const PER_REQUEST_HEADERS = ['X-Request-Id', BOOKMARK_HEADER];

/**
 * Under /api a member's request may be answered with something personal, so there only
 * requests without a session use the shared copy. /media and /podcasts never ask who is
 * calling, so members (most listeners) share it too. Nothing with credentials is shared.
 * Range requests always reach R2: the cache cannot store a 206, and a seek must not wait for
 * a whole file to be fetched.
 */
function isSharedRead(c: Context<AppEnv>): boolean {
  return (
    c.req.method === 'GET' &&
    EDGE_PATHS.test(c.req.path) &&
    !(c.req.path.startsWith('/api/') && readSessionToken(c) !== undefined) &&
    !c.req.header('Authorization') &&
    !c.req.header('Range')
  );
}

function directives(cacheControl: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (cacheControl ?? '').split(',')) {
    const [name, value = ''] = part.trim().toLowerCase().split('=');
    if (name) map.set(name, value.replace(/"/g, ''));
  }
  return map;
}

/**
 * Whether a response may be shared with every visitor: a whole 200, public with an edge
 * lifetime, setting no cookie (a cookie is one visitor's), and small enough for the cache.
 */
export function isEdgeStorable(res: Response): boolean {
  if (res.status !== 200 || res.body === null || res.headers.has('Set-Cookie')) return false;
  if (res.headers.get('Vary')?.includes('*')) return false;
  const cc = directives(res.headers.get('Cache-Control'));
  if (cc.has('private') || cc.has('no-store') || cc.has('no-cache')) return false;
  if (!(Number(cc.get('s-maxage')) > 0)) return false;
  const length = res.headers.get('Content-Length');
  return length === null || Number(length) < EDGE_CACHE_MAX_BYTES;
}

const notModified = (res: Response) => {
  void res.body?.cancel();
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  return new Response(null, { status: 304, headers });
};

/**
 * The URL is the key. Files and the feed take no query but `?download`: any other query (a
 * random one, say) would only make another full copy of the same file, read again from R2,
 * so such a request is served but never stored. A file has one key for each way it is served
 * (shown, or `?download`), however its address was written (`%67` for `g`, any value of
 * `download`): a copy under some other spelling would outlive the file's deletion.
 */
export function cacheKey(url: string): Request | null {
  const u = new URL(url);
  if (/^\/(media|podcasts)\//.test(u.pathname)) {
    if ([...u.searchParams.keys()].some((k) => k !== 'download')) return null;
    u.search = u.searchParams.has('download') ? '?download=1' : '';
  }
  if (u.pathname.startsWith('/media/')) {
    try {
      u.pathname = mediaUrl(decodeURIComponent(u.pathname.slice('/media/'.length)));
    } catch {
      return null; // a broken %-escape names no file
    }
  }
  return new Request(u.toString(), { method: 'GET' });
}

/**
 * Deletes this data centre's copies of a deleted file (shown and `?download`). The Cache API
 * reaches no other data centre: theirs stay until their s-maxage ends (docs/scaling.md).
 */
export async function forgetCachedFile(c: Context<AppEnv>, key: string, cacheOf: () => EdgeCache | undefined = defaultEdgeCache) {
  const cache = cacheOf();
  if (!cache) return;
  const url = new URL(mediaUrl(key), c.req.url).toString();
  try {
    await Promise.all([url, `${url}?download=1`].map((u) => cache.delete(new Request(u, { method: 'GET' }))));
  } catch (error) {
    log('warn', 'edge_cache.delete_failed', { ...requestFields(c), error: String(error) });
  }
}

/**
 * The Cache API middleware. The cache key is the URL alone (no headers), so conditional
 * requests are answered here: a hit whose ETag the visitor already has is a 304, and on a miss
 * the conditional headers are taken off so the answer is a whole 200 that can be stored.
 */
export function edgeCache(cacheOf: () => EdgeCache | undefined = defaultEdgeCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cache = cacheOf();
    const key = cache && isSharedRead(c) ? cacheKey(c.req.url) : null;
    if (!cache || !key) return next();

    const ifNoneMatch = c.req.header('If-None-Match');
    let hit: Response | undefined;
    try {
      hit = await cache.match(key);
    } catch (error) {
      log('warn', 'edge_cache.match_failed', { ...requestFields(c), error: String(error) });
    }
    if (hit) {
      const res = new Response(hit.body, hit);
      res.headers.set('X-Edge-Cache', 'HIT');
      res.headers.set('X-Request-Id', c.var.requestId);
      return etagMatches(ifNoneMatch, res.headers.get('ETag') ?? '') ? notModified(res) : res;
    }

    if (ifNoneMatch || c.req.header('If-Modified-Since')) {
      const headers = new Headers(c.req.raw.headers);
      headers.delete('If-None-Match');
      headers.delete('If-Modified-Since');
      c.req.raw = new Request(c.req.raw, { headers });
    }
    await next();

    const res = c.res;
    if (isEdgeStorable(res)) await afterResponse(c, store(c, cache, key, res));
    if (res.status === 200 && etagMatches(ifNoneMatch, res.headers.get('ETag') ?? '')) {
      c.res = undefined; // replaced outright: Hono would otherwise copy the 200's headers onto the 304
      c.res = notModified(res);
    }
  };
}

async function store(c: Context<AppEnv>, cache: EdgeCache, key: Request, res: Response): Promise<void> {
  try {
    // A route streaming a large body (R2 media) supplies its own copy, because tee()ing a file
    // to a slow listener buffers it in the worker's memory while the cache reads ahead.
    const copy = c.var.edgeCacheCopy ? await c.var.edgeCacheCopy() : res.clone();
    if (copy.status !== 200) return void copy.body?.cancel();
    const stored = new Response(copy.body, copy);
    for (const name of PER_REQUEST_HEADERS) stored.headers.delete(name);
    await cache.put(key, stored);
  } catch (error) {
    log('warn', 'edge_cache.put_failed', { ...requestFields(c), path: c.req.path, error: String(error) });
  }
}
