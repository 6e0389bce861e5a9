import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../src/platform/env';
import { HASHED_ASSET_CACHE, SPA_CONTENT_SECURITY_POLICY } from '../src/lib/spa-assets';
import { createTestEnv } from './support/env';
import { makeRedirect } from './support/cms-factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
let withAssets: Env;
const requested: string[] = [];

/** Stands in for the ASSETS binding: index.html for routes, like single-page-application handling. Its headers cannot be changed, like the real ones. */
const fakeAssets = {
  fetch: async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requested.push(url.pathname);
    const isFile = /^\/(assets\/|sw\.js$|manifest\.webmanifest$)/.test(url.pathname) && !url.pathname.includes('missing');
    const res = new Response(isFile ? 'console.log(1)' : '<!doctype html><title>Portal</title>', {
      headers: {
        'Content-Type': isFile ? 'text/javascript' : 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=0, must-revalidate',
      },
    });
    for (const method of ['set', 'append', 'delete'] as const) {
      Object.defineProperty(res.headers, method, {
        value: () => {
          throw new TypeError("Can't modify immutable headers.");
        },
      });
    }
    return res;
  },
} as unknown as Fetcher;

beforeAll(async () => {
  t = await createTestEnv();
  withAssets = { ...t.env, ASSETS: fakeAssets };
});
afterAll(() => t.dispose());

describe('the SPA through the worker', () => {
  it("serves a route as index.html with the SPA's policy, revalidated on every visit", async () => {
    const res = await call(withAssets, '/news');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Portal</title>');
    expect(res.headers.get('content-security-policy')).toBe(SPA_CONTENT_SECURITY_POLICY);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps hashed /assets files for a year, without looking for a redirect', async () => {
    await makeRedirect(t.db, { fromUrl: '/assets/old.js', toUrl: '/news' });
    const res = await call(withAssets, '/assets/old.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(HASHED_ASSET_CACHE);
  });

  it('asks again for the service worker and the app manifest on every visit, so a new build takes over', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const res = await call(withAssets, file);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect(SPA_CONTENT_SECURITY_POLICY).toContain("worker-src 'self'");
    expect(SPA_CONTENT_SECURITY_POLICY).toContain("manifest-src 'self'");
  });

  it('answers 404 for a hashed file that is not there, rather than index.html kept for a year', async () => {
    const res = await call(withAssets, '/assets/index-missing.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a redirect before the assets, and unknown /api paths with JSON', async () => {
    await makeRedirect(t.db, { fromUrl: '/spa-old', toUrl: '/news' });
    requested.length = 0;
    expect((await call(withAssets, '/spa-old')).headers.get('location')).toBe('/news');
    const api = await call(withAssets, '/api/nothing-here');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
    expect(requested).toEqual([]);
  });

  it('answers JSON 404 when there are no assets (tests, API-only runs)', async () => {
    const res = await call(t.env, '/news');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('uses the same policy and asset caching as web/public/_headers', () => {
    const headers = readFileSync(path.resolve(import.meta.dirname, '../../web/public/_headers'), 'utf8');
    expect(headers).toContain(`Content-Security-Policy: ${SPA_CONTENT_SECURITY_POLICY}\n`);
    expect(headers).toMatch(new RegExp(`/assets/\\*\\n\\s+Cache-Control: ${HASHED_ASSET_CACHE}\\n`));
  });
});
