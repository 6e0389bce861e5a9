import { desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPosts, communityReports, postComments } from '../../db/schema';
import { FLAG_OTHER } from '../../schemas/community';
import type { FlaggedItem } from '../../schemas/trust';
import type { Viewer } from './community';

/** The author's view answers the newest flags; older ones stay in the table. */
const FLAGS_LIMIT = 200;

/**
 * What became of the viewer's own flagged posts and comments, with the reasons given (never
 * who gave them): hidden pending review while flags are open on a hidden item, under review
 * while they are open on a visible one, and afterwards hidden by a moderator or left visible.
 */
export async function flaggedItemsOf(db: Db, viewer: Viewer): Promise<FlaggedItem[]> {
  const rows = await db
    .select({
      reason: communityReports.reason,
      details: communityReports.details,
      status: communityReports.status,
      post: { id: communityPosts.id, userId: communityPosts.userId, title: communityPosts.title, visibility: communityPosts.visibility },
      comment: {
        id: postComments.id,
        postId: postComments.postId,
        userId: postComments.userId,
        content: postComments.content,
        visibility: postComments.visibility,
      },
    })
    .from(communityReports)
    .leftJoin(communityPosts, eq(communityPosts.id, communityReports.postId))
    .leftJoin(postComments, eq(postComments.id, communityReports.commentId))
    .where(or(eq(communityPosts.userId, viewer.id), eq(postComments.userId, viewer.id)))
    .orderBy(desc(communityReports.createdAt), desc(communityReports.id))
    .limit(FLAGS_LIMIT);
  type Group = { item: Omit<FlaggedItem, 'outcome' | 'reasons'>; hidden: boolean; open: boolean; reasons: Set<string> };
  const groups = new Map<string, Group>();
  for (const r of rows) {
    const key = r.post ? `post:${r.post.id}` : `comment:${r.comment!.id}`;
    let group = groups.get(key);
    if (!group) {
      group = r.post
        ? {
            item: { kind: 'post', id: r.post.id, postId: r.post.id, text: r.post.title },
            hidden: r.post.visibility === 'hidden',
            open: false,
            reasons: new Set(),
          }
        : {
            item: { kind: 'comment', id: r.comment!.id, postId: r.comment!.postId, text: r.comment!.content },
            hidden: r.comment!.visibility === 'hidden',
            open: false,
            reasons: new Set(),
          };
      groups.set(key, group);
    }
    group.open ||= r.status === 'open';
    group.reasons.add(r.reason === FLAG_OTHER && r.details ? `${r.reason}: ${r.details}` : r.reason);
  }
  return [...groups.values()].map(({ item, hidden, open, reasons }) => ({
    ...item,
    reasons: [...reasons],
    outcome: open ? (hidden ? 'hidden-pending-review' : 'under-review') : hidden ? 'hidden-by-moderator' : 'left-visible',
  }));
}
