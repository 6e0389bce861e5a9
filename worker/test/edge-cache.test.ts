import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import type { AppEnv, Env } from '../src/platform/env';
import { cacheKey, EDGE_CACHE_MAX_BYTES, edgeCache, isEdgeStorable } from '../src/lib/edge-cache';
import { HASHED_ASSET_CACHE } from '../src/lib/spa-assets';
import { mediaUrl } from '../src/schemas/content';
import { makeMenu, makePage } from './support/cms-factories';
import { makeCampaign, makeDonation } from './support/donation-factories';
import { FakeCache } from './support/edge-cache';
import { createTestEnv } from './support/env';
import { makeEpisode, signedIn } from './support/factories';
import { makeMedia } from './support/media-factories';
import { call } from './support/request';

const ORIGIN = 'http://localhost';
const PUBLIC = 'public, max-age=0, s-maxage=60';

describe('isEdgeStorable', () => {
  const res = (status: number, headers: Record<string, string>) => new Response(status === 304 ? null : 'x', { status, headers });

  it('keeps a whole public answer with an edge lifetime', () => {
    expect(isEdgeStorable(res(200, { 'Cache-Control': PUBLIC }))).toBe(true);
    expect(isEdgeStorable(res(200, { 'Cache-Control': `public, max-age=300, s-maxage=3600` }))).toBe(true);
  });

  it('refuses private, unrevalidated, cookie-setting, partial, failed and oversized answers', () => {
    expect(isEdgeStorable(res(200, { 'Cache-Control': 'private, no-store' }))).toBe(false);
    expect(isEdgeStorable(res(200, { 'Cache-Control': 'public, no-cache' }))).toBe(false);
    expect(isEdgeStorable(res(200, { 'Cache-Control': 'public, max-age=31536000, immutable' }))).toBe(false);
    expect(isEdgeStorable(res(200, { 'Cache-Control': 'public, s-maxage=0' }))).toBe(false);
    expect(isEdgeStorable(res(200, { 'Cache-Control': PUBLIC, 'Set-Cookie': 'session=abc' }))).toBe(false);
    expect(isEdgeStorable(res(200, { 'Cache-Control': PUBLIC, Vary: '*' }))).toBe(false);
    expect(isEdgeStorable(res(206, { 'Cache-Control': PUBLIC }))).toBe(false);
    expect(isEdgeStorable(res(304, { 'Cache-Control': PUBLIC }))).toBe(false);
    expect(isEdgeStorable(res(404, { 'Cache-Control': PUBLIC }))).toBe(false);
    expect(isEdgeStorable(res(200, { 'Cache-Control': PUBLIC, 'Content-Length': String(EDGE_CACHE_MAX_BYTES) }))).toBe(false);
    expect(isEdgeStorable(res(200, { 'Cache-Control': PUBLIC, 'Content-Length': String(EDGE_CACHE_MAX_BYTES - 1) }))).toBe(true);
  });
});

describe('cacheKey', () => {
  it('is one key per file and kind, however the address is written, so deleting a file can delete every copy', () => {
    expect(cacheKey('https://portal.example/media/cms/a.png?download=yes')!.url).toBe('https://portal.example/media/cms/a.png?download=1');
    expect(cacheKey('https://portal.example/media/cms/a.png?download')!.url).toBe('https://portal.example/media/cms/a.png?download=1');
    expect(cacheKey('https://portal.example/media/cms/%61.pn%67')!.url).toBe('https://portal.example/media/cms/a.png');
    expect(cacheKey('https://portal.example/media/cms%2Fa.png')!.url).toBe('https://portal.example/media/cms/a.png');
    expect(cacheKey('https://portal.example/media/cms/%E0%A4%A')).toBeNull();
  });

  it('is the URL, but a file or the feed with any query other than ?download is never stored', () => {
    expect(cacheKey('https://portal.example/api/pages/about?x=1')!.url).toBe('https://portal.example/api/pages/about?x=1');
    expect(cacheKey('https://portal.example/media/cms/a.mp3')!.url).toBe('https://portal.example/media/cms/a.mp3');
    expect(cacheKey('https://portal.example/media/cms/a.mp3?download=1')).not.toBeNull();
    expect(cacheKey('https://portal.example/media/cms/a.mp3?bust=8f1c')).toBeNull();
    expect(cacheKey('https://portal.example/podcasts/feed.xml?v=2')).toBeNull();
  });
});

describe('the edge cache middleware', () => {
  let cache: FakeCache;
  let served: number;
  const small = new Hono<AppEnv>()
    .use(requestId())
    .use(edgeCache(() => cache))
    .get('/api/public', (c) => {
      served++;
      // Like the portal's public routes, it answers 304 itself when the visitor has this version.
      const headers = {
        'Cache-Control': PUBLIC,
        ETag: '"v1"',
        'x-d1-bookmark': '00000000-00000001-00000000-00000000000000000000000000000000',
      };
      if (c.req.header('If-None-Match') === '"v1"') return c.body(null, 304, headers);
      return c.json({ served }, 200, headers);
    })
    .get('/api/cookie', (c) => {
      served++;
      return c.json({ served }, 200, { 'Cache-Control': PUBLIC, 'Set-Cookie': 'session=abc' });
    })
    .get('/media/file', (c) => {
      served++;
      return c.text('bytes', 200, { 'Cache-Control': PUBLIC });
    })
    .get('/elsewhere', (c) => {
      served++;
      return c.text('spa', 200, { 'Cache-Control': PUBLIC });
    });
  const get = (path: string, headers: Record<string, string> = {}, ctx?: ExecutionContext) =>
    small.request(`${ORIGIN}${path}`, { headers }, {}, ctx);

  afterEach(() => {
    cache = new FakeCache();
    served = 0;
  });
  beforeAll(() => {
    cache = new FakeCache();
    served = 0;
  });

  it('stores a miss under the bare URL and answers the next visitor from the cache', async () => {
    const first = await get('/api/public', { 'accept-language': 'en-AU' });
    expect(await first.json()).toEqual({ served: 1 });
    expect(first.headers.get('x-edge-cache')).toBeNull();
    expect(cache.keys.map((k) => [k.method, k.url, [...k.headers].length])).toEqual([['GET', `${ORIGIN}/api/public`, 0]]);

    const second = await get('/api/public');
    expect(await second.json()).toEqual({ served: 1 });
    expect(second.headers.get('x-edge-cache')).toBe('HIT');
    expect(served).toBe(1);
  });

  it('keeps per-request headers out of the shared copy and gives a hit its own request id', async () => {
    const first = await get('/api/public');
    expect(first.headers.get('x-d1-bookmark')).not.toBeNull();
    const kept = cache.headersOf(`${ORIGIN}/api/public`);
    expect(kept.get('x-d1-bookmark')).toBeNull();
    expect(kept.get('x-request-id')).toBeNull();
    const hit = await get('/api/public', { 'x-request-id': 'visitor-two' });
    expect(hit.headers.get('x-request-id')).toBe('visitor-two');
  });

  it('answers a hit the visitor already has with 304, and otherwise the whole body', async () => {
    await get('/api/public');
    const same = await get('/api/public', { 'if-none-match': 'W/"v1"' });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe('"v1"');
    expect(await same.text()).toBe('');
    const other = await get('/api/public', { 'if-none-match': '"v0"' });
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({ served: 1 });
  });

  it('fills the cache from a revalidating visitor on a miss, still answering them 304', async () => {
    const res = await get('/api/public', { 'if-none-match': '"v1"' });
    expect(res.status).toBe(304);
    expect(cache.stored.get(`${ORIGIN}/api/public`)?.status).toBe(200);
    expect(new TextDecoder().decode(cache.stored.get(`${ORIGIN}/api/public`)!.body)).toBe('{"served":1}');
  });

  it('never shares a request that carries a session or credentials, in either direction', async () => {
    await get('/api/public');
    for (const headers of [{ cookie: 'session=abc' }, { authorization: 'Bearer x' }] as Record<string, string>[]) {
      const matchesBefore = cache.matches;
      const res = await get('/api/public', headers);
      expect(res.headers.get('x-edge-cache')).toBeNull();
      expect(cache.matches).toBe(matchesBefore);
    }
    expect(served).toBe(3);
    expect(cache.keys).toHaveLength(1);
  });

  it('shares media with members too, since /media never asks who is calling', async () => {
    await get('/media/file', { cookie: 'session=abc' });
    expect((await get('/media/file', { cookie: 'session=def' })).headers.get('x-edge-cache')).toBe('HIT');
    expect((await get('/media/file', { authorization: 'Bearer x' })).headers.get('x-edge-cache')).toBeNull();
  });

  it('passes a request with another cookie (not a session) through the cache', async () => {
    await get('/api/public');
    expect((await get('/api/public', { cookie: 'theme=dark' })).headers.get('x-edge-cache')).toBe('HIT');
  });

  it("never stores an answer that sets a cookie, nor paths that are not the worker's own", async () => {
    await get('/api/cookie');
    await get('/elsewhere');
    expect(cache.stored.size).toBe(0);
    expect(cache.matches).toBe(1);
  });

  it('stores after the response through waitUntil when there is an execution context', async () => {
    const pending: Promise<unknown>[] = [];
    const ctx = {
      waitUntil: (p: Promise<unknown>) => void pending.push(p),
      passThroughOnException: () => {},
      props: {},
    } as unknown as ExecutionContext;
    await get('/api/public', {}, ctx);
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    expect(cache.stored.size).toBe(1);
  });

  it('does nothing where there is no Cache API (Node, app.request)', async () => {
    const noCache = new Hono<AppEnv>()
      .use(requestId())
      .use(edgeCache())
      .get('/api/public', (c) => c.json({ ok: true }, 200, { 'Cache-Control': PUBLIC }));
    expect(typeof (globalThis as { caches?: unknown }).caches).toBe('undefined');
    const res = await noCache.request(`${ORIGIN}/api/public`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-edge-cache')).toBeNull();
  });
});

describe('the portal behind the edge cache', () => {
  let env: Awaited<ReturnType<typeof createTestEnv>>;
  let cache: FakeCache;
  let member: string;
  beforeAll(async () => {
    env = await createTestEnv();
    member = (await signedIn(env.db)).cookie;
  });
  afterAll(() => env.dispose());
  afterEach(() => vi.unstubAllGlobals());
  const withCache = () => {
    cache = new FakeCache();
    vi.stubGlobal('caches', { default: cache });
  };

  it("keeps a member's list read only as its shared part (decision 0030): never under its address, never for a visitor", async () => {
    withCache();
    const res = await call(env.env, '/api/news?limit=12', { cookie: member });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(cache.keys.map((k) => new URL(k.url).pathname)).toEqual([expect.stringMatching(/^\/__member-cache\/news\/v\d+\/list$/)]);
    const visitor = await call(env.env, '/api/news?limit=12');
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get('x-edge-cache')).toBeNull();
  });

  it('deletes a deleted file’s copies from the cache with the file, however their addresses were written', async () => {
    withCache();
    const editor = (await signedIn(env.db, { role: 'editor' })).cookie;
    const media = await makeMedia(env.db, env.env, 'image/png');
    const url = mediaUrl(media.key);
    const variants = [url, `${url}?download=1`, `${url}?download=yes`, url.replace(/g$/, '%67')];
    for (const path of variants) expect((await call(env.env, path)).status, path).toBe(200);
    for (const path of variants) expect((await call(env.env, path)).headers.get('x-edge-cache'), path).toBe('HIT');
    expect((await call(env.env, `/api/cms/media/${media.id}`, { method: 'DELETE', cookie: editor })).status).toBe(200);
    for (const path of variants) expect((await call(env.env, path)).status, path).toBe(404);
  });

  it('keeps a published page for visitors, so an edit reaches them when the copy expires (s-maxage), while a signed-in editor sees it at once', async () => {
    withCache();
    const page = await makePage(env.db, { slug: 'edge-kept', body: 'First words' });
    const first = await call(env.env, '/api/pages/edge-kept');
    expect(first.headers.get('cache-control')).toBe(PUBLIC);
    expect(((await first.json()) as { body: string }).body).toBe('First words');

    await env.db.update(t.cmsPages).set({ body: 'Edited', updatedAt: new Date().toISOString() }).where(eq(t.cmsPages.id, page.id));
    const hit = await call(env.env, '/api/pages/edge-kept');
    expect(hit.headers.get('x-edge-cache')).toBe('HIT');
    expect(((await hit.json()) as { body: string }).body).toBe('First words');
    // The worker's security headers are added to hits too.
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');

    // An editor (signed in) always sees the database.
    const editor = await call(env.env, '/api/pages/edge-kept', { cookie: member });
    expect(editor.headers.get('x-edge-cache')).toBeNull();
    expect(((await editor.json()) as { body: string }).body).toBe('Edited');
  });

  it('keeps the podcast feed and public menus, but never member-only answers or live totals', async () => {
    withCache();
    await makeEpisode(env.db, { title: 'Edge episode' });
    const campaign = await makeCampaign(env.db);
    await makeDonation(env.db, campaign.id);
    await call(env.env, '/podcasts/feed.xml');
    expect((await call(env.env, '/podcasts/feed.xml')).headers.get('x-edge-cache')).toBe('HIT');

    await makeMenu(env.db, { location: 'edgefoot' });
    for (const path of [
      '/api/menus/edgefoot',
      '/api/news',
      '/api/auth/user',
      '/api/donation-stats',
      '/api/donation-campaigns',
      '/api/menus/nowhere',
    ])
      await call(env.env, path);
    expect([...cache.stored.keys()].map((url) => new URL(url).pathname)).toEqual(['/podcasts/feed.xml', '/api/menus/edgefoot']);
  });

  it('looks in the cache under /podcasts only for the feed and transcripts, not the SPA pages', async () => {
    withCache();
    await call(env.env, '/podcasts/12');
    expect(cache.matches).toBe(0);
    await call(env.env, '/podcasts/feed.xml');
    await call(env.env, '/podcasts/transcripts/12.txt');
    expect(cache.matches).toBe(2);
  });

  it('answers a member the same public page without looking in the cache', async () => {
    withCache();
    await makePage(env.db, { slug: 'edge-member' });
    await call(env.env, '/api/pages/edge-member');
    const matches = cache.matches;
    const res = await call(env.env, '/api/pages/edge-member', { cookie: member });
    expect(res.status).toBe(200);
    expect(cache.matches).toBe(matches);
  });

  it('is not used when the runtime has no Cache API', async () => {
    await makePage(env.db, { slug: 'edge-none' });
    await call(env.env, '/api/pages/edge-none');
    expect((await call(env.env, '/api/pages/edge-none')).headers.get('x-edge-cache')).toBeNull();
  });
});

describe('hashed SPA assets', () => {
  let env: Awaited<ReturnType<typeof createTestEnv>>;
  let withAssets: Env;
  beforeAll(async () => {
    env = await createTestEnv();
    // The assets layer answers a revalidation with 304 and its own must-revalidate policy.
    const assets = {
      fetch: async (input: RequestInfo | URL) => {
        const req = input instanceof Request ? input : new Request(String(input));
        const headers = { 'Content-Type': 'text/javascript', 'Cache-Control': 'public, max-age=0, must-revalidate', ETag: '"abc"' };
        return req.headers.get('if-none-match') === '"abc"'
          ? new Response(null, { status: 304, headers })
          : new Response('console.log(1)', { headers });
      },
    } as unknown as Fetcher;
    withAssets = { ...env.env, ASSETS: assets };
  });
  afterAll(() => env.dispose());

  it("keep their year-long policy on a 304, since a browser takes the 304's headers as the file's", async () => {
    const res = await call(withAssets, '/assets/index-abc123.js', { headers: { 'if-none-match': '"abc"' } });
    expect(res.status).toBe(304);
    expect(res.headers.get('cache-control')).toBe(HASHED_ASSET_CACHE);
  });

  it('and index.html for a route is revalidated', async () => {
    const assets = {
      fetch: async () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    } as unknown as Fetcher;
    const res = await call({ ...env.env, ASSETS: assets }, '/community');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});
