import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../src/index';
import type { ErrorBody } from '../src/lib/errors';
import { CMS_PAGE_ROUTE, SCREEN_PATHS, cmsPageSlug } from '../src/schemas/site-routes';
import { normaliseRedirectPath } from '../src/schemas/cms-redirects';
import { makePage, makeRedirect } from './support/cms-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

// Generated from the route tables, so a new screen, mailed-link page or worker route is covered
// without editing this file: for every address the site answers, creating a redirect from it
// is refused (even for an administrator), and a row planted in the database is never served.
// Issue 52; docs/decisions/0045-redirects-never-shadow-routes.md.

const root = path.resolve(import.meta.dirname, '../..');

/** A concrete address a route pattern answers: each `:param` and `*` filled in. */
const sampleOf = (pattern: string) => pattern.replace(/:[^/]+/g, 'sample-7').replace(/\*/g, 'sample-7');

/** Every route the Hono app registers (not the middleware every path passes through). */
const workerRoutes = [...new Set(app.routes.map((r) => r.path))].filter((p) => p !== '/*');

/** wrangler.toml's run_worker_first, when it lists paths (today `true`: the worker runs first for all). */
function runWorkerFirst(): string[] {
  const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
  const list = /^run_worker_first\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1];
  return list ? [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) : [];
}

/** The files the SPA's build serves: web/public's own and what vite adds. */
function buildFiles(): string[] {
  const files = (readdirSync(path.join(root, 'web/public'), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile() && !['_headers', '.assetsignore'].includes(d.name))
    .map((d) => `/${path.relative(path.join(root, 'web/public'), path.join(d.parentPath, d.name)).split(path.sep).join('/')}`);
  return [...files, '/index.html', '/sw.js', '/manifest.webmanifest', '/assets/index-sample.js'];
}

const table = [
  ...SCREEN_PATHS.map((p) => ({ source: 'screen', pattern: p })),
  ...workerRoutes.map((p) => ({ source: 'worker route', pattern: p })),
  ...runWorkerFirst().map((p) => ({ source: 'run_worker_first', pattern: p })),
  ...buildFiles().map((p) => ({ source: 'build file', pattern: p })),
];
// One case per address (the API's routes share many paths between methods).
const cases = [...new Map(table.map((r) => [normaliseRedirectPath(sampleOf(r.pattern)), r])).entries()].map(
  ([address, r]) => [`${r.source} ${r.pattern}`, address] as const,
);

const ATTACKER = 'https://attacker.example/collect';
let env: Awaited<ReturnType<typeof createTestEnv>>;
let admin: string;
beforeAll(async () => {
  env = await createTestEnv();
  ({ cookie: admin } = await signedIn(env.db, { role: 'admin' }));
  // A CMS page's address is the site's while a page has the slug (the sample's, here).
  await makePage(env.db, { slug: cmsPageSlug(sampleOf(CMS_PAGE_ROUTE))! });
});
afterAll(() => env.dispose());

describe('the route table', () => {
  it('lists the token pages the mails link to, and the worker routes outside /api', () => {
    expect(cases.length).toBeGreaterThan(SCREEN_PATHS.length);
    expect(SCREEN_PATHS).toEqual(expect.arrayContaining(['/reset-password', '/sign-in-link', '/delete-account', '/confirm-email-change']));
    expect(workerRoutes).toEqual(expect.arrayContaining(['/podcasts/feed.xml', '/media/*']));
  });
});

describe.each(cases)('%s', (_what, address) => {
  it(`refuses a redirect from ${address} and never serves a stored one`, async () => {
    const res = await call(env.env, '/api/cms/redirects', {
      method: 'POST',
      body: { fromUrl: address, toUrl: ATTACKER, statusCode: 302 },
      cookie: admin,
    });
    expect([400, 409]).toContain(res.status);
    expect(((await res.json()) as ErrorBody).errors?.fromUrl?.[0]).toMatch(/^(From URL cannot be |The home page cannot be redirected)/);

    // Stored anyway (from before the rule, or straight into the database): never answered. The
    // same address in capitals is the same screen to the SPA's router.
    const variants = [address, address.toUpperCase()].filter((a, i, all) => all.indexOf(a) === i);
    for (const variant of variants) {
      await makeRedirect(env.db, { fromUrl: variant, toUrl: ATTACKER, statusCode: 302 });
      const served = await call(env.env, `${variant}?token=secret-from-a-mail`);
      expect(served.headers.get('location') ?? '').not.toContain('attacker.example');
    }
  });
});
