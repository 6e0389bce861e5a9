import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postComments, readMarks } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { findPostRow, nowIso, type Viewer } from './community';

/**
 * The member has read a discussion up to this comment (decision 0031): they reached the end of
 * the page, or opened the comment. Only ever forward, so an older tab cannot mark comments new
 * again. 0 records a read of a post with no comments yet.
 */
export async function markRead(
  db: Db,
  viewer: Viewer,
  postId: number,
  lastReadCommentId: number,
  now = new Date(),
): Promise<{ lastReadCommentId: number }> {
  await findPostRow(db, postId);
  if (lastReadCommentId > 0) {
    const on = await db
      .select({ id: postComments.id })
      .from(postComments)
      .where(and(eq(postComments.id, lastReadCommentId), eq(postComments.postId, postId)))
      .get();
    if (!on) throw new ApiError('bad_request', 'lastReadCommentId must be a comment on this post');
  }
  const [row] = await db
    .insert(readMarks)
    .values({ userId: viewer.id, postId, lastReadCommentId, readAt: nowIso(now) })
    .onConflictDoUpdate({
      target: [readMarks.userId, readMarks.postId],
      set: {
        lastReadCommentId: sql`max(${readMarks.lastReadCommentId}, excluded.last_read_comment_id)`,
        readAt: sql`excluded.read_at`,
      },
    })
    .returning({ lastReadCommentId: readMarks.lastReadCommentId });
  return { lastReadCommentId: row!.lastReadCommentId };
}
