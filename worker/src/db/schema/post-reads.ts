import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { communityPosts } from './community';
import { users } from './users';

/**
 * How far a member has read a discussion (decision 0031): the newest comment they reached.
 * Comments after it are "new" to them. No row: they never opened it, and nothing is marked new.
 * It only moves forward; 0 is "read while it had no comments".
 */
export const readMarks = sqliteTable(
  'post_read_marks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    lastReadCommentId: integer('last_read_comment_id').notNull().default(0),
    readAt: text('read_at').notNull(),
  },
  // By post too: deleting a post removes its rows without a scan.
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_read_marks_post_idx').on(t.postId)],
);
