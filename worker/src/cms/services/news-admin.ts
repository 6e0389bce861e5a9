import { desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { newsArticles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import type { AdminNewsArticle, newsArticleSchema, newsArticleUpdateSchema } from '../../schemas/content-admin';
import type { AdminListQuery } from '../../schemas/paging';
import { auditInsert, insertedId } from './audit';
import { nextPublishDate, publishDate, sentFields, titleContains } from './cms-content';
import { toNewsArticle } from '../../content/public';

// Editors write the news; members read it through services/news.ts, which shows only
// published articles. Search needs nothing here: triggers keep news_fts in step.

type Row = typeof newsArticles.$inferSelect;
type NewArticle = v.InferOutput<typeof newsArticleSchema>;
type ArticleChanges = v.InferOutput<typeof newsArticleUpdateSchema>;

const toAdminArticle = (r: Row): AdminNewsArticle => ({ ...toNewsArticle(r), status: r.status });

/** Minutes at 200 words a minute, never less than one. */
export const readingTime = (content: string) => Math.max(1, Math.ceil(content.trim().split(/\s+/).filter(Boolean).length / 200));

/** Newest first by publish date, drafts included. */
export async function listAdminNews(db: Db, query: AdminListQuery): Promise<AdminNewsArticle[]> {
  const rows = await db
    .select()
    .from(newsArticles)
    .where(titleContains(newsArticles.title, query.q))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toAdminArticle);
}

async function findArticle(db: Db, id: number): Promise<Row> {
  const row = await db.select().from(newsArticles).where(eq(newsArticles.id, id)).get();
  if (!row) throw notFound('Article not found');
  return row;
}

export async function createNews(db: Db, user: CurrentUser, input: NewArticle, now = new Date()): Promise<AdminNewsArticle> {
  const at = now.toISOString();
  const [rows] = await db.batch([
    db
      .insert(newsArticles)
      .values({
        ...input,
        publishedAt: publishDate(input.publishedAt, now),
        readingTime: readingTime(input.content),
        createdAt: at,
        updatedAt: at,
      })
      .returning(),
    auditInsert(db, user, {
      action: 'create',
      entity: 'news',
      entityId: insertedId,
      summary: `Created the ${input.status} article "${input.title}"`,
    }),
  ]);
  return toAdminArticle(rows[0]!);
}

/** Only the fields sent change; new text gets a new reading time. */
export async function updateNews(
  db: Db,
  user: CurrentUser,
  id: number,
  changes: ArticleChanges,
  now = new Date(),
): Promise<AdminNewsArticle> {
  const before = await findArticle(db, id);
  const { publishedAt, ...rest } = sentFields(changes);
  const [rows] = await db.batch([
    db
      .update(newsArticles)
      .set({
        ...rest,
        ...nextPublishDate(publishedAt, before, rest.status, now),
        ...(rest.content !== undefined ? { readingTime: readingTime(rest.content) } : {}),
        updatedAt: now.toISOString(),
      })
      .where(eq(newsArticles.id, id))
      .returning(),
    auditInsert(db, user, {
      action: 'update',
      entity: 'news',
      entityId: id,
      summary: `Updated the article "${changes.title ?? before.title}"${changes.status && changes.status !== before.status ? ` (now ${changes.status})` : ''}`,
    }),
  ]);
  return toAdminArticle(rows[0]!);
}

export async function deleteNews(db: Db, user: CurrentUser, id: number): Promise<void> {
  const row = await findArticle(db, id);
  await db.batch([
    db.delete(newsArticles).where(eq(newsArticles.id, id)),
    auditInsert(db, user, { action: 'delete', entity: 'news', entityId: id, summary: `Deleted the article "${row.title}"` }),
  ]);
}
