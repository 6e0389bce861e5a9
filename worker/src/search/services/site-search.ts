import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { MAX_QUERY_CHARS, toSiteQuery } from '../site-query';
import {
  COUNT_CAP,
  SEARCH_KINDS,
  SITE_SEARCH_PAGE_SIZE,
  type SearchGroup,
  type SearchKind,
  type SiteSearchAnswer,
} from '../../schemas/site-search-answer';
import type { SiteSearchQuery } from '../../schemas/site-search';
import { rowJson, toResults, type Row } from './site-search-rows';
import { INDEX_VERSION, keptForms, wordForms, type WordForms } from './site-search-forms';
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

/**
 * Whether the site_fts row `rowid` is one this member may see (and in the date range). Each kind
 * gives the date it is filtered by for a row the member may see ('' when it has none) and null
 * for any other, so the range is bound once: the counts and the page share one statement, and
 * D1 binds at most 100 values to it.
 */
export function visibleRow(viewerId: number, { from, to }: Range, rowid: SQL = sql`site_fts.rowid`, now = new Date()): SQL {
  const id = sql`${rowid} / 8`;
  const notBlocked = (author: SQL) =>
    sql`not exists (select 1 from member_blocks b where b.blocker_id = ${viewerId} and b.blocked_id = ${author})`;
  const date = sql`(case ${rowid} % 8
    when 1 then (select coalesce(n.published_at, '') from news_articles n where n.id = ${id} and n.status = 'published')
    when 2 then (select coalesce(e.published_at, '') from podcast_episodes e where e.id = ${id} and e.status = 'published')
    when 3 then (select coalesce(e.published_at, '') from transcript_cues c join podcast_episodes e on e.id = c.episode_id where c.id = ${id} and e.status = 'published')
    when 4 then (select coalesce(a.created_at, '') from audiobooks a where a.id = ${id} and a.status = 'published')
    when 5 then (select coalesce(p.created_at, '') from community_posts p where p.id = ${id} and p.visibility = 'visible' and ${notBlocked(sql`p.user_id`)})
    when 6 then (select coalesce(c.created_at, '') from post_comments c join community_posts p on p.id = c.post_id where c.id = ${id} and c.visibility = 'visible' and p.visibility = 'visible' and ${notBlocked(sql`c.user_id`)})
    when 7 then (select coalesce(g.publish_at, g.updated_at, '') from cms_pages g where g.id = ${id} and (g.status = 'published' or (g.status = 'scheduled' and g.publish_at <= ${now.toISOString()})))
    end)`;
  if (!from && !to) return sql`${date} is not null`;
  return sql`substr(${date}, 1, 10) between ${from ?? '0000-01-01'} and ${to ?? '9999-12-31'}`;
}

const kindFilter = (kind: SearchKind | 'all') => (kind === 'all' ? '' : `k : (${KIND_WORDS[kind].map((w) => `"${w}"`).join(' OR ')}) AND `);

/**
 * Matches per group, each counted up to COUNT_CAP + 1, as columns named by the groups; 0 without
 * looking when `hit` (no row matches at all) is false.
 */
function countGroups(text: string, visible: SQL): SQL {
  const counts = SEARCH_KINDS.map(
    (kind) =>
      sql`case when hit then (select count(*) from (select 1 from site_fts where site_fts match ${kindFilter(kind) + text} and ${visible} limit ${COUNT_CAP + 1})) else 0 end as ${sql.raw(kind)}`,
  );
  return sql.join(counts, sql`, `);
}

const toGroups = (row: Record<SearchKind, number>): SearchGroup[] =>
  SEARCH_KINDS.map((kind) => ({ kind, count: Math.min(row[kind], COUNT_CAP), more: row[kind] > COUNT_CAP }));

/**
 * One page of matches, best first (bm25: title above body; the kind column counts for nothing).
 * The newest `rankWindow` matches are ranked (read newest first, so the index stops there), and
 * only the best few are checked for visibility (as news search does for drafts): checking every
 * match of a common word costs more than ranking it.
 */
function rankPage(match: string, viewerId: number, range: Range, page: number, rankWindow: number): SQL {
  const wanted = page * SITE_SEARCH_PAGE_SIZE + 1;
  return sql`
    with newest as (
      select rowid as r, bm25(site_fts, 0.0, 10.0, 1.0) as score from site_fts
      where site_fts match ${match} order by rowid desc limit ${rankWindow}),
    ranked as (select r, score from newest order by score limit ${wanted * VISIBILITY_MARGIN})
    select r from ranked where ${visibleRow(viewerId, range, sql`ranked.r`)}
    order by score, r desc
    limit ${SITE_SEARCH_PAGE_SIZE + 1} offset ${(page - 1) * SITE_SEARCH_PAGE_SIZE}`;
}

export async function searchSite(db: Db, viewerId: number, query: SiteSearchQuery, rankWindow = RANK_WINDOW): Promise<SiteSearchAnswer> {
  const q = query.q.trim().slice(0, MAX_QUERY_CHARS);
  const stems = toSiteQuery(q)?.stems;
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
  if (!stems) return answer;
  const visible = visibleRow(viewerId, query);
  // The counts and the page with its rows in one statement: each statement is a round trip from
  // the worker to D1. It also reads the index version, which says whether forms kept from an
  // earlier search still hold.
  const counted = async (text: string) => {
    // `hit` first: a question no row answers with every word (the usual reason for the "any
    // word" search after it) is told by one lookup instead of a count per group and a ranking.
    const row = await db.get<Record<SearchKind, number> & { page: string; version: string | null }>(
      sql`select ${countGroups(text, visible)}, case when hit then (select json_group_array(json_object('r', r, 'row', json(${rowJson(sql`r`)}))) from (${rankPage(kindFilter(query.kind) + text, viewerId, query, query.page, rankWindow)})) else '[]' end as page, ${INDEX_VERSION} as version
        from (select exists (select 1 from site_fts where site_fts match ${text}) as hit)`,
    );
    return { groups: toGroups(row), rows: JSON.parse(row.page) as { r: number; row: Row | null }[], version: row.version ?? '' };
  };
  /** Every word first; any word when no row the member may see holds them all. */
  const run = async (forms: WordForms) => {
    const built = toSiteQuery(q, forms.forms, forms.docs)!;
    let found = { matched: 'all' as 'all' | 'any', ...(await counted(built.all)) };
    if (found.groups.every((g) => g.count === 0) && built.stems.length > 1) found = { matched: 'any', ...(await counted(built.any)) };
    // Forms kept from an index that has changed since (a write in between) may miss a new word.
    return { ...found, stems: built.stems, current: forms.version === null || forms.version === found.version };
  };
  const kept = keptForms(stems);
  let found = await run(kept ?? (await wordForms(db, stems)));
  if (!found.current) found = await run(await wordForms(db, stems));
  const { matched, groups, rows } = found;
  if (groups.every((g) => g.count === 0)) return { ...answer, suggestion: await suggest(db, q, visible) };
  const results = toResults(rows.slice(0, SITE_SEARCH_PAGE_SIZE), found.stems);
  return { ...answer, matched, groups, results, hasMore: rows.length > SITE_SEARCH_PAGE_SIZE };
}
