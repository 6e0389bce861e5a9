import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPosts, memberBlocks, postLikes, users } from '../../db/schema';
import type { CommunityPost } from '../../schemas/content';
import { authorColumns, isModerator, listPosts, toPerson, type Viewer } from './community';
import { newCommentsOf } from './unread-comments';

// The forum list in two parts (decision 0030): what every member sees the same (the shared
// part, kept at the edge by lib/member-cache.ts) and what is the viewer's own (their likes,
// their rights, their blocks), merged per request.

/** A visible post as every member sees it: nobody's like, right to edit or address is in it. */
export type SharedPost = Omit<CommunityPost, 'likedByMe' | 'newComments' | 'canEdit' | 'canModerate'>;

/** Visible posts, newest first, for everyone: hidden posts are left out; blocks are the merge's. */
export async function listSharedPosts(db: Db, query: { limit: number; offset: number; category?: string }): Promise<SharedPost[]> {
  const visible = eq(communityPosts.visibility, 'visible');
  const rows = await db
    .select({ post: communityPosts, author: authorColumns })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .where(query.category ? and(visible, eq(communityPosts.category, query.category)) : visible)
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(({ post, author }) => ({
    id: post.id,
    title: post.title,
    content: post.content,
    category: post.category,
    tags: post.tags,
    contentWarning: post.contentWarning,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    // No viewer: nobody's address goes into the shared part, the author's own included.
    user: toPerson(author, null),
  }));
}

export type PersonalParts = { liked: ReadonlySet<number>; blocked: ReadonlySet<number>; newComments: ReadonlyMap<number, number> };

/** The viewer's likes among these posts, what is new in those they read, and everyone they blocked, in one round trip. */
export async function readPersonalParts(db: Db, viewerId: number, postIds: number[]): Promise<PersonalParts> {
  const blocks = db.select({ id: memberBlocks.blockedId }).from(memberBlocks).where(eq(memberBlocks.blockerId, viewerId));
  const [blocked, liked, unread] = postIds.length
    ? await db.batch([
        blocks,
        db
          .select({ id: postLikes.postId })
          .from(postLikes)
          .where(and(eq(postLikes.userId, viewerId), inArray(postLikes.postId, postIds))),
        db
          .select({ id: communityPosts.id, n: newCommentsOf(viewerId) })
          .from(communityPosts)
          .where(inArray(communityPosts.id, postIds)),
      ])
    : [await blocks, [], []];
  return {
    liked: new Set(liked.map((r) => r.id)),
    blocked: new Set(blocked.map((r) => r.id)),
    newComments: new Map(unread.map((r) => [r.id, Number(r.n)])),
  };
}

/**
 * The shared posts as this viewer may see them: a blocked member's posts are dropped, and the
 * viewer's likes, rights and own address are put in.
 */
export function personalise(shared: SharedPost[], viewer: Viewer & { email: string }, parts: PersonalParts): CommunityPost[] {
  return shared
    .filter((post) => !parts.blocked.has(post.user.id))
    .map((post) => ({
      ...post,
      likedByMe: parts.liked.has(post.id),
      newComments: parts.newComments.get(post.id) ?? 0,
      canEdit: post.user.id === viewer.id,
      canModerate: isModerator(viewer),
      user: { ...post.user, email: post.user.id === viewer.id ? viewer.email : null },
    }));
}

/**
 * A page of the list for this viewer. With a shared page at hand (`sharedPage`, from the edge),
 * only the viewer's own parts are read. Without one, a single query reads the page as the viewer
 * sees it. So does a viewer who blocked anyone: dropping posts from a shared page would shorten it
 * and shift every later page, so their paging counts only the posts they may see (few block).
 */
export async function postsForViewer(
  db: Db,
  query: { limit: number; offset: number; category?: string },
  viewer: Viewer & { email: string },
  sharedPage: (() => Promise<SharedPost[]>) | null,
): Promise<CommunityPost[]> {
  if (!sharedPage) return listPosts(db, query, viewer);
  const shared = await sharedPage();
  const parts = await readPersonalParts(
    db,
    viewer.id,
    shared.map((p) => p.id),
  );
  // listPosts leaves out the blocked members' posts in its query (block-filters.ts).
  if (parts.blocked.size > 0) return listPosts(db, query, viewer);
  return personalise(shared, viewer, parts);
}
