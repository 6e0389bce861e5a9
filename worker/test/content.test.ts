import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityPost, DashboardSummary, NewsArticle } from '../src/schemas/content';
import type { ErrorBody } from '../src/lib/errors';
import { createTestEnv } from './support/env';
import { makeArticle, makeAudiobook, makeEpisode, makePost, signedIn } from './support/factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestEnv();
  ({ cookie } = await signedIn(t.db));
});
afterAll(() => t.dispose());

const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe('GET /api/news', () => {
  it('pages newest first with limit and offset', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await makeArticle(t.db, { publishedAt: day(100 + i), title: `Paging ${i}` }));
    const first = (await (await call(t.env, '/api/news?limit=2&offset=0', { cookie })).json()) as NewsArticle[];
    expect(first).toHaveLength(2);
    expect(Date.parse(first[0]!.publishedAt)).toBeGreaterThanOrEqual(Date.parse(first[1]!.publishedAt));
    const all = (await (await call(t.env, '/api/news?limit=50', { cookie })).json()) as NewsArticle[];
    const second = (await (await call(t.env, '/api/news?limit=2&offset=2', { cookie })).json()) as NewsArticle[];
    expect(second.map((a) => a.id)).toEqual(all.slice(2, 4).map((a) => a.id));
    expect(all[0]).toMatchObject({ tags: expect.any(Array), readingTime: expect.any(Number) });
  });

  it.each(['limit=0', 'limit=51', 'limit=abc', 'offset=-1', 'offset=1.5'])('answers 400 with a clear message for %s', async (query) => {
    const res = await call(t.env, `/api/news?${query}`, { cookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toMatch(/limit|offset/);
  });

  it('finds one article and answers 404 JSON for unknown or impossible ids', async () => {
    const article = await makeArticle(t.db, { title: 'Findable' });
    expect(await (await call(t.env, `/api/news/${article.id}`, { cookie })).json()).toMatchObject({ id: article.id, title: 'Findable' });
    for (const id of ['999999', 'abc', '0', '-1']) {
      const res = await call(t.env, `/api/news/${id}`, { cookie });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Article not found' });
    }
  });

  it('hides drafts', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    expect((await call(t.env, `/api/news/${draft.id}`, { cookie })).status).toBe(404);
  });
});

describe('podcasts, audiobooks and community reads', () => {
  it('serve episodes with streaming URLs', async () => {
    const ep = await makeEpisode(t.db, { audioKey: 'podcasts/ep 1.wav', thumbnailKey: 'podcasts/art.svg' });
    const body = await (await call(t.env, `/api/podcasts/${ep.id}`, { cookie })).json();
    expect(body).toMatchObject({ audioUrl: '/media/podcasts/ep%201.wav', thumbnailUrl: '/media/podcasts/art.svg' });
  });

  it('filter audiobooks by category and list categories', async () => {
    await makeAudiobook(t.db, { category: 'Assistive Technology' });
    await makeAudiobook(t.db, { category: 'Classic Fiction' });
    const books = (await (await call(t.env, '/api/audiobooks?category=Assistive%20Technology', { cookie })).json()) as {
      category: string;
    }[];
    expect(books.length).toBeGreaterThan(0);
    expect(books.every((b) => b.category === 'Assistive Technology')).toBe(true);
    expect(await (await call(t.env, '/api/audiobooks/categories', { cookie })).json()).toEqual(
      expect.arrayContaining(['Assistive Technology', 'Classic Fiction']),
    );
    expect((await call(t.env, '/api/audiobooks/99999', { cookie })).status).toBe(404);
  });

  it('show post authors without other members’ emails, and refuse unknown categories', async () => {
    const { user: author } = await signedIn(t.db, { firstName: 'Pat', lastName: 'Kemp' });
    await makePost(t.db, author.id, { category: 'Advocacy' });
    const posts = (await (await call(t.env, '/api/community/posts?limit=10&category=Advocacy', { cookie })).json()) as CommunityPost[];
    expect(posts[0]!.user).toEqual({ id: author.id, firstName: 'Pat', lastName: 'Kemp', email: null, profileImageUrl: null });
    expect((await call(t.env, '/api/community/posts?category=Gossip', { cookie })).status).toBe(400);
  });
});

describe('GET /api/dashboard/summary', () => {
  it('counts from the data in one call', async () => {
    const before = (await (await call(t.env, '/api/dashboard/summary', { cookie })).json()) as DashboardSummary;
    await makeArticle(t.db, { publishedAt: day(1) });
    await makeArticle(t.db, { publishedAt: day(30) });
    const { user } = await signedIn(t.db);
    await makePost(t.db, user.id, { lastCommentAt: day(2) });
    await makePost(t.db, user.id, { lastCommentAt: day(20) });
    const after = (await (await call(t.env, '/api/dashboard/summary', { cookie })).json()) as DashboardSummary;
    expect(after.news.total - before.news.total).toBe(2);
    expect(after.news.newThisWeek - before.news.newThisWeek).toBe(1);
    expect(after.community.total - before.community.total).toBe(2);
    expect(after.community.activeDiscussions - before.community.activeDiscussions).toBe(1);
    expect((await call(t.env, '/api/dashboard/summary')).status).toBe(401);
  });
});
