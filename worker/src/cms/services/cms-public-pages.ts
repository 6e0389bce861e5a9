import { and, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsPages, cmsPageViewsDaily } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { PublicPage } from '../../schemas/cms-pages';
import { countHit } from '../../accounts/public';

/** Published, or scheduled with its time come: what visitors may read and the summary counts as published. */
export const isLive = (now: Date): SQL =>
  or(eq(cmsPages.status, 'published'), and(eq(cmsPages.status, 'scheduled'), lte(cmsPages.publishAt, now.toISOString())))!;

/** How many views of one page one visitor adds per window; beyond that they are taken to be reloads and not counted. */
export const VIEW_LIMIT = { limit: 60, windowSeconds: 10 * 60 };

export const pageViewKey = (visitor: string, pageId: number) => `page-view:${visitor}:${pageId}`;

/** The UTC day a view is counted under, "yyyy-MM-dd". */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

async function findLivePage(db: Db, slug: string, now: Date) {
  const row = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.slug, slug), isLive(now)))
    .get();
  if (!row) throw notFound('Page not found');
  return row;
}

/** `version` changes whenever the answer does (the route's ETag); view counts do not change it. */
export async function getPublicPage(db: Db, slug: string, now = new Date()): Promise<{ page: PublicPage; version: string }> {
  const row = await findLivePage(db, slug, now);
  return { page: { title: row.title, slug: row.slug, body: row.body, updatedAt: row.updatedAt }, version: `${row.id}:${row.updatedAt}` };
}

/**
 * Counts one visit: the page's total and today's row go up together. The SPA calls this once
 * per visit, so the page itself can be kept by shared caches.
 */
export async function countPageView(db: Db, slug: string, visitor: string, now = new Date()): Promise<void> {
  const page = await findLivePage(db, slug, now);
  const hits = await countHit(db, pageViewKey(visitor, page.id), VIEW_LIMIT.windowSeconds, now);
  if (hits.count > VIEW_LIMIT.limit) return;
  await db.batch([
    db
      .update(cmsPages)
      .set({ viewCount: sql`${cmsPages.viewCount} + 1` })
      .where(eq(cmsPages.id, page.id)),
    db
      .insert(cmsPageViewsDaily)
      .values({ pageId: page.id, day: utcDay(now), views: 1 })
      .onConflictDoUpdate({
        target: [cmsPageViewsDaily.pageId, cmsPageViewsDaily.day],
        set: { views: sql`${cmsPageViewsDaily.views} + 1` },
      }),
  ]);
}
