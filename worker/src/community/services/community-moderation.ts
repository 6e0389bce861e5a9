import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { communityPosts, communityReports, postComments, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import type { ClosedReportStatus, Report, ReportStatus, Visibility } from '../../schemas/community';
import { findCommentRow, findPostRow, nowIso, toPerson, type Viewer } from './community';
import { recountComments } from './community-comments';
import { type AuditEvent, auditInsert } from '../../cms/public';
import { reachedFrom, type Reached } from '../../notifications/public';
import { flagHideNoticeStatement, moderationNoticeStatement } from './moderation-notices';
import { reportOutcomeStatement } from '../../notifications/public';
import { trustLevel } from './trust-levels';
import { FLAG_HIDE_LEVEL, FLAGS_TO_HIDE } from '../../schemas/trust';

/** The review queue answers one page; older reports stay in the table. */
const REPORTS_LIMIT = 200;

/**
 * A member flags a visible post or comment (decision 0034). One open flag per member per item:
 * a repeat (or a double click) returns the open flag instead of queueing another. The flagger's
 * trust level is kept with the flag; when FLAGS_TO_HIDE members of FLAG_HIDE_LEVEL or above
 * have open flags on it, the item is hidden until an editor reviews it.
 */
export async function createReport(
  db: Db,
  viewer: Viewer,
  target: { postId: number } | { commentId: number },
  input: { reason: string; details: string },
  now = new Date(),
): Promise<{ id: number; created: boolean; reached: Reached[] }> {
  const postId = 'postId' in target ? (await findPostRow(db, target.postId)).id : null;
  const comment = 'commentId' in target ? await findCommentRow(db, target.commentId) : null;
  const commentId = comment?.id ?? null;
  const reporterLevel = await trustLevel(db, viewer);
  const item = postId !== null ? eq(communityReports.postId, postId) : eq(communityReports.commentId, commentId!);
  // The partial unique indexes refuse a second open flag; DO NOTHING turns that into no row.
  // The hide runs in the same batch, counting the flag just stored.
  const weighty = db
    .select({ n: sql<number>`count(*)` })
    .from(communityReports)
    .where(and(item, eq(communityReports.status, 'open'), gte(communityReports.reporterLevel, FLAG_HIDE_LEVEL)));
  const hide = sql`(${weighty}) >= ${FLAGS_TO_HIDE}`;
  const [[row], , , told] = await db.batch([
    db
      .insert(communityReports)
      .values({ postId, commentId, reporterId: viewer.id, reason: input.reason, details: input.details, reporterLevel })
      .onConflictDoNothing()
      .returning({ id: communityReports.id }),
    postId !== null
      ? db
          .update(communityPosts)
          .set({ visibility: 'hidden' })
          .where(and(eq(communityPosts.id, postId), hide))
      : db
          .update(postComments)
          .set({ visibility: 'hidden' })
          .where(and(eq(postComments.id, commentId!), hide)),
    // A hidden comment leaves its post's count (a no-op when nothing was hidden).
    recountComments(db, postId ?? comment!.postId),
    // Hidden just now by members' flags: the author is told, once (decision 0041).
    flagHideNoticeStatement(db, postId !== null ? { postId } : { commentId: commentId! }, nowIso(now)),
  ]);
  const reached = reachedFrom(told);
  if (row) return { id: row.id, created: true, reached };
  const existing = await db
    .select({ id: communityReports.id })
    .from(communityReports)
    .where(and(item, eq(communityReports.reporterId, viewer.id), eq(communityReports.status, 'open')))
    .get();
  return { id: existing!.id, created: false, reached };
}

const reporters = alias(users, 'reporter');

async function selectReports(db: Db, viewer: Viewer, where: SQL, limit: number): Promise<Report[]> {
  const rows = await db
    .select({
      report: communityReports,
      reporter: {
        id: reporters.id,
        firstName: reporters.firstName,
        lastName: reporters.lastName,
        email: reporters.email,
        profileImageUrl: reporters.profileImageUrl,
        avatarKey: reporters.avatarKey,
      },
      post: { id: communityPosts.id, title: communityPosts.title, visibility: communityPosts.visibility },
      comment: { id: postComments.id, postId: postComments.postId, content: postComments.content, visibility: postComments.visibility },
    })
    .from(communityReports)
    .innerJoin(reporters, eq(reporters.id, communityReports.reporterId))
    .leftJoin(communityPosts, eq(communityPosts.id, communityReports.postId))
    .leftJoin(postComments, eq(postComments.id, communityReports.commentId))
    .where(where)
    .orderBy(desc(communityReports.createdAt), desc(communityReports.id))
    .limit(limit);
  return rows.map(({ report, reporter, post, comment }) => ({
    id: report.id,
    reason: report.reason,
    details: report.details,
    status: report.status,
    createdAt: report.createdAt,
    // Editors see reporters as members see each other: no email (docs/decisions/0003).
    reporter: toPerson(reporter, viewer.id),
    reporterLevel: report.reporterLevel,
    post,
    comment,
  }));
}

/** Editors' review queue, newest first. */
export const listReports = (db: Db, viewer: Viewer, status: ReportStatus) =>
  selectReports(db, viewer, eq(communityReports.status, status), REPORTS_LIMIT);

/**
 * An editor closes a report, recording who did it and when. Moderation is audited in the
 * same batch as the change it records, so neither is ever made without the other.
 */
export async function resolveReport(
  db: Db,
  user: CurrentUser,
  id: number,
  status: ClosedReportStatus,
  now = new Date(),
): Promise<{ report: Report; reached: Reached[] }> {
  const found = await db
    .select({ id: communityReports.id, reason: communityReports.reason })
    .from(communityReports)
    .where(eq(communityReports.id, id))
    .get();
  if (!found) throw notFound('Report not found');
  // The reporter's notification of the outcome commits with it.
  const [, , told] = await db.batch([
    db
      .update(communityReports)
      .set({ status, resolvedBy: user.id, resolvedAt: nowIso(now) })
      .where(eq(communityReports.id, id)),
    auditInsert(db, user, {
      action: 'moderate',
      entity: 'report',
      entityId: id,
      summary: `Marked report ${id} (${found.reason}) as ${status}`,
    }),
    reportOutcomeStatement(db, id, nowIso(now)),
  ]);
  const [report] = await selectReports(db, user, eq(communityReports.id, id), 1);
  return { report: report!, reached: reachedFrom(told) };
}

/** How the audit log words hiding or showing a post or comment. */
const visibilityChange = (entity: 'post' | 'comment', id: number, visibility: Visibility, reason: string): AuditEvent => ({
  action: 'moderate',
  entity,
  entityId: id,
  summary: `${visibility === 'hidden' ? 'Hid' : 'Showed'} community ${entity} ${id}${reason ? ` (reason: ${reason})` : ''}`,
});

/** The author's notice of a hide or show (decision 0041); none when nothing changes. */
function visibilityNotice(
  db: Db,
  user: CurrentUser,
  item: { entity: 'post' | 'comment'; postId: number; commentId: number | null; was: { userId: number; visibility: Visibility } },
  { visibility, reason }: { visibility: Visibility; reason: string },
  now: Date,
) {
  if (item.was.visibility === visibility) return [];
  return [
    moderationNoticeStatement(db, {
      authorId: item.was.userId,
      editorId: user.id,
      action: `${visibility === 'hidden' ? 'hidden' : 'shown'}-${item.entity}`,
      postId: item.postId,
      commentId: item.commentId,
      reason,
      at: nowIso(now),
    }),
  ];
}

type Moderated = { result: { id: number; visibility: Visibility }; reached: Reached[] };

/**
 * Editors hide or show a post; hidden posts leave every list and count. The audit entry and the
 * author's notice (with the reason given, decision 0041) commit in the same batch, so the change
 * is never made without them. Hiding what is already hidden changes nothing and tells no one.
 */
export async function moderatePost(
  db: Db,
  user: CurrentUser,
  id: number,
  { visibility, reason }: { visibility: Visibility; reason: string },
  now = new Date(),
): Promise<Moderated> {
  const post = await findPostRow(db, id, { moderating: true });
  const notice = visibilityNotice(db, user, { entity: 'post', postId: id, commentId: null, was: post }, { visibility, reason }, now);
  const [updated, , told] = await db.batch([
    db
      .update(communityPosts)
      .set({ visibility })
      .where(eq(communityPosts.id, id))
      .returning({ id: communityPosts.id, visibility: communityPosts.visibility }),
    auditInsert(db, user, visibilityChange('post', id, visibility, reason)),
    ...notice,
  ]);
  if (!updated[0]) throw notFound('Post not found');
  return { result: updated[0], reached: reachedFrom(told ?? []) };
}

/** Editors hide or show a comment; the post's count, the audit entry and the author's notice follow in the same batch. */
export async function moderateComment(
  db: Db,
  user: CurrentUser,
  id: number,
  { visibility, reason }: { visibility: Visibility; reason: string },
  now = new Date(),
): Promise<Moderated> {
  const comment = await findCommentRow(db, id, { moderating: true });
  const notice = visibilityNotice(
    db,
    user,
    { entity: 'comment', postId: comment.postId, commentId: id, was: comment },
    { visibility, reason },
    now,
  );
  const [updated, , , told] = await db.batch([
    db
      .update(postComments)
      .set({ visibility })
      .where(eq(postComments.id, id))
      .returning({ id: postComments.id, visibility: postComments.visibility }),
    recountComments(db, comment.postId),
    auditInsert(db, user, visibilityChange('comment', id, visibility, reason)),
    ...notice,
  ]);
  return { result: updated[0]!, reached: reachedFrom(told ?? []) };
}
