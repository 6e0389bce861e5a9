import { aliasedTable, and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPosts, postComments, savedItems, users } from '../../db/schema';
import { COMMUNITY_PAGE_SIZE } from '../../schemas/community';
import { EXCERPT_LENGTH, savedLink, type SavedItem, type SavedOnPost, type SavedPage } from '../../schemas/saved';
import { getPost, type Viewer } from './community';
import { readableCommentPost } from './community-readable';
import { notBlockedBy } from '../../messaging/public';
import { displayNameOf } from '../../messaging/public';

// Saved posts and comments (issue 20): a member's own bookmarks in the forum. Only what the member
// can read may be saved (404 otherwise, as if it were not there), and the list leaves out whatever
// they can no longer read (hidden, on a hidden post, by a member they blocked) rather than failing.

/** The post a saved comment is on, joined apart from a saved post. */
const commentPost = aliasedTable(communityPosts, 'comment_post');
const author = aliasedTable(users, 'author');

/** Saves or unsaves a post the viewer can read; saying it twice changes nothing (idempotent). */
export async function setPostSaved(db: Db, viewer: Viewer, postId: number, saved: boolean): Promise<{ saved: boolean }> {
  await getPost(db, postId, viewer);
  if (saved) await db.insert(savedItems).values({ userId: viewer.id, postId }).onConflictDoNothing();
  else await db.delete(savedItems).where(and(eq(savedItems.userId, viewer.id), eq(savedItems.postId, postId)));
  return { saved };
}

/** Saves or unsaves a comment the viewer can read; idempotent. */
export async function setCommentSaved(db: Db, viewer: Viewer, commentId: number, saved: boolean): Promise<{ saved: boolean }> {
  await readableCommentPost(db, viewer, commentId);
  if (saved) await db.insert(savedItems).values({ userId: viewer.id, commentId }).onConflictDoNothing();
  else await db.delete(savedItems).where(and(eq(savedItems.userId, viewer.id), eq(savedItems.commentId, commentId)));
  return { saved };
}

/** What the post page needs for its Save toggles: whether the post is saved, and which of its comments. */
export async function savedOnPost(db: Db, viewer: Viewer, postId: number): Promise<SavedOnPost> {
  await getPost(db, postId, viewer);
  const [post, comments] = await db.batch([
    db
      .select({ id: savedItems.id })
      .from(savedItems)
      .where(and(eq(savedItems.userId, viewer.id), eq(savedItems.postId, postId))),
    db
      .select({ id: savedItems.commentId })
      .from(savedItems)
      .innerJoin(postComments, eq(postComments.id, savedItems.commentId))
      .where(and(eq(savedItems.userId, viewer.id), eq(postComments.postId, postId))),
  ]);
  return { post: post.length > 0, comments: comments.map((c) => c.id!).sort((a, b) => a - b) };
}

/** The saved rows the viewer can still read. */
const readable = (viewer: Viewer) =>
  and(
    eq(savedItems.userId, viewer.id),
    or(
      and(isNotNull(savedItems.postId), eq(communityPosts.visibility, 'visible'), notBlockedBy(viewer.id, communityPosts.userId)),
      and(
        isNotNull(savedItems.commentId),
        eq(postComments.visibility, 'visible'),
        eq(commentPost.visibility, 'visible'),
        notBlockedBy(viewer.id, postComments.userId),
        notBlockedBy(viewer.id, commentPost.userId),
      ),
    ),
  );

const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text);

/** The viewer's saved posts and comments, the most recently saved first, a page at a time. */
export async function listSaved(db: Db, viewer: Viewer, page: number): Promise<SavedPage> {
  const where = readable(viewer);
  // Not one db.batch: D1 batches answer rows keyed by column name, and the joined posts' and
  // comment's same-named columns (title, content, created_at) would overwrite each other.
  const [rows, [total]] = await Promise.all([
    db
      .select({
        postId: savedItems.postId,
        commentId: savedItems.commentId,
        savedAt: savedItems.createdAt,
        postTitle: communityPosts.title,
        postContent: communityPosts.content,
        postCreatedAt: communityPosts.createdAt,
        commentPostId: postComments.postId,
        commentContent: postComments.content,
        commentCreatedAt: postComments.createdAt,
        commentPostTitle: commentPost.title,
        firstName: author.firstName,
        lastName: author.lastName,
      })
      .from(savedItems)
      .leftJoin(communityPosts, eq(communityPosts.id, savedItems.postId))
      .leftJoin(postComments, eq(postComments.id, savedItems.commentId))
      .leftJoin(commentPost, eq(commentPost.id, postComments.postId))
      .leftJoin(author, eq(author.id, sql`coalesce(${postComments.userId}, ${communityPosts.userId})`))
      .where(where)
      .orderBy(desc(savedItems.createdAt), desc(savedItems.id))
      .limit(COMMUNITY_PAGE_SIZE)
      .offset((page - 1) * COMMUNITY_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(savedItems)
      .leftJoin(communityPosts, eq(communityPosts.id, savedItems.postId))
      .leftJoin(postComments, eq(postComments.id, savedItems.commentId))
      .leftJoin(commentPost, eq(commentPost.id, postComments.postId))
      .where(where),
  ]);
  const items: SavedItem[] = rows.map((r) => {
    const authorName = displayNameOf({ firstName: r.firstName, lastName: r.lastName });
    if (r.commentId !== null)
      return {
        kind: 'comment',
        id: r.commentId,
        title: r.commentPostTitle ?? '',
        excerpt: excerpt(r.commentContent ?? ''),
        authorName,
        createdAt: r.commentCreatedAt ?? r.savedAt,
        savedAt: r.savedAt,
        link: savedLink(r.commentPostId!, r.commentId),
      };
    return {
      kind: 'post',
      id: r.postId!,
      title: r.postTitle ?? '',
      excerpt: excerpt(r.postContent ?? ''),
      authorName,
      createdAt: r.postCreatedAt ?? r.savedAt,
      savedAt: r.savedAt,
      link: savedLink(r.postId!, null),
    };
  });
  const n = total?.n ?? 0;
  return { items, page, total: n, totalPages: Math.max(1, Math.ceil(n / COMMUNITY_PAGE_SIZE)) };
}
