import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { audiobooks, newsArticles } from '../src/db/schema';
import { toServiceQuery } from '../src/search/site-query';
import type { Audiobook, NewsArticle } from '../src/schemas/content';
import { searchAudiobooks } from '../src/content/services/audiobooks';
import { searchNews } from '../src/content/services/news';
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

describe('toServiceQuery: the site-wide rules for the per-service searches', () => {
  it('keeps words only, drops stop words, takes endings off before prefix-matching; a single letter is a whole word', () => {
    expect(toServiceQuery('employ')).toEqual({ all: '"employ"*', any: '"employ"*', terms: 1 });
    expect(toServiceQuery(`don't "NDIS" OR NEAR(x*) -y`)?.all).toBe('"don"* AND "t" AND "ndis"* AND "near"* AND "x" AND "y"');
    expect(toServiceQuery('d')?.all).toBe('"d"');
    expect(toServiceQuery('di')?.all).toBe('"di"*');
    expect(toServiceQuery('é 5')?.all).toBe('"é" AND "5"');
    expect(toServiceQuery('  ***  ')).toBeNull();
    expect(toServiceQuery('the and of')).toBeNull();
    expect(toServiceQuery('Māori café')?.all).toBe('"māori"* AND "café"*');
    expect(toServiceQuery('How do I appeal planning decisions?')).toEqual({
      all: '"appeal"* AND "plan"* AND "decision"*',
      any: '"appeal"* OR "plan"* OR "decision"*',
      terms: 3,
    });
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

  it('answers a question in plain words: every word first, else the articles with any of them, most first', async () => {
    const db = database();
    const both = await makeArticle(db, { title: 'Appealing a quollbank decision', content: 'How the review works.' });
    const one = await makeArticle(db, { title: 'Quollbank opening hours', content: 'Nothing about reviews.' });
    expect((await searchNews(db, 'how do I appeal a quollbank decision')).map((r) => r.id)).toEqual([both.id]);
    const any = (await searchNews(db, 'quollbank appeals tribunal')).map((r) => r.id);
    expect(any).toEqual(expect.arrayContaining([both.id, one.id]));
    expect(any.indexOf(both.id)).toBeLessThan(any.indexOf(one.id));
    expect(await searchNews(db, 'how do I')).toEqual([]);
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

  it('answers a long question (300 characters) as the site search does, reading its start', async () => {
    const a = await makeArticle(t.db, { title: 'Appealing a wallabyplan decision' });
    const q = `how do I appeal a wallabyplan decision ${'when my support coordinator says something else '.repeat(6)}`.slice(0, 300);
    expect(q.length).toBe(300);
    for (const path of ['/api/news/search', '/api/audiobooks/search']) {
      const res = await call(t.env, `${path}?q=${encodeURIComponent(q)}`, { cookie });
      expect(res.status, path).toBe(200);
      expect(Array.isArray(await res.json())).toBe(true);
    }
    const res = await call(t.env, `/api/news/search?q=${encodeURIComponent(q)}`, { cookie });
    expect(((await res.json()) as NewsArticle[]).map((r) => r.id)).toContain(a.id);
  });

  it('finds books through the route too', async () => {
    const book = await makeAudiobook(t.db, { title: 'Switch access for beginners' });
    const res = await call(t.env, '/api/audiobooks/search?q=switch', { cookie });
    expect(((await res.json()) as Audiobook[]).map((b) => b.id)).toContain(book.id);
  });
});
