import type { Db } from '../../src/db/client';
import { transcriptKey } from '../../src/services/timed-transcripts';
import { makeEpisode } from './factories';

/** A small valid WebVTT file: two cues, the first with a speaker. */
export const DEMO_VTT = 'WEBVTT\n\n00:00.000 --> 00:05.000\n<v Maya>Hello and welcome.\n\n00:05.000 --> 00:09.500\nThanks for listening.\n';

/** A published episode with a timed transcript in the bucket. */
export async function makeEpisodeWithTranscript(db: Db, bucket: R2Bucket, vtt = DEMO_VTT) {
  const episode = await makeEpisode(db);
  await bucket.put(transcriptKey(episode.id), vtt);
  return episode;
}
