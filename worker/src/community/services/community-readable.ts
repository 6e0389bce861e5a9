import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPosts, postComments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { notBlockedBy } from '../../messaging/public';
import type { Viewer } from './community';

/**
 * The one rule for reaching a single comment outside its thread (saving it, reading its
 * history): visible, on a visible post, and by no one the viewer blocked, the comment's author
 * or the post's. Its post's id; 404 otherwise, as if it were not there.
 */
export async function readableCommentPost(db: Db, viewer: Viewer, commentId: number): Promise<number> {
  const row = await db
    .select({ postId: postComments.postId })
    .from(postComments)
    .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
    .where(
      and(
        eq(postComments.id, commentId),
        eq(postComments.visibility, 'visible'),
        eq(communityPosts.visibility, 'visible'),
        notBlockedBy(viewer.id, postComments.userId),
        notBlockedBy(viewer.id, communityPosts.userId),
      ),
    )
    .get();
  if (!row) throw notFound('Comment not found');
  return row.postId;
}
