import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../platform/env';
import { bodyLimitFor, UPLOAD_PART_PATH } from './body-limits';
import { ApiError } from './errors';
import { checkJsonBody } from './json-depth';

/** Headers every worker response carries; web/public/_headers gives the SPA the same. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  h.set('X-Frame-Options', 'DENY');
  if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/**
 * JSON exactly as Hono's validator reads it ("application/json", "application/x+json", with
 * parameters). A looser `startsWith('application/json')` let "application/jsonp" through,
 * which the validator does not parse, so it validated an empty body instead.
 */
const JSON_TYPE = /^application\/([a-z-.]+\+)?json(\s*;|$)/i;

/** The one place raw bytes are accepted: a part of a multipart media upload (PUT only). */
const isUploadPart = (method: string, path: string, type: string) =>
  method === 'PUT' && UPLOAD_PART_PATH.test(path) && type.startsWith('application/octet-stream');

/**
 * Cross-site request defence for state-changing calls: the browser's Origin (or
 * Sec-Fetch-Site) must say the request came from this site, and bodies must be JSON (or
 * multipart for uploads, or raw bytes for an upload's parts), which a plain HTML form on
 * another site cannot send.
 */
export const sameOriginWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  // One-click unsubscribe (RFC 8058): a mail provider's server POSTs "List-Unsubscribe=One-Click"
  // as a form, from wherever it runs. No cookie is used (the secret in the address is the whole
  // authority, and it can only turn emails off), so there is no cross-site request to forge.
  if (c.req.method === 'POST' && c.req.path === ONE_CLICK_UNSUBSCRIBE_PATH) return oneClickUnsubscribe(c, next);
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const ownOrigin = new URL(c.req.url).origin;
  if ((origin && origin !== ownOrigin) || (!origin && site && site !== 'same-origin' && site !== 'none')) {
    throw new ApiError('forbidden', 'Cross-site request refused.');
  }
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const length = c.req.header('content-length');
  const hasBody = c.req.raw.body !== null && length !== '0';
  const json = JSON_TYPE.test(type);
  if (hasBody && !json && !type.startsWith('multipart/form-data') && !isUploadPart(c.req.method, c.req.path, type)) {
    throw new ApiError('unsupported_media_type', 'Send the request body as JSON.');
  }
  if (!hasBody) return next();
  // Within its size limit, a JSON body's depth is checked before anything parses it.
  return bodyLimitFor(c.req.method, c.req.path)(c, json ? () => checkJsonBody(c, next) : next);
};

/** RFC 8058's form bodies (or JSON, or none) from any origin, within the usual size limit; the body is never read. */
const oneClickUnsubscribe: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const form = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
  if (c.req.raw.body === null || c.req.header('content-length') === '0') return next();
  if (!form && !JSON_TYPE.test(type)) throw new ApiError('unsupported_media_type', 'Send the request body as JSON.');
  return bodyLimitFor(c.req.method, c.req.path)(c, next);
};
