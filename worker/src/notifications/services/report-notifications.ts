import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPosts, communityReports, notificationPreferences, postComments } from '../../db/schema';
import { DEFAULT_DELIVERY } from '../../schemas/notifications';
import { groupedInsert } from './notifications';

/**
 * A report's outcome, told to the member who made it when an editor closes it
 * (docs/decisions/0029-more-notifications.md), for the batch that closes it. It names the
 * discussion, never the editor. "Removed" when the reported post or reply is hidden by then,
 * "left up" when the report was dismissed; it links to the discussion only while the reporter
 * can still see it. One per report: closing it again tells nothing new.
 */
export function reportOutcomeStatement(db: Db, reportId: number, at: string) {
  const defaultDelivery = sql.raw(`'${DEFAULT_DELIVERY['report-outcome']}'`);
  const hidden = sql`(p.visibility = 'hidden' or coalesce(c.visibility, 'visible') = 'hidden')`;
  // Every column in the table's order (drizzle inserts a raw select as all columns).
  return groupedInsert(
    db,
    sql`select null, r.reporter_id, 'report-outcome', null, null, null, ${`report:${reportId}`}, 1, ${at}, ${at}, null, null,
      p.title,
      (case when ${hidden} then null else '/community/posts/' || p.id || coalesce('#comment-' || c.id, '') end),
      (case when r.status = 'dismissed' then 'kept' when ${hidden} then 'removed' else 'acted' end), null, null
    from ${communityReports} r
    left join ${postComments} c on c.id = r.comment_id
    join ${communityPosts} p on p.id = coalesce(r.post_id, c.post_id)
    where r.id = ${reportId} and r.status <> 'open'
      and not exists (select 1 from notifications n where n.user_id = r.reporter_id and n.group_key = ${`report:${reportId}`})
      and coalesce((select np.delivery from ${notificationPreferences} np where np.user_id = r.reporter_id and np.kind = 'report-outcome'), ${defaultDelivery}) <> 'off'`,
  );
}
