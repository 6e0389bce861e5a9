import { check, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { communityPosts } from './community';
import { createdAt } from './columns';
import { users } from './users';

/**
 * What a member has read, one row per member and post (docs/decisions/0034): the first day it
 * was read and the seconds spent on it, capped per post. Trust levels count rows, distinct days
 * and the sum of seconds, all over this table's primary key, so reading stays one upsert.
 */
export const postReads = sqliteTable(
  'post_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD (UTC) of the first read. */
    day: text('day').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

/** A trust level an editor set by hand; it overrides the computed one until cleared. */
export const trustLevelOverrides = sqliteTable(
  'trust_level_overrides',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  () => [check('trust_level_range', sql`level between 0 and 3`)],
);

/** Slow mode on a hot post: each member may comment once per `minutes`. */
export const postSlowModes = sqliteTable(
  'post_slow_modes',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  () => [check('slow_mode_minutes_range', sql`minutes between 1 and 1440`)],
);
