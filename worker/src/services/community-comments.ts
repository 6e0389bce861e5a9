import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { communityPosts, communityReports, postComments, users } from '../db/schema';
import { notFound } from '../lib/errors';
import type { CurrentUser } from '../schemas/auth';
import type { Comment } from '../schemas/community';
import { assertMayChange, authorColumns, findCommentRow, findPostRow, isModerator, nowIso, toPerson, type Viewer } from './community';
import { auditInsert } from './audit';
import { notBlockedBy } from './block-filters';
import { type Limit, countHitStatement, refuseOverLimit } from './rate-limits';
import { assertMayWrite, commentLimitQueries, refuseCommentOverLimits } from './trust-limits';
import { mentionFanOutStatement, resolveMentions } from './mentions';
import { reachedFrom, replyFanOutStatement, withdrawReplyStatements, type Reached } from './notifications';

const COMMENT_LIMIT: Limit = {
  limit: 60,
  windowSeconds: 60 * 60,
  message: 'You have commented a lot this hour. Please wait a while before commenting again.',
};

/** A post's comments come in one page: the thread reads top to bottom. */
const COMMENTS_LIMIT = 500;

/**
 * The post's counters, recomputed from its visible comments. Every write that adds, removes,
 * hides or shows a comment runs this in the same batch, so commentsCount always equals the
 * rows and lastCommentAt follows deletions (an active discussion is one with a live comment).
 */
export const recountComments = (db: Db, postId: number) =>
  db
    .update(communityPosts)
    .set({
      commentsCount: sql`(select count(*) from ${postComments} where ${postComments.postId} = ${postId} and ${postComments.visibility} = 'visible')`,
      lastCommentAt: sql`(select max(${postComments.createdAt}) from ${postComments} where ${postComments.postId} = ${postId} and ${postComments.visibility} = 'visible')`,
    })
    .where(eq(communityPosts.id, postId));

type Joined = { comment: typeof postComments.$inferSelect; author: Parameters<typeof toPerson>[0] };

const toComment = (r: Joined, viewer: Viewer): Comment => ({
  id: r.comment.id,
  postId: r.comment.postId,
  content: r.comment.content,
  createdAt: r.comment.createdAt,
  updatedAt: r.comment.updatedAt,
  canEdit: r.comment.userId === viewer.id,
  canModerate: isModerator(viewer),
  user: toPerson(r.author, viewer.id),
});

const commentQuery = (db: Db) =>
  db.select({ comment: postComments, author: authorColumns }).from(postComments).innerJoin(users, eq(users.id, postComments.userId));

async function getComment(db: Db, id: number, viewer: Viewer): Promise<Comment> {
  const row = await commentQuery(db).where(eq(postComments.id, id)).get();
  if (!row) throw notFound('Comment not found');
  return toComment(row, viewer);
}

/** Visible comments of a visible post, oldest first, without those by members the viewer blocked. */
export async function listComments(db: Db, viewer: Viewer, postId: number): Promise<Comment[]> {
  await findPostRow(db, postId);
  const rows = await commentQuery(db)
    .where(and(eq(postComments.postId, postId), eq(postComments.visibility, 'visible'), notBlockedBy(viewer.id, postComments.userId)))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(COMMENTS_LIMIT);
  return rows.map((r) => toComment(r, viewer));
}

/** Two round trips: the post and the member's counter together, then the comment, its read-back and the post's counters. */
export async function createComment(
  db: Db,
  viewer: Viewer,
  postId: number,
  input: { content: string },
  now = new Date(),
): Promise<{ comment: Comment; reached: Reached[] }> {
  // The trust level and slow mode are looked up in the same round trip (decision 0034).
  const [[post], [counter], activity, slow] = await db.batch([
    db.select({ visibility: communityPosts.visibility }).from(communityPosts).where(eq(communityPosts.id, postId)),
    countHitStatement(db, `comment:${viewer.id}`, COMMENT_LIMIT.windowSeconds, now),
    ...commentLimitQueries(db, viewer, postId),
  ]);
  if (!post || post.visibility === 'hidden') throw notFound('Post not found');
  refuseOverLimit(counter!, COMMENT_LIMIT, now);
  refuseCommentOverLimits([activity, slow], viewer, input.content, now);
  const at = nowIso(now);
  const mentioned = await resolveMentions(db, input.content, viewer.id);
  const newest = sql`(select max(id) from ${postComments} where post_id = ${postId} and user_id = ${viewer.id})`;
  // One batch: the comment, the post's counters and the readers' notifications commit together
  // or not at all. The read-back is two plain selects, not commentQuery's join: a D1 batch
  // returns rows keyed by column name, and the join's two "id" columns would collapse into one.
  const [, [comment], [author], , reached, mentions] = await db.batch([
    db.insert(postComments).values({ postId, userId: viewer.id, content: input.content, createdAt: at, updatedAt: at }),
    db
      .select()
      .from(postComments)
      .where(eq(postComments.id, sql`last_insert_rowid()`)),
    db.select(authorColumns).from(users).where(eq(users.id, viewer.id)),
    recountComments(db, postId),
    replyFanOutStatement(db, postId, viewer.id, at, mentioned),
    mentionFanOutStatement(db, mentioned, viewer.id, { postId, commentId: newest, groupKey: `mention:post:${postId}` }, at),
  ]);
  return { comment: toComment({ comment: comment!, author: author! }, viewer), reached: reachedFrom([...reached, ...mentions]) };
}

/** Authors only, like posts. */
export async function updateComment(db: Db, viewer: Viewer, id: number, input: { content: string }, now = new Date()): Promise<Comment> {
  const comment = await findCommentRow(db, id);
  assertMayChange(viewer, comment.userId, 'comment');
  await assertMayWrite(db, viewer, [input.content], now);
  await db
    .update(postComments)
    .set({ content: input.content, updatedAt: nowIso(now) })
    .where(eq(postComments.id, id));
  return getComment(db, id, viewer);
}

/**
 * The author or an editor; reports of it go too (explicitly, as for posts). An editor's
 * deletion is audited in the same batch, so it is never made without its entry.
 */
export async function deleteComment(db: Db, user: CurrentUser, id: number): Promise<void> {
  const moderating = isModerator(user);
  const comment = await findCommentRow(db, id, { moderating });
  assertMayChange(user, comment.userId, 'comment', { moderatorsToo: true });
  const audit = moderating
    ? [auditInsert(db, user, { action: 'delete', entity: 'comment', entityId: id, summary: `Deleted community comment ${id}` })]
    : [];
  await db.batch([
    ...withdrawReplyStatements(db, id),
    db.delete(communityReports).where(eq(communityReports.commentId, id)),
    db.delete(postComments).where(eq(postComments.id, id)),
    recountComments(db, comment.postId),
    ...audit,
  ]);
}
