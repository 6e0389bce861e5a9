import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';

/**
 * Edit history in the demo (issue 20, decision 0038): the oldest discussion and the oldest
 * comment were edited after they were written, so their "Edited" buttons open earlier versions.
 * Each earlier version is the first paragraph alone, as if the author came back to add the rest.
 */
export async function seedRevisions(db: Db, now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 60 * 60 * 1000).toISOString();
  const post = await db
    .select()
    .from(t.communityPosts)
    .where(eq(t.communityPosts.visibility, 'visible'))
    .orderBy(asc(t.communityPosts.createdAt), asc(t.communityPosts.id))
    .get();
  if (post) {
    const first = post.content.split(/\n\s*\n/)[0]!;
    await db.batch([
      db.insert(t.communityRevisions).values({
        postId: post.id,
        userId: post.userId,
        title: post.title,
        content: first === post.content ? `${post.content} (first draft)` : first,
        writtenAt: post.createdAt,
        replacedAt: at(2),
      }),
      db
        .update(t.communityPosts)
        .set({ updatedAt: at(2) })
        .where(eq(t.communityPosts.id, post.id)),
    ]);
  }
  const comment = await db
    .select()
    .from(t.postComments)
    .where(and(eq(t.postComments.visibility, 'visible')))
    .orderBy(asc(t.postComments.createdAt), asc(t.postComments.id))
    .get();
  if (comment) {
    await db.batch([
      db.insert(t.communityRevisions).values({
        commentId: comment.id,
        userId: comment.userId,
        title: null,
        content: comment.content.replace(/[.!?]?$/, '') + ', I think.',
        writtenAt: comment.createdAt,
        replacedAt: at(1),
      }),
      db
        .update(t.postComments)
        .set({ updatedAt: at(1) })
        .where(eq(t.postComments.id, comment.id)),
    ]);
  }
}
