import * as v from 'valibot';
import { routeClash } from './site-routes';

// The CMS redirect form, and the redirects the CMS answers with. site-routes.ts holds the
// addresses no redirect may take over.

const REDIRECT_CODES = [301, 302, 307, 308] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];

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
  v.check(
    (s) => s === '/' || routeClash(s) === null,
    (issue) => routeClash(String(issue.input)) ?? 'From URL cannot be an address the site already answers',
  ),
);

/** A path on this site (`/news`); anything else is a full address, another site as far as the rules go. */
export const isOffSiteTarget = (toUrl: string) => !/^\/(?![/\\])/.test(toUrl.trim());

/**
 * Only an administrator may send visitors to another site (a full address, even one naming
 * this site: the worker cannot trust the host a request names). The worker answers 403 with
 * these words; an editor's form says them before sending.
 */
export const OFF_SITE_ADMINS_ONLY =
  'Only an administrator can redirect to a full https:// address. For a page on this site, use its path, starting with /';

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

// An editor's To URL: the same rules, and a path on this site only.
const onSiteToUrl = v.pipe(
  toUrl,
  v.check((s) => !isOffSiteTarget(s), OFF_SITE_ADMINS_ONLY),
);

const statusCode = v.picklist(REDIRECT_CODES, 'Status code must be 301, 302, 307 or 308');

/** A To URL schema: anyone's (a path or a full address), or an editor's (a path). */
type TargetSchema = v.GenericSchema<string, string>;

const createWith = (target: TargetSchema) => {
  const object = v.object({ fromUrl, toUrl: target, statusCode: v.optional(statusCode, 301) });
  return v.pipe(
    object,
    v.forward(
      v.check<v.InferOutput<typeof object>, string>(
        (r) => normaliseRedirectPath(r.toUrl) !== r.fromUrl,
        'A redirect cannot point to itself',
      ),
      ['toUrl'],
    ),
  );
};

const updateWith = (target: TargetSchema) =>
  v.object({ fromUrl: v.optional(fromUrl), toUrl: v.optional(target), statusCode: v.optional(statusCode) });

/** What the worker checks; services/cms-redirects.ts then refuses an editor's off-site target with 403. */
export const redirectSchema = createWith(toUrl);
export const redirectUpdateSchema = updateWith(toUrl);
/** An editor's form: the same, and a full address refused before it is sent, in the worker's words. */
export const editorRedirectSchema = createWith(onSiteToUrl);
export const editorRedirectUpdateSchema = updateWith(onSiteToUrl);
export type RedirectInput = v.InferInput<typeof redirectSchema>;

export type CmsRedirect = { id: number; fromUrl: string; toUrl: string; statusCode: RedirectCode; hitCount: number };
