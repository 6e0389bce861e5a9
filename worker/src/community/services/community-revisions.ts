import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityRevisions } from '../../db/schema';
import type { Revision } from '../../schemas/community';
import { getPost, type Viewer } from './community';
import { readableCommentPost } from './community-readable';

/** Enough for any real discussion of an item; the newest are the ones asked about. */
const REVISIONS_LIMIT = 100;

const columns = {
  title: communityRevisions.title,
  content: communityRevisions.content,
  writtenAt: communityRevisions.writtenAt,
  replacedAt: communityRevisions.replacedAt,
};

/** Kept in the same batch as the edit: the words it replaces, when they differ. */
export const revisionInsert = (
  db: Db,
  item: { postId: number } | { commentId: number },
  before: { userId: number; title?: string; content: string; updatedAt: string },
  at: string,
) =>
  db.insert(communityRevisions).values({
    ...item,
    userId: before.userId,
    title: before.title ?? null,
    content: before.content,
    writtenAt: before.updatedAt,
    replacedAt: at,
  });

/** A post's earlier versions, newest first, for anyone who may read the post (404 otherwise: hidden, or by someone they blocked). */
export async function postRevisions(db: Db, viewer: Viewer, postId: number): Promise<{ revisions: Revision[] }> {
  await getPost(db, postId, viewer);
  const revisions = await db
    .select(columns)
    .from(communityRevisions)
    .where(eq(communityRevisions.postId, postId))
    .orderBy(desc(communityRevisions.replacedAt), desc(communityRevisions.id))
    .limit(REVISIONS_LIMIT);
  return { revisions };
}

/** A comment's earlier versions, by the same rule as the comment: visible, on a visible post, not by someone the viewer blocked. */
export async function commentRevisions(db: Db, viewer: Viewer, commentId: number): Promise<{ revisions: Revision[] }> {
  await readableCommentPost(db, viewer, commentId);
  const revisions = await db
    .select(columns)
    .from(communityRevisions)
    .where(eq(communityRevisions.commentId, commentId))
    .orderBy(desc(communityRevisions.replacedAt), desc(communityRevisions.id))
    .limit(REVISIONS_LIMIT);
  return { revisions };
}
