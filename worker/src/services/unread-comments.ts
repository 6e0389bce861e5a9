import { type Column, sql, type SQL } from 'drizzle-orm';
import { memberBlocks, postComments, postReads } from '../db/schema';

/**
 * How many comments on a post are new to the viewer (decision 0031): visible ones after the
 * last they read, not their own, not by someone they blocked. 0 where they never read the post.
 * A column for the queries that list posts, so the count costs no round trip of its own.
 */
export function newCommentsOf(viewerId: number, postId: Column | SQL): SQL<number> {
  return sql<number>`coalesce((select count(*) from ${postComments} c join ${postReads} r on r.post_id = c.post_id
    where r.user_id = ${viewerId} and r.post_id = ${postId} and c.id > r.last_read_comment_id
      and c.visibility = 'visible' and c.user_id <> ${viewerId}
      and not exists (select 1 from ${memberBlocks} b where b.blocker_id = ${viewerId} and b.blocked_id = c.user_id)), 0)`;
}

/** Whether one comment (of the row being selected) is new to the viewer: after what they last read, and not theirs. */
export function isNewToViewer(viewerId: number): SQL<number> {
  return sql<number>`(${postComments.userId} <> ${viewerId} and exists (select 1 from ${postReads} r
    where r.user_id = ${viewerId} and r.post_id = ${postComments.postId} and r.last_read_comment_id < ${postComments.id}))`;
}
