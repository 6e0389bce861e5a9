import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { podcastEpisodes } from './content';

/**
 * An episode's timed transcript as rows, one per cue, for the site-wide search (decision 0032):
 * the WebVTT file in R2 stays the source the player and podcast apps read; these rows are
 * written beside it whenever it is saved or removed, so a search can name the matching line
 * and the second it starts.
 */
export const transcriptCues = sqliteTable(
  'transcript_cues',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    startSeconds: real('start_seconds').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('transcript_cues_episode_idx').on(t.episodeId)],
);
