import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';

/**
 * Saved items in the demo (issue 20): the demo member saved the newest discussion someone else
 * started and the newest comment someone else wrote, so /saved lists a post and a comment.
 */
export async function seedSaved(db: Db, memberId: number, now: Date) {
  const [post, comment] = await Promise.all([
    db
      .select({ id: t.communityPosts.id })
      .from(t.communityPosts)
      .where(and(eq(t.communityPosts.visibility, 'visible'), ne(t.communityPosts.userId, memberId)))
      .orderBy(desc(t.communityPosts.createdAt), desc(t.communityPosts.id))
      .get(),
    db
      .select({ id: t.postComments.id })
      .from(t.postComments)
      .where(and(eq(t.postComments.visibility, 'visible'), ne(t.postComments.userId, memberId)))
      .orderBy(desc(t.postComments.createdAt), desc(t.postComments.id))
      .get(),
  ]);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 60 * 60 * 1000).toISOString();
  if (post) await db.insert(t.savedItems).values({ userId: memberId, postId: post.id, createdAt: at(3) });
  if (comment) await db.insert(t.savedItems).values({ userId: memberId, commentId: comment.id, createdAt: at(1) });
}
