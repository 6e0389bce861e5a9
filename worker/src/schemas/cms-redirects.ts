import * as v from 'valibot';

// The CMS redirect form, the paths no redirect may take over, and the redirects the CMS answers with.

const REDIRECT_CODES = [301, 302, 307, 308] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];

/**
 * Paths that cannot be redirected: the worker's own (a redirect would break the API, media or
 * the feed), and the CMS and sign-in pages (an editor could lock everyone out of the CMS).
 * Each covers the exact path and everything under it.
 */
const RESERVED_PATH_PREFIXES = [
  '/api/',
  '/media/',
  '/assets/',
  '/podcasts/feed.xml',
  '/podcasts/transcripts/',
  '/cms-admin/',
  '/login/',
] as const;

/** A normalised path (no trailing slash) that is reserved, exactly or as a sub-path. */
export const isReservedPath = (path: string) => RESERVED_PATH_PREFIXES.some((p) => `${path}/`.startsWith(p) || path.startsWith(p));

/** "/Old-Page/?x=1#top" → "/Old-Page": redirects match on the path alone, without a trailing slash. */
export function normaliseRedirectPath(path: string): string {
  const bare = path.split(/[?#]/)[0]!;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

const fromUrl = v.pipe(
  v.string('From URL is required'),
  v.trim(),
  v.nonEmpty('From URL is required'),
  v.maxLength(500, 'From URL must be less than 500 characters'),
  v.check((s) => /^\/(?![/\\])\S*$/.test(s), 'From URL must be a path on this site, starting with /'),
  v.transform(normaliseRedirectPath),
  v.check((s) => s !== '/', 'The home page cannot be redirected'),
  v.check((s) => !isReservedPath(s), 'From URL cannot be an /api, /media, /assets, /cms-admin or /login address'),
);

const toUrl = v.pipe(
  v.string('To URL is required'),
  v.trim(),
  v.nonEmpty('To URL is required'),
  v.maxLength(1000, 'To URL must be less than 1000 characters'),
  v.check(
    (s) => /^\/(?![/\\])\S*$/.test(s) || /^https:\/\/[^\s/]+\S*$/i.test(s),
    'To URL must be a path starting with / or a full https:// address',
  ),
);

const statusCode = v.picklist(REDIRECT_CODES, 'Status code must be 301, 302, 307 or 308');

const redirectObject = v.object({ fromUrl, toUrl, statusCode: v.optional(statusCode, 301) });

export const redirectSchema = v.pipe(
  redirectObject,
  v.forward(
    v.check<v.InferOutput<typeof redirectObject>, string>(
      (r) => normaliseRedirectPath(r.toUrl) !== r.fromUrl,
      'A redirect cannot point to itself',
    ),
    ['toUrl'],
  ),
);
export const redirectUpdateSchema = v.object({
  fromUrl: v.optional(fromUrl),
  toUrl: v.optional(toUrl),
  statusCode: v.optional(statusCode),
});
export type RedirectInput = v.InferInput<typeof redirectSchema>;

export type CmsRedirect = { id: number; fromUrl: string; toUrl: string; statusCode: RedirectCode; hitCount: number };
