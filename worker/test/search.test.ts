import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { audiobooks, newsArticles } from '../src/db/schema';
import { toFtsQuery } from '../src/lib/fts';
import type { Audiobook, NewsArticle } from '../src/schemas/content';
import { searchAudiobooks } from '../src/services/audiobooks';
import { searchNews } from '../src/services/news';
import { createLibsqlDb, createTestEnv } from './support/env';
import { makeArticle, makeAudiobook, signedIn } from './support/factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
let libsql: Db;
let cookie: string;
beforeAll(async () => {
  t = await createTestEnv();
  libsql = await createLibsqlDb();
  ({ cookie } = await signedIn(t.db));
});
afterAll(() => t.dispose());

describe('toFtsQuery', () => {
  it('keeps words only, quoted and prefix-matched; a single letter is a whole word', () => {
    expect(toFtsQuery('employ')).toBe('"employ"*');
    expect(toFtsQuery(`don't "NDIS" OR NEAR(x*) -y`)).toBe('"don"* "t" "ndis"* "or"* "near"* "x" "y"');
    expect(toFtsQuery('d')).toBe('"d"');
    expect(toFtsQuery('di')).toBe('"di"*');
    expect(toFtsQuery('é 5')).toBe('"é" "5"');
    expect(toFtsQuery('  ***  ')).toBeNull();
    expect(toFtsQuery('Māori café')).toBe('"māori"* "café"*');
  });
});

describe.each([
  ['D1', () => t.db],
  ['libSQL', () => libsql],
])('search on %s', (_name, database) => {
  it('finds by prefix and ranks title matches above body matches', async () => {
    const db = database();
    const body = await makeArticle(db, { title: 'Council news roundup', content: 'Also: a new supported employment program opens.' });
    const title = await makeArticle(db, { title: 'Employment services overhaul announced', content: 'Details inside.' });
    const results = await searchNews(db, 'employ');
    const ids = results.map((r) => r.id);
    expect(ids).toContain(body.id);
    expect(ids.indexOf(title.id)).toBeLessThan(ids.indexOf(body.id));
  });

  it('ranks a common word among its most recently added matches only', async () => {
    const db = database();
    const word = `zebrafish${_name.toLowerCase()}`;
    // The oldest has the word in its title, the best bm25 score; the three after it only in the body.
    const old = await makeArticle(db, { title: `${word} ${word} survey`, content: 'Nothing else.' });
    const newer = [];
    for (let i = 0; i < 3; i++)
      newer.push(await makeArticle(db, { title: `Council roundup ${i}`, content: `A note about ${word} habitats.` }));
    expect((await searchNews(db, word))[0]!.id).toBe(old.id);
    const windowed = (await searchNews(db, word, 3)).map((r) => r.id);
    expect(windowed.sort()).toEqual(newer.map((a) => a.id).sort());
    // Fewer matches than the window: every match is ranked.
    expect((await searchNews(db, word, 4))[0]!.id).toBe(old.id);
    expect((await searchNews(db, 'zz')).length).toBe(0);
  });

  it('matches a single letter as a whole word, and two letters as a prefix (indexed for news)', async () => {
    const db = database();
    const schema = await db.get<{ sql: string }>(sql`select sql from sqlite_master where name = 'news_fts'`);
    expect(schema.sql).toContain("prefix='2'");
    const a = await makeArticle(db, { title: 'Plan B for quolls', content: 'Quollery notes.' });
    expect((await searchNews(db, 'b')).map((r) => r.id)).toContain(a.id);
    expect((await searchNews(db, 'q')).map((r) => r.id)).not.toContain(a.id);
    expect((await searchNews(db, 'qu')).map((r) => r.id)).toContain(a.id);
  });

  it('keeps the index in step with edits and deletes, and hides drafts', async () => {
    const db = database();
    const a = await makeArticle(db, { title: 'Quokka sanctuary accessibility audit' });
    expect((await searchNews(db, 'quokka')).map((r) => r.id)).toContain(a.id);
    await db.update(newsArticles).set({ title: 'Wombat sanctuary accessibility audit' }).where(eq(newsArticles.id, a.id));
    expect((await searchNews(db, 'quokka')).map((r) => r.id)).not.toContain(a.id);
    expect((await searchNews(db, 'wombat')).map((r) => r.id)).toContain(a.id);
    await db.update(newsArticles).set({ status: 'draft' }).where(eq(newsArticles.id, a.id));
    expect((await searchNews(db, 'wombat')).map((r) => r.id)).not.toContain(a.id);
    await db.delete(newsArticles).where(eq(newsArticles.id, a.id));
    expect(await searchNews(db, 'wombat')).toEqual([]);
  });

  it('searches books by narrator and author', async () => {
    const db = database();
    const book = await makeAudiobook(db, { title: 'The Harbour Lights', author: 'Evangeline Crowe', narrator: 'Bartholomew Oyelaran' });
    expect((await searchAudiobooks(db, 'oyelar')).map((b) => b.id)).toEqual([book.id]);
    expect((await searchAudiobooks(db, 'evangeline crowe')).map((b) => b.id)).toEqual([book.id]);
    await db.delete(audiobooks).where(eq(audiobooks.id, book.id));
  });
});

describe('GET /api/news/search and /api/audiobooks/search', () => {
  it('answers ranked results to members', async () => {
    const a = await makeArticle(t.db, { title: 'Auslan interpreters shortage in regional Victoria' });
    const res = await call(t.env, '/api/news/search?q=auslan%20interp', { cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as NewsArticle[])[0]!.id).toBe(a.id);
  });

  it.each([`'`, `"`, `"unbalanced`, 'NEAR(', 'a AND', '*', '-', `O'Brien's "quote"`, '%', '\\', 'title:x', '^start'])(
    'never fails on %s',
    async (q) => {
      for (const path of ['/api/news/search', '/api/audiobooks/search']) {
        const res = await call(t.env, `${path}?q=${encodeURIComponent(q)}`, { cookie });
        expect(res.status, `${path} ${q}`).toBe(200);
        expect(Array.isArray(await res.json())).toBe(true);
      }
    },
  );

  it('answers 400 when q is missing or blank, and 401 signed out', async () => {
    for (const path of ['/api/news/search', '/api/news/search?q=', '/api/audiobooks/search?q=%20%20']) {
      const res = await call(t.env, path, { cookie });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'q is required' });
    }
    expect((await call(t.env, '/api/news/search?q=ndis')).status).toBe(401);
  });

  it('finds books through the route too', async () => {
    const book = await makeAudiobook(t.db, { title: 'Switch access for beginners' });
    const res = await call(t.env, '/api/audiobooks/search?q=switch', { cookie });
    expect(((await res.json()) as Audiobook[]).map((b) => b.id)).toContain(book.id);
  });
});
