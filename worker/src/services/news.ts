import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsArticles } from '../db/schema';
import { notFound } from '../lib/errors';
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
