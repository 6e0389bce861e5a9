import { and, desc, eq, ne } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { listeningPositions, podcastEpisodes } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { ApiError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import type { AdminEpisode, episodeSchema, episodeUpdateSchema } from '../../schemas/content-admin';
import type { AdminListQuery } from '../../schemas/paging';
import { auditInsert, insertedId } from './audit';
import { nextPublishDate, publishDate, sentFields, titleContains } from './cms-content';
import { pickAudioAndImage } from './cms-media-usage';
import { toEpisode } from '../../content/public';

// Editors publish CripChat episodes; members, the RSS feed and the player read them through
// services/podcasts.ts and services/feed.ts, which show only published episodes.

type Row = typeof podcastEpisodes.$inferSelect;
type NewEpisode = v.InferOutput<typeof episodeSchema>;
type EpisodeChanges = v.InferOutput<typeof episodeUpdateSchema>;

const toAdminEpisode = (r: Row): AdminEpisode => ({ ...toEpisode(r), status: r.status });

/** Newest episode number first, drafts included. */
export async function listAdminEpisodes(db: Db, query: AdminListQuery): Promise<AdminEpisode[]> {
  const rows = await db
    .select()
    .from(podcastEpisodes)
    .where(titleContains(podcastEpisodes.title, query.q))
    .orderBy(desc(podcastEpisodes.episodeNumber), desc(podcastEpisodes.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toAdminEpisode);
}

async function findEpisode(db: Db, id: number): Promise<Row> {
  const row = await db.select().from(podcastEpisodes).where(eq(podcastEpisodes.id, id)).get();
  if (!row) throw notFound('Episode not found');
  return row;
}

function numberTaken(episodeNumber: number): ApiError {
  const message = `Episode ${episodeNumber} already exists`;
  return new ApiError('conflict', message, { episodeNumber: [message] });
}

/** Episode numbers are how listeners and podcast apps tell episodes apart: one episode each. */
async function assertNumberFree(db: Db, episodeNumber: number, exceptId?: number): Promise<void> {
  const same = eq(podcastEpisodes.episodeNumber, episodeNumber);
  const taken = await db
    .select({ id: podcastEpisodes.id })
    .from(podcastEpisodes)
    .where(exceptId ? and(same, ne(podcastEpisodes.id, exceptId)) : same)
    .get();
  if (taken) throw numberTaken(episodeNumber);
}

/** Two requests may both pass assertNumberFree; the unique index refuses the second, with the same 409. */
const numberRace =
  (episodeNumber: number | undefined) =>
  (error: unknown): never => {
    throw episodeNumber !== undefined && isUniqueViolation(error) ? numberTaken(episodeNumber) : error;
  };

const episodeMedia = (db: Db, audioMediaId: number | undefined, thumbnailMediaId: number | null | undefined) =>
  pickAudioAndImage(db, audioMediaId, { field: 'thumbnailMediaId', id: thumbnailMediaId, message: 'Choose a thumbnail image' });

export async function createEpisode(db: Db, user: CurrentUser, input: NewEpisode, now = new Date()): Promise<AdminEpisode> {
  const { audioMediaId, thumbnailMediaId, publishedAt, ...fields } = input;
  const { audio, imageKey } = await episodeMedia(db, audioMediaId, thumbnailMediaId);
  await assertNumberFree(db, input.episodeNumber);
  const at = now.toISOString();
  const [rows] = await db
    .batch([
      db
        .insert(podcastEpisodes)
        // The audio is there: pickAudioAndImage refuses a missing audioMediaId.
        .values({
          ...fields,
          ...audio!,
          thumbnailKey: imageKey ?? null,
          publishedAt: publishDate(publishedAt, now),
          createdAt: at,
          updatedAt: at,
        })
        .returning(),
      auditInsert(db, user, {
        action: 'create',
        entity: 'episode',
        entityId: insertedId,
        summary: `Created the ${input.status} episode ${input.episodeNumber}, "${input.title}"`,
      }),
    ])
    .catch(numberRace(input.episodeNumber));
  return toAdminEpisode(rows[0]!);
}

export async function updateEpisode(
  db: Db,
  user: CurrentUser,
  id: number,
  changes: EpisodeChanges,
  now = new Date(),
): Promise<AdminEpisode> {
  const before = await findEpisode(db, id);
  const { audioMediaId, thumbnailMediaId, publishedAt, ...fields } = sentFields(changes);
  const { audio, imageKey } = await episodeMedia(db, audioMediaId, thumbnailMediaId);
  if (fields.episodeNumber !== undefined) await assertNumberFree(db, fields.episodeNumber, id);
  const [rows] = await db
    .batch([
      db
        .update(podcastEpisodes)
        .set({
          ...fields,
          ...audio,
          ...(imageKey !== undefined ? { thumbnailKey: imageKey } : {}),
          ...nextPublishDate(publishedAt, before, fields.status, now),
          updatedAt: now.toISOString(),
        })
        .where(eq(podcastEpisodes.id, id))
        .returning(),
      auditInsert(db, user, {
        action: 'update',
        entity: 'episode',
        entityId: id,
        summary: `Updated episode ${fields.episodeNumber ?? before.episodeNumber}, "${fields.title ?? before.title}"`,
      }),
    ])
    .catch(numberRace(fields.episodeNumber));
  return toAdminEpisode(rows[0]!);
}

/** The audio stays in the media library; members' saved places in the episode go. */
export async function deleteEpisode(db: Db, user: CurrentUser, id: number): Promise<void> {
  const row = await findEpisode(db, id);
  await db.batch([
    db.delete(listeningPositions).where(and(eq(listeningPositions.kind, 'episode'), eq(listeningPositions.itemId, id))),
    db.delete(podcastEpisodes).where(eq(podcastEpisodes.id, id)),
    auditInsert(db, user, {
      action: 'delete',
      entity: 'episode',
      entityId: id,
      summary: `Deleted episode ${row.episodeNumber}, "${row.title}"`,
    }),
  ]);
}
