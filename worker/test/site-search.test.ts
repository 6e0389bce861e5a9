import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { SiteSearchAnswer } from '../src/schemas/site-search-answer';
import { toSiteQuery } from '../src/search/site-query';
import { keptForms, MAX_FORMS, wordForms } from '../src/search/services/site-search-forms';
import { replaceCues } from '../src/content/services/transcript-cues';
import { createTestEnv } from './support/env';
import { makeArticle, makeAudiobook, makeComment, makeEpisode, makePost, makeUser, signedIn } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let cookie: string;
let viewerId: number;
beforeAll(async () => {
  env = await createTestEnv();
  const member = await signedIn(env.db);
  ({ cookie } = member);
  viewerId = member.user.id;
});
afterAll(() => env.dispose());

async function search(query: Record<string, string>, as = cookie): Promise<SiteSearchAnswer> {
  const res = await call(env.env, `/api/search?${new URLSearchParams(query)}`, { cookie: as });
  expect(res.status).toBe(200);
  return res.json();
}

const found = (a: SiteSearchAnswer) => a.results.map((r) => `${r.kind}:${r.id}`);

describe('site-wide search', () => {
  it('finds every kind of content, grouped with counts, and a transcript line with its time', async () => {
    const db = env.db;
    const author = await makeUser(db);
    const article = await makeArticle(db, { title: 'Wombatfield housing grants open' });
    const episode = await makeEpisode(db, { title: 'Talking about wombatfield' });
    const listen = await makeEpisode(db, { title: 'Transport stories', description: 'Buses and trains.' });
    await replaceCues(db, listen.id, [
      { start: 1, end: 4, text: 'Welcome back.', speaker: null },
      { start: 64.5, end: 70, text: 'The wombatfield ramps finally opened.', speaker: null },
    ]);
    const book = await makeAudiobook(db, { description: 'A memoir set in Wombatfield.' });
    const post = await makePost(db, author.id, { title: 'Wombatfield meetup this Saturday', content: 'Who is coming along?' });
    const comment = await makeComment(db, (await makePost(db, author.id)).id, author.id, { content: 'I live near Wombatfield too.' });
    const [page] = await db
      .insert(t.cmsPages)
      .values({ title: 'Visiting Wombatfield', slug: 'visiting-wombatfield', status: 'published', body: 'Directions.' })
      .returning();

    const answer = await search({ q: 'wombatfield' });
    expect(answer.matched).toBe('all');
    expect(found(answer).sort()).toEqual(
      [
        `news:${article.id}`,
        `episode:${episode.id}`,
        `audiobook:${book.id}`,
        `post:${post.id}`,
        `comment:${comment.id}`,
        `page:${page!.id}`,
        `transcript:${(await db.select().from(t.transcriptCues).all()).find((c) => c.startSeconds === 64.5)!.id}`,
      ].sort(),
    );
    expect(answer.groups).toEqual([
      { kind: 'news', count: 1, more: false },
      { kind: 'episodes', count: 2, more: false },
      { kind: 'audiobooks', count: 1, more: false },
      { kind: 'forum', count: 2, more: false },
      { kind: 'pages', count: 1, more: false },
    ]);
    const line = answer.results.find((r) => r.kind === 'transcript')!;
    expect(line).toMatchObject({
      title: 'Transport stories',
      snippet: 'The wombatfield ramps finally opened.',
      episode: { id: listen.id, title: 'Transport stories', audioUrl: `/media/${listen.audioKey}` },
      startSeconds: 64.5,
      path: `/podcasts/${listen.id}`,
    });
    expect(answer.results.find((r) => r.kind === 'comment')!.path).toBe(`/community/posts/${comment.postId}`);
    expect(answer.results.find((r) => r.kind === 'page')!.path).toBe('/pages/visiting-wombatfield');
    // Title matches rank above body matches.
    expect(answer.results.findIndex((r) => r.kind === 'news')).toBeLessThan(answer.results.findIndex((r) => r.kind === 'audiobook'));

    const forum = await search({ q: 'wombatfield', kind: 'forum' });
    expect(found(forum).sort()).toEqual([`comment:${comment.id}`, `post:${post.id}`].sort());
    expect(forum.groups).toEqual(answer.groups);
  });

  it('never finds drafts, hidden posts or comments, comments under hidden posts, or a blocked member’s writing', async () => {
    const db = env.db;
    const author = await makeUser(db);
    const blocked = await makeUser(db);
    await makeArticle(db, { title: 'Quollbrook draft', status: 'draft' });
    const draftEpisode = await makeEpisode(db, { title: 'Quollbrook unreleased', status: 'draft' });
    await replaceCues(db, draftEpisode.id, [{ start: 3, end: 5, text: 'quollbrook secrets', speaker: null }]);
    await makeAudiobook(db, { title: 'Quollbrook tales', status: 'draft' });
    await makePost(db, author.id, { title: 'Quollbrook hidden post', visibility: 'hidden' });
    const hiddenPost = await makePost(db, author.id, { visibility: 'hidden' });
    await makeComment(db, hiddenPost.id, author.id, { content: 'quollbrook under a hidden post' });
    const open = await makePost(db, author.id);
    await makeComment(db, open.id, author.id, { content: 'quollbrook hidden comment', visibility: 'hidden' });
    await makePost(db, blocked.id, { title: 'Quollbrook from someone blocked' });
    await makeComment(db, open.id, blocked.id, { content: 'quollbrook comment from someone blocked' });
    await db.insert(t.memberBlocks).values({ blockerId: viewerId, blockedId: blocked.id });
    await db.insert(t.cmsPages).values({ title: 'Quollbrook draft page', slug: 'quollbrook-draft', status: 'draft' });
    await db
      .insert(t.cmsPages)
      .values({ title: 'Quollbrook later page', slug: 'quollbrook-later', status: 'scheduled', publishAt: '2999-01-01T00:00:00.000Z' });

    const mine = await search({ q: 'quollbrook' });
    expect(mine.results).toEqual([]);
    expect(mine.groups.every((g) => g.count === 0)).toBe(true);
    // Another member, who blocked nobody, sees the blocked member's writing, and only that.
    const other = await signedIn(db);
    expect((await search({ q: 'quollbrook' }, other.cookie)).results.map((r) => r.kind).sort()).toEqual(['comment', 'post']);
  });

  it('answers a plain-language question with the article about it: stop words dropped, endings stemmed', async () => {
    const db = env.db;
    const appeal = await makeArticle(db, {
      title: 'Appealing NDIS planning decisions',
      content: 'How reviews of a plan work, step by step.',
    });
    await makeArticle(db, { title: 'NDIS news roundup', content: 'A plan for the week.' });
    const answer = await search({ q: 'How do I appeal an NDIS plan decision?' });
    expect(answer.results[0]).toMatchObject({ kind: 'news', id: appeal.id });
  });

  it('lists rows with any of the words when none has them all, best first', async () => {
    const db = env.db;
    const both = await makeArticle(db, { title: 'Platypuscreek and bilbyvale', content: '.' });
    const one = await makeArticle(db, { title: 'Bilbyvale only', content: '.' });
    const answer = await search({ q: 'platypuscreek bilbyvale numbatton' });
    expect(answer.matched).toBe('any');
    expect(found(answer)).toEqual([`news:${both.id}`, `news:${one.id}`]);
  });

  it('spells a stem out as the index words it prefixes, finding the same rows as the prefix (decision 0043)', async () => {
    const db = env.db;
    const rows = await Promise.all(
      ['Quokkaridge', 'Quokkaridges', 'Quokkaridging', 'Quokkaridgeway'].map((title) => makeArticle(db, { title, content: '.' })),
    );
    const { forms } = await wordForms(db, ['quokkaridg', 'q']);
    expect(forms.get('quokkaridg')?.sort()).toEqual(['quokkaridge', 'quokkaridges', 'quokkaridgeway', 'quokkaridging']);
    expect(forms.has('q')).toBe(false);
    expect(toSiteQuery('quokkaridges', forms)?.all).toBe('(("quokkaridge" OR "quokkaridges" OR "quokkaridgeway" OR "quokkaridging"))');
    const spelled = await search({ q: 'quokkaridges' });
    expect(found(spelled).sort()).toEqual(rows.map((r) => `news:${r.id}`).sort());
    expect(spelled.groups.find((g) => g.kind === 'news')).toEqual({ kind: 'news', count: 4, more: false });

    // A stem covering more than MAX_FORMS words stays a prefix, and finds them all the same.
    const many = await Promise.all(
      Array.from({ length: MAX_FORMS + 1 }, (_, i) => makeArticle(db, { title: `Wombatflat${String.fromCharCode(97 + i)}`, content: '.' })),
    );
    expect((await wordForms(db, ['wombatflat'])).forms.has('wombatflat')).toBe(false);
    const prefixed = await search({ q: 'wombatflat' });
    expect(prefixed.groups.find((g) => g.kind === 'news')?.count).toBe(many.length);

    // Eight stems (the most a search takes) are looked up in one statement.
    const long = await search({ q: 'quokkaridges wombatflat looking information accessible transport captions deaf members area' });
    expect(long.matched).toBe('any');
    expect(long.groups.find((g) => g.kind === 'news')?.count).toBe(rows.length + many.length);
  });

  it('searches a kind word ("post", "news") in the text only, never as the kind of row', async () => {
    const db = env.db;
    const author = await makeUser(db);
    const post = await makePost(db, author.id, { title: 'Quollbrook garden party', content: 'Bring a plate.' });
    const article = await makeArticle(db, { title: 'Post office ramps at Quollbrook', content: '.' });
    // Only the article says "post"; the forum post's kind (the index's k column) must not count.
    expect(found(await search({ q: 'post quollbrook' }))).toEqual([`news:${article.id}`]);
    // Neither says "news", so no row holds both words (the article's kind is news).
    expect((await search({ q: 'news quollbrook' })).matched).toBe('any');
    expect(found(await search({ q: 'garden quollbrook' }))).toEqual([`post:${post.id}`]);
    // The title-and-body filter is written only when a term could match a kind word: without
    // one it excludes nothing and costs (decision 0043).
    expect(toSiteQuery('post quollbrook')?.all).toBe('{title body} : ("post"* AND "quollbrook"*)');
    expect(toSiteQuery('po')?.all).toBe('{title body} : ("po"*)');
    expect(toSiteQuery('garden quollbrook')?.all).toBe('("garden"* AND "quollbrook"*)');
  });

  it('searches a longer question that no row answers whole by its four rarest words (decision 0043)', async () => {
    const db = env.db;
    const common = await Promise.all(
      Array.from({ length: 6 }, (_, i) => makeArticle(db, { title: `Quandongmere notice ${i}`, content: '.' })),
    );
    const both = await makeArticle(db, { title: 'Yabbycove and Jarrahdene', content: '.' });
    const rock = await makeArticle(db, { title: 'Bilbyrock', content: '.' });
    const hill = await Promise.all([1, 2].map(() => makeArticle(db, { title: 'Wallabyhill', content: '.' })));
    const q = 'quandongmere yabbycove jarrahdene bilbyrock wallabyhill';
    const answer = await search({ q });
    expect(answer.matched).toBe('any');
    // The word in six rows is left out of the "any word" search; the row with two rare words comes first.
    expect(found(answer)[0]).toBe(`news:${both.id}`);
    expect(found(answer).sort()).toEqual([both, rock, ...hill].map((r) => `news:${r.id}`).sort());
    expect(found(answer)).not.toContain(`news:${common[0]!.id}`);
    // How common each stem is comes with its words; the rarest four are kept, in the question's order.
    const { forms, docs } = await wordForms(db, ['quandongmere', 'yabbycove', 'jarrahdene', 'bilbyrock', 'wallabyhill']);
    expect(Object.fromEntries(docs)).toEqual({ quandongmere: 6, yabbycove: 1, jarrahdene: 1, bilbyrock: 1, wallabyhill: 2 });
    expect(toSiteQuery(q, forms, docs)?.any).toBe('(("yabbycove") OR ("jarrahdene") OR ("bilbyrock") OR ("wallabyhill"))');
    // The "every word" search keeps them all; four words or fewer are all kept in both.
    expect(toSiteQuery(q, forms, docs)?.all).toContain('("quandongmere")');
    expect(toSiteQuery('quandongmere yabbycove jarrahdene bilbyrock', forms, docs)?.any).toContain('("quandongmere")');
  });

  it('counts each group up to 100 and says there are more ("100+"), paging on past them', async () => {
    const db = env.db;
    await Promise.all(Array.from({ length: 101 }, (_, i) => makeArticle(db, { title: `Bandicootvale notice ${i}`, content: '.' })));
    const answer = await search({ q: 'bandicootvale' });
    expect(answer.groups.find((g) => g.kind === 'news')).toEqual({ kind: 'news', count: 100, more: true });
    const sixth = await search({ q: 'bandicootvale', page: '6' });
    expect(found(sixth)).toHaveLength(1);
    expect(sixth.hasMore).toBe(false);
  });

  it('keeps the word forms for the next search while the index is unchanged, and reads them again after a write', async () => {
    const db = env.db;
    const first = await makeArticle(db, { title: 'Kangarooflat news', content: '.' });
    expect(found(await search({ q: 'kangarooflat' }))).toEqual([`news:${first.id}`]);
    // Kept: the next search for the stem needs no lookup of its words.
    expect(keptForms(['kangarooflat'])?.forms.get('kangarooflat')).toEqual(['kangarooflat']);

    // A new word the stem covers: the kept forms lack it, the search sees the index changed
    // (its version, read in the same statement) and searches again with the words as they are.
    const second = await makeArticle(db, { title: 'Kangarooflats weekly', content: '.' });
    expect(found(await search({ q: 'kangarooflat' })).sort()).toEqual([`news:${first.id}`, `news:${second.id}`].sort());
    expect(keptForms(['kangarooflat'])?.forms.get('kangarooflat')?.sort()).toEqual(['kangarooflat', 'kangarooflats']);
  });

  it('accepts anything a person can type or paste', async () => {
    await makeArticle(env.db, { title: 'Echidnamoor ramps', content: 'A "quoted" NEAR thing.' });
    const odd = [
      'echidnamoor '.repeat(200).slice(0, 2000),
      '!!! ??? ... ;;; ((( ))) *** ^^^',
      'how do i the and of',
      '"echidnamoor',
      'echidnamoor" OR "',
      'NEAR(echidnamoor ramps, 2) AND NOT OR * ^ : {title} - + col:x',
      'echidnamoor 🦔🧑🏽‍🦽',
      '',
      '   ',
      '\u0000\u202e',
      "don't",
    ];
    for (const q of odd) {
      const answer = await search({ q });
      expect(answer.q.length).toBeLessThanOrEqual(500);
    }
    expect((await search({ q: 'NEAR(echidnamoor ramps, 2) AND NOT' })).results.length).toBeGreaterThan(0);
    expect((await search({ q: '🦔 echidnamoor' })).results.length).toBeGreaterThan(0);
    expect((await search({ q: 'how do i the and of' })).results).toEqual([]);
  });

  it('offers "Did you mean" from the index vocabulary when nothing is found, never a word only hidden rows hold', async () => {
    const db = env.db;
    await makeArticle(db, { title: 'Kookaburrafield accessibility audit', content: 'Results.' });
    await makeArticle(db, { title: 'Dingoridge', status: 'draft' });
    const answer = await search({ q: 'kookabarrafield audit' });
    // "audit" alone would find the article: every word is needed to miss, so both are misspelled here.
    expect((await search({ q: 'kookabarrafeild' })).suggestion).toBe('kookaburrafield');
    expect(answer.results.length).toBeGreaterThan(0);
    expect((await search({ q: 'dingoridgee' })).suggestion).toBeNull();
    expect((await search({ q: 'zzqqxxyy' })).suggestion).toBeNull();
    const suggested = (await search({ q: 'how do I find kookaburafield' })).suggestion;
    expect(suggested).toBe('how do i find kookaburrafield');
    expect((await search({ q: suggested! })).results.length).toBeGreaterThan(0);
  });

  it('filters by date and pages through results', async () => {
    const db = env.db;
    for (let i = 0; i < 22; i++)
      await makeArticle(db, { title: `Cassowaryton update ${i}`, publishedAt: `2025-0${1 + (i % 2)}-15T10:00:00.000Z` });
    const first = await search({ q: 'cassowaryton' });
    expect(first.results).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = await search({ q: 'cassowaryton', page: '2' });
    expect(second.results).toHaveLength(2);
    expect(second.hasMore).toBe(false);
    expect(new Set([...found(first), ...found(second)]).size).toBe(22);
    const january = await search({ q: 'cassowaryton', from: '2025-01-01', to: '2025-01-31' });
    expect(january.groups[0]).toEqual({ kind: 'news', count: 11, more: false });
    expect(january.results.every((r) => r.date.startsWith('2025-01'))).toBe(true);
    // A question of several words with a range and a kind (the most bound values a search has:
    // 45, within D1's 100).
    const question = await search({ q: 'cassowaryton rainforest walks tonight', kind: 'news', from: '2025-01-01', to: '2025-01-31' });
    expect([question.matched, question.groups[0]]).toEqual(['any', { kind: 'news', count: 11, more: false }]);
  });

  it('refuses filters no screen sends with a clear message, and strangers', async () => {
    const cases: [string, string][] = [
      ['kind=everything', 'kind must be one of all, news, episodes, audiobooks, forum, pages'],
      ['page=0', 'page must be between 1 and 50'],
      ['page=two', 'page must be a whole number'],
      ['from=2026-02-31', 'from must be a date written yyyy-mm-dd'],
      ['from=2026-03-02&to=2026-03-01', 'from must be on or before to'],
    ];
    for (const [query, message] of cases) {
      const res = await call(env.env, `/api/search?q=x&${query}`, { cookie });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect((await call(env.env, '/api/search?q=x')).status).toBe(401);
  });
});
