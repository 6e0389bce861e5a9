import { bookmarks } from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import { transcriptKey } from '../../src/content/services/timed-transcripts';
import { makeEpisode } from './factories';

/** A small valid WebVTT file: two cues, the first with a speaker. */
export const DEMO_VTT = 'WEBVTT\n\n00:00.000 --> 00:05.000\n<v Maya>Hello and welcome.\n\n00:05.000 --> 00:09.500\nThanks for listening.\n';

/** A published episode with a timed transcript in the bucket. */
export async function makeEpisodeWithTranscript(db: Db, bucket: R2Bucket, vtt = DEMO_VTT) {
  const episode = await makeEpisode(db);
  await bucket.put(transcriptKey(episode.id), vtt);
  return episode;
}

/** A bookmark of the member's own, in a fresh episode. */
export async function makeBookmark(db: Db, userId: number, overrides: Partial<typeof bookmarks.$inferInsert> = {}) {
  const episode = await makeEpisode(db);
  const [row] = await db
    .insert(bookmarks)
    .values({ userId, kind: 'episode', itemId: episode.id, positionSeconds: 30, note: 'Good bit', ...overrides })
    .returning();
  return row!;
}
