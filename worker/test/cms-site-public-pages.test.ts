import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import type { CmsAnalyticsSummary } from '../src/schemas/cms-analytics';
import { analyticsSummary } from '../src/cms/services/cms-analytics';
import { pageViewKey, VIEW_LIMIT } from '../src/cms/services/cms-public-pages';
import { pruneRateLimits } from '../src/accounts/services/rate-limits';
import { createTestEnv } from './support/env';
import { makePage, visitor } from './support/cms-factories';
import { signedIn } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let cookie: string;
beforeAll(async () => {
  env = await createTestEnv();
  ({ cookie } = await signedIn(env.db, { role: 'editor' }));
});
afterAll(() => env.dispose());

const HOUR = 60 * 60 * 1000;
const summary = async () => (await (await call(env.env, '/api/cms/analytics/summary', { cookie })).json()) as CmsAnalyticsSummary;
const view = (slug: string, headers = visitor()) => call(env.env, `/api/pages/${slug}/views`, { method: 'POST', headers });
const viewCount = async (id: number) => (await env.db.select().from(t.cmsPages).where(eq(t.cmsPages.id, id)).get())!.viewCount;

describe('GET /api/pages/:slug', () => {
  it('gives anyone a published page, cacheable at the edge with an ETag, and 304 when unchanged', async () => {
    const page = await makePage(env.db, { title: 'About us', slug: 'about-us', body: '# Hello' });
    const res = await call(env.env, '/api/pages/about-us');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ title: 'About us', slug: 'about-us', body: '# Hello', updatedAt: page.updatedAt });
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);

    const unchanged = await call(env.env, '/api/pages/about-us', { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);

    await env.db.update(t.cmsPages).set({ updatedAt: new Date().toISOString(), body: 'Changed' }).where(eq(t.cmsPages.id, page.id));
    const changed = await call(env.env, '/api/pages/about-us', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 Page not found for drafts, archived pages and unknown slugs, not cached', async () => {
    await makePage(env.db, { slug: 'a-draft', status: 'draft' });
    await makePage(env.db, { slug: 'an-archive', status: 'archived' });
    for (const slug of ['a-draft', 'an-archive', 'no-such-page']) {
      const res = await call(env.env, `/api/pages/${slug}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Page not found' });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('keeps a scheduled page hidden until its time, then shows it', async () => {
    const page = await makePage(env.db, {
      slug: 'survey-results',
      status: 'scheduled',
      publishAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect((await call(env.env, '/api/pages/survey-results')).status).toBe(404);
    expect((await view('survey-results')).status).toBe(404);
    await env.db
      .update(t.cmsPages)
      .set({ publishAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(t.cmsPages.id, page.id));
    expect((await call(env.env, '/api/pages/survey-results')).status).toBe(200);
  });
});

describe('POST /api/pages/:slug/views', () => {
  it("counts a visit in the page total and in this week's views of the analytics summary", async () => {
    const page = await makePage(env.db);
    const before = await summary();
    const res = await view(page.slug);
    expect(res.status).toBe(204);
    await view(page.slug);
    expect(await viewCount(page.id)).toBe(2);
    const after = await summary();
    expect(after.totalViews).toBe(before.totalViews + 2);
    expect(after.viewsThisWeek).toBe(before.viewsThisWeek + 2);
    const today = new Date().toISOString().slice(0, 10);
    expect(await env.db.select().from(t.cmsPageViewsDaily).where(eq(t.cmsPageViewsDaily.pageId, page.id))).toEqual([
      { pageId: page.id, day: today, views: 2 },
    ]);
  });

  it('stops counting one visitor past 60 views of a page in ten minutes, still answering 204', async () => {
    const page = await makePage(env.db);
    const headers = visitor();
    // As if this visitor had just viewed the page 59 times.
    await env.db.insert(t.rateLimits).values({
      key: pageViewKey(headers['cf-connecting-ip'], page.id),
      count: VIEW_LIMIT.limit - 1,
      windowStart: new Date().toISOString(),
    });
    expect((await view(page.slug, headers)).status).toBe(204);
    expect((await view(page.slug, headers)).status).toBe(204);
    expect(await viewCount(page.id)).toBe(1);
    await view(page.slug);
    expect(await viewCount(page.id)).toBe(2);
  });
});

describe('pruning rate-limit rows', () => {
  const row = (key: string) => env.db.select().from(t.rateLimits).where(eq(t.rateLimits.key, key)).get();
  const DAY = 24 * HOUR;

  it('deletes rows whose window ended more than a day ago and keeps the rest', async () => {
    const now = new Date();
    const at = (ago: number) => new Date(now.getTime() - ago).toISOString();
    await env.db.insert(t.rateLimits).values([
      { key: 'prune:old', count: 3, windowStart: at(3 * DAY) },
      { key: 'prune:yesterday', count: 3, windowStart: at(DAY) },
      { key: 'prune:now', count: 3, windowStart: at(0) },
    ]);
    await pruneRateLimits(env.db, now);
    expect(await row('prune:old')).toBeUndefined();
    expect(await row('prune:yesterday')).toBeDefined();
    expect(await row('prune:now')).toBeDefined();
  });

  it('runs now and then when a visit opens a new window', async () => {
    const page = await makePage(env.db);
    await env.db
      .insert(t.rateLimits)
      .values({ key: 'prune:stale-visitor', count: 1, windowStart: new Date(Date.now() - 3 * DAY).toISOString() });
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      expect((await view(page.slug)).status).toBe(204);
    } finally {
      random.mockRestore();
    }
    expect(await row('prune:stale-visitor')).toBeUndefined();
  });
});

describe('GET /api/cms/analytics/summary', () => {
  // A database of its own: the totals cover the whole site.
  let fresh: Awaited<ReturnType<typeof createTestEnv>>;
  beforeEach(async () => {
    fresh = await createTestEnv();
  });
  afterEach(() => fresh.dispose());

  it('counts pages, live pages, views (this week = last 7 UTC days) and submissions', async () => {
    const { db } = fresh;
    const now = new Date('2026-11-21T12:00:00.000Z');
    const live = await makePage(db, { status: 'published', viewCount: 10 });
    await makePage(db, { status: 'scheduled', publishAt: '2026-11-21T11:00:00.000Z', viewCount: 5 });
    await makePage(db, { status: 'scheduled', publishAt: '2026-11-21T13:00:00.000Z' });
    await makePage(db, { status: 'draft' });
    await db.insert(t.cmsPageViewsDaily).values([
      { pageId: live.id, day: '2026-11-21', views: 3 },
      { pageId: live.id, day: '2026-11-15', views: 4 },
      { pageId: live.id, day: '2026-11-14', views: 100 },
    ]);
    const [form] = await db.insert(t.cmsForms).values({ name: 'F', fields: [] }).returning();
    await db.insert(t.cmsFormSubmissions).values([
      { formId: form!.id, data: {} },
      { formId: form!.id, data: {}, isRead: true },
    ]);
    expect(await analyticsSummary(db, now)).toEqual({
      totalPages: 4,
      publishedPages: 2,
      totalViews: 15,
      viewsThisWeek: 7,
      totalSubmissions: 2,
      newSubmissions: 1,
    });
  });

  it('says 0 for everything on an empty site', async () => {
    expect(await analyticsSummary(fresh.db)).toEqual({
      totalPages: 0,
      publishedPages: 0,
      totalViews: 0,
      viewsThisWeek: 0,
      totalSubmissions: 0,
      newSubmissions: 0,
    });
  });
});
