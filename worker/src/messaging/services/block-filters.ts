import { type Column, sql, type SQL } from 'drizzle-orm';
import { memberBlocks } from '../../db/schema';

// What a block hides (issue 16): the blocker no longer sees the blocked member's posts and
// comments, and the blocked member no longer sees the blocker's profile. These are conditions for
// the queries that list them, so a block costs no extra round trip. Only signed-in reads use them:
// the API's member answers are never shared through the edge cache (lib/edge-cache.ts); the forum
// list's shared part (lib/member-cache.ts) is filtered by the viewer's blocks when merged
// (services/community-list.ts).

/** True for rows whose author the viewer has not blocked; every row when there is no viewer. */
export function notBlockedBy(viewerId: number | null, authorId: Column): SQL {
  if (viewerId === null) return sql`1`;
  return sql`not exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${viewerId} and ${memberBlocks.blockedId} = ${authorId})`;
}

/** Whether `blockerId` has blocked `blockedId`, as a 0/1 column. */
export const hasBlocked = (blockerId: number | SQL | Column, blockedId: number | SQL | Column) =>
  sql<number>`exists(select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${blockerId} and ${memberBlocks.blockedId} = ${blockedId})`;
