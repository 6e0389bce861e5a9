import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastEpisodes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import { parseVtt, type Cue } from '../../schemas/webvtt';
import { auditInsert } from '../../cms/public';
import { replaceCues } from './transcript-cues';

// An episode's timed transcript: the WebVTT file as the editor gave it, in R2 beside the media,
// so podcast apps can be given the file itself; members' pages get its cues as JSON.

/** Where an episode's WebVTT file lives in the bucket. */
export const transcriptKey = (episodeId: number) => `transcripts/episode-${episodeId}.vtt`;

/** The ids of every episode with a WebVTT file: one bucket listing (paged by 1,000) for the whole feed. */
export async function timedTranscriptIds(bucket: R2Bucket): Promise<Set<number>> {
  const ids = new Set<number>();
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: 'transcripts/episode-', cursor });
    for (const object of page.objects) {
      const id = /^transcripts\/episode-(\d+)\.vtt$/.exec(object.key)?.[1];
      if (id) ids.add(Number(id));
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return ids;
}

const NO_TRANSCRIPT = 'This episode has no timed transcript';

async function findEpisode(db: Db, id: number, includeDrafts: boolean) {
  const row = await db
    .select({ title: podcastEpisodes.title, status: podcastEpisodes.status })
    .from(podcastEpisodes)
    .where(eq(podcastEpisodes.id, id))
    .get();
  if (!row || (!includeDrafts && row.status !== 'published')) throw notFound('Episode not found');
  return row;
}

/** The WebVTT text of an episode a member may see, or null when it has none. */
export async function readVtt(db: Db, bucket: R2Bucket, id: number, includeDrafts: boolean): Promise<string | null> {
  await findEpisode(db, id, includeDrafts);
  const object = await bucket.get(transcriptKey(id));
  return object ? object.text() : null;
}

export async function getCues(db: Db, bucket: R2Bucket, id: number, includeDrafts: boolean): Promise<{ cues: Cue[] }> {
  const vtt = await readVtt(db, bucket, id, includeDrafts);
  const parsed = vtt === null ? null : parseVtt(vtt);
  // Checked on the way in, so a stored file always parses; a hand-placed broken one reads as none.
  if (!parsed?.ok) throw notFound(NO_TRANSCRIPT);
  return { cues: parsed.cues };
}

/** Stores a checked WebVTT file (transcriptSchema) as the episode's timed transcript, replacing any. */
export async function saveVtt(db: Db, bucket: R2Bucket, user: CurrentUser, id: number, vtt: string): Promise<{ cues: Cue[] }> {
  const episode = await findEpisode(db, id, true);
  const parsed = parseVtt(vtt);
  if (!parsed.ok) throw new Error('saveVtt takes only text that transcriptSchema accepted');
  await bucket.put(transcriptKey(id), vtt, { httpMetadata: { contentType: 'text/vtt; charset=utf-8' } });
  await replaceCues(db, id, parsed.cues);
  await auditInsert(db, user, {
    action: 'update',
    entity: 'episode',
    entityId: id,
    summary: `Set the timed transcript of "${episode.title}" (${parsed.cues.length} cues)`,
  });
  return { cues: parsed.cues };
}

export async function deleteVtt(db: Db, bucket: R2Bucket, user: CurrentUser, id: number): Promise<void> {
  const episode = await findEpisode(db, id, true);
  if (!(await bucket.head(transcriptKey(id)))) throw notFound(NO_TRANSCRIPT);
  await bucket.delete(transcriptKey(id));
  await replaceCues(db, id, []);
  await auditInsert(db, user, {
    action: 'delete',
    entity: 'episode',
    entityId: id,
    summary: `Removed the timed transcript of "${episode.title}"`,
  });
}
