import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import type { Env } from '../src/platform/env';
import { POST_CATEGORIES } from '../src/schemas/community';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

// Issue 8, "The edge": every list and search endpoint reads only its page through an index.
// Each case calls the real endpoint against a database with thousands of rows per table,
// records every statement the endpoint ran (the services' own SQL and parameters), and runs
// EXPLAIN QUERY PLAN on each. A case fails when a plan
//   - SCANs a content table (every table but the tiny ones in TINY_TABLES), unless the
//     scan walks an index in ORDER BY order and the statement has a LIMIT: it stops after
//     the page (and the offset before it), so it is a page read, not a table read;
//   - builds an AUTOMATIC index on a content table (a full scan to build it);
//   - sorts its rows (USE TEMP B-TREE FOR ORDER BY): a sort reads every matching row, not
//     just the page, however selective the SEARCH before it looks.
// A SEARCH can still read far more than its page (an index on a column most rows share), so
// each paged statement is also run once more and must read (D1's rows_read) at most
// ROWS_PER_ITEM rows for each row of its page and offset.
// Exemptions are by case, with the reason, and must still be needed (see the test).
// Everything is checked twice: with no statistics (a fresh D1 database) and after ANALYZE.

type Ran = { sql: string; params: unknown[] };

const REAL = Symbol('real statement');

/**
 * A D1 binding that passes every statement through to the real one and records what ran, so
 * the test explains the very SQL the services built (nothing is copied here by hand).
 */
function recordingD1(real: D1Database, ran: Ran[]): D1Database {
  const wrap = (sql: string, params: unknown[], stmt: D1PreparedStatement) => {
    const record = () => ran.push({ sql, params });
    const recorded = {
      [REAL]: { sql, params, stmt },
      bind: (...values: unknown[]) => wrap(sql, values, stmt.bind(...values)),
      first: (column?: string) => (record(), column === undefined ? stmt.first() : stmt.first(column)),
      all: () => (record(), stmt.all()),
      run: () => (record(), stmt.run()),
      raw: () => (record(), stmt.raw()),
    };
    return recorded as unknown as D1PreparedStatement;
  };
  const unwrap = (s: D1PreparedStatement) => (s as unknown as { [REAL]: Ran & { stmt: D1PreparedStatement } })[REAL];
  return {
    prepare: (sql: string) => wrap(sql, [], real.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => {
      const inner = statements.map(unwrap);
      for (const { sql, params } of inner) ran.push({ sql, params });
      return real.batch(inner.map((s) => s.stmt));
    },
    exec: (sql: string) => real.exec(sql),
  } as unknown as D1Database;
}

// ------------------------------------------------------------------------------ the data

const N = {
  users: 3000,
  news: 5000,
  episodes: 2000,
  books: 3000,
  posts: 6000,
  comments: 30_000,
  pages: 1000,
  forms: 200,
  submissions: 20_000,
  media: 3000,
  audit: 20_000,
  campaigns: 300,
  donations: 15_000,
};

/** `n` rows numbered i = 1..n. */
const rows = (n: number, insert: string) => `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${n}) ${insert}`;
/** An ISO timestamp `hours` ago: "this week" and "this month" must hold some rows, and not all. */
const ago = (hours: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${hours}) || ' hours')`;
const topic = (i: string) =>
  `(case (${i}) % 5 when 0 then 'employment' when 1 then 'housing' when 2 then 'transport' when 3 then 'education' else 'advocacy' end)`;
const oneOf = (i: string, values: readonly string[]) =>
  `(case (${i}) % ${values.length} ${values.map((v, k) => `when ${k} then '${v.replaceAll("'", "''")}'`).join(' ')} end)`;
const BOOK_CATEGORIES = [
  'Classic Fiction',
  'Biography',
  'History',
  'Science',
  'Poetry',
  'Mystery',
  'Self-help',
  'Travel',
  'Children',
  'Disability Studies',
];

/** Seeded users start after the three signed-in ones (ids 1 to 3). */
const seedUser = (i: string) => `(4 + (${i}) % ${N.users})`;

const seed = [
  rows(
    N.users,
    `insert into users (email, first_name, last_name, created_at, updated_at) select 'seed-' || i || '@example.test', 'Seed', 'Member ' || i, ${ago('i')}, ${ago('i')} from n`,
  ),
  rows(
    N.users,
    `insert into sessions (token_hash, public_id, user_id, last_seen_at, expires_at) select 'seed-session-' || i, 'seed-public-' || i, ${seedUser('i')}, ${ago('i')}, '2030-01-01T00:00:00.000Z' from n`,
  ),
  rows(
    N.news,
    `insert into news_articles (title, excerpt, content, author, published_at, reading_time, status, created_at, updated_at)
     select 'Seeded article ' || i || ' on ' || ${topic('i')}, 'An excerpt', 'Body text about ' || ${topic('i + 1')}, 'A. Writer', ${ago('i * 3')}, 3,
       case when i % 10 = 0 then 'draft' else 'published' end, ${ago('i * 3')}, ${ago('i * 3')} from n`,
  ),
  rows(
    N.episodes,
    `insert into podcast_episodes (title, description, audio_key, audio_mime_type, audio_size, episode_number, published_at, duration, transcript, status)
     select 'Episode ' || i, 'About it', 'podcasts/' || i || '.mp3', 'audio/mpeg', 1000, i, ${ago('i * 24')}, 1800,
       case when i % 3 = 0 then null else 'Transcript' end, case when i % 20 = 0 then 'draft' else 'published' end from n`,
  ),
  rows(
    N.books,
    `insert into audiobooks (title, author, narrator, description, category, audio_key, audio_mime_type, audio_size, duration, published_year, status, created_at, updated_at)
     select 'Book ' || i || ' on ' || ${topic('i')}, 'Author ' || (i % 400), 'Narrator ' || (i % 50), 'About it', ${oneOf('i', BOOK_CATEGORIES)},
       'audiobooks/' || i || '.mp3', 'audio/mpeg', 1000, 3600, 1900 + i % 120, case when i % 20 = 0 then 'draft' else 'published' end, ${ago('i')}, ${ago('i')} from n`,
  ),
  // Unique (user, book) pairs: 7 is invertible modulo 3000.
  rows(
    N.books,
    `insert into favourites (user_id, audiobook_id, created_at) select 4 + i % 1000, 1 + (i * 7) % ${N.books}, ${ago('i')} from n`,
  ),
  rows(100, `insert into favourites (user_id, audiobook_id, created_at) select 1, 1 + (i * 13) % ${N.books}, ${ago('i')} from n`),
  rows(
    N.posts,
    `insert into community_posts (user_id, title, content, category, visibility, last_comment_at, comments_count, created_at, updated_at)
     select ${seedUser('i')}, 'Post ' || i, 'Some thoughts', ${oneOf('i', POST_CATEGORIES)}, case when i % 20 = 0 then 'hidden' else 'visible' end,
       case when i % 4 = 0 then ${ago('i')} else null end, 5, ${ago('i * 2')}, ${ago('i * 2')} from n`,
  ),
  rows(
    N.comments,
    `insert into post_comments (post_id, user_id, content, visibility, created_at, updated_at)
     select 1 + i % ${N.posts}, ${seedUser('i')}, 'A comment', case when i % 20 = 0 then 'hidden' else 'visible' end, ${ago('i')}, ${ago('i')} from n`,
  ),
  // Post 2 has a long thread.
  rows(
    300,
    `insert into post_comments (post_id, user_id, content, created_at, updated_at) select 2, ${seedUser('i')}, 'A reply', ${ago('i')}, ${ago('i')} from n`,
  ),
  rows(10_000, `insert into post_likes (post_id, user_id) select 1 + i % ${N.posts}, 4 + i / ${N.posts} from n`),
  rows(
    3000,
    `insert into community_reports (post_id, comment_id, reporter_id, reason, status, created_at)
     select case when i % 2 = 0 then 1 + i % ${N.posts} end, case when i % 2 = 1 then 1 + i % ${N.comments} end, ${seedUser('i')}, 'Spam or scam',
       case when i % 10 = 0 then 'open' when i % 10 < 7 then 'resolved' else 'dismissed' end, ${ago('i')} from n`,
  ),
  rows(
    N.pages,
    `insert into cms_pages (title, slug, body, status, publish_at, view_count, created_at, updated_at)
     select 'Page ' || i, 'seed-page-' || i, 'Words', ${oneOf('i', ['published', 'draft', 'archived', 'scheduled'])},
       case when i % 4 = 3 then ${ago('-i')} end, i, ${ago('i')}, ${ago('i')} from n`,
  ),
  rows(
    5000,
    `insert into cms_page_views_daily (page_id, day, views) select 1 + i % ${N.pages}, date('now', '-' || (i / ${N.pages}) || ' days'), i % 50 from n`,
  ),
  rows(
    500,
    `insert into cms_templates (name, category, body, created_at, updated_at) select 'Template ' || i, 'Information', 'Starter', ${ago('i')}, ${ago('i')} from n`,
  ),
  rows(N.forms, `insert into cms_forms (name, created_at, updated_at) select 'Form ' || i, ${ago('i')}, ${ago('i')} from n`),
  rows(
    N.submissions,
    `insert into cms_form_submissions (form_id, data, is_read, created_at) select 1 + i % ${N.forms}, '{}', i % 3 <> 0, ${ago('i')} from n`,
  ),
  rows(6, `insert into cms_menus (name, location, items) select 'Menu ' || i, ${oneOf('i', ['header', 'footer', 'sidebar'])}, '[]' from n`),
  rows(2000, `insert into cms_redirects (from_url, to_url) select '/old-' || i, '/news' from n`),
  rows(
    N.media,
    `insert into cms_media (filename, alt, key, mime_type, size, created_at) select 'photo-' || i || '.png', 'A photo', 'cms/seed/' || i || '.png', 'image/png', 1000, ${ago('i')} from n`,
  ),
  rows(
    N.audit,
    `insert into audit_log (actor_id, actor_name, actor_email, action, entity, entity_id, summary, created_at)
     select 2, 'An Editor', 'editor@example.test', 'update', 'page', 1 + i % ${N.pages}, 'Updated a page', ${ago('i')} from n`,
  ),
  rows(
    N.campaigns,
    `insert into donation_campaigns (title, description, goal_cents, status, creator_id, created_at, updated_at)
     select 'Campaign ' || i, 'Funds', 100000, ${oneOf('i', ['active', 'active', 'paused', 'completed', 'cancelled'])}, case when i % 2 = 0 then 2 end, ${ago('i * 24')}, ${ago('i * 24')} from n`,
  ),
  rows(
    N.donations,
    `insert into donations (campaign_id, amount_cents, donor_name, show_name, email, status, provider, receipt_number, receipt_token, created_at, paid_at)
     select 1 + i % ${N.campaigns}, 500 + (i % 100) * 100, 'Donor ' || i, i % 5 <> 0, 'donor-' || (i % 4000) || '@example.test',
       case i % 10 when 0 then 'pending' when 1 then 'failed' else 'paid' end, 'test', case when i % 10 > 1 then 'R-' || i end, 'token-' || i, ${ago('i')},
       case when i % 10 > 1 then ${ago('i')} end from n`,
  ),
];

// ----------------------------------------------------------------------------- the cases

/**
 * Lookup tables small by nature, which a scan reads in a page or two whatever happens: the
 * site's menus are one or two per location (header, footer), written by hand by editors.
 */
// content_versions has one row per area of shared content (four).
const TINY_TABLES = new Set(['cms_menus', 'content_versions']);
/** Names in plans that are not tables: aliases, and subqueries (whose own rows are checked). */
const ALIASES: Record<string, string> = { reporter: 'users' };
const SUBQUERIES = new Set(['paid_totals', 'ranked']);

/** An item of a page, its index entry and the rows joined to it (author, reported post...). */
const ROWS_PER_ITEM = 4;

type Who = 'member' | 'editor' | 'admin' | null;
type Case = {
  path: string;
  as: Who;
  /** Tables this endpoint reads whole by design, and why. */
  readsWhole?: Record<string, string>;
  /** Why this endpoint may read (and sort) more than its page. */
  readsPast?: string;
};

const RANKED = 'ranked by bm25: the FTS index finds the matches, every one is scored and sorted, and the best 50 are kept';
const TITLE_FILTER = 'a title substring (LIKE %q%), which no index serves: the walk reads rows until the page is full';

// The CMS tabs below have no paging: each shows every row (editors make pages, templates,
// forms, redirects and files by hand, hundreds at most), so reading the table is the
// answer. They walk an index in the order they show, so nothing is sorted.
const WHOLE_LIST = 'the CMS tab lists every row, unpaged, in the order of the index it walks';

const cases: Case[] = [
  { path: '/api/news?limit=12', as: 'member' },
  { path: '/api/news?limit=12&offset=48', as: 'member' },
  { path: '/api/news/search?q=employment', as: 'member', readsPast: RANKED },
  { path: '/api/podcasts?limit=12', as: 'member' },
  // Every published episode, by design (podcast apps read the whole feed): a SEARCH on the
  // (status, published_at) index, already in order.
  { path: '/podcasts/feed.xml', as: null },
  { path: '/api/audiobooks?limit=12', as: 'member' },
  { path: `/api/audiobooks?limit=12&category=${encodeURIComponent('Classic Fiction')}`, as: 'member' },
  { path: '/api/audiobooks/search?q=housing', as: 'member', readsPast: RANKED },
  { path: '/api/audiobooks/categories', as: 'member' },
  { path: '/api/audiobooks/favourites', as: 'member' },
  { path: '/api/community/posts?limit=10', as: 'member' },
  { path: `/api/community/posts?limit=10&category=${encodeURIComponent('Employment')}`, as: 'member' },
  { path: '/api/community/posts/2/comments', as: 'member' },
  { path: '/api/community/reports', as: 'editor' },
  { path: '/api/community/reports?status=resolved', as: 'editor' },
  { path: '/api/community/stats', as: 'member' },
  { path: '/api/dashboard/summary', as: 'member' },
  {
    path: '/api/cms/analytics/summary',
    as: 'editor',
    readsWhole: {
      cms_pages: 'totals over every page (count, published, views): an aggregate of the whole table by definition',
      cms_form_submissions: 'counts every submission and the unread ones: walked on the small is_read index, never the rows',
    },
  },
  { path: '/api/cms/pages', as: 'editor', readsWhole: { cms_pages: WHOLE_LIST } },
  { path: '/api/cms/templates', as: 'editor', readsWhole: { cms_templates: WHOLE_LIST } },
  { path: '/api/cms/forms', as: 'editor', readsWhole: { cms_forms: `${WHOLE_LIST}; each unread count is a covering-index SEARCH` } },
  { path: '/api/cms/forms/7/submissions?limit=20', as: 'editor' },
  { path: '/api/cms/menus', as: 'editor' },
  { path: '/api/cms/redirects', as: 'editor', readsWhole: { cms_redirects: WHOLE_LIST } },
  { path: '/api/cms/media', as: 'editor', readsWhole: { cms_media: WHOLE_LIST } },
  { path: '/api/cms/audit?limit=50', as: 'admin' },
  { path: '/api/cms/members?limit=20', as: 'admin' },
  {
    path: '/api/cms/members?limit=20&q=user',
    as: 'admin',
    readsPast: 'a name or email substring (LIKE %q%), which no index serves: the walk reads rows until the page is full',
  },
  { path: '/api/auth/sessions', as: 'member' },
  // The editors' content lists walk their ORDER BY index and stop after the page. With ?q=
  // the walk skips the titles that do not match: for a rare title that can be most of the
  // index (never the table's rows, and never a sort), the cost of LIKE '%q%'.
  { path: '/api/cms/news?limit=20', as: 'editor' },
  { path: '/api/cms/news?limit=20&q=housing', as: 'editor', readsPast: TITLE_FILTER },
  { path: '/api/cms/podcasts?limit=20', as: 'editor' },
  { path: '/api/cms/podcasts?limit=20&q=7', as: 'editor', readsPast: TITLE_FILTER },
  { path: '/api/cms/audiobooks?limit=20', as: 'editor' },
  { path: '/api/cms/audiobooks?limit=20&q=housing', as: 'editor', readsPast: TITLE_FILTER },
  // Every campaign with its paid donations and totals, by design (the donations page lists them all): campaigns
  // walked in created_at order; the paid donations are a SEARCH on (status, paid_at), in order.
  {
    path: '/api/donation-campaigns',
    as: null,
    readsWhole: { donation_campaigns: 'every campaign is listed, unpaged, in created_at index order' },
  },
  { path: '/api/donation-stats', as: null },
  { path: '/api/menus/footer', as: null },
];

// --------------------------------------------------------------------------- the verdict

const tables = new Set<string>(
  Object.values(schema)
    .filter((value) => is(value, SQLiteTable))
    .map((table) => getTableName(table)),
);

const LIMIT = /\blimit \?( offset \?)?$/;

/** A statement bounded by its LIMIT (drizzle puts it last, with the offset). */
const hasLimit = (sql: string) => LIMIT.test(sql.trim());

/** The rows a paged statement may pass over: its limit and offset, its last parameters. */
function pageRows(sql: string, params: unknown[]): number | null {
  const paged = LIMIT.exec(sql.trim());
  if (!paged) return null;
  const [limit, offset] = paged[1] ? params.slice(-2) : [params.at(-1), 0];
  return Number(limit) + Number(offset);
}

type Verdict = { problems: string[]; exemptionsUsed: Set<string> };

function judge(c: Case, sql: string, plan: string[]): Verdict {
  const problems: string[] = [];
  const exemptionsUsed = new Set<string>();
  const touched = new Set<string>();
  for (const detail of plan) {
    const step = /^(SCAN|SEARCH) (\S+)/.exec(detail);
    if (step) {
      const name = step[2]!;
      if (name === 'CONSTANT' || detail.includes(' VIRTUAL TABLE ') || SUBQUERIES.has(name)) continue;
      const table = ALIASES[name] ?? name;
      if (!tables.has(table)) {
        problems.push(`unknown name in the plan: ${detail}`);
        continue;
      }
      touched.add(table);
      if (TINY_TABLES.has(table)) continue;
      if (/ USING AUTOMATIC /.test(detail)) problems.push(`builds a temporary index on ${table}: ${detail}`);
      if (step[1] === 'SCAN') {
        const orderedWalk = / USING (COVERING )?INDEX /.test(detail) && hasLimit(sql);
        if (orderedWalk) continue;
        if (c.readsWhole?.[table]) exemptionsUsed.add(table);
        else problems.push(`reads all of ${table}: ${detail}`);
      }
    }
    if (detail === 'USE TEMP B-TREE FOR ORDER BY' && ![...touched].every((table) => TINY_TABLES.has(table))) {
      if (c.readsPast) exemptionsUsed.add('readsPast');
      else problems.push('sorts every matching row instead of reading them in index order: USE TEMP B-TREE FOR ORDER BY');
    }
  }
  return { problems, exemptionsUsed };
}

// ------------------------------------------------------------------------------ the test

let t: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
const ran: Ran[] = [];
const cookies: Record<Exclude<Who, null>, string> = { member: '', editor: '', admin: '' };

beforeAll(async () => {
  t = await createTestEnv();
  env = { ...t.env, DB: recordingD1(t.env.DB, ran) };
  // Users 1 to 3; the seeded rows follow.
  cookies.member = (await signedIn(t.db)).cookie;
  cookies.editor = (await signedIn(t.db, { role: 'editor' })).cookie;
  cookies.admin = (await signedIn(t.db, { role: 'admin' })).cookie;
  for (const statement of seed) await t.env.DB.prepare(statement).run();
}, 120_000);
afterAll(() => t.dispose());

async function explain(sql: string, params: unknown[]): Promise<string[]> {
  const { results } = await t.env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

describe.each([
  ['with no statistics (a fresh D1 database)', false],
  ['after ANALYZE', true],
])('query plans %s', (_when, analyze) => {
  beforeAll(async () => {
    if (analyze) await t.env.DB.prepare('ANALYZE').run();
  });

  it.each(cases.map((c) => [`GET ${c.path}`, c] as const))('%s', async (_name, c) => {
    ran.length = 0;
    const res = await call(env, c.path, { cookie: c.as ? cookies[c.as] : undefined });
    expect(res.status).toBe(200);
    expect(ran.length).toBeGreaterThan(0);
    const problems: string[] = [];
    const used = new Set<string>();
    for (const { sql, params } of ran) {
      const plan = await explain(sql, params);
      const verdict = judge(c, sql, plan);
      const page = pageRows(sql, params);
      if (page !== null) {
        const read = (
          await t.env.DB.prepare(sql)
            .bind(...params)
            .all()
        ).meta.rows_read;
        if (read > ROWS_PER_ITEM * page) {
          if (c.readsPast) verdict.exemptionsUsed.add('readsPast');
          else verdict.problems.push(`reads ${read} rows for a page of ${page} (at most ${ROWS_PER_ITEM * page})`);
        }
      }
      for (const p of verdict.problems) problems.push(`${p}\n  in: ${sql}\n  plan: ${plan.join(' | ')}`);
      for (const e of verdict.exemptionsUsed) used.add(e);
    }
    expect(problems).toEqual([]);
    // An exemption no plan needs any more is removed, so the list stays the truth.
    const declared = [...Object.keys(c.readsWhole ?? {}), ...(c.readsPast ? ['readsPast'] : [])];
    expect(declared.filter((e) => !used.has(e))).toEqual([]);
  });
});
