import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { communityPosts, memberBlocks, postComments, readMarks } from '../../db/schema';

// Subqueries name their tables in full, never by alias: worker/test/query-plans.test.ts reads
// every plan by table name.

/**
 * How many comments on the selected post (a query over community_posts) are new to the viewer
 * (decision 0031): visible ones after the last they read, not their own, not by someone they
 * blocked. 0 where they never read it. A column, so the count costs no round trip of its own.
 */
export function newCommentsOf(viewerId: number): SQL<number> {
  // Every column named with its table: in a single-table select drizzle writes columns bare,
  // and post_comments, post_read_marks and member_blocks share names (id, post_id, user_id).
  const postId = col(communityPosts, 'id');
  const c = (name: string) => col(postComments, name);
  const r = (name: string) => col(readMarks, name);
  // From the member's read row first: a post they never read costs one index lookup, no comments read.
  return sql<number>`coalesce((select count(*) from ${readMarks}
    join ${postComments} on ${c('post_id')} = ${r('post_id')} and ${c('id')} > ${r('last_read_comment_id')}
    where ${r('user_id')} = ${viewerId} and ${r('post_id')} = ${postId}
      and ${c('visibility')} = 'visible' and ${c('user_id')} <> ${viewerId}
      and not exists (select 1 from ${memberBlocks} where ${col(memberBlocks, 'blocker_id')} = ${viewerId} and ${col(memberBlocks, 'blocked_id')} = ${c('user_id')})), 0)`;
}

const col = (table: SQLiteTable, name: string) => sql`${table}.${sql.identifier(name)}`;

/** Whether the selected comment (a query over post_comments) is new to the viewer: after what they last read, and not theirs. */
export function isNewToViewer(viewerId: number): SQL<number> {
  return sql<number>`(${postComments.userId} <> ${viewerId} and exists (select 1 from ${readMarks}
    where ${readMarks.userId} = ${viewerId} and ${readMarks.postId} = ${postComments.postId} and ${readMarks.lastReadCommentId} < ${postComments.id}))`;
}
