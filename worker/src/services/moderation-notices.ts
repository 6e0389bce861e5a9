import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { communityPosts, notifications } from '../db/schema';
import type { ModerationAction } from '../schemas/notifications';
import { deliveryOf } from './notifications';

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
