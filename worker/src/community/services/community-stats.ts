import { and, count, eq, exists, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPosts, postComments, users } from '../../db/schema';
import type { CommunityStats } from '../../schemas/community';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The forum's numbers, counted from the rows in one batch (one round trip, one consistent
 * snapshot). Only what members can see counts: visible posts, and visible comments on
 * visible posts.
 */
export async function communityStats(db: Db, now = new Date()): Promise<CommunityStats> {
  const weekAgo = new Date(now.getTime() - 7 * DAY).toISOString();
  const monthAgo = new Date(now.getTime() - 30 * DAY).toISOString();
  const visiblePost = eq(communityPosts.visibility, 'visible');
  // Members are found from the last month's posts and comments, each read through a
  // created_at index, and then looked up by id: the work follows the month's activity, never
  // the number of members. The comment's post is checked per comment (exists), so the
  // planner cannot start from every visible post instead.
  const postedRecently = inArray(
    users.id,
    db
      .select({ userId: communityPosts.userId })
      .from(communityPosts)
      .where(and(visiblePost, gte(communityPosts.createdAt, monthAgo))),
  );
  const commentedRecently = inArray(
    users.id,
    db
      .select({ userId: postComments.userId })
      .from(postComments)
      .where(
        and(
          eq(postComments.visibility, 'visible'),
          gte(postComments.createdAt, monthAgo),
          exists(
            db
              .select({ one: sql`1` })
              .from(communityPosts)
              .where(and(eq(communityPosts.id, postComments.postId), visiblePost)),
          ),
        ),
      ),
  );
  const [available, members, thisWeek, active] = await db.batch([
    db.select({ n: count() }).from(communityPosts).where(visiblePost),
    db.select({ n: count() }).from(users).where(or(postedRecently, commentedRecently)),
    db
      .select({ n: count() })
      .from(communityPosts)
      .where(and(visiblePost, gte(communityPosts.createdAt, weekAgo))),
    db
      .select({ n: count() })
      .from(communityPosts)
      .where(and(visiblePost, gte(communityPosts.lastCommentAt, weekAgo))),
  ]);
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  return { postsAvailable: n(available), activeMembers: n(members), postsThisWeek: n(thisWeek), activeDiscussions: n(active) };
}
