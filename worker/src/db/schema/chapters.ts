import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id } from './columns';
import { audiobooks, podcastEpisodes } from './content';

// An episode's and a book's chapters: one table each, so deleting the item deletes its
// chapters by foreign key, and no chapter can name an item that is not there.

export const episodeChapters = sqliteTable(
  'episode_chapters',
  {
    id: id(),
    itemId: integer('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    startSeconds: integer('start_seconds').notNull(),
    title: text('title').notNull(),
  },
  // Read in order of time; two chapters never start at the same second.
  (t) => [uniqueIndex('episode_chapters_item_start_unique').on(t.itemId, t.startSeconds)],
);

export const audiobookChapters = sqliteTable(
  'audiobook_chapters',
  {
    id: id(),
    itemId: integer('audiobook_id')
      .notNull()
      .references(() => audiobooks.id, { onDelete: 'cascade' }),
    startSeconds: integer('start_seconds').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('audiobook_chapters_item_start_unique').on(t.itemId, t.startSeconds)],
);
