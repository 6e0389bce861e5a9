import type { Context } from 'hono';
import type { AppEnv } from '../platform/env';

/** The SPA's policy from web/public/_headers; worker/test/cms-site-assets.test.ts keeps the two equal. */
export const SPA_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** Vite puts a content hash in every /assets file name, so a file never changes under its URL. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * The service worker and the app manifest keep one address across builds: a browser must ask
 * each time, or a member would keep an old worker (and the old shell it stores).
 */
const REVALIDATED_FILES = new Set(['/sw.js', '/manifest.webmanifest']);

/**
 * Everything the worker does not answer itself is the SPA from web/dist, index.html for its
 * routes (the assets' single-page-application handling). wrangler runs the worker first for
 * every path so CMS redirects work anywhere; the assets layer applies _headers only to what
 * it serves directly, so the SPA's policy and caching are set again here. The asset
 * response's headers are immutable: it is copied before they change.
 */
export async function serveSpaAsset(c: Context<AppEnv>, assets: Fetcher): Promise<Response> {
  const fetched = await assets.fetch(c.req.raw);
  const isHtml = fetched.headers.get('Content-Type')?.startsWith('text/html') ?? false;
  const hashed = c.req.path.startsWith('/assets/');
  if (hashed && isHtml) {
    // A file name from an older build: index.html under it would be kept for a year.
    await fetched.body?.cancel();
    return c.json({ message: 'Not found' }, 404, { 'Cache-Control': 'no-store' });
  }
  const res = new Response(fetched.body, fetched);
  if (!res.headers.has('Content-Security-Policy')) res.headers.set('Content-Security-Policy', SPA_CONTENT_SECURITY_POLICY);
  // A 304 carries the policy too: a browser replaces its stored headers with the 304's, so the
  // assets layer's own must-revalidate there would end the year-long keep.
  if (hashed && (res.ok || res.status === 304)) res.headers.set('Cache-Control', HASHED_ASSET_CACHE);
  else if (isHtml || REVALIDATED_FILES.has(c.req.path)) res.headers.set('Cache-Control', 'no-cache');
  return res;
}
