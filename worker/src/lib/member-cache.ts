import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../platform/env';
import { defaultEdgeCache } from './edge-cache';
import { log, requestFields } from './log';
import { afterResponse } from './request';
import type { SharedArea } from './shared-areas';

/**
 * Members' reads of shared content from the edge (decision 0030). A signed-in list read is split
 * into who is asking (the session, read with the areas' version stamps in one D1 round trip) and
 * what is shared (the list, the same for every member). The shared part is kept in the Cache API
 * under a key that names the area, its version stamp and the validated query, never the member;
 * the per-member parts (liked by me, blocks) are merged by the route's service afterwards.
 */

/**
 * A version passes for a day: a new stamp makes a new key, so an old copy is never read again
 * and only waits to be evicted. The day bounds what a data centre keeps of a quiet area.
 */
const SHARED_COPY_CACHE = 'public, s-maxage=86400';

/** A path no route answers and the anonymous edge cache never looks up (lib/edge-cache.ts EDGE_PATHS). */
const KEY_PREFIX = '/__member-cache';

/**
 * The key of one shared read: the site's origin (the Cache API keeps a zone's own hosts), the
 * area and its stamp, what is read and the validated query in a fixed order. Nothing of the
 * request (cookie, raw query, headers) is in it, so no two members' keys differ.
 */
export function sharedKey(
  origin: string,
  area: SharedArea,
  version: number,
  what: string,
  query: Record<string, string | number | undefined>,
): Request {
  const url = new URL(`${KEY_PREFIX}/${area}/v${version}/${what}`, origin);
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return new Request(url.toString(), { method: 'GET' });
}

/** Whether this request's shared part of `area` can come from the cache (a stamp was read, and there is a Cache API). */
export const sharesFromCache = (c: Context<AppEnv>, area: SharedArea, cacheOf = defaultEdgeCache) =>
  c.var.contentVersions?.[area] !== undefined && cacheOf() !== undefined;

/**
 * The shared part of a read, from this data centre's cache or else from `load`. A miss loads from
 * the primary, the database the stamp was read from: a replica a moment behind the stamp could otherwise store old
 * content (a post since hidden) under the new stamp for every member. Without a stamp (signed
 * out, or a request the session middleware did not prepare) or a Cache API (Node), it just loads.
 */
export async function sharedRead<T>(
  c: Context<AppEnv>,
  area: SharedArea,
  what: string,
  query: Record<string, string | number | undefined>,
  load: (db: Db) => Promise<T>,
  cacheOf = defaultEdgeCache,
): Promise<T> {
  const version = c.var.contentVersions?.[area];
  const cache = cacheOf();
  if (version === undefined || !cache) return load(c.var.db);
  const key = sharedKey(c.req.url, area, version, what, query);
  try {
    const hit = await cache.match(key);
    if (hit) {
      c.header('X-Member-Cache', 'HIT');
      return (await hit.json()) as T;
    }
  } catch (error) {
    log('warn', 'member_cache.match_failed', { ...requestFields(c), area, error: String(error) });
  }
  const value = await load(c.var.primaryDb);
  c.header('X-Member-Cache', 'MISS');
  const copy = new Response(JSON.stringify(value), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': SHARED_COPY_CACHE },
  });
  await afterResponse(
    c,
    cache.put(key, copy).catch((error: unknown) => {
      log('warn', 'member_cache.put_failed', { ...requestFields(c), area, error: String(error) });
    }),
  );
  return value;
}
