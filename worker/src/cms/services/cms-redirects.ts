import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { cmsPages, cmsRedirects } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { ApiError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import {
  isOffSiteTarget,
  normaliseRedirectPath,
  OFF_SITE_ADMINS_ONLY,
  type CmsRedirect,
  type RedirectCode,
  type redirectSchema,
  type redirectUpdateSchema,
} from '../../schemas/cms-redirects';
import { cmsPageSlug, routeClash } from '../../schemas/site-routes';
import { auditInsert, insertedId } from './audit';
import { isLive } from './cms-public-pages';

type RedirectRow = typeof cmsRedirects.$inferSelect;
type NewRedirect = v.InferOutput<typeof redirectSchema>;
type RedirectChanges = v.InferOutput<typeof redirectUpdateSchema>;

const FROM_TAKEN = 'A redirect from this URL already exists';
const SELF = 'A redirect cannot point to itself';

const fromTaken = () => new ApiError('conflict', FROM_TAKEN, { fromUrl: [FROM_TAKEN] });
/** Two requests may both pass assertUsable; the unique index refuses the second, with the same 409. */
const fromRace = (error: unknown): never => {
  throw isUniqueViolation(error) ? fromTaken() : error;
};

const toCmsRedirect = (r: RedirectRow): CmsRedirect => ({
  id: r.id,
  fromUrl: r.fromUrl,
  toUrl: r.toUrl,
  statusCode: r.statusCode as RedirectCode,
  hitCount: r.hitCount,
});

export async function listRedirects(db: Db): Promise<CmsRedirect[]> {
  const rows = await db.select().from(cmsRedirects).orderBy(asc(cmsRedirects.fromUrl));
  return rows.map(toCmsRedirect);
}

async function findRedirectRow(db: Db, id: number): Promise<RedirectRow> {
  const row = await db.select().from(cmsRedirects).where(eq(cmsRedirects.id, id)).get();
  if (!row) throw notFound('Redirect not found');
  return row;
}

export const getRedirect = async (db: Db, id: number): Promise<CmsRedirect> => toCmsRedirect(await findRedirectRow(db, id));

/**
 * A path on this site, normalised as the redirect middleware matches it; null for other sites.
 * A full address on this site (`origin`, such as https://example.org) counts as its path.
 */
function localPath(url: string, origin: string): string | null {
  if (url.toLowerCase().startsWith(`${origin.toLowerCase()}/`)) return normaliseRedirectPath(url.slice(origin.length));
  return /^\/(?![/\\])/.test(url) ? normaliseRedirectPath(url) : null;
}

/**
 * Sending visitors to another site is an administrator's decision (issue 52: an editor's
 * redirect from a mailed link's page carried its token away). Checked on the redirect as it
 * will be, so an editor can neither create one nor change one that stays off-site.
 */
function assertMayTarget(user: CurrentUser, toUrl: string): void {
  if (isOffSiteTarget(toUrl) && user.role !== 'admin')
    throw new ApiError('forbidden', OFF_SITE_ADMINS_ONLY, { toUrl: [OFF_SITE_ADMINS_ONLY] });
}

const pageAtMessage = (fromUrl: string) => `From URL cannot be ${fromUrl}: a CMS page has that address. Rename or delete the page first`;

/**
 * The schema refuses an address the site answers; this also refuses it for an edit that keeps
 * the old fromUrl (a row saved before the rule), and refuses a CMS page's address while a page
 * (of any status: a draft will be published) has that slug.
 */
async function assertFromFree(db: Db, fromUrl: string): Promise<void> {
  const clash = routeClash(fromUrl);
  if (clash) throw new ApiError('bad_request', clash, { fromUrl: [clash] });
  const slug = cmsPageSlug(fromUrl);
  if (slug === null) return;
  const page = await db.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.slug, slug)).get();
  if (page) throw new ApiError('conflict', pageAtMessage(fromUrl), { fromUrl: [pageAtMessage(fromUrl)] });
}

/** The audit entry says when a redirect leaves the site, so an administrator can find them all. */
const described = (fromUrl: string, toUrl: string, statusCode: number) =>
  `redirect ${fromUrl} → ${toUrl} (${statusCode}${isOffSiteTarget(toUrl) ? ', to another site' : ''})`;

/**
 * Refuses a taken fromUrl, and a toUrl whose chain of redirects leads back to fromUrl (the
 * browser would bounce between them until it gave up). The other redirects are read in one
 * query; `exceptId` leaves out the redirect being edited, whose old target no longer applies.
 */
async function assertUsable(db: Db, origin: string, fromUrl: string, toUrl: string, exceptId?: number): Promise<void> {
  const others = await db
    .select({ fromUrl: cmsRedirects.fromUrl, toUrl: cmsRedirects.toUrl })
    .from(cmsRedirects)
    .where(exceptId === undefined ? undefined : ne(cmsRedirects.id, exceptId));
  if (others.some((r) => r.fromUrl === fromUrl)) throw fromTaken();
  const next = new Map(others.map((r) => [r.fromUrl, r.toUrl]));
  const chain = [fromUrl];
  for (let path = localPath(toUrl, origin); path !== null;) {
    if (path === fromUrl && chain.length === 1) throw new ApiError('bad_request', SELF, { toUrl: [SELF] });
    chain.push(path);
    if (path === fromUrl) {
      const message = `This redirect would create a loop: ${chain.join(' → ')}`;
      throw new ApiError('bad_request', message, { toUrl: [message] });
    }
    const target = next.get(path);
    next.delete(path); // each redirect followed once, so an existing loop cannot hold us here
    path = target === undefined ? null : localPath(target, origin);
  }
}

/** `origin` is this site's (from the request), so a full address on it is checked for loops too. */
export async function createRedirect(
  db: Db,
  user: CurrentUser,
  origin: string,
  input: NewRedirect,
  now = new Date(),
): Promise<CmsRedirect> {
  assertMayTarget(user, input.toUrl);
  await assertFromFree(db, input.fromUrl);
  await assertUsable(db, origin, input.fromUrl, input.toUrl);
  const at = now.toISOString();
  const [rows] = await db
    .batch([
      db
        .insert(cmsRedirects)
        .values({ ...input, createdAt: at, updatedAt: at })
        .returning(),
      auditInsert(db, user, {
        action: 'create',
        entity: 'redirect',
        entityId: insertedId,
        summary: `Created ${described(input.fromUrl, input.toUrl, input.statusCode)}`,
      }),
    ])
    .catch(fromRace);
  return toCmsRedirect(rows[0]!);
}

export async function updateRedirect(
  db: Db,
  user: CurrentUser,
  origin: string,
  id: number,
  changes: RedirectChanges,
  now = new Date(),
): Promise<CmsRedirect> {
  const redirect = await findRedirectRow(db, id);
  const fromUrl = changes.fromUrl ?? redirect.fromUrl;
  const toUrl = changes.toUrl ?? redirect.toUrl;
  assertMayTarget(user, toUrl);
  await assertFromFree(db, fromUrl);
  await assertUsable(db, origin, fromUrl, toUrl, id);
  const statusCode = changes.statusCode ?? redirect.statusCode;
  const [rows] = await db
    .batch([
      db.update(cmsRedirects).set({ fromUrl, toUrl, statusCode, updatedAt: now.toISOString() }).where(eq(cmsRedirects.id, id)).returning(),
      auditInsert(db, user, {
        action: 'update',
        entity: 'redirect',
        entityId: id,
        summary: `Updated ${described(fromUrl, toUrl, statusCode)}`,
      }),
    ])
    .catch(fromRace);
  return toCmsRedirect(rows[0]!);
}

export async function deleteRedirect(db: Db, user: CurrentUser, id: number): Promise<void> {
  const redirect = await findRedirectRow(db, id);
  await db.batch([
    db.delete(cmsRedirects).where(eq(cmsRedirects.id, id)),
    auditInsert(db, user, {
      action: 'delete',
      entity: 'redirect',
      entityId: id,
      summary: `Deleted redirect ${redirect.fromUrl} → ${redirect.toUrl}`,
    }),
  ]);
}

// ------------------------------------------------------------------ serving (lib/redirects)

type Served = Pick<RedirectRow, 'id' | 'toUrl' | 'statusCode'>;

/**
 * The redirect to answer a request path with, by the unique fromUrl index (one query), or why
 * a stored one is not answered: rows saved before the rules (or written straight to the
 * database) that would take over an address the site answers are ignored, and a published CMS
 * page always wins over a redirect from its address.
 */
export async function redirectFor(
  db: Db,
  path: string,
  now = new Date(),
): Promise<{ serve: Served } | { ignored: Served; reason: string } | null> {
  const redirect = await db
    .select({ id: cmsRedirects.id, toUrl: cmsRedirects.toUrl, statusCode: cmsRedirects.statusCode })
    .from(cmsRedirects)
    .where(eq(cmsRedirects.fromUrl, normaliseRedirectPath(path)))
    .get();
  if (!redirect) return null;
  const clash = routeClash(path);
  if (clash) return { ignored: redirect, reason: clash };
  const slug = cmsPageSlug(path);
  if (slug !== null) {
    const page = await db
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(eq(cmsPages.slug, slug), isLive(now)))
      .get();
    if (page) return { ignored: redirect, reason: pageAtMessage(path) };
  }
  return { serve: redirect };
}

export async function countRedirectHit(db: Db, id: number): Promise<void> {
  await db
    .update(cmsRedirects)
    .set({ hitCount: sql`${cmsRedirects.hitCount} + 1` })
    .where(eq(cmsRedirects.id, id));
}
