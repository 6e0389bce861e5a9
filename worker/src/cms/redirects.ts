import type { MiddlewareHandler } from 'hono';
import type { RedirectStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../platform/env';
import { isOffSiteTarget } from '../schemas/cms-redirects';
import { isWorkerPath } from '../schemas/site-routes';
import { countRedirectHit, redirectFor } from './services/cms-redirects';
import { log, requestFields } from '../lib/log';
import { afterResponse } from '../lib/request';

/**
 * The CMS redirects, answered before anything else so they work for SPA paths too (wrangler
 * runs the worker first for every path). The worker's own paths (the API, media, the build
 * files) are not even looked up, so an API call or a page's files cost no query; the home page
 * neither. A stored redirect that would take over a screen is ignored and logged
 * (services/cms-redirects.ts redirectFor).
 */
export const serveRedirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path;
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || path === '/' || isWorkerPath(path)) return next();
  let found: Awaited<ReturnType<typeof redirectFor>>;
  try {
    found = await redirectFor(c.var.db, path);
  } catch (error) {
    // A database hiccup must not take the SPA down with it: the page is served unredirected.
    log('error', 'redirect.lookup_failed', { ...requestFields(c), path, error: String(error) });
    return next();
  }
  if (!found) return next();
  if ('ignored' in found) {
    log('warn', 'redirect.ignored', { ...requestFields(c), path, redirectId: found.ignored.id, reason: found.reason });
    return next();
  }

  const redirect = found.serve;
  const hit = countRedirectHit(c.var.db, redirect.id).catch((error: unknown) =>
    log('error', 'redirect.hit_failed', { ...requestFields(c), error: String(error) }),
  );
  await afterResponse(c, hit);
  // Not cached, so an edited or deleted redirect takes effect at once and every hit is counted.
  c.header('Cache-Control', 'no-store');
  const url = new URL(c.req.url);
  return c.redirect(locationFor(redirect.toUrl, url.search, url.origin), redirect.statusCode as RedirectStatusCode);
};

/**
 * The visitor's query string (campaign tags, say) goes along, before any #fragment, unless the
 * target has its own; but only to this site. A query can hold a mailed link's token, and
 * another site never receives it (issue 52).
 */
function locationFor(toUrl: string, search: string, origin: string): string {
  const onSite = !isOffSiteTarget(toUrl) || originOf(toUrl) === origin;
  const hashAt = toUrl.indexOf('#');
  const target = hashAt === -1 ? toUrl : toUrl.slice(0, hashAt);
  if (!onSite || !search || target.includes('?')) return toUrl;
  return `${target}${search}${toUrl.slice(target.length)}`;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
