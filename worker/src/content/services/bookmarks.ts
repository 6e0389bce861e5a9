import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertWhen } from '../../db/insert-when';
import { bookmarks } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { MAX_BOOKMARKS_PER_ITEM, type Bookmark, type BookmarkInput } from '../../schemas/bookmarks';
import type { ListenableKind } from '../../schemas/listening';
import { findListenableItem } from './chapters';

const ofItem = (userId: number, kind: ListenableKind, itemId: number) =>
  and(eq(bookmarks.userId, userId), eq(bookmarks.kind, kind), eq(bookmarks.itemId, itemId));

const columns = { id: bookmarks.id, positionSeconds: bookmarks.positionSeconds, note: bookmarks.note, createdAt: bookmarks.createdAt };

/** The member's own bookmarks in a recording they may listen to, in order of their place in it. */
export async function listBookmarks(db: Db, userId: number, kind: ListenableKind, itemId: number): Promise<{ bookmarks: Bookmark[] }> {
  await findListenableItem(db, kind, itemId, false);
  const rows = await db
    .select(columns)
    .from(bookmarks)
    .where(ofItem(userId, kind, itemId))
    .orderBy(asc(bookmarks.positionSeconds), asc(bookmarks.id));
  return { bookmarks: rows };
}

/**
 * Adds a bookmark, or finds the same one (same place, same note) already kept: a bookmark made
 * offline is sent again until an answer arrives (decision 0039), and one whose first answer was
 * lost must not become two. `created` is false for the one found.
 */
export async function addBookmark(
  db: Db,
  userId: number,
  kind: ListenableKind,
  itemId: number,
  input: BookmarkInput,
): Promise<{ bookmark: Bookmark; created: boolean }> {
  const item = await findListenableItem(db, kind, itemId, false);
  if (input.positionSeconds > item.duration)
    throw new ApiError('bad_request', 'A bookmark must be within the recording', {
      positionSeconds: ['A bookmark must be within the recording'],
    });
  const same = and(ofItem(userId, kind, itemId), eq(bookmarks.positionSeconds, input.positionSeconds), eq(bookmarks.note, input.note));
  // Stored only when the same one is not kept and the member has room in this recording, both
  // read in the insert itself, so bookmarks sent at once (an offline queue replayed in two tabs)
  // cannot all pass the count, nor store one twice (decision 0048).
  const allowed = sql`not exists (select 1 from ${bookmarks} where ${same})
    and (select count(*) from ${bookmarks} where ${ofItem(userId, kind, itemId)}) < ${MAX_BOOKMARKS_PER_ITEM}`;
  const [created] = await insertWhen(
    db,
    bookmarks,
    { userId, kind, itemId, positionSeconds: input.positionSeconds, note: input.note },
    allowed,
  ).returning(columns);
  if (created) return { bookmark: created, created: true };
  const [kept] = await db.select(columns).from(bookmarks).where(same).orderBy(asc(bookmarks.id)).limit(1);
  if (kept) return { bookmark: kept, created: false };
  throw new ApiError('conflict', `You can keep up to ${MAX_BOOKMARKS_PER_ITEM} bookmarks in one recording. Delete one to add another.`);
}

/** Deletes one of the member's own bookmarks; another member's is not found, as if it were not there. */
export async function deleteBookmark(db: Db, userId: number, id: number): Promise<void> {
  const [gone] = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
    .returning({ id: bookmarks.id });
  if (!gone) throw notFound('Bookmark not found');
}
