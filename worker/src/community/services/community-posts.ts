import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { communityPosts, communityReports, postComments, postLikes, postReads, postSlowModes } from '../../db/schema';
import type { CurrentUser } from '../../schemas/auth';
import type { postSchema, postUpdateSchema } from '../../schemas/community';
import type { CommunityPost } from '../../schemas/content';
import { insertWhen } from '../../db/insert-when';
import { type Limit, hitRateLimit, limitGuard } from '../../accounts/public';
import { assertMayPost, assertMayWrite, refusedPost } from './trust-limits';
import { assertMayChange, findPostRow, getPost, isModerator, nowIso, type Viewer } from './community';
import { postedDraftStatement } from './community-drafts';
import { revisionInsert } from './community-revisions';
import { mentionFanOutStatement, newlyMentioned, resolveMentions } from './mentions';
import { likeFanOutStatement, reachedFrom, type Reached } from '../../notifications/public';
import { deletionStatements } from './moderation-notices';

const POST_LIMIT: Limit = {
  limit: 10,
  windowSeconds: 60 * 60,
  message: 'You have posted a lot this hour. Please wait a while before posting again.',
};

type NewPost = v.InferOutput<typeof postSchema>;
type PostChanges = v.InferOutput<typeof postUpdateSchema>;

export async function createPost(
  db: Db,
  viewer: Viewer,
  input: NewPost,
  now = new Date(),
): Promise<{ post: CommunityPost; reached: Reached[] }> {
  await hitRateLimit(db, `post:${viewer.id}`, POST_LIMIT, now);
  const allowed = await assertMayPost(db, viewer, [input.title, input.content], now);
  const at = nowIso(now);
  const mentioned = await resolveMentions(db, input.content, viewer.id);
  // The post, the notifications of the members it mentions and the end of its draft commit
  // together, and only while level 0's daily posts, counted again here, allow it (decision 0048).
  const guard = limitGuard(db, allowed, at);
  const newest = sql`(select max(id) from ${communityPosts} where user_id = ${viewer.id})`;
  const [claimed, inserted, mentions] = await db.batch([
    guard.claim,
    insertWhen(
      db,
      communityPosts,
      {
        userId: viewer.id,
        title: input.title,
        content: input.content,
        category: input.category,
        tags: input.tags,
        contentWarning: input.contentWarning,
        createdAt: at,
        updatedAt: at,
      },
      guard.held,
    ).returning({ id: communityPosts.id }),
    mentionFanOutStatement(
      db,
      mentioned,
      viewer.id,
      { postId: newest, groupKey: sql`'mention:post:' || ${newest}` },
      at,
      undefined,
      guard.held,
    ),
    postedDraftStatement(db, viewer.id, { postId: null, replyToId: null }, guard.held),
    guard.release,
  ]);
  if (claimed.length === 0) throw await refusedPost(db, viewer, now);
  return { post: await getPost(db, inserted[0]!.id, viewer), reached: reachedFrom(mentions) };
}

/** Authors only: editors act on others' posts through moderation, never by rewriting them. */
export async function updatePost(
  db: Db,
  viewer: Viewer,
  id: number,
  changes: PostChanges,
  now = new Date(),
): Promise<{ post: CommunityPost; reached: Reached[] }> {
  const post = await findPostRow(db, id);
  assertMayChange(viewer, post.userId, 'post');
  await assertMayWrite(db, viewer, [changes.title ?? '', changes.content ?? ''], now);
  // Only the fields sent are changed; an absent field comes through as undefined.
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<
    typeof communityPosts.$inferInsert
  >;
  // Members a changed text newly names are told, in the same batch; nobody else is told again.
  const mentioned = changes.content === undefined ? [] : await newlyMentioned(db, post.content, changes.content, viewer.id);
  const at = nowIso(now);
  // The words an edit replaces are kept (decision 0038), in the same batch.
  const wordsChange =
    (changes.title !== undefined && changes.title !== post.title) || (changes.content !== undefined && changes.content !== post.content);
  const [, mentions] = await db.batch([
    db
      .update(communityPosts)
      .set({ ...set, updatedAt: at })
      .where(eq(communityPosts.id, id)),
    mentionFanOutStatement(db, mentioned, viewer.id, { postId: id, groupKey: `mention:post:${id}` }, at),
    ...(wordsChange ? [revisionInsert(db, { postId: id }, post, at)] : []),
  ]);
  return { post: await getPost(db, id, viewer), reached: reachedFrom(mentions) };
}

/**
 * The author or an editor. Comments, likes and reports go with the post. The foreign keys
 * cascade on D1 and libSQL alike, but the children are also deleted explicitly in the same
 * batch so nothing is left behind on a connection that runs with foreign keys off. An
 * editor's deletion is audited in the same batch, so it is never made without its entry.
 */
export async function deletePost(db: Db, user: CurrentUser, id: number, reason = '', now = new Date()): Promise<Reached[]> {
  const moderating = isModerator(user);
  const post = await findPostRow(db, id, { moderating });
  assertMayChange(user, post.userId, 'post', { moderatorsToo: true });
  // The author hears of an editor's deletion, with the reason (decision 0041).
  const { notice, audit } = deletionStatements(db, user, moderating, {
    entity: 'post',
    id,
    authorId: post.userId,
    postId: id,
    reason,
    at: now.toISOString(),
  });
  const commentIds = db.select({ id: postComments.id }).from(postComments).where(eq(postComments.postId, id));
  const [told] = await db.batch([
    notice,
    db.delete(communityReports).where(or(eq(communityReports.postId, id), inArray(communityReports.commentId, commentIds))),
    db.delete(postLikes).where(eq(postLikes.postId, id)),
    db.delete(postReads).where(eq(postReads.postId, id)),
    db.delete(postSlowModes).where(eq(postSlowModes.postId, id)),
    db.delete(postComments).where(eq(postComments.postId, id)),
    db.delete(communityPosts).where(eq(communityPosts.id, id)),
    ...audit,
  ]);
  return reachedFrom(told);
}

/**
 * Idempotent like / unlike. The count is recomputed from the rows in the same batch as the
 * change, so likesCount always equals the number of likes, however requests interleave.
 */
export async function setLike(
  db: Db,
  viewer: Viewer,
  id: number,
  liked: boolean,
  now = new Date(),
): Promise<{ liked: boolean; likesCount: number; reached: Reached[] }> {
  await findPostRow(db, id);
  // The author's notification goes right after the insert: it reads that insert's changes().
  const change = liked
    ? ([
        db.insert(postLikes).values({ postId: id, userId: viewer.id }).onConflictDoNothing(),
        likeFanOutStatement(db, id, viewer.id, now.toISOString()),
      ] as const)
    : ([db.delete(postLikes).where(and(eq(postLikes.postId, id), eq(postLikes.userId, viewer.id)))] as const);
  const results = await db.batch([
    ...change,
    db
      .update(communityPosts)
      .set({ likesCount: sql`(select count(*) from ${postLikes} where ${postLikes.postId} = ${id})` })
      .where(eq(communityPosts.id, id))
      .returning({ likesCount: communityPosts.likesCount }),
  ]);
  const updated = results.at(-1) as Array<{ likesCount: number }>;
  const reached = liked ? reachedFrom(results[1] as Parameters<typeof reachedFrom>[0]) : [];
  return { liked, likesCount: updated[0]?.likesCount ?? 0, reached };
}
