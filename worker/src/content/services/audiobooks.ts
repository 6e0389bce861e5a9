import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audiobooks, favourites } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { allThenAny, toServiceQuery } from '../../search/public';
import { SEARCH_LIMIT } from '../../schemas/paging';
import { mediaUrl, type Audiobook, type AudiobookDetail } from '../../schemas/content';

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

export async function getAudiobook(db: Db, id: number, userId: number): Promise<AudiobookDetail> {
  const row = await db
    .select({ book: audiobooks, favourite: favourites.userId })
    .from(audiobooks)
    .leftJoin(favourites, and(eq(favourites.audiobookId, audiobooks.id), eq(favourites.userId, userId)))
    .where(and(eq(audiobooks.id, id), eq(audiobooks.status, 'published')))
    .get();
  if (!row) throw notFound('Book not found');
  return { ...toAudiobook(row.book), isFavourite: row.favourite !== null };
}

/** Idempotent: adding twice or removing twice leaves one answer. */
export async function setFavourite(db: Db, userId: number, audiobookId: number, favourite: boolean): Promise<{ isFavourite: boolean }> {
  await getAudiobook(db, audiobookId, userId);
  if (favourite) await db.insert(favourites).values({ userId, audiobookId }).onConflictDoNothing();
  else await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.audiobookId, audiobookId)));
  return { isFavourite: favourite };
}

/** The member's favourites, most recently added first. */
export async function listFavourites(db: Db, userId: number): Promise<Audiobook[]> {
  const rows = await db
    .select({ book: audiobooks })
    .from(favourites)
    .innerJoin(audiobooks, eq(audiobooks.id, favourites.audiobookId))
    .where(and(eq(favourites.userId, userId), eq(audiobooks.status, 'published')))
    .orderBy(desc(favourites.createdAt), desc(audiobooks.id))
    .limit(200);
  return rows.map((r) => toAudiobook(r.book));
}

export async function listAudiobookCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: audiobooks.category })
    .from(audiobooks)
    .where(eq(audiobooks.status, 'published'))
    .orderBy(asc(audiobooks.category));
  return rows.map((r) => r.category);
}

/** Full-text search over title, author, narrator and description, best match first, by the site-wide search's rules. */
export const searchAudiobooks = (db: Db, q: string): Promise<Audiobook[]> =>
  allThenAny(toServiceQuery(q), (match) => matchingBooks(db, match));

async function matchingBooks(db: Db, match: string): Promise<Audiobook[]> {
  const rows = await db
    .select({ book: audiobooks })
    .from(audiobooks)
    .innerJoin(sql`audiobooks_fts`, sql`audiobooks_fts.rowid = ${audiobooks.id}`)
    .where(and(sql`audiobooks_fts match ${match}`, eq(audiobooks.status, 'published')))
    .orderBy(sql`bm25(audiobooks_fts, 10.0, 6.0, 3.0, 1.0)`, desc(audiobooks.createdAt))
    .limit(SEARCH_LIMIT);
  return rows.map((r) => toAudiobook(r.book));
}
