import { index, integer, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { communityPosts, postComments } from './community';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * Forum posts and comments a member saved to come back to (issue 20): one row per member and
 * item, either a post or a comment. Private to the member; it goes with the member and the item.
 */
export const savedItems = sqliteTable(
  'saved_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // SQLite treats NULLs as distinct, so a comment's row (no post_id) never collides on the post index.
  // The list reads by member, newest first; the item indexes make a deletion's cascade cheap.
  (t) => [
    uniqueIndex('saved_items_user_post_idx').on(t.userId, t.postId),
    uniqueIndex('saved_items_user_comment_idx').on(t.userId, t.commentId),
    index('saved_items_user_created_idx').on(t.userId, t.createdAt),
    index('saved_items_post_idx').on(t.postId),
    index('saved_items_comment_idx').on(t.commentId),
  ],
);
