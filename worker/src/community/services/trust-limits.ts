import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPosts, conversationMembers, messages, postComments, postSlowModes } from '../../db/schema';
import { ApiError, forbidden } from '../../lib/errors';
import { NEW_MEMBER_LIMITS } from '../../schemas/trust';
import { isModerator, type Viewer } from './community';
import { NOT_STORED_MESSAGE } from '../../accounts/public';
import { activityQuery, statusFrom } from './trust-levels';

// The limits of level 0 and slow mode, asked by every write that could carry spam: posts,
// comments (and their edits) and new conversations. Editors and admins are never limited.
// The messages are the words the UI shows as they are.

const DAY_MS = 24 * 60 * 60 * 1000;

export const TOO_MANY_LINKS = `New members can put at most ${NEW_MEMBER_LIMITS.linksPerPost} links in a post or comment. Read and take part for a while and this limit is lifted.`;
export const NO_IMAGES = 'New members cannot add images yet. Read and take part for a while and this limit is lifted.';
export const NO_FIRST_MESSAGE =
  'New members can only message people who have written to them first. Read and take part for a while and this limit is lifted.';

const LINK = /\bhttps?:\/\/|\bwww\./gi;
// Markdown or HTML images, and links straight to an image file.
const IMAGE = /!\[[^\]]*\]\(|<img\b|\bhttps?:\/\/\S+\.(?:png|jpe?g|gif|webp|avif|svg|bmp)\b/i;

export const countLinks = (text: string) => text.match(LINK)?.length ?? 0;
export const hasImage = (text: string) => IMAGE.test(text);

/** "in about 3 hours", "in 2 minutes": a wait as people say it. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `about ${hours} hour${hours === 1 ? '' : 's'}`;
}

type ActivityRows = Awaited<ReturnType<typeof activityQuery>>;

/** Level 0 (staff never are): from the activity rows of `activityQuery`. */
const isNew = (rows: ActivityRows, now: Date) => statusFrom(rows[0], now).level === 0;

function checkText(texts: string[]): void {
  const all = texts.join('\n');
  if (hasImage(all)) throw forbidden(NO_IMAGES);
  if (countLinks(all) > NEW_MEMBER_LIMITS.linksPerPost) throw forbidden(TOO_MANY_LINKS);
}

const dayBefore = (now: Date) => new Date(now.getTime() - DAY_MS).toISOString();

/** A member's posts in the 24 hours before `now`, oldest first (as many as level 0 may write). */
const recentPostsQuery = (db: Db, viewerId: number, now: Date) =>
  db
    .select({ createdAt: communityPosts.createdAt })
    .from(communityPosts)
    .where(and(eq(communityPosts.userId, viewerId), gt(communityPosts.createdAt, dayBefore(now))))
    .orderBy(asc(communityPosts.createdAt))
    .limit(NEW_MEMBER_LIMITS.postsPerDay);

/** Level 0's daily posts reached: 429 with the wait until the oldest of them is a day old. */
function dailyPostsRefusal(recent: Array<{ createdAt: string }>, now: Date): ApiError {
  // At most a day: a post sent at the same moment may carry a time a little after this request's.
  const wait = Math.min(DAY_MS, Date.parse(recent[0]!.createdAt) + DAY_MS - now.getTime()) / 1000;
  return new ApiError(
    'too_many_requests',
    `New members can write ${NEW_MEMBER_LIMITS.postsPerDay} posts a day. You can post again in ${waitText(wait)}.`,
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil(wait))) },
  );
}

/**
 * A new post: level 0 has at most two links, no images and three posts in any 24 hours. One
 * round trip. Answers the condition the post's own insert must hold under (decision 0048):
 * the daily posts counted again in the insert's batch, so posts sent at once cannot all pass
 * this check before any of them is stored.
 */
export async function assertMayPost(db: Db, viewer: Viewer, texts: string[], now = new Date()): Promise<SQL> {
  const [activity, recent] = await db.batch([activityQuery(db, viewer.id), recentPostsQuery(db, viewer.id, now)]);
  // Posting does not move a member off level 0 (level 1 is reached by reading), so the level
  // itself cannot change between here and the insert.
  if (!isNew(activity, now)) return sql`1`;
  checkText(texts);
  if (recent.length >= NEW_MEMBER_LIMITS.postsPerDay) throw dailyPostsRefusal(recent, now);
  return sql`(select count(*) from ${communityPosts} where ${communityPosts.userId} = ${viewer.id}
    and ${communityPosts.createdAt} > ${dayBefore(now)}) < ${NEW_MEMBER_LIMITS.postsPerDay}`;
}

/** The answer to a post its batch refused: level 0's daily posts were reached meanwhile. */
export async function refusedPost(db: Db, viewer: Viewer, now: Date): Promise<ApiError> {
  const recent = await recentPostsQuery(db, viewer.id, now);
  return recent.length >= NEW_MEMBER_LIMITS.postsPerDay ? dailyPostsRefusal(recent, now) : new ApiError('conflict', NOT_STORED_MESSAGE);
}

/** An edit of a post or comment: the same link and image rule, so an edit cannot slip past it. */
export async function assertMayWrite(db: Db, viewer: Viewer, texts: string[], now = new Date()): Promise<void> {
  if (isNew(await activityQuery(db, viewer.id), now)) checkText(texts);
}

/** The post's slow mode and this member's last comment on it (a select, for a batch). */
export const slowModeQuery = (db: Db, viewerId: number, postId: number) =>
  db
    .select({
      minutes: postSlowModes.minutes,
      lastComment: sql<string | null>`(select max(${postComments.createdAt}) from ${postComments}
        where ${postComments.postId} = ${postId} and ${postComments.userId} = ${viewerId})`,
    })
    .from(postSlowModes)
    .where(eq(postSlowModes.postId, postId));

/** Slow mode's wait for this member, in seconds (0 when they may comment now); staff never wait. */
export function slowModeFrom(
  rows: Awaited<ReturnType<typeof slowModeQuery>>,
  viewer: Viewer,
  now: Date,
): { minutes: number | null; waitSeconds: number } {
  const mode = rows[0];
  if (!mode) return { minutes: null, waitSeconds: 0 };
  if (isModerator(viewer) || !mode.lastComment) return { minutes: mode.minutes, waitSeconds: 0 };
  const free = Date.parse(mode.lastComment) + mode.minutes * 60_000;
  // At most the whole wait: a comment sent at the same moment may carry a time a little after `now`.
  const waitSeconds = Math.min(mode.minutes * 60, Math.max(0, Math.ceil((free - now.getTime()) / 1000)));
  return { minutes: mode.minutes, waitSeconds };
}

/** The lookups a new comment's limits need, to run in the comment's own batch. */
export const commentLimitQueries = (db: Db, viewer: Viewer, postId: number) =>
  [activityQuery(db, viewer.id), slowModeQuery(db, viewer.id, postId)] as const;

function slowModeRefusal(minutes: number, waitSeconds: number): ApiError {
  return new ApiError(
    'too_many_requests',
    `This discussion is in slow mode: one comment every ${waitText(minutes * 60)}. You can comment again in ${waitText(waitSeconds)}.`,
    undefined,
    { 'Retry-After': String(waitSeconds) },
  );
}

/** A new comment: level 0's link and image rule, then the post's slow mode with the wait left. */
export function refuseCommentOverLimits(
  [activity, slow]: [ActivityRows, Awaited<ReturnType<typeof slowModeQuery>>],
  viewer: Viewer,
  text: string,
  now: Date,
): void {
  if (isNew(activity, now)) checkText([text]);
  const { minutes, waitSeconds } = slowModeFrom(slow, viewer, now);
  if (waitSeconds > 0) throw slowModeRefusal(minutes!, waitSeconds);
}

/**
 * Slow mode as the condition of the comment's own write (decision 0048): no comment of this
 * member on the post within the post's slow-mode wait before `at`, read in the same batch
 * that stores the comment. Staff never wait.
 */
export function commentAllowed(viewer: Viewer, postId: number, at: string): SQL {
  if (isModerator(viewer)) return sql`1`;
  return sql`not exists (select 1 from ${postSlowModes} s where s.post_id = ${postId} and exists (
    select 1 from ${postComments} c where c.post_id = ${postId} and c.user_id = ${viewer.id}
      and c.created_at > strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, '-' || (s.minutes * 60) || ' seconds')))`;
}

/** The answer to a comment its batch refused: another of the member's comments started the wait meanwhile. */
export async function refusedComment(db: Db, viewer: Viewer, postId: number, now: Date): Promise<ApiError> {
  const { minutes, waitSeconds } = slowModeFrom(await slowModeQuery(db, viewer.id, postId), viewer, now);
  return minutes !== null && waitSeconds > 0 ? slowModeRefusal(minutes, waitSeconds) : new ApiError('conflict', NOT_STORED_MESSAGE);
}

/** A new conversation: level 0 may only write to members who have written to them first. */
export async function assertMayMessage(db: Db, viewer: Viewer, recipientIds: number[], now = new Date()): Promise<void> {
  if (!isNew(await activityQuery(db, viewer.id), now)) return;
  const mine = db
    .select({ id: conversationMembers.conversationId })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, viewer.id));
  const wroteFirst = await db
    .selectDistinct({ id: messages.senderId })
    .from(messages)
    .where(and(inArray(messages.senderId, recipientIds), inArray(messages.conversationId, mine)))
    .all();
  if (new Set(wroteFirst.map((r) => r.id)).size < new Set(recipientIds).size) throw forbidden(NO_FIRST_MESSAGE);
}
