import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CONTENT_STATUSES } from '../../schemas/content-admin';
import { LISTENABLE_KINDS } from '../../schemas/listening';
import { createdAt, id, jsonList, updatedAt } from './columns';
import { users } from './users';

export const newsArticles = sqliteTable(
  'news_articles',
  {
    id: id(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    imageUrl: text('image_url'),
    publishedAt: text('published_at').notNull(),
    readingTime: integer('reading_time').notNull(), // minutes
    tags: jsonList('tags'),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('news_status_published_idx').on(t.status, t.publishedAt),
    // The editors' list (drafts included) is newest first by publish date, a page at a time.
    index('news_published_idx').on(t.publishedAt),
  ],
);

export const podcastEpisodes = sqliteTable(
  'podcast_episodes',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // R2 object keys; the API exposes them as /media/{key} URLs.
    audioKey: text('audio_key').notNull(),
    audioMimeType: text('audio_mime_type').notNull(),
    audioSize: integer('audio_size').notNull(), // bytes, for the RSS enclosure
    thumbnailKey: text('thumbnail_key'),
    episodeNumber: integer('episode_number').notNull(),
    publishedAt: text('published_at').notNull(),
    duration: integer('duration').notNull(), // seconds
    tags: jsonList('tags'),
    transcript: text('transcript'),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One episode per number: listeners and podcast apps tell episodes apart by it.
  (t) => [
    index('podcasts_status_published_idx').on(t.status, t.publishedAt),
    uniqueIndex('podcasts_episode_number_unique').on(t.episodeNumber),
  ],
);

export const audiobooks = sqliteTable(
  'audiobooks',
  {
    id: id(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    narrator: text('narrator').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    coverKey: text('cover_key'),
    audioKey: text('audio_key').notNull(),
    audioMimeType: text('audio_mime_type').notNull(),
    audioSize: integer('audio_size').notNull(),
    duration: integer('duration').notNull(), // seconds
    publishedYear: integer('published_year').notNull(),
    isbn: text('isbn'),
    isAccessible: integer('is_accessible', { mode: 'boolean' }).notNull().default(true),
    hasTranscript: integer('has_transcript', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('audiobooks_status_created_idx').on(t.status, t.createdAt),
    index('audiobooks_status_category_created_idx').on(t.status, t.category, t.createdAt),
    // The editors' list (drafts included) is most recently added first, a page at a time.
    index('audiobooks_created_idx').on(t.createdAt),
  ],
);

/** Where a member stopped listening, so the player can resume there. */
export const listeningPositions = sqliteTable(
  'listening_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LISTENABLE_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    positionSeconds: integer('position_seconds').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] })],
);

export const favourites = sqliteTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audiobookId: integer('audiobook_id')
      .notNull()
      .references(() => audiobooks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // A member's favourites are listed most recently added first.
  (t) => [primaryKey({ columns: [t.userId, t.audiobookId] }), index('favourites_user_created_idx').on(t.userId, t.createdAt)],
);
