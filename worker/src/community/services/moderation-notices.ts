import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPosts, notifications } from '../../db/schema';
import type { CurrentUser } from '../../schemas/auth';
import type { ModerationAction } from '../../schemas/notification-sentences';
import { auditInsert } from '../../cms/public';
import { deliveryOf } from '../../notifications/public';

/**
 * Telling an author what an editor did with their post or comment, and why (decision 0041), for
 * the batch that does it, so the change is never made without the notice or the notice without
 * the change. The editor is never named ("An editor"), as the report outcomes never name them.
 * Each action is its own notice: hidden, then shown again, is two things the author should know.
 * An editor acting on their own words, or an author who turned these off, is told nothing.
 */
export type ModerationNotice = {
  authorId: number;
  editorId: number;
  action: ModerationAction;
  postId: number;
  commentId: number | null;
  reason: string;
  at: string;
};

/** Where the notice leads: the words when they are visible again; the author's flagged list when hidden; nowhere once deleted. */
const linkOf = ({ action, postId, commentId }: ModerationNotice) =>
  action.startsWith('shown')
    ? `/community/posts/${postId}${commentId ? `#comment-${commentId}` : ''}`
    : action.startsWith('hidden')
      ? '/account#trust-level-heading'
      : null;

/**
 * For the batch that stores a flag, after its hide: when members' flags have just hidden the
 * post or comment (decision 0034), its author is told once, with the reasons given (never who
 * gave them). A flag can only land on a visible item, so finding it hidden here means this
 * batch hid it; the group key makes it once per item, however many flags follow.
 */
export function flagHideNoticeStatement(db: Db, target: { postId: number } | { commentId: number }, at: string) {
  const post = 'postId' in target;
  const key = post ? `flag-hidden:post:${target.postId}` : `flag-hidden:comment:${target.commentId}`;
  const item = post
    ? sql`from community_posts p, community_posts x where p.id = ${target.postId} and x.id = p.id and p.visibility = 'hidden'`
    : sql`from post_comments x join community_posts p on p.id = x.post_id where x.id = ${target.commentId} and x.visibility = 'hidden'`;
  const reasons = post
    ? sql`(select replace(group_concat(distinct r.reason), ',', '; ') from community_reports r where r.post_id = ${target.postId} and r.status = 'open')`
    : sql`(select replace(group_concat(distinct r.reason), ',', '; ') from community_reports r where r.comment_id = ${target.commentId} and r.status = 'open')`;
  return db
    .insert(notifications)
    .select(
      sql`select null, x.user_id, 'moderation', null, null, null, ${key}, 1, ${at}, ${at}, null, null,
        p.title, '/account#trust-level-heading', ${post ? 'flag-hidden-post' : 'flag-hidden-comment'}, null, ${reasons}
      ${item}
        and not exists (select 1 from notifications n where n.user_id = x.user_id and n.group_key = ${key})
        and ${deliveryOf(sql`'moderation'`, sql`x.user_id`)} <> 'off'`,
    )
    .onConflictDoNothing()
    .returning({ user_id: notifications.userId, kind: notifications.kind, count: notifications.count, id: notifications.id });
}

export function moderationNoticeStatement(db: Db, notice: ModerationNotice) {
  const key = `moderation:${notice.commentId ? `comment:${notice.commentId}` : `post:${notice.postId}`}:${notice.at}`;
  // Every column in the table's order (drizzle inserts a raw select as all columns). The title
  // is read in the same statement, before a delete later in the batch takes the post away.
  return db
    .insert(notifications)
    .select(
      sql`select null, ${notice.authorId}, 'moderation', null, null, null, ${key}, 1, ${notice.at}, ${notice.at}, null, null,
        p.title, ${linkOf(notice)}, ${notice.action}, null, ${notice.reason || null}
      from ${communityPosts} p
      where p.id = ${notice.postId} and ${notice.authorId} <> ${notice.editorId}
        and ${deliveryOf(sql`'moderation'`, sql`${notice.authorId}`)} <> 'off'`,
    )
    .onConflictDoNothing()
    .returning({ user_id: notifications.userId, kind: notifications.kind, count: notifications.count, id: notifications.id });
}

/**
 * A deletion's own statements besides the deletes: the author's notice, first in the batch while
 * the post's title is still there to name it (an author deleting their own words is not told),
 * and, when an editor deletes, the audit entry with the reason.
 */
export function deletionStatements(
  db: Db,
  user: CurrentUser,
  moderating: boolean,
  item: { entity: 'post' | 'comment'; id: number; authorId: number; postId: number; reason: string; at: string },
) {
  const { entity, id, reason } = item;
  return {
    notice: moderationNoticeStatement(db, {
      authorId: item.authorId,
      editorId: user.id,
      action: entity === 'post' ? 'deleted-post' : 'deleted-comment',
      postId: item.postId,
      commentId: entity === 'comment' ? id : null,
      reason,
      at: item.at,
    }),
    audit: moderating
      ? [
          auditInsert(db, user, {
            action: 'delete',
            entity,
            entityId: id,
            summary: `Deleted community ${entity} ${id}${reason ? ` (reason: ${reason})` : ''}`,
          }),
        ]
      : [],
  };
}
