import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { MAX_QUERY_CHARS, toSiteQuery } from '../lib/site-query';
import {
  COUNT_CAP,
  SEARCH_KINDS,
  SITE_SEARCH_PAGE_SIZE,
  type SearchGroup,
  type SearchKind,
  type SiteSearchAnswer,
} from '../schemas/site-search-answer';
import type { SiteSearchQuery } from '../schemas/site-search';
import { hydrate } from './site-search-rows';
import { wordForms } from './site-search-forms';
import { suggest } from './site-search-suggest';

// One search over the whole portal (issue 20, decision 0032): site_fts (migration 0032) finds
// rows, and what the member may see is decided here against each row itself: published news,
// episodes and books, visible posts and comments by members they have not blocked (a comment
// only under a visible post), live CMS pages.

/** The kind words in site_fts's k column for each group a member can choose. */
const KIND_WORDS: Record<SearchKind, string[]> = {
  news: ['news'],
  episodes: ['episode', 'cue'],
  audiobooks: ['audiobook'],
  forum: ['post', 'comment'],
  pages: ['page'],
};

/**
 * As in news search (decision 0014): a word in most rows is ranked among its newest matches.
 * Smaller than news's window: one site-wide search also counts every group.
 */
const RANK_WINDOW = 2_000;

/** Ranked matches read per visible result wanted: the margin covers drafts, hidden posts and blocks among them. */
const VISIBILITY_MARGIN = 4;

type Range = { from?: string; to?: string };

const inRange = (column: SQL, { from, to }: Range) =>
  sql`${from ? sql`substr(${column}, 1, 10) >= ${from}` : sql`1`} and ${to ? sql`substr(${column}, 1, 10) <= ${to}` : sql`1`}`;

/** Whether the site_fts row `rowid` is one this member may see (and in the date range). */
export function visibleRow(viewerId: number, range: Range, rowid: SQL = sql`site_fts.rowid`, now = new Date()): SQL {
  const id = sql`${rowid} / 8`;
  const notBlocked = (author: SQL) =>
    sql`not exists (select 1 from member_blocks b where b.blocker_id = ${viewerId} and b.blocked_id = ${author})`;
  return sql`(case ${rowid} % 8
    when 1 then exists (select 1 from news_articles n where n.id = ${id} and n.status = 'published' and ${inRange(sql`n.published_at`, range)})
    when 2 then exists (select 1 from podcast_episodes e where e.id = ${id} and e.status = 'published' and ${inRange(sql`e.published_at`, range)})
    when 3 then exists (select 1 from transcript_cues c join podcast_episodes e on e.id = c.episode_id where c.id = ${id} and e.status = 'published' and ${inRange(sql`e.published_at`, range)})
    when 4 then exists (select 1 from audiobooks a where a.id = ${id} and a.status = 'published' and ${inRange(sql`a.created_at`, range)})
    when 5 then exists (select 1 from community_posts p where p.id = ${id} and p.visibility = 'visible' and ${notBlocked(sql`p.user_id`)} and ${inRange(sql`p.created_at`, range)})
    when 6 then exists (select 1 from post_comments c join community_posts p on p.id = c.post_id where c.id = ${id} and c.visibility = 'visible' and p.visibility = 'visible' and ${notBlocked(sql`c.user_id`)} and ${inRange(sql`c.created_at`, range)})
    when 7 then exists (select 1 from cms_pages g where g.id = ${id} and (g.status = 'published' or (g.status = 'scheduled' and g.publish_at <= ${now.toISOString()})) and ${inRange(sql`coalesce(g.publish_at, g.updated_at)`, range)})
    else 0 end)`;
}

const kindFilter = (kind: SearchKind | 'all') => (kind === 'all' ? '' : `k : (${KIND_WORDS[kind].map((w) => `"${w}"`).join(' OR ')}) AND `);

/** Matches per group, each counted up to COUNT_CAP + 1, in one statement. */
async function countGroups(db: Db, text: string, visible: SQL): Promise<SearchGroup[]> {
  const counts = SEARCH_KINDS.map(
    (kind) =>
      sql`(select count(*) from (select 1 from site_fts where site_fts match ${kindFilter(kind) + text} and ${visible} limit ${COUNT_CAP + 1})) as ${sql.raw(kind)}`,
  );
  const row = await db.get<Record<SearchKind, number>>(sql`select ${sql.join(counts, sql`, `)}`);
  return SEARCH_KINDS.map((kind) => ({ kind, count: Math.min(row[kind], COUNT_CAP), more: row[kind] > COUNT_CAP }));
}

/**
 * One page of matches, best first (bm25: title above body; the kind column counts for nothing).
 * The newest `rankWindow` matches are ranked (read newest first, so the index stops there), and
 * only the best few are checked for visibility (as news search does for drafts): checking every
 * match of a common word costs more than ranking it.
 */
async function rankPage(db: Db, match: string, viewerId: number, range: Range, page: number, rankWindow: number) {
  const wanted = page * SITE_SEARCH_PAGE_SIZE + 1;
  return db.all<{ r: number }>(sql`
    with newest as (
      select rowid as r, bm25(site_fts, 0.0, 10.0, 1.0) as score from site_fts
      where site_fts match ${match} order by rowid desc limit ${rankWindow}),
    ranked as (select r, score from newest order by score limit ${wanted * VISIBILITY_MARGIN})
    select r from ranked where ${visibleRow(viewerId, range, sql`ranked.r`)}
    order by score, r desc
    limit ${SITE_SEARCH_PAGE_SIZE + 1} offset ${(page - 1) * SITE_SEARCH_PAGE_SIZE}`);
}

export async function searchSite(db: Db, viewerId: number, query: SiteSearchQuery, rankWindow = RANK_WINDOW): Promise<SiteSearchAnswer> {
  const q = query.q.trim().slice(0, MAX_QUERY_CHARS);
  const stems = toSiteQuery(q)?.stems;
  const built = stems && toSiteQuery(q, await wordForms(db, stems));
  const empty = SEARCH_KINDS.map((kind) => ({ kind, count: 0, more: false }));
  const answer = {
    q,
    kind: query.kind,
    page: query.page,
    matched: 'all' as const,
    groups: empty,
    results: [],
    hasMore: false,
    suggestion: null,
  };
  if (!built) return answer;
  const visible = visibleRow(viewerId, query);
  let matched: 'all' | 'any' = 'all';
  let groups = await countGroups(db, built.all, visible);
  if (groups.every((g) => g.count === 0) && built.stems.length > 1) {
    matched = 'any';
    groups = await countGroups(db, built.any, visible);
  }
  if (groups.every((g) => g.count === 0)) return { ...answer, suggestion: await suggest(db, q, visible) };
  const rows = await rankPage(db, kindFilter(query.kind) + built[matched], viewerId, query, query.page, rankWindow);
  const results = await hydrate(
    db,
    rows.slice(0, SITE_SEARCH_PAGE_SIZE).map((r) => r.r),
    built.stems,
  );
  return { ...answer, matched, groups, results, hasMore: rows.length > SITE_SEARCH_PAGE_SIZE };
}
