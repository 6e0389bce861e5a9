import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audiobooks, listeningPositions, podcastEpisodes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { mediaUrl } from '../../schemas/content';
import type { ListenableKind, ListeningPosition } from '../../schemas/listening';

async function assertExists(db: Db, kind: ListenableKind, itemId: number): Promise<void> {
  const table = kind === 'episode' ? podcastEpisodes : audiobooks;
  const row = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, itemId), eq(table.status, 'published')))
    .get();
  if (!row) throw notFound(kind === 'episode' ? 'Episode not found' : 'Book not found');
}

export async function getPosition(db: Db, userId: number, kind: ListenableKind, itemId: number): Promise<ListeningPosition> {
  const row = await db
    .select()
    .from(listeningPositions)
    .where(and(eq(listeningPositions.userId, userId), eq(listeningPositions.kind, kind), eq(listeningPositions.itemId, itemId)))
    .get();
  if (!row) await assertExists(db, kind, itemId);
  return { kind, itemId, positionSeconds: row?.positionSeconds ?? 0, updatedAt: row?.updatedAt ?? null };
}

/** One upsert per save: the player calls this every few seconds while playing. */
export async function savePosition(
  db: Db,
  userId: number,
  kind: ListenableKind,
  itemId: number,
  positionSeconds: number,
  savedAt?: string,
): Promise<ListeningPosition> {
  await assertExists(db, kind, itemId);
  const now = new Date();
  // A device's clock running fast must not make its saves win over every later one: never after now.
  const at = savedAt === undefined ? now : new Date(Math.min(Date.parse(savedAt), now.getTime()));
  const updatedAt = at.toISOString();
  const [written] = await db
    .insert(listeningPositions)
    .values({ userId, kind, itemId, positionSeconds, updatedAt })
    .onConflictDoUpdate({
      target: [listeningPositions.userId, listeningPositions.kind, listeningPositions.itemId],
      set: { positionSeconds, updatedAt },
      // Newest by the listener's time wins: a save queued offline arrives after later ones.
      setWhere: sql`excluded.updated_at >= listening_positions.updated_at`,
    })
    .returning({ positionSeconds: listeningPositions.positionSeconds, updatedAt: listeningPositions.updatedAt });
  if (written) return { kind, itemId, ...written };
  return getPosition(db, userId, kind, itemId);
}

/** How many unfinished items "Continue listening" offers. */
export const CONTINUE_LISTENING_LIMIT = 10;
/** Closer to the end than this counts as finished: the player starts such an item over (use-listening-position.ts). */
const FINISHED_MARGIN_SECONDS = 5;

/** An item the member started and did not finish, with what the dashboard shows of it. */
export type UnfinishedListen = ListeningPosition & {
  updatedAt: string;
  title: string;
  /** An episode's number; null for a book. */
  episodeNumber: number | null;
  /** A book's author; null for an episode. */
  author: string | null;
  artworkUrl: string | null;
  audioUrl: string;
  duration: number;
};

/**
 * What the member started and did not finish, newest first, from their listening positions:
 * a position of 0 means not started or finished (the player saves 0 at the end), and a position
 * within 5 seconds of the end is finished too. Items no longer published are left out.
 */
export async function listUnfinished(db: Db, userId: number): Promise<UnfinishedListen[]> {
  const lp = listeningPositions;
  const position = { kind: lp.kind, itemId: lp.itemId, positionSeconds: lp.positionSeconds, updatedAt: lp.updatedAt };
  const unfinished = (length: typeof podcastEpisodes.duration | typeof audiobooks.duration) =>
    and(eq(lp.userId, userId), gt(lp.positionSeconds, 0), lt(lp.positionSeconds, sql`${length} - ${FINISHED_MARGIN_SECONDS}`));
  // One round trip for both kinds. Only the columns shown, each named once: a batch's rows are
  // keyed by column name, so two tables' "id" or "updated_at" would overwrite each other.
  const [episodes, books] = await db.batch([
    db
      .select({
        ...position,
        title: podcastEpisodes.title,
        episodeNumber: podcastEpisodes.episodeNumber,
        artworkKey: podcastEpisodes.thumbnailKey,
        audioKey: podcastEpisodes.audioKey,
        duration: podcastEpisodes.duration,
      })
      .from(lp)
      .innerJoin(podcastEpisodes, and(eq(lp.kind, 'episode'), eq(podcastEpisodes.id, lp.itemId), eq(podcastEpisodes.status, 'published')))
      .where(unfinished(podcastEpisodes.duration))
      .orderBy(desc(lp.updatedAt))
      .limit(CONTINUE_LISTENING_LIMIT),
    db
      .select({
        ...position,
        title: audiobooks.title,
        author: audiobooks.author,
        artworkKey: audiobooks.coverKey,
        audioKey: audiobooks.audioKey,
        duration: audiobooks.duration,
      })
      .from(lp)
      .innerJoin(audiobooks, and(eq(lp.kind, 'audiobook'), eq(audiobooks.id, lp.itemId), eq(audiobooks.status, 'published')))
      .where(unfinished(audiobooks.duration))
      .orderBy(desc(lp.updatedAt))
      .limit(CONTINUE_LISTENING_LIMIT),
  ]);
  const shown = <R extends { artworkKey: string | null; audioKey: string }>({ artworkKey, audioKey, ...row }: R) => ({
    ...row,
    artworkUrl: artworkKey ? mediaUrl(artworkKey) : null,
    audioUrl: mediaUrl(audioKey),
  });
  return [
    ...episodes.map((row): UnfinishedListen => ({ ...shown(row), author: null })),
    ...books.map((row): UnfinishedListen => ({ ...shown(row), episodeNumber: null })),
  ]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.kind.localeCompare(b.kind) || b.itemId - a.itemId)
    .slice(0, CONTINUE_LISTENING_LIMIT);
}
