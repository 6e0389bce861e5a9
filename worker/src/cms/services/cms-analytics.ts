import { count, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsFormSubmissions, cmsPages, cmsPageViewsDaily } from '../../db/schema';
import type { CmsAnalyticsSummary } from '../../schemas/cms-analytics';
import { isLive, utcDay } from './cms-public-pages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `sum()` is null over no rows; the summary says 0. */
const total = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/**
 * The four summary cards' numbers, from three aggregate queries run together. "This week" is
 * the last seven UTC days, today included.
 */
export async function analyticsSummary(db: Db, now = new Date()): Promise<CmsAnalyticsSummary> {
  const weekStart = utcDay(new Date(now.getTime() - 6 * DAY_MS));
  const [[pages], [views], [submissions]] = await db.batch([
    db
      .select({
        totalPages: count(),
        publishedPages: total(sql`case when ${isLive(now)} then 1 else 0 end`),
        totalViews: total(sql`${cmsPages.viewCount}`),
      })
      .from(cmsPages),
    db
      .select({ viewsThisWeek: total(sql`${cmsPageViewsDaily.views}`) })
      .from(cmsPageViewsDaily)
      .where(gte(cmsPageViewsDaily.day, weekStart)),
    db
      .select({ totalSubmissions: count(), newSubmissions: total(sql`case when ${cmsFormSubmissions.isRead} then 0 else 1 end`) })
      .from(cmsFormSubmissions),
  ]);
  return { ...pages!, ...views!, ...submissions! };
}
