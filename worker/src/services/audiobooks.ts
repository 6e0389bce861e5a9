import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { audiobooks } from '../db/schema';
import { notFound } from '../lib/errors';
import { toFtsQuery } from '../lib/fts';
import { SEARCH_LIMIT } from '../schemas/paging';
import { mediaUrl, type Audiobook } from '../schemas/content';

type Row = typeof audiobooks.$inferSelect;

export const toAudiobook = (r: Row): Audiobook => ({
  id: r.id,
  title: r.title,
  author: r.author,
  narrator: r.narrator,
  description: r.description,
  category: r.category,
  coverImageUrl: r.coverKey ? mediaUrl(r.coverKey) : null,
  audioUrl: mediaUrl(r.audioKey),
  duration: r.duration,
  publishedYear: r.publishedYear,
  isbn: r.isbn,
  isAccessible: r.isAccessible,
  hasTranscript: r.hasTranscript,
});

export async function listAudiobooks(db: Db, query: { limit: number; offset: number; category?: string }): Promise<Audiobook[]> {
  const published = eq(audiobooks.status, 'published');
  const rows = await db
    .select()
    .from(audiobooks)
    .where(query.category ? and(published, eq(audiobooks.category, query.category)) : published)
    .orderBy(desc(audiobooks.createdAt), desc(audiobooks.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toAudiobook);
}

export async function getAudiobook(db: Db, id: number): Promise<Audiobook> {
  const row = await db.select().from(audiobooks).where(and(eq(audiobooks.id, id), eq(audiobooks.status, 'published'))).get();
  if (!row) throw notFound('Book not found');
  return toAudiobook(row);
}

export async function listAudiobookCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: audiobooks.category })
    .from(audiobooks)
    .where(eq(audiobooks.status, 'published'))
    .orderBy(asc(audiobooks.category));
  return rows.map((r) => r.category);
}

/** Full-text search over title, author, narrator and description, best match first. */
export async function searchAudiobooks(db: Db, q: string): Promise<Audiobook[]> {
  const match = toFtsQuery(q);
  if (!match) return [];
  const rows = await db
    .select({ book: audiobooks })
    .from(audiobooks)
    .innerJoin(sql`audiobooks_fts`, sql`audiobooks_fts.rowid = ${audiobooks.id}`)
    .where(and(sql`audiobooks_fts match ${match}`, eq(audiobooks.status, 'published')))
    .orderBy(sql`bm25(audiobooks_fts, 10.0, 6.0, 3.0, 1.0)`, desc(audiobooks.createdAt))
    .limit(SEARCH_LIMIT);
  return rows.map((r) => toAudiobook(r.book));
}
