import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, jsonList, updatedAt } from './columns';
import { users } from './users';

export const visibilities = ['visible', 'hidden'] as const;

export const communityPosts = sqliteTable(
  'community_posts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    tags: jsonList('tags'),
    contentWarning: text('content_warning'),
    // Kept in the same batch as the rows they count, so they never disagree.
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    lastCommentAt: text('last_comment_at'),
    visibility: text('visibility', { enum: visibilities }).notNull().default('visible'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('posts_visibility_created_idx').on(t.visibility, t.createdAt),
    index('posts_visibility_category_created_idx').on(t.visibility, t.category, t.createdAt),
    index('posts_user_created_idx').on(t.userId, t.createdAt),
    index('posts_last_comment_idx').on(t.lastCommentAt),
  ],
);

export const postComments = sqliteTable(
  'post_comments',
  {
    id: id(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    visibility: text('visibility', { enum: visibilities }).notNull().default('visible'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('comments_post_created_idx').on(t.postId, t.createdAt), index('comments_user_created_idx').on(t.userId, t.createdAt)],
);

export const postLikes = sqliteTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);
