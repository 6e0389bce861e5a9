import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertWhen } from '../../db/insert-when';
import { communityPosts, communityReports, postComments, users } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import { REPLY_QUOTE_CHARS, type Comment } from '../../schemas/community';
import { assertMayChange, authorColumns, findCommentRow, findPostRow, isModerator, nowIso, toPerson, type Viewer } from './community';
import { postedDraftStatement } from './community-drafts';
import { revisionInsert } from './community-revisions';
import { hasBlocked, notBlockedBy } from '../../messaging/public';
import { isNewToViewer } from './unread-comments';
import { type Limit, countHitStatement, limitGuard, refuseOverLimit } from '../../accounts/public';
import { assertMayWrite, commentAllowed, commentLimitQueries, refuseCommentOverLimits, refusedComment } from './trust-limits';
import { mentionFanOutStatement, newlyMentioned, resolveMentions } from './mentions';
import { reachedFrom, replyFanOutStatement, withdrawReplyStatements, type Reached } from '../../notifications/public';
import { deletionStatements } from './moderation-notices';

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

type Joined = { comment: typeof postComments.$inferSelect; author: Parameters<typeof toPerson>[0]; isNew?: number };

/** The opening words of the answered comment, on one line, cut at a word where it is long. */
export function replyExcerpt(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= REPLY_QUOTE_CHARS) return line;
  const cut = line.slice(0, REPLY_QUOTE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > REPLY_QUOTE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Replies' context from the comments the viewer can see: a reply whose answered comment is not
 * among them (hidden, deleted, or by someone they blocked) stands at the top level, unnamed.
 */
function withReplies(rows: Joined[], viewer: Viewer, seen: ReadonlyMap<number, Joined>): Comment[] {
  return rows.map((r) => {
    const answered = r.comment.replyToId === null ? undefined : seen.get(r.comment.replyToId);
    const threadId = r.comment.threadId !== null && seen.has(r.comment.threadId) ? r.comment.threadId : null;
    return {
      ...toComment(r, viewer),
      replyTo: answered
        ? { id: answered.comment.id, user: toPerson(answered.author, viewer.id), excerpt: replyExcerpt(answered.comment.content) }
        : null,
      threadId: answered ? (threadId ?? answered.comment.id) : null,
    };
  });
}

const toComment = (r: Joined, viewer: Viewer): Omit<Comment, 'replyTo' | 'threadId'> => ({
  isNew: Boolean(r.isNew),
  id: r.comment.id,
  postId: r.comment.postId,
  content: r.comment.content,
  createdAt: r.comment.createdAt,
  updatedAt: r.comment.updatedAt,
  canEdit: r.comment.userId === viewer.id,
  canModerate: isModerator(viewer),
  user: toPerson(r.author, viewer.id),
});

const commentQuery = (db: Db, viewer: Viewer) =>
  db
    .select({ comment: postComments, author: authorColumns, isNew: isNewToViewer(viewer.id) })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId));

const visibleTo = (viewer: Viewer) => and(eq(postComments.visibility, 'visible'), notBlockedBy(viewer.id, postComments.userId));

/** One comment with its reply context (the comments it names, as the viewer may see them). */
async function getComment(db: Db, id: number, viewer: Viewer): Promise<Comment> {
  const row = await commentQuery(db, viewer).where(eq(postComments.id, id)).get();
  if (!row) throw notFound('Comment not found');
  const named = [row.comment.replyToId, row.comment.threadId].filter((x): x is number => x !== null);
  const context = named.length ? await commentQuery(db, viewer).where(and(inArray(postComments.id, named), visibleTo(viewer))) : [];
  return withReplies([row], viewer, new Map(context.map((c) => [c.comment.id, c])))[0]!;
}

/** Visible comments of a visible post, oldest first, without those by members the viewer blocked. */
export async function listComments(db: Db, viewer: Viewer, postId: number): Promise<Comment[]> {
  await findPostRow(db, postId);
  const rows = await commentQuery(db, viewer)
    .where(and(eq(postComments.postId, postId), visibleTo(viewer)))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(COMMENTS_LIMIT);
  return withReplies(rows, viewer, new Map(rows.map((r) => [r.comment.id, r])));
}

// Named columns, no two called "id": a D1 batch keys a row's values by column name.
const replyTargetColumns = (viewer: Viewer) => ({
  postId: postComments.postId,
  threadId: postComments.threadId,
  visibility: postComments.visibility,
  content: postComments.content,
  blocked: hasBlocked(viewer.id, postComments.userId),
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
  avatarKey: users.avatarKey,
});
type ReplyTarget = {
  postId: number;
  threadId: number | null;
  visibility: string;
  content: string;
  blocked: number;
  authorId: number;
} & Omit<Parameters<typeof toPerson>[0], 'id'>;

/**
 * Where a reply goes: the answered comment must be on the same post (400) and one the member can
 * see (404 otherwise: hidden, deleted, or by someone they blocked). A reply to a reply joins the
 * answered comment's thread, so nesting stays one level deep.
 */
function replyPlace(
  target: ReplyTarget | undefined,
  replyToId: number | null,
  postId: number,
): { replyToId: number | null; threadId: number | null } {
  if (replyToId === null) return { replyToId: null, threadId: null };
  if (!target || target.visibility !== 'visible' || target.blocked) throw notFound('The comment you are replying to is no longer there');
  if (target.postId !== postId) throw new ApiError('bad_request', 'You can only reply to a comment on the same post');
  return { replyToId, threadId: target.threadId ?? replyToId };
}

/** Two round trips: the post and the member's counter together, then the comment, the post's counters and the notifications. */
export async function createComment(
  db: Db,
  viewer: Viewer,
  postId: number,
  input: { content: string; replyToId?: number | null },
  now = new Date(),
): Promise<{ comment: Comment; reached: Reached[] }> {
  // The trust level and slow mode are looked up in the same round trip (decision 0034).
  const [[post], [target], [counter], activity, slow] = await db.batch([
    db.select({ visibility: communityPosts.visibility }).from(communityPosts).where(eq(communityPosts.id, postId)),
    db
      .select(replyTargetColumns(viewer))
      .from(postComments)
      .innerJoin(users, eq(users.id, postComments.userId))
      .where(eq(postComments.id, input.replyToId ?? 0)),
    countHitStatement(db, `comment:${viewer.id}`, COMMENT_LIMIT.windowSeconds, now),
    ...commentLimitQueries(db, viewer, postId),
  ]);
  if (!post || post.visibility === 'hidden') throw notFound('Post not found');
  const place = replyPlace(target, input.replyToId ?? null, postId);
  refuseOverLimit(counter!, COMMENT_LIMIT, now);
  refuseCommentOverLimits([activity, slow], viewer, input.content, now);
  const at = nowIso(now);
  const mentioned = await resolveMentions(db, input.content, viewer.id);
  const newest = sql`(select max(id) from ${postComments} where post_id = ${postId} and user_id = ${viewer.id})`;
  // One batch: the comment, the post's counters, the readers' notifications and the end of its
  // draft commit together or not at all, and only while slow mode, read again here, allows it
  // (decision 0048). The insert returns the stored comment; the author is a plain select: a D1
  // batch returns rows keyed by column name, and a join's two "id" columns would collapse into one.
  const guard = limitGuard(db, commentAllowed(viewer, postId, at), at);
  const [claimed, [comment], [author], , reached, mentions] = await db.batch([
    guard.claim,
    insertWhen(
      db,
      postComments,
      { postId, userId: viewer.id, content: input.content, createdAt: at, updatedAt: at, ...place },
      guard.held,
    ).returning(),
    db.select(authorColumns).from(users).where(eq(users.id, viewer.id)),
    recountComments(db, postId),
    replyFanOutStatement(db, postId, viewer.id, at, mentioned, guard.held),
    mentionFanOutStatement(
      db,
      mentioned,
      viewer.id,
      { postId, commentId: newest, groupKey: `mention:post:${postId}` },
      at,
      undefined,
      guard.held,
    ),
    // The draft it was written in goes with it (decision 0038).
    postedDraftStatement(db, viewer.id, { postId, replyToId: place.replyToId }, guard.held),
    guard.release,
  ]);
  if (claimed.length === 0) throw await refusedComment(db, viewer, postId, now);
  const replyTo =
    target && place.replyToId !== null
      ? { id: place.replyToId, user: toPerson({ ...target, id: target.authorId }, viewer.id), excerpt: replyExcerpt(target.content) }
      : null;
  return {
    comment: { ...toComment({ comment: comment!, author: author! }, viewer), replyTo, threadId: place.threadId },
    reached: reachedFrom([...reached, ...mentions]),
  };
}

/**
 * Authors only, like posts. An edit tells no one again, except members it newly mentions (a
 * name added in the edit), in the same batch as the change.
 */
export async function updateComment(
  db: Db,
  viewer: Viewer,
  id: number,
  input: { content: string },
  now = new Date(),
): Promise<{ comment: Comment; reached: Reached[] }> {
  const comment = await findCommentRow(db, id);
  assertMayChange(viewer, comment.userId, 'comment');
  await assertMayWrite(db, viewer, [input.content], now);
  const mentioned = await newlyMentioned(db, comment.content, input.content, viewer.id);
  const at = nowIso(now);
  const [, mentions] = await db.batch([
    db.update(postComments).set({ content: input.content, updatedAt: at }).where(eq(postComments.id, id)),
    mentionFanOutStatement(
      db,
      mentioned,
      viewer.id,
      { postId: comment.postId, commentId: id, groupKey: `mention:post:${comment.postId}` },
      at,
    ),
    // The words an edit replaces are kept (decision 0038), in the same batch.
    ...(input.content !== comment.content ? [revisionInsert(db, { commentId: id }, comment, at)] : []),
  ]);
  return { comment: await getComment(db, id, viewer), reached: reachedFrom(mentions) };
}

/**
 * The author or an editor; reports of it go too (explicitly, as for posts). An editor's
 * deletion is audited in the same batch, so it is never made without its entry.
 */
export async function deleteComment(db: Db, user: CurrentUser, id: number, reason = '', now = new Date()): Promise<Reached[]> {
  const moderating = isModerator(user);
  const comment = await findCommentRow(db, id, { moderating });
  assertMayChange(user, comment.userId, 'comment', { moderatorsToo: true });
  // The author hears of an editor's deletion, with the reason (decision 0041).
  const { notice, audit } = deletionStatements(db, user, moderating, {
    entity: 'comment',
    id,
    authorId: comment.userId,
    postId: comment.postId,
    reason,
    at: now.toISOString(),
  });
  const [told] = await db.batch([
    notice,
    ...withdrawReplyStatements(db, id),
    db.delete(communityReports).where(eq(communityReports.commentId, id)),
    db.delete(postComments).where(eq(postComments.id, id)),
    recountComments(db, comment.postId),
    ...audit,
  ]);
  return reachedFrom(told);
}
