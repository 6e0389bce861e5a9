import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { communityPosts, postComments } from './community';
import { updatedAt, id } from './columns';
import { users } from './users';

/**
 * Words a member is writing in the forum and has not posted yet (decision 0038): one draft per
 * member and place ("new post", "comment on post X", "reply to comment Y"), named by `place`.
 * Private to the member; it goes with the post or comment it was meant for.
 */
export const forumDrafts = sqliteTable(
  'forum_drafts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    place: text('place').notNull(),
    postId: integer('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    replyToId: integer('reply_to_id').references(() => postComments.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    category: text('category').notNull().default(''),
    updatedAt: updatedAt(),
  },
  // Saved over by place; by post and comment too, so their deletion removes drafts without a scan.
  (t) => [
    uniqueIndex('forum_drafts_user_place_idx').on(t.userId, t.place),
    index('forum_drafts_post_idx').on(t.postId),
    index('forum_drafts_reply_idx').on(t.replyToId),
  ],
);
