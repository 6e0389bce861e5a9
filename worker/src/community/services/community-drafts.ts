import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertWhen } from '../../db/insert-when';
import { communityPosts, forumDrafts, postComments } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { MAX_DRAFTS, draftPlace, type Draft, type DraftInput } from '../../schemas/drafts';
import { getPost, nowIso, type Viewer } from './community';
import { notBlockedBy } from '../../messaging/public';

const columns = {
  id: forumDrafts.id,
  postId: forumDrafts.postId,
  replyToId: forumDrafts.replyToId,
  title: forumDrafts.title,
  content: forumDrafts.content,
  category: forumDrafts.category,
  updatedAt: forumDrafts.updatedAt,
  postTitle: communityPosts.title,
};

/** The member's own drafts, the most recently written first. */
export async function listDrafts(db: Db, userId: number): Promise<{ drafts: Draft[] }> {
  const drafts = await db
    .select(columns)
    .from(forumDrafts)
    .leftJoin(communityPosts, eq(communityPosts.id, forumDrafts.postId))
    .where(eq(forumDrafts.userId, userId))
    .orderBy(desc(forumDrafts.updatedAt), desc(forumDrafts.id))
    .limit(MAX_DRAFTS);
  return { drafts };
}

/**
 * A draft may only be kept where the member could post it: on a post they can read (404
 * otherwise), answering a comment they can see on that post (404, or 400 when it is elsewhere).
 */
async function assertPlaceOpen(db: Db, viewer: Viewer, input: DraftInput): Promise<void> {
  if (input.postId === null) return;
  await getPost(db, input.postId, viewer);
  if (input.replyToId === null) return;
  const target = await db
    .select({ postId: postComments.postId })
    .from(postComments)
    .where(and(eq(postComments.id, input.replyToId), eq(postComments.visibility, 'visible'), notBlockedBy(viewer.id, postComments.userId)))
    .get();
  if (!target) throw notFound('The comment you are replying to is no longer there');
  if (target.postId !== input.postId) throw new ApiError('bad_request', 'You can only reply to a comment on the same post');
}

/**
 * Saves over the member's draft for that place. A draft with no words left is deleted instead
 * (the member cleared the box), and answers null.
 */
export async function saveDraft(db: Db, viewer: Viewer, input: DraftInput, now = new Date()): Promise<{ draft: Draft | null }> {
  await assertPlaceOpen(db, viewer, input);
  const place = draftPlace(input);
  const mine = and(eq(forumDrafts.userId, viewer.id), eq(forumDrafts.place, place));
  if (!input.title.trim() && !input.content.trim()) {
    await db.delete(forumDrafts).where(mine);
    return { draft: null };
  }
  const values = { title: input.title, content: input.content, category: input.category, updatedAt: nowIso(now) };
  // A new place is kept only while the member has fewer than MAX_DRAFTS, counted in the insert
  // itself, so drafts saved at once cannot all pass the count (decision 0048); a place already
  // kept is always saved over.
  const allowed = sql`(exists (select 1 from ${forumDrafts} where ${mine})
    or (select count(*) from ${forumDrafts} where ${forumDrafts.userId} = ${viewer.id}) < ${MAX_DRAFTS})`;
  const [row] = await insertWhen(
    db,
    forumDrafts,
    { userId: viewer.id, place, postId: input.postId, replyToId: input.replyToId, ...values },
    allowed,
  )
    .onConflictDoUpdate({ target: [forumDrafts.userId, forumDrafts.place], set: values })
    .returning({ id: forumDrafts.id });
  if (!row) throw new ApiError('conflict', `You can keep up to ${MAX_DRAFTS} drafts. Delete one on your account page to keep another.`);
  const postTitle = input.postId === null ? null : (await getPost(db, input.postId, viewer)).title;
  return { draft: { id: row.id, postId: input.postId, replyToId: input.replyToId, ...values, postTitle } };
}

/** Deletes one of the member's own drafts; another member's is not found, as if it were not there. */
export async function deleteDraft(db: Db, userId: number, id: number): Promise<void> {
  const [gone] = await db
    .delete(forumDrafts)
    .where(and(eq(forumDrafts.id, id), eq(forumDrafts.userId, userId)))
    .returning({ id: forumDrafts.id });
  if (!gone) throw notFound('Draft not found');
}

/** Posting goes with its draft: run in the same batch as the new post or comment, and only `when` it was stored. */
export const postedDraftStatement = (db: Db, userId: number, place: { postId: number | null; replyToId: number | null }, when?: SQL) =>
  db.delete(forumDrafts).where(and(eq(forumDrafts.userId, userId), eq(forumDrafts.place, draftPlace(place)), when));
