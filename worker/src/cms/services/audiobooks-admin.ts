import { and, desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { audiobooks, favourites, listeningPositions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import type { AdminAudiobook, audiobookSchema, audiobookUpdateSchema } from '../../schemas/content-admin';
import type { AdminListQuery } from '../../schemas/paging';
import { toAudiobook } from '../../content/public';
import { auditInsert, insertedId } from './audit';
import { sentFields, titleContains } from './cms-content';
import { pickAudioAndImage } from './cms-media-usage';

// Editors add books to the audio library; members read them through services/audiobooks.ts,
// which shows only published books. Search needs nothing here: triggers keep audiobooks_fts in step.

type Row = typeof audiobooks.$inferSelect;
type NewBook = v.InferOutput<typeof audiobookSchema>;
type BookChanges = v.InferOutput<typeof audiobookUpdateSchema>;

const toAdminAudiobook = (r: Row): AdminAudiobook => ({ ...toAudiobook(r), status: r.status });

/** Most recently added first, drafts included. */
export async function listAdminAudiobooks(db: Db, query: AdminListQuery): Promise<AdminAudiobook[]> {
  const rows = await db
    .select()
    .from(audiobooks)
    .where(titleContains(audiobooks.title, query.q))
    .orderBy(desc(audiobooks.createdAt), desc(audiobooks.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toAdminAudiobook);
}

async function findBook(db: Db, id: number): Promise<Row> {
  const row = await db.select().from(audiobooks).where(eq(audiobooks.id, id)).get();
  if (!row) throw notFound('Book not found');
  return row;
}

const bookMedia = (db: Db, audioMediaId: number | undefined, coverMediaId: number | null | undefined) =>
  pickAudioAndImage(db, audioMediaId, { field: 'coverMediaId', id: coverMediaId, message: 'Choose a cover image' });

export async function createAudiobook(db: Db, user: CurrentUser, input: NewBook, now = new Date()): Promise<AdminAudiobook> {
  const { audioMediaId, coverMediaId, ...fields } = input;
  const { audio, imageKey } = await bookMedia(db, audioMediaId, coverMediaId);
  const at = now.toISOString();
  const [rows] = await db.batch([
    db
      .insert(audiobooks)
      // The audio is there: pickAudioAndImage refuses a missing audioMediaId.
      .values({ ...fields, ...audio!, coverKey: imageKey ?? null, createdAt: at, updatedAt: at })
      .returning(),
    auditInsert(db, user, {
      action: 'create',
      entity: 'audiobook',
      entityId: insertedId,
      summary: `Created the ${input.status} audiobook "${input.title}" by ${input.author}`,
    }),
  ]);
  return toAdminAudiobook(rows[0]!);
}

export async function updateAudiobook(
  db: Db,
  user: CurrentUser,
  id: number,
  changes: BookChanges,
  now = new Date(),
): Promise<AdminAudiobook> {
  const before = await findBook(db, id);
  const { audioMediaId, coverMediaId, ...fields } = sentFields(changes);
  const { audio, imageKey } = await bookMedia(db, audioMediaId, coverMediaId);
  const [rows] = await db.batch([
    db
      .update(audiobooks)
      .set({ ...fields, ...audio, ...(imageKey !== undefined ? { coverKey: imageKey } : {}), updatedAt: now.toISOString() })
      .where(eq(audiobooks.id, id))
      .returning(),
    auditInsert(db, user, {
      action: 'update',
      entity: 'audiobook',
      entityId: id,
      summary: `Updated the audiobook "${fields.title ?? before.title}"`,
    }),
  ]);
  return toAdminAudiobook(rows[0]!);
}

/**
 * The audio stays in the media library. Favourites cascade, but are deleted explicitly as
 * well for libSQL connections without foreign keys; saved listening places have no key to cascade.
 */
export async function deleteAudiobook(db: Db, user: CurrentUser, id: number): Promise<void> {
  const row = await findBook(db, id);
  await db.batch([
    db.delete(favourites).where(eq(favourites.audiobookId, id)),
    db.delete(listeningPositions).where(and(eq(listeningPositions.kind, 'audiobook'), eq(listeningPositions.itemId, id))),
    db.delete(audiobooks).where(eq(audiobooks.id, id)),
    auditInsert(db, user, { action: 'delete', entity: 'audiobook', entityId: id, summary: `Deleted the audiobook "${row.title}"` }),
  ]);
}
