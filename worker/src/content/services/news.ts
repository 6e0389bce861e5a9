import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { allThenAny, toServiceQuery } from '../../search/public';
import { SEARCH_LIMIT } from '../../schemas/paging';
import type { NewsArticle, NewsArticleCard } from '../../schemas/content';

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

/**
 * How much of the body a card without an excerpt shows (SPEC section 2: the excerpt, falling back
 * to the content). The card clamps it to four lines, which this fills on the widest screen.
 */
export const CARD_START_CHARS = 400;

/** A list carries what the card shows: the excerpt, or the start of the body when there is none; never the body. */
const cardColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  excerpt: sql<string>`case when ${newsArticles.excerpt} <> '' then ${newsArticles.excerpt} else substr(${newsArticles.content}, 1, ${CARD_START_CHARS}) end`,
  author: newsArticles.author,
  imageUrl: newsArticles.imageUrl,
  publishedAt: newsArticles.publishedAt,
  readingTime: newsArticles.readingTime,
  tags: newsArticles.tags,
};

export async function listNews(db: Db, page: { limit: number; offset: number }): Promise<NewsArticleCard[]> {
  return db
    .select(cardColumns)
    .from(newsArticles)
    .where(eq(newsArticles.status, 'published'))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function getNews(db: Db, id: number): Promise<NewsArticle> {
  const row = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), eq(newsArticles.status, 'published')))
    .get();
  if (!row) throw notFound('Article not found');
  return toNewsArticle(row);
}

/**
 * A common word can match most of the archive, and bm25 costs about a microsecond a match
 * (it reads each match's column sizes), so ranking is done among the RANK_WINDOW most
 * recently added matches: a word in 97,000 of 100,000 articles ranks in about a quarter of
 * the time (decision 0014). Rarer words, most searches, are ranked across every article.
 */
const RANK_WINDOW = 10_000;

/**
 * Full-text search, best match first (bm25 weighs title over excerpt over body), by the
 * site-wide search's rules (stop words dropped, endings taken off, every word, then any word).
 */
export const searchNews = (db: Db, q: string, rankWindow = RANK_WINDOW): Promise<NewsArticleCard[]> =>
  allThenAny(toServiceQuery(q), (match) => rankedNews(db, match, rankWindow));

async function rankedNews(db: Db, match: string, rankWindow: number): Promise<NewsArticleCard[]> {
  // Ranked inside the index first: only the best few hundred matches are joined to their
  // articles (whose bodies are large), not every match of a common word. The margin covers
  // drafts among them. FTS5 walks a match list newest id first without sorting, so the
  // window's lower bound costs one pass over the ids, and 0 (no bound) under the window.
  const windowStart = sql`coalesce((select rowid from news_fts where news_fts match ${match} order by rowid desc limit 1 offset ${rankWindow - 1}), 0)`;
  const ranked = db.$with('ranked').as(
    db
      .select({ id: sql<number>`rowid`.as('ranked_id'), score: sql<number>`bm25(news_fts, 10.0, 4.0, 1.0)`.as('score') })
      .from(sql`news_fts`)
      .where(sql`news_fts match ${match} and rowid >= ${windowStart}`)
      .orderBy(sql`score`)
      .limit(SEARCH_LIMIT * 4),
  );
  return db
    .with(ranked)
    .select(cardColumns)
    .from(ranked)
    .innerJoin(newsArticles, eq(newsArticles.id, ranked.id))
    .where(eq(newsArticles.status, 'published'))
    .orderBy(sql`score`, desc(newsArticles.publishedAt))
    .limit(SEARCH_LIMIT);
}
