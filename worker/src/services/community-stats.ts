import { and, count, eq, exists, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { communityPosts, postComments, users } from '../db/schema';
import type { CommunityStats } from '../schemas/community';

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
  // Each exists() walks the (user_id, created_at) indexes of posts and comments.
  const postedRecently = exists(
    db
      .select({ one: sql`1` })
      .from(communityPosts)
      .where(and(eq(communityPosts.userId, users.id), visiblePost, gte(communityPosts.createdAt, monthAgo))),
  );
  const commentedRecently = exists(
    db
      .select({ one: sql`1` })
      .from(postComments)
      .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
      .where(and(eq(postComments.userId, users.id), eq(postComments.visibility, 'visible'), visiblePost, gte(postComments.createdAt, monthAgo))),
  );
  const [available, members, thisWeek, active] = await db.batch([
    db.select({ n: count() }).from(communityPosts).where(visiblePost),
    db.select({ n: count() }).from(users).where(or(postedRecently, commentedRecently)),
    db.select({ n: count() }).from(communityPosts).where(and(visiblePost, gte(communityPosts.createdAt, weekAgo))),
    db.select({ n: count() }).from(communityPosts).where(and(visiblePost, gte(communityPosts.lastCommentAt, weekAgo))),
  ]);
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  return { postsAvailable: n(available), activeMembers: n(members), postsThisWeek: n(thisWeek), activeDiscussions: n(active) };
}
