import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REPORT_STATUSES, VISIBILITIES } from '../../schemas/community';
import { createdAt, id, jsonList, updatedAt } from './columns';
import { users } from './users';

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
    visibility: text('visibility', { enum: VISIBILITIES }).notNull().default('visible'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('posts_visibility_created_idx').on(t.visibility, t.createdAt),
    index('posts_visibility_category_created_idx').on(t.visibility, t.category, t.createdAt),
    index('posts_user_created_idx').on(t.userId, t.createdAt),
    index('posts_last_comment_idx').on(t.lastCommentAt),
    // Active discussions (dashboard and forum stats): visible posts commented on this week.
    index('posts_visibility_last_comment_idx').on(t.visibility, t.lastCommentAt),
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
    visibility: text('visibility', { enum: VISIBILITIES }).notNull().default('visible'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // A reply (decision 0031): the comment it answers, and the top-level comment it sits under,
    // which is the answered one itself or its own thread (nesting is one level, never more).
    // A deleted comment leaves its replies standing, at the top level.
    replyToId: integer('reply_to_id').references((): AnySQLiteColumn => postComments.id, { onDelete: 'set null' }),
    threadId: integer('thread_id').references((): AnySQLiteColumn => postComments.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('comments_post_created_idx').on(t.postId, t.createdAt),
    index('comments_user_created_idx').on(t.userId, t.createdAt),
    // The forum stats' recent commenters: the last month's comments. Not (visibility, created_at):
    // without statistics the planner would take that for a post's thread and walk every comment.
    index('comments_created_idx').on(t.createdAt),
    // Deleting a comment sets its replies' references to null: without these it would scan every comment.
    index('comments_reply_to_idx').on(t.replyToId),
    index('comments_thread_idx').on(t.threadId),
  ],
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

/** A member's report of a post or a comment (exactly one of the two) for editors to review. */
export const communityReports = sqliteTable(
  'community_reports',
  {
    id: id(),
    postId: integer('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    // The flagger's trust level when they flagged (decision 0034): three open flags at level 2+
    // hide the item pending review, and the queue shows each flagger's level.
    reporterLevel: integer('reporter_level').notNull().default(0),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    // The editor who closed it; kept as null if that account is later removed.
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: text('resolved_at'),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_post_idx').on(t.postId),
    index('reports_comment_idx').on(t.commentId),
    // One open report per member per item, enforced by the database so double clicks and
    // concurrent requests cannot create duplicates.
    uniqueIndex('reports_open_post_unique')
      .on(t.reporterId, t.postId)
      .where(sql`status = 'open' and post_id is not null`),
    uniqueIndex('reports_open_comment_unique')
      .on(t.reporterId, t.commentId)
      .where(sql`status = 'open' and comment_id is not null`),
    check('reports_one_target', sql`(post_id is null) <> (comment_id is null)`),
  ],
);
