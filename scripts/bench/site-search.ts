// The site-wide search (issue 20, decision 0032) at 100,000 articles, 50,000 forum posts and
// 1,000 timed transcripts: the worker's own searchSite against a LIKE scan of the same rows, both
// through the worker's D1 binding from here, so both pay the same overhead.
import { sql } from 'drizzle-orm';
import type { Db } from '../../worker/src/db/client';
import { queryWords, searchTerms } from '../../worker/src/search/site-query';
import { searchSite } from '../../worker/src/search/services/site-search';
import { SENTENCES, TITLES, phrases } from './data';
import { median, ms, percentile, ratio, type Section } from './stats';

export const POSTS = 50_000;
export const TRANSCRIPTS = 1_000;
const CUES_PER_TRANSCRIPT = 40;
const GOAL_P95_MS = 50;

const pick = (prime: number, offset: number, pool: number) => `((i * ${prime} + ${offset}) % ${pool})`;
const seq = `WITH RECURSIVE seq(i) AS (SELECT ?1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?2)`;

/** Posts by the demo members, episodes with their transcript lines, from the articles' phrase pools; returns the seconds taken. */
export async function generateSiteContent(DB: D1Database): Promise<number> {
  const started = performance.now();
  await DB.batch([
    DB.prepare('CREATE TABLE bench_sentences (k INTEGER PRIMARY KEY, s TEXT NOT NULL)'),
    DB.prepare('CREATE TABLE bench_titles (k INTEGER PRIMARY KEY, s TEXT NOT NULL)'),
    DB.prepare('INSERT INTO bench_sentences (k, s) SELECT key, value FROM json_each(?1)').bind(
      JSON.stringify(phrases(SENTENCES, 10, 20, 1)),
    ),
    DB.prepare('INSERT INTO bench_titles (k, s) SELECT key, value FROM json_each(?1)').bind(JSON.stringify(phrases(TITLES, 4, 9, 2))),
  ]);
  const posts = `${seq} INSERT INTO community_posts (user_id, title, content, category, tags, visibility)
    SELECT (SELECT min(id) FROM users) + i % 3, (SELECT s FROM bench_titles WHERE k = ${pick(7919, 5, TITLES)}),
      (SELECT group_concat(s, ' ') FROM bench_sentences WHERE k IN (${pick(104729, 1, SENTENCES)}, ${pick(130363, 2, SENTENCES)}, ${pick(155921, 3, SENTENCES)})),
      'General Discussion', '[]', CASE WHEN i % 50 = 0 THEN 'hidden' ELSE 'visible' END FROM seq`;
  for (let from = 1; from <= POSTS; from += 10_000)
    await DB.prepare(posts)
      .bind(from, Math.min(POSTS, from + 9_999))
      .run();
  await DB.prepare(
    `${seq} INSERT INTO podcast_episodes (title, description, audio_key, audio_mime_type, audio_size, episode_number, published_at, duration, tags)
     SELECT (SELECT s FROM bench_titles WHERE k = ${pick(7919, 7, TITLES)}), (SELECT s FROM bench_sentences WHERE k = ${pick(104729, 9, SENTENCES)}),
       'podcasts/bench.mp3', 'audio/mpeg', 1000, 100000 + i, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' days'), 3600, '[]' FROM seq`,
  )
    .bind(1, TRANSCRIPTS)
    .run();
  await DB.prepare(
    `${seq} INSERT INTO transcript_cues (episode_id, start_seconds, text)
     SELECT e.id, (i % ${CUES_PER_TRANSCRIPT}) * 30, (SELECT s FROM bench_sentences WHERE k = ${pick(181081, 13, SENTENCES)})
     FROM seq JOIN podcast_episodes e ON e.episode_number = 100000 + 1 + (i / ${CUES_PER_TRANSCRIPT})`,
  )
    .bind(0, TRANSCRIPTS * CUES_PER_TRANSCRIPT - 1)
    .run();
  await DB.batch([DB.prepare('DROP TABLE bench_sentences'), DB.prepare('DROP TABLE bench_titles')]);
  return (performance.now() - started) / 1000;
}

/** The scan a search without an index would run: every word (stop words dropped) somewhere in an article, a post or a transcript line. */
function likeSearch(db: Db, q: string) {
  const words = searchTerms(queryWords(q));
  if (!words.length) return Promise.resolve([]);
  const everyWord = (columns: string[]) =>
    sql.join(
      words.map(
        (w) =>
          sql`(${sql.join(
            columns.map((c) => sql`${sql.raw(c)} like ${`%${w}%`}`),
            sql` or `,
          )})`,
      ),
      sql` and `,
    );
  return db.all(sql`
    select * from (
      select 'news' as kind, id from news_articles where status = 'published' and ${everyWord(['title', 'excerpt', 'content'])}
      union all select 'post', id from community_posts where visibility = 'visible' and ${everyWord(['title', 'content'])}
      union all select 'cue', id from transcript_cues where ${everyWord(['text'])}
    ) limit 21`);
}

/** Runs `query` over the terms in turn until `seconds` pass or every term has run `rounds` times. */
async function timeQueries(terms: string[], query: (q: string) => Promise<unknown>, seconds: number, rounds: number) {
  const times: number[] = [];
  const perTerm = new Map<string, number[]>(terms.map((t) => [t, []]));
  for (const term of terms) await query(term); // warm-up
  const deadline = performance.now() + seconds * 1000;
  for (let round = 0; round < rounds && performance.now() < deadline; round++) {
    for (const term of terms) {
      const started = performance.now();
      await query(term);
      const elapsed = performance.now() - started;
      times.push(elapsed);
      perTerm.get(term)!.push(elapsed);
    }
  }
  return { times, medians: new Map([...perTerm].map(([t, list]) => [t, median(list)])) };
}

/** Common words, prefixes (search runs as members type) and long questions, each group with its own p95. */
export const SITE_SEARCH_TERMS = {
  'common words': ['disability', 'housing', 'support'],
  prefixes: ['di', 'hou', 'wheelc'],
  'long questions': [
    'how do I appeal an NDIS plan decision',
    'what support is there for wheelchair housing in hobart',
    'I am looking for information about accessible transport and captions for deaf members in my area, can anyone help me find it please',
  ],
};

export async function siteSearchSection({ db, viewerId, seconds }: { db: Db; viewerId: number; seconds: number }): Promise<Section> {
  const rows: Section['rows'] = [];
  const notes: string[] = [];
  for (const [group, terms] of Object.entries(SITE_SEARCH_TERMS)) {
    const fts = await timeQueries(terms, (q) => searchSite(db, viewerId, { q, kind: 'all', page: 1 }), seconds, 40);
    const scan = await timeQueries(terms, (q) => likeSearch(db, q), seconds, 40);
    const [p95, scanP95] = [percentile(fts.times, 95), percentile(scan.times, 95)];
    rows.push({
      line: `Site-wide search (services/site-search.ts), ${group}, p95`,
      ours: ms(p95),
      baseline: ms(scanP95),
      ratio: ratio(p95, scanP95),
      goal: `< ${GOAL_P95_MS} ms`,
      met: p95 < GOAL_P95_MS,
    });
    notes.push(
      `${group}, median per term (FTS / LIKE): ${terms.map((t) => `"${t.slice(0, 30)}" ${ms(fts.medians.get(t)!)} / ${ms(scan.medians.get(t)!)}`).join(', ')}`,
    );
  }
  return {
    title: `Site-wide search at 100,000 articles, ${POSTS.toLocaleString('en-AU')} posts and ${TRANSCRIPTS.toLocaleString('en-AU')} transcripts (${TRANSCRIPTS * CUES_PER_TRANSCRIPT} lines)`,
    baseline: "LIKE '%word%' for every word (stop words dropped) over articles, posts and transcript lines, first 21 rows",
    rows,
    notes,
  };
}
