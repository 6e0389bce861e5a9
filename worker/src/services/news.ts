import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsArticles } from '../db/schema';
import { notFound } from '../lib/errors';
import { toFtsQuery } from '../lib/fts';
import { SEARCH_LIMIT } from '../schemas/paging';
import type { NewsArticle } from '../schemas/content';

type Row = typeof newsArticles.$inferSelect;

export const toNewsArticle = (r: Row): NewsArticle => ({
  id: r.id,
  title: r.title,
  excerpt: r.excerpt,
  content: r.content,
  author: r.author,
  imageUrl: r.imageUrl,
  publishedAt: r.publishedAt,
  readingTime: r.readingTime,
  tags: r.tags,
});

export async function listNews(db: Db, page: { limit: number; offset: number }): Promise<NewsArticle[]> {
  const rows = await db
    .select()
    .from(newsArticles)
    .where(eq(newsArticles.status, 'published'))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toNewsArticle);
}

export async function getNews(db: Db, id: number): Promise<NewsArticle> {
  const row = await db.select().from(newsArticles).where(and(eq(newsArticles.id, id), eq(newsArticles.status, 'published'))).get();
  if (!row) throw notFound('Article not found');
  return toNewsArticle(row);
}

/** Full-text search, best match first (bm25 weighs title over excerpt over body). */
export async function searchNews(db: Db, q: string): Promise<NewsArticle[]> {
  const match = toFtsQuery(q);
  if (!match) return [];
  const rows = await db
    .select({ article: newsArticles })
    .from(newsArticles)
    .innerJoin(sql`news_fts`, sql`news_fts.rowid = ${newsArticles.id}`)
    .where(and(sql`news_fts match ${match}`, eq(newsArticles.status, 'published')))
    .orderBy(sql`bm25(news_fts, 10.0, 4.0, 1.0)`, desc(newsArticles.publishedAt))
    .limit(SEARCH_LIMIT);
  return rows.map((r) => toNewsArticle(r.article));
}
