import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { audiobooks, listeningPositions, podcastEpisodes } from '../db/schema';
import { notFound } from '../lib/errors';
import type { ListenableKind, ListeningPosition } from '../schemas/listening';

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
): Promise<ListeningPosition> {
  await assertExists(db, kind, itemId);
  const updatedAt = new Date().toISOString();
  await db
    .insert(listeningPositions)
    .values({ userId, kind, itemId, positionSeconds, updatedAt })
    .onConflictDoUpdate({
      target: [listeningPositions.userId, listeningPositions.kind, listeningPositions.itemId],
      set: { positionSeconds, updatedAt },
    });
  return { kind, itemId, positionSeconds, updatedAt };
}
