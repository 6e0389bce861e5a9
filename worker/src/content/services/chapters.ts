import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audiobookChapters, audiobooks, episodeChapters, podcastEpisodes } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import { chapterTimeErrors, type Chapter, type ChaptersInput } from '../../schemas/chapters';
import type { ListenableKind } from '../../schemas/listening';
import { auditInsert } from '../../cms/public';

/** Each kind's item table, chapter table and words. */
const KINDS = {
  episode: { items: podcastEpisodes, chapters: episodeChapters, name: 'episode', missing: 'Episode not found' },
  audiobook: { items: audiobooks, chapters: audiobookChapters, name: 'audiobook', missing: 'Audiobook not found' },
} as const;

/** An episode or book's title and length (chapters, bookmarks); a draft only for editors, as its other reads are. */
export async function findListenableItem(db: Db, kind: ListenableKind, id: number, includeDrafts: boolean) {
  const { items, missing } = KINDS[kind];
  const row = await db
    .select({ title: items.title, duration: items.duration, status: items.status })
    .from(items)
    .where(eq(items.id, id))
    .get();
  if (!row || (!includeDrafts && row.status !== 'published')) throw notFound(missing);
  return row;
}

async function readChapters(db: Db, kind: ListenableKind, id: number): Promise<Chapter[]> {
  const { chapters } = KINDS[kind];
  return db
    .select({ title: chapters.title, startSeconds: chapters.startSeconds })
    .from(chapters)
    .where(eq(chapters.itemId, id))
    .orderBy(asc(chapters.startSeconds))
    .all();
}

export async function getChapters(db: Db, kind: ListenableKind, id: number, includeDrafts: boolean): Promise<{ chapters: Chapter[] }> {
  await findListenableItem(db, kind, id, includeDrafts);
  return { chapters: await readChapters(db, kind, id) };
}

/** Replaces the item's chapters with the list given, after the checks the editor's form makes. */
export async function saveChapters(
  db: Db,
  user: CurrentUser,
  kind: ListenableKind,
  id: number,
  input: ChaptersInput,
): Promise<{ chapters: Chapter[] }> {
  const item = await findListenableItem(db, kind, id, true);
  const errors = chapterTimeErrors(input.chapters, item.duration);
  const first = Object.values(errors)[0];
  if (first) throw new ApiError('bad_request', first[0]!, errors);
  const { chapters, name } = KINDS[kind];
  const rows = input.chapters.map((c) => ({ itemId: id, startSeconds: c.start, title: c.title }));
  await db.batch([
    db.delete(chapters).where(eq(chapters.itemId, id)),
    ...(rows.length > 0 ? [db.insert(chapters).values(rows)] : []),
    auditInsert(db, user, {
      action: 'update',
      entity: name,
      entityId: id,
      summary: `Set ${rows.length} chapter${rows.length === 1 ? '' : 's'} of "${item.title}"`,
    }),
  ]);
  return { chapters: await readChapters(db, kind, id) };
}
