import type { MiddlewareHandler } from 'hono';
import type { RedirectStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { isReservedPath } from '../schemas/cms-redirects';
import { countRedirectHit, findRedirectFor } from '../services/cms-redirects';
import { log, requestFields } from './log';
import { afterResponse } from './request';

/**
 * The CMS redirects, answered before anything else so they work for SPA paths too (wrangler
 * runs the worker first for every path). Paths the worker owns cannot be redirected, and
 * hashed /assets files are skipped so a page load costs no query per file.
 */
export const serveRedirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path;
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || path === '/' || isReservedPath(path)) return next();
  let redirect: Awaited<ReturnType<typeof findRedirectFor>>;
  try {
    redirect = await findRedirectFor(c.var.db, path);
  } catch (error) {
    // A database hiccup must not take the SPA down with it: the page is served unredirected.
    log('error', 'redirect.lookup_failed', { ...requestFields(c), path, error: String(error) });
    return next();
  }
  if (!redirect) return next();

  const hit = countRedirectHit(c.var.db, redirect.id).catch((error: unknown) =>
    log('error', 'redirect.hit_failed', { ...requestFields(c), error: String(error) }),
  );
  await afterResponse(c, hit);
  // Not cached, so an edited or deleted redirect takes effect at once and every hit is counted.
  c.header('Cache-Control', 'no-store');
  return c.redirect(withQuery(redirect.toUrl, new URL(c.req.url).search), redirect.statusCode as RedirectStatusCode);
};

/** The visitor's query string (campaign tags, say) goes along, before any #fragment, unless the target has its own. */
function withQuery(toUrl: string, search: string): string {
  const hashAt = toUrl.indexOf('#');
  const target = hashAt === -1 ? toUrl : toUrl.slice(0, hashAt);
  if (!search || target.includes('?')) return toUrl;
  return `${target}${search}${toUrl.slice(target.length)}`;
}
