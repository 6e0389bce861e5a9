import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { communityPosts, postLikes, users } from '../db/schema';
import { notFound } from '../lib/errors';
import type { CommunityPost, PersonSummary } from '../schemas/content';

type UserRow = typeof users.$inferSelect;

/** Members' emails are shown only to themselves (docs/decisions/0003). */
export const toPerson = (u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>, viewerId: number | null): PersonSummary => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.id === viewerId ? u.email : null,
  profileImageUrl: u.profileImageUrl,
});

const postColumns = (viewerId: number | null) => ({
  post: communityPosts,
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, profileImageUrl: users.profileImageUrl },
  likedByMe: viewerId
    ? sql<number>`exists(select 1 from ${postLikes} where ${postLikes.postId} = ${communityPosts.id} and ${postLikes.userId} = ${viewerId})`
    : sql<number>`0`,
});

type Joined = { post: typeof communityPosts.$inferSelect; author: Parameters<typeof toPerson>[0]; likedByMe: number };

const toPost = (r: Joined, viewerId: number | null): CommunityPost => ({
  id: r.post.id,
  title: r.post.title,
  content: r.post.content,
  category: r.post.category,
  tags: r.post.tags,
  contentWarning: r.post.contentWarning,
  createdAt: r.post.createdAt,
  likesCount: r.post.likesCount,
  commentsCount: r.post.commentsCount,
  likedByMe: Boolean(r.likedByMe),
  user: toPerson(r.author, viewerId),
});

export async function listPosts(db: Db, query: { limit: number; offset: number; category?: string }, viewerId: number | null): Promise<CommunityPost[]> {
  const visible = eq(communityPosts.visibility, 'visible');
  const rows = await db
    .select(postColumns(viewerId))
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .where(query.category ? and(visible, eq(communityPosts.category, query.category)) : visible)
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((r) => toPost(r, viewerId));
}

export async function getPost(db: Db, id: number, viewerId: number | null): Promise<CommunityPost> {
  const row = await db
    .select(postColumns(viewerId))
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .where(and(eq(communityPosts.id, id), eq(communityPosts.visibility, 'visible')))
    .get();
  if (!row) throw notFound('Post not found');
  return toPost(row, viewerId);
}
