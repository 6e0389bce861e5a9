import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPosts, postComments, postLikes, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { Role } from '../../schemas/auth';
import type { CommunityPost, PersonSummary } from '../../schemas/content';
import { notBlockedBy } from '../../messaging/public';
import { newCommentsOf } from './unread-comments';
import { photoUrl } from '../../accounts/public';

// Shared pieces of the forum: who is looking, how people and posts are shown, and the post
// reads. Writes live in community-posts, community-comments and community-moderation.

type UserRow = typeof users.$inferSelect;
type PostRow = typeof communityPosts.$inferSelect;
type CommentRow = typeof postComments.$inferSelect;

/** The signed-in member a service acts for. */
export type Viewer = { id: number; role: Role };

/** Editors and admins may hide, show and delete anyone's posts and comments. */
export const isModerator = (viewer: Viewer | null) => viewer !== null && viewer.role !== 'member';

export const nowIso = (now: Date) => now.toISOString();

/** Members' emails are shown only to themselves (docs/decisions/0003). */
export const toPerson = (
  u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'profileImageUrl' | 'avatarKey'>,
  viewerId: number | null,
): PersonSummary => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.id === viewerId ? u.email : null,
  profileImageUrl: photoUrl(u),
});

export const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
  avatarKey: users.avatarKey,
};

const postColumns = (viewerId: number | null) => ({
  post: communityPosts,
  author: authorColumns,
  likedByMe: viewerId
    ? sql<number>`exists(select 1 from ${postLikes} where ${postLikes.postId} = ${communityPosts.id} and ${postLikes.userId} = ${viewerId})`
    : sql<number>`0`,
  newComments: viewerId ? newCommentsOf(viewerId) : sql<number>`0`,
});

type Joined = { post: PostRow; author: Parameters<typeof toPerson>[0]; likedByMe: number; newComments: number };

const toPost = (r: Joined, viewer: Viewer | null): CommunityPost => ({
  id: r.post.id,
  title: r.post.title,
  content: r.post.content,
  category: r.post.category,
  tags: r.post.tags,
  contentWarning: r.post.contentWarning,
  createdAt: r.post.createdAt,
  updatedAt: r.post.updatedAt,
  likesCount: r.post.likesCount,
  commentsCount: r.post.commentsCount,
  likedByMe: Boolean(r.likedByMe),
  newComments: Number(r.newComments),
  canEdit: viewer !== null && r.post.userId === viewer.id,
  canModerate: isModerator(viewer),
  user: toPerson(r.author, viewer?.id ?? null),
});

/**
 * Visible posts, newest first. Hidden posts are left out for everyone, editors included, and
 * posts by members the viewer blocked are left out for the viewer.
 */
export async function listPosts(
  db: Db,
  query: { limit: number; offset: number; category?: string },
  viewer: Viewer | null,
): Promise<CommunityPost[]> {
  const visible = and(eq(communityPosts.visibility, 'visible'), notBlockedBy(viewer?.id ?? null, communityPosts.userId));
  const rows = await db
    .select(postColumns(viewer?.id ?? null))
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .where(query.category ? and(visible, eq(communityPosts.category, query.category)) : visible)
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((r) => toPost(r, viewer));
}

/** A visible post; one by a member the viewer blocked is not found for them. */
export async function getPost(db: Db, id: number, viewer: Viewer | null): Promise<CommunityPost> {
  const row = await db
    .select(postColumns(viewer?.id ?? null))
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .where(
      and(eq(communityPosts.id, id), eq(communityPosts.visibility, 'visible'), notBlockedBy(viewer?.id ?? null, communityPosts.userId)),
    )
    .get();
  if (!row) throw notFound('Post not found');
  return toPost(row, viewer);
}

/**
 * The post's row for a write. Hidden posts count as missing, except to editors when
 * `moderating` (they must be able to find a hidden post to show or delete it).
 */
export async function findPostRow(db: Db, id: number, { moderating = false } = {}): Promise<PostRow> {
  const row = await db.select().from(communityPosts).where(eq(communityPosts.id, id)).get();
  if (!row || (row.visibility === 'hidden' && !moderating)) throw notFound('Post not found');
  return row;
}

/** The comment's row for a write; a hidden comment, or one on a hidden post, counts as missing unless `moderating`. */
export async function findCommentRow(db: Db, id: number, { moderating = false } = {}): Promise<CommentRow> {
  const row = await db
    .select({ comment: postComments, postVisibility: communityPosts.visibility })
    .from(postComments)
    .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
    .where(eq(postComments.id, id))
    .get();
  if (!row || ((row.comment.visibility === 'hidden' || row.postVisibility === 'hidden') && !moderating))
    throw notFound('Comment not found');
  return row.comment;
}

/** Authors may change their own items; editors may also remove them when `moderatorsToo`. */
export function assertMayChange(viewer: Viewer, authorId: number, what: 'post' | 'comment', { moderatorsToo = false } = {}): void {
  if (authorId === viewer.id || (moderatorsToo && isModerator(viewer))) return;
  throw forbidden(`This is not your ${what}.`);
}
