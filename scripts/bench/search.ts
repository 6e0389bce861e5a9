// Search at 100,000 articles: the worker's own searchNews (FTS5, bm25) against a LIKE scan of
// the same rows, both through the worker's D1 binding from here, so both pay the same overhead.
import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../worker/src/db/client';
import { newsArticles } from '../../worker/src/db/schema';
import { toServiceQuery } from '../../worker/src/search/site-query';
import { SEARCH_LIMIT } from '../../worker/src/schemas/paging';
import { searchNews } from '../../worker/src/content/services/news';
import { median, ms, percentile, ratio, type Section } from './stats';

const GOAL_P95_MS = 50;

/** The scan a search box without an index would run: every word somewhere in the article. */
function likeSearch(db: Db, q: string) {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const anyField = (w: string) =>
    or(like(newsArticles.title, `%${w}%`), like(newsArticles.excerpt, `%${w}%`), like(newsArticles.content, `%${w}%`));
  return db
    .select()
    .from(newsArticles)
    .where(and(...words.map(anyField), eq(newsArticles.status, 'published')))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(SEARCH_LIMIT);
}

/** Runs `query` over the terms in turn until `seconds` pass or every term has run `rounds` times. */
async function timeQueries(terms: string[], query: (q: string) => Promise<unknown[]>, seconds: number, rounds: number) {
  const times: number[] = [];
  const perTerm = new Map<string, number[]>(terms.map((t) => [t, []]));
  const hits = new Map<string, number>();
  for (const term of terms) hits.set(term, (await query(term)).length); // warm-up, and the result size
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
  return { times, hits, medians: new Map([...perTerm].map(([t, list]) => [t, median(list)])) };
}

export async function searchSection({
  db,
  articles,
  terms,
  seconds,
}: {
  db: Db;
  articles: number;
  terms: string[];
  seconds: number;
}): Promise<Section> {
  const fts = await timeQueries(terms, (q) => searchNews(db, q), seconds, 50);
  const scan = await timeQueries(terms, (q) => likeSearch(db, q), seconds, 50);
  const matching = new Map<string, number>();
  for (const term of terms) {
    const row = await db.get<{ n: number }>(sql`select count(*) as n from news_fts where news_fts match ${toServiceQuery(term)!.all}`);
    matching.set(term, row.n);
  }
  const [p50, p95] = [median(fts.times), percentile(fts.times, 95)];
  const [scanP50, scanP95] = [median(scan.times), percentile(scan.times, 95)];
  return {
    title: `Search at ${articles.toLocaleString('en-AU')} articles, one query at a time (${fts.times.length} FTS, ${scan.times.length} LIKE queries)`,
    baseline: "LIKE '%word%' on title, excerpt and body of the same rows, same ordering and limit",
    rows: [
      { line: 'FTS5 search (services/news.ts searchNews) p50', ours: ms(p50), baseline: ms(scanP50), ratio: ratio(p50, scanP50) },
      {
        line: 'FTS5 search (services/news.ts searchNews) p95',
        ours: ms(p95),
        baseline: ms(scanP95),
        ratio: ratio(p95, scanP95),
        goal: `< ${GOAL_P95_MS} ms`,
        met: p95 < GOAL_P95_MS,
      },
    ],
    notes: [
      `articles matching each term: ${terms.map((t) => `"${t}" ${matching.get(t)!.toLocaleString('en-AU')}`).join(', ')}`,
      `rows returned (FTS / LIKE, both capped at ${SEARCH_LIMIT}): ${terms.map((t) => `${fts.hits.get(t)}/${scan.hits.get(t)}`).join(', ')}`,
      `median per term (FTS / LIKE): ${terms.map((t) => `"${t}" ${ms(fts.medians.get(t)!)} / ${ms(scan.medians.get(t)!)}`).join(', ')}`,
    ],
  };
}
