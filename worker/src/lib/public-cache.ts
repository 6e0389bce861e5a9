import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '../platform/env';
import { sha256Hex } from './crypto';
import { etagMatches } from './etag';

/**
 * Shared caches in front of the site (a CDN or proxy) may keep public pages and menus for a
 * minute; browsers always ask again (cheaply, with the ETag). Cloudflare keeps a Worker's own
 * responses only through the Cache API, which edge-cache.ts uses for anonymous reads.
 */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60';

/** Public, but every cache asks again each time: totals that must move the moment a gift lands. */
export const PUBLIC_REVALIDATE = 'public, no-cache';

/**
 * A public answer with its ETag (from `version`), or 304 when the client's copy is still right.
 * Typed as both, so the typed client sees `body`'s type (left to inference, the type is too
 * large for the compiler to write out).
 */
export async function cachedJson<T extends object>(
  c: Context<AppEnv>,
  version: string,
  body: T,
  cacheControl = PUBLIC_CACHE,
): Promise<(Response & TypedResponse<JSONParsed<T>, 200, 'json'>) | (Response & TypedResponse<null, 304, 'body'>)> {
  const etag = `W/"${(await sha256Hex(version)).slice(0, 32)}"`;
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  return c.json(body, 200);
}
