import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transcriptCues } from '../../db/schema';
import type { Cue } from '../../schemas/webvtt';

// The rows the site-wide search finds transcript lines in (decision 0032), written whenever an
// episode's WebVTT file is saved or removed, in one batch so a search never sees half of them.

/** D1 binds at most 100 values a statement; a cue takes three. */
const CUES_PER_INSERT = 30;

export function replaceCues(db: Db, episodeId: number, cues: Cue[]) {
  const inserts = [];
  for (let i = 0; i < cues.length; i += CUES_PER_INSERT)
    inserts.push(
      db.insert(transcriptCues).values(cues.slice(i, i + CUES_PER_INSERT).map((c) => ({ episodeId, startSeconds: c.start, text: c.text }))),
    );
  return db.batch([db.delete(transcriptCues).where(eq(transcriptCues.episodeId, episodeId)), ...inserts]);
}
