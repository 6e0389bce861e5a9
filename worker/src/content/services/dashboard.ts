import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audiobooks, communityPosts, newsArticles, podcastEpisodes } from '../../db/schema';
import type { DashboardSummary } from '../../schemas/content';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The dashboard's counts in one database round trip. "New" articles are those published in
 * the last 7 days, new audiobooks those added in the last 30, and an active discussion is a
 * post with a comment in the last 7 days.
 */
export async function dashboardSummary(db: Db, now = new Date()): Promise<DashboardSummary> {
  const weekAgo = new Date(now.getTime() - 7 * DAY).toISOString();
  const monthAgo = new Date(now.getTime() - 30 * DAY).toISOString();
  const publishedNews = eq(newsArticles.status, 'published');
  const [news, newNews, episodes, books, newBooks, posts, active] = await db.batch([
    db.select({ n: count() }).from(newsArticles).where(publishedNews),
    db
      .select({ n: count() })
      .from(newsArticles)
      .where(and(publishedNews, gte(newsArticles.publishedAt, weekAgo))),
    db.select({ n: count() }).from(podcastEpisodes).where(eq(podcastEpisodes.status, 'published')),
    db.select({ n: count() }).from(audiobooks).where(eq(audiobooks.status, 'published')),
    db
      .select({ n: count() })
      .from(audiobooks)
      .where(and(eq(audiobooks.status, 'published'), gte(audiobooks.createdAt, monthAgo))),
    db.select({ n: count() }).from(communityPosts).where(eq(communityPosts.visibility, 'visible')),
    db
      .select({ n: count() })
      .from(communityPosts)
      .where(and(eq(communityPosts.visibility, 'visible'), gte(communityPosts.lastCommentAt, weekAgo))),
  ]);
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  return {
    news: { total: n(news), newThisWeek: n(newNews) },
    podcasts: { total: n(episodes) },
    audiobooks: { total: n(books), newThisMonth: n(newBooks) },
    community: { total: n(posts), activeDiscussions: n(active) },
  };
}
