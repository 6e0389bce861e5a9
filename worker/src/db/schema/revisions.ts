import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { communityPosts, postComments } from './community';
import { id } from './columns';
import { users } from './users';

/**
 * Earlier versions of edited posts and comments (decision 0038): each edit keeps the words it
 * replaced. Exactly one of postId and commentId is set; the rows go with their item (and with
 * the author's account), so removing content removes its history.
 */
export const communityRevisions = sqliteTable(
  'community_revisions',
  {
    id: id(),
    postId: integer('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A post's title as it was; null for a comment. */
    title: text('title'),
    content: text('content').notNull(),
    /** When these words were written, and when an edit replaced them. */
    writtenAt: text('written_at').notNull(),
    replacedAt: text('replaced_at').notNull(),
  },
  (t) => [
    index('community_revisions_post_idx').on(t.postId, t.replacedAt),
    index('community_revisions_comment_idx').on(t.commentId, t.replacedAt),
    index('community_revisions_user_idx').on(t.userId),
  ],
);
