// After the load: every acknowledged write is in the database as acknowledged, and every count
// agrees with its rows (docs/decisions/0007-community-counts.md: likesCount, commentsCount and
// lastCommentAt are stored on the post; a campaign's total is summed from its paid gifts).
import type { Ledger } from './traffic';

export interface Findings {
  /** Acknowledged writes missing from the database, or different there. */
  lost: string[];
  /** Stored or reported counts that disagree with the rows they count. */
  mismatches: string[];
  /** Rows written by the load that no answer acknowledged (a request that failed after committing). */
  unacknowledged: string[];
  checked: { posts: number; comments: number; likes: number; donations: number; postCounts: number; campaigns: number };
}

const rows = async <T>(DB: D1Database, query: string, ...params: unknown[]) =>
  (
    await DB.prepare(query)
      .bind(...params)
      .all<T>()
  ).results;

export async function verify({
  DB,
  base,
  ledger,
  memberIds,
  campaigns,
}: {
  DB: D1Database;
  base: URL;
  ledger: Ledger;
  memberIds: number[];
  campaigns: number[];
}): Promise<Findings> {
  const lost: string[] = [];
  const mismatches: string[] = [];
  const unacknowledged: string[] = [];
  const loadMembers = new Set(memberIds);

  const posts = new Map(
    (await rows<{ id: number; user_id: number }>(DB, 'select id, user_id from community_posts')).map((r) => [r.id, r.user_id]),
  );
  for (const [id, author] of ledger.posts)
    if (posts.get(id) !== author)
      lost.push(`post ${id} (acknowledged with 201) ${posts.has(id) ? `has author ${posts.get(id)}, not ${author}` : 'is missing'}`);
  for (const [id, author] of posts) if (loadMembers.has(author) && !ledger.posts.has(id)) unacknowledged.push(`post ${id}`);

  const comments = new Map(
    (await rows<{ id: number; post_id: number; user_id: number }>(DB, 'select id, post_id, user_id from post_comments')).map((r) => [
      r.id,
      r,
    ]),
  );
  for (const [id, postId] of ledger.comments)
    if (comments.get(id)?.post_id !== postId)
      lost.push(
        `comment ${id} on post ${postId} (acknowledged with 201) is ${comments.has(id) ? `on post ${comments.get(id)!.post_id}` : 'missing'}`,
      );
  for (const [id, c] of comments) if (loadMembers.has(c.user_id) && !ledger.comments.has(id)) unacknowledged.push(`comment ${id}`);

  const likes = new Set(
    (await rows<{ post_id: number; user_id: number }>(DB, 'select post_id, user_id from post_likes')).map(
      (r) => `${r.post_id}:${r.user_id}`,
    ),
  );
  let likesChecked = 0;
  for (const [key, liked] of ledger.likes) {
    if (liked === null) continue; // the last request for it failed: either state is possible
    likesChecked++;
    if (likes.has(key) !== liked)
      lost.push(`${liked ? 'like' : 'unlike'} ${key} (post:member, acknowledged with 200) is not in post_likes`);
  }

  const donations = new Map(
    (
      await rows<{ id: number; campaign_id: number; amount_cents: number; status: string }>(
        DB,
        'select id, campaign_id, amount_cents, status from donations',
      )
    ).map((r) => [r.id, r]),
  );
  for (const [id, gift] of ledger.donations) {
    const row = donations.get(id);
    if (!row) lost.push(`donation ${id} (acknowledged with 201) is missing`);
    else if (row.status !== 'paid' || row.campaign_id !== gift.campaignId || row.amount_cents !== gift.cents)
      lost.push(
        `donation ${id} is ${row.status} ${row.amount_cents} cents to campaign ${row.campaign_id}, acknowledged as paid ${gift.cents} cents to ${gift.campaignId}`,
      );
  }
  const loadCampaigns = new Set(campaigns);
  for (const [id, row] of donations)
    if (loadCampaigns.has(row.campaign_id) && !ledger.donations.has(id)) unacknowledged.push(`donation ${id} (${row.status})`);

  // Stored counters against their rows, for every post.
  const counters = await rows<{
    id: number;
    likes_count: number;
    likes: number;
    comments_count: number;
    comments: number;
    last_comment_at: string | null;
    last: string | null;
  }>(
    DB,
    `select p.id, p.likes_count, p.comments_count, p.last_comment_at,
       (select count(*) from post_likes l where l.post_id = p.id) as likes,
       (select count(*) from post_comments c where c.post_id = p.id and c.visibility = 'visible') as comments,
       (select max(c.created_at) from post_comments c where c.post_id = p.id and c.visibility = 'visible') as last
     from community_posts p`,
  );
  for (const p of counters) {
    if (p.likes_count !== p.likes) mismatches.push(`post ${p.id}: likesCount ${p.likes_count}, ${p.likes} likes rows`);
    if (p.comments_count !== p.comments) mismatches.push(`post ${p.id}: commentsCount ${p.comments_count}, ${p.comments} visible comments`);
    if (p.last_comment_at !== p.last) mismatches.push(`post ${p.id}: lastCommentAt ${p.last_comment_at}, newest visible comment ${p.last}`);
  }

  // Each campaign's total as the API reports it, against the sum of its paid rows and, for the
  // load's own campaigns, against the gifts acknowledged to it.
  const res = await fetch(new URL('/api/donation-campaigns', base));
  const listed = (await res.json()) as { id: number; currentAmount: string }[];
  const paid = new Map(
    (
      await rows<{ campaign_id: number; cents: number }>(
        DB,
        "select campaign_id, sum(amount_cents) as cents from donations where status = 'paid' group by campaign_id",
      )
    ).map((r) => [r.campaign_id, r.cents]),
  );
  const acknowledged = new Map<number, number>();
  for (const gift of ledger.donations.values()) acknowledged.set(gift.campaignId, (acknowledged.get(gift.campaignId) ?? 0) + gift.cents);
  for (const campaign of listed) {
    const cents = Math.round(Number(campaign.currentAmount) * 100);
    if (cents !== (paid.get(campaign.id) ?? 0))
      mismatches.push(
        `campaign ${campaign.id}: currentAmount ${campaign.currentAmount}, paid rows sum to ${(paid.get(campaign.id) ?? 0) / 100}`,
      );
    if (loadCampaigns.has(campaign.id) && cents !== (acknowledged.get(campaign.id) ?? 0))
      mismatches.push(
        `campaign ${campaign.id}: currentAmount ${campaign.currentAmount}, acknowledged gifts sum to ${(acknowledged.get(campaign.id) ?? 0) / 100}`,
      );
  }
  for (const id of campaigns) if (!listed.some((c) => c.id === id)) lost.push(`campaign ${id} is missing from GET /api/donation-campaigns`);
  const stats = (await (await fetch(new URL('/api/donation-stats', base))).json()) as { totalAmount: string };
  const allPaid = [...paid.values()].reduce((sum, cents) => sum + cents, 0);
  if (Math.round(Number(stats.totalAmount) * 100) !== allPaid)
    mismatches.push(`donation-stats totalAmount ${stats.totalAmount}, paid rows sum to ${allPaid / 100}`);

  return {
    lost,
    mismatches,
    unacknowledged,
    checked: {
      posts: ledger.posts.size,
      comments: ledger.comments.size,
      likes: likesChecked,
      donations: ledger.donations.size,
      postCounts: counters.length,
      campaigns: listed.length,
    },
  };
}
