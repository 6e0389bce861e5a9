// The bench's data set: 100,000 news articles on top of the demo content, and a 100 MB audio
// object in R2 (with the same bytes on disk for the baseline).
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';

export const ARTICLES = 100_000;
export const AUDIO_BYTES = 100 * 1024 * 1024;
export const AUDIO_KEY = 'podcasts/bench-100mb.mp3';

/** A seeded generator, so every run writes the same articles. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The commonest words first: word frequency falls off as in real text (Zipf), so searches
// range from terms in most articles to terms in a handful.
const COMMON = (
  'the and for with community support disability access people services news funding government program report health care ' +
  'employment education housing transport inclusion rights advocacy members national state local change plan new year ' +
  'accessible design research study families carers workers policy review inquiry commission scheme ndis participants ' +
  'providers budget council event forum podcast library audio technology digital online training jobs schools university ' +
  'mental wellbeing hearing vision mobility wheelchair ramps captions braille interpreters auslan deaf blind autism ' +
  'neurodivergent chronic illness pain fatigue medication hospital clinic doctor therapy assistive devices apps website ' +
  'election candidates parliament minister senate legislation tribunal appeal complaint discrimination equality justice ' +
  'sport paralympics arts festival music theatre film books writers stories history heritage culture language youth ' +
  'ageing women indigenous regional rural remote city suburbs sydney melbourne brisbane perth adelaide hobart darwin canberra'
).split(' ');
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'ti',
  'vo',
  'ze',
  'pa',
  'qui',
  'bre',
  'dro',
  'fla',
  'gri',
  'ster',
  'mon',
  'tal',
  'wen',
  'yar',
];

function vocabulary(size: number): string[] {
  const words = [...COMMON];
  for (let i = 0; words.length < size; i++) {
    const a = SYLLABLES[i % SYLLABLES.length]!;
    const b = SYLLABLES[Math.floor(i / SYLLABLES.length) % SYLLABLES.length]!;
    const c = SYLLABLES[Math.floor(i / SYLLABLES.length ** 2) % SYLLABLES.length]!;
    words.push(`${a}${b}${c}`);
  }
  return words;
}

export const VOCABULARY = vocabulary(4000);

function zipfPicker(random: () => number, n: number) {
  const cumulative: number[] = [];
  let total = 0;
  for (let k = 1; k <= n; k++) cumulative.push((total += 1 / k));
  return () => {
    const target = random() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return VOCABULARY[lo]!;
  };
}

export const SENTENCES = 5000;
export const TITLES = 3000;

export function phrases(count: number, minWords: number, maxWords: number, seed: number): string[] {
  const random = mulberry32(seed);
  const word = zipfPicker(random, VOCABULARY.length);
  return Array.from({ length: count }, () => {
    const words = Array.from({ length: minWords + Math.floor(random() * (maxWords - minWords + 1)) }, word);
    const text = words.join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  });
}

// Each article: a title, an excerpt of two sentences and a body of twelve (about 200 words),
// picked from shared pools by multiplicative hashes of the article number. Done in SQL, one
// statement per 10,000 articles, so the FTS triggers run inside the database as they would
// for articles written through the CMS.
const pick = (prime: number, offset: number, pool: number) => `((i * ${prime} + ${offset}) % ${pool})`;
const BODY_PRIMES = [104729, 130363, 155921, 181081, 206699, 232003, 257687, 283303, 309007, 334333, 359897, 385109];
const INSERT_ARTICLES = `
WITH RECURSIVE seq(i) AS (SELECT ?1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?2)
INSERT INTO news_articles (title, excerpt, content, author, published_at, reading_time, tags, status)
SELECT
  (SELECT s FROM bench_titles WHERE k = ${pick(7919, 3, TITLES)}),
  (SELECT group_concat(s, ' ') FROM bench_sentences WHERE k IN (${pick(15485863, 11, SENTENCES)}, ${pick(32452843, 17, SENTENCES)})),
  (SELECT group_concat(s, ' ') FROM bench_sentences WHERE k IN (${BODY_PRIMES.map((p, j) => pick(p, j * 97, SENTENCES)).join(', ')})),
  'Bench Author ' || (i % 40),
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ((i * 2621) % 315360000) || ' seconds'),
  1 + i % 9,
  '[]',
  CASE WHEN i % 25 = 0 THEN 'draft' ELSE 'published' END
FROM seq`;

/** Adds `ARTICLES` articles through the worker's D1 binding; returns the seconds taken. */
export async function generateArticles(DB: D1Database): Promise<number> {
  const started = performance.now();
  await DB.batch([
    DB.prepare('CREATE TABLE bench_sentences (k INTEGER PRIMARY KEY, s TEXT NOT NULL)'),
    DB.prepare('CREATE TABLE bench_titles (k INTEGER PRIMARY KEY, s TEXT NOT NULL)'),
    DB.prepare('INSERT INTO bench_sentences (k, s) SELECT key, value FROM json_each(?1)').bind(
      JSON.stringify(phrases(SENTENCES, 10, 20, 1)),
    ),
    DB.prepare('INSERT INTO bench_titles (k, s) SELECT key, value FROM json_each(?1)').bind(JSON.stringify(phrases(TITLES, 4, 9, 2))),
  ]);
  const chunk = 10_000;
  for (let from = 1; from <= ARTICLES; from += chunk) {
    await DB.prepare(INSERT_ARTICLES)
      .bind(from, Math.min(ARTICLES, from + chunk - 1))
      .run();
  }
  await DB.batch([DB.prepare('DROP TABLE bench_sentences'), DB.prepare('DROP TABLE bench_titles')]);
  return (performance.now() - started) / 1000;
}

/** A 100 MB object of random bytes in R2 under a media key, and the same bytes on disk. */
export async function generateAudio(MEDIA: R2Bucket, diskPath: string): Promise<void> {
  const bytes = randomBytes(AUDIO_BYTES);
  writeFileSync(diskPath, bytes);
  // A plain ArrayBuffer: Miniflare's binding proxy cannot pass a Node Buffer.
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
  await MEDIA.put(AUDIO_KEY, body, { httpMetadata: { contentType: 'audio/mpeg' }, customMetadata: { filename: 'bench-100mb.mp3' } });
}
