import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import type { CmsRedirect } from '../src/schemas/cms-redirects';
import { createTestEnv } from './support/env';
import { auditOf, makeRedirect } from './support/cms-factories';
import { signedIn } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let cookie: string;
let adminCookie: string;
beforeAll(async () => {
  env = await createTestEnv();
  ({ cookie } = await signedIn(env.db, { role: 'editor' }));
  ({ cookie: adminCookie } = await signedIn(env.db, { role: 'admin' }));
});
afterAll(() => env.dispose());

const create = (body: unknown) => call(env.env, '/api/cms/redirects', { method: 'POST', body, cookie });
const patch = (id: number, body: unknown) => call(env.env, `/api/cms/redirects/${id}`, { method: 'PATCH', body, cookie });
const hits = async (id: number) => (await env.db.select().from(t.cmsRedirects).where(eq(t.cmsRedirects.id, id)).get())?.hitCount;

const answered = (path: string, what = 'that address') => `From URL cannot be ${path}: the site already answers ${what}`;

describe('/api/cms/redirects', () => {
  it('creates (201) with the path normalised and 301 by default, updates and deletes, recording each change', async () => {
    const res = await create({ fromUrl: '/Old-Events/?ref=x', toUrl: '/news' });
    expect(res.status).toBe(201);
    const redirect = (await res.json()) as CmsRedirect;
    expect(redirect).toEqual({ id: redirect.id, fromUrl: '/Old-Events', toUrl: '/news', statusCode: 301, hitCount: 0 });
    expect(((await (await call(env.env, '/api/cms/redirects', { cookie })).json()) as CmsRedirect[]).map((r) => r.id)).toContain(
      redirect.id,
    );
    expect(await (await patch(redirect.id, { statusCode: 308 })).json()).toEqual({ ...redirect, statusCode: 308 });
    expect(await (await call(env.env, `/api/cms/redirects/${redirect.id}`, { method: 'DELETE', cookie })).json()).toEqual({ ok: true });
    expect((await call(env.env, `/api/cms/redirects/${redirect.id}`, { cookie })).status).toBe(404);
    expect((await auditOf(env.db, 'redirect', redirect.id)).map((e) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it.each([
    [
      'a from URL that is not a path',
      { fromUrl: 'https://example.org/x' },
      'fromUrl',
      'From URL must be a path on this site, starting with /',
    ],
    ['an API address', { fromUrl: '/api/news' }, 'fromUrl', answered('/api/news', 'every address under /api/')],
    ['the CMS itself', { fromUrl: '/cms-admin' }, 'fromUrl', answered('/cms-admin')],
    ['a CMS sub-path', { fromUrl: '/cms-admin/pages' }, 'fromUrl', answered('/cms-admin/pages', 'every address under /cms-admin/')],
    ['the sign-in page', { fromUrl: '/login/' }, 'fromUrl', answered('/login')],
    [
      'a from URL browsers read as another site',
      { fromUrl: '/\\evil.example' },
      'fromUrl',
      'From URL must be a path on this site, starting with /',
    ],
    [
      'a to URL browsers read as another site',
      { toUrl: '/\\evil.example' },
      'toUrl',
      'To URL must be a path starting with / or a full https:// address',
    ],
    ['the home page', { fromUrl: '/' }, 'fromUrl', 'The home page cannot be redirected'],
    [
      'a to URL over plain http (the form and the docs say https://)',
      { toUrl: 'http://example.org/give' },
      'toUrl',
      'To URL must be a path starting with / or a full https:// address',
    ],
    [
      'a to URL of another scheme',
      { toUrl: 'ftp://example.org' },
      'toUrl',
      'To URL must be a path starting with / or a full https:// address',
    ],
    ['an unknown status code', { statusCode: 303 }, 'statusCode', 'Status code must be 301, 302, 307 or 308'],
    ['a redirect to itself', { fromUrl: '/same', toUrl: '/same/' }, 'toUrl', 'A redirect cannot point to itself'],
  ])('refuses %s with 400 and the form message', async (_name, change, field, message) => {
    const res = await create({ fromUrl: '/valid-from', toUrl: '/news', ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors?.[field]).toEqual([message]);
  });

  it('refuses a from URL another redirect has with 409', async () => {
    await makeRedirect(env.db, { fromUrl: '/taken' });
    const res = await create({ fromUrl: '/taken/', toUrl: '/podcasts' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'A redirect from this URL already exists',
      errors: { fromUrl: ['A redirect from this URL already exists'] },
    });
    const other = await makeRedirect(env.db);
    expect((await patch(other.id, { fromUrl: '/taken' })).status).toBe(409);
  });

  it('refuses a loop through existing redirects, naming the chain', async () => {
    await makeRedirect(env.db, { fromUrl: '/loop-b', toUrl: '/loop-c?x=1' });
    await makeRedirect(env.db, { fromUrl: '/loop-c', toUrl: '/loop-a/' });
    const res = await create({ fromUrl: '/loop-a', toUrl: '/loop-b' });
    expect(res.status).toBe(400);
    const message = 'This redirect would create a loop: /loop-a → /loop-b → /loop-c → /loop-a';
    expect(await res.json()).toEqual({ message, errors: { toUrl: [message] } });
    // Another site ends the chain (only an administrator may send visitors there).
    const away = { fromUrl: '/loop-a', toUrl: 'https://example.org/loop-b' };
    expect((await call(env.env, '/api/cms/redirects', { method: 'POST', body: away, cookie: adminCookie })).status).toBe(201);
  });

  it('counts a full address on this site as a path when looking for loops', async () => {
    await makeRedirect(env.db, { fromUrl: '/abs-loop-a', toUrl: 'http://localhost/abs-loop-b' });
    const res = await create({ fromUrl: '/abs-loop-b', toUrl: '/abs-loop-a' });
    expect(res.status).toBe(400);
    const message = 'This redirect would create a loop: /abs-loop-b → /abs-loop-a → /abs-loop-b';
    expect(await res.json()).toEqual({ message, errors: { toUrl: [message] } });
    expect((await create({ fromUrl: '/abs-loop-c', toUrl: 'http://localhost/abs-loop-c' })).status).toBe(400);
  });

  it('answers 409, never 503, when the same from URL is sent four times at once', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => create({ fromUrl: '/race-from', toUrl: '/news' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(await res.json()).toEqual({
        message: 'A redirect from this URL already exists',
        errors: { fromUrl: ['A redirect from this URL already exists'] },
      });
    }
  });

  it('checks an edit for loops against the other redirects, not its own old target', async () => {
    const first = await makeRedirect(env.db, { fromUrl: '/edit-a', toUrl: '/edit-b' });
    const second = await makeRedirect(env.db, { fromUrl: '/edit-b', toUrl: '/news' });
    expect((await patch(second.id, { toUrl: '/edit-a' })).status).toBe(400);
    expect((await patch(first.id, { toUrl: '/podcasts' })).status).toBe(200);
    expect((await patch(second.id, { toUrl: '/edit-a' })).status).toBe(200);
    const self = await patch(second.id, { toUrl: '/edit-b?again' });
    expect(((await self.json()) as ErrorBody).errors).toEqual({ toUrl: ['A redirect cannot point to itself'] });
  });
});

describe('serving redirects', () => {
  it('answers GET and HEAD for the old path with its status and Location, counting each hit', async () => {
    const redirect = await makeRedirect(env.db, { fromUrl: '/old-about', toUrl: '/pages/about-us', statusCode: 308 });
    const res = await call(env.env, '/old-about');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/pages/about-us');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await call(env.env, '/old-about/', { method: 'HEAD' })).status).toBe(308);
    expect(await hits(redirect.id)).toBe(2);
  });

  it("carries the query string unless the target has its own, and keeps the target's fragment last", async () => {
    await makeRedirect(env.db, { fromUrl: '/promo', toUrl: '/donations#give', statusCode: 302 });
    await makeRedirect(env.db, { fromUrl: '/promo-fixed', toUrl: 'https://example.org/give?src=site' });
    expect((await call(env.env, '/promo?utm_source=radio')).headers.get('location')).toBe('/donations?utm_source=radio#give');
    expect((await call(env.env, '/promo-fixed?utm_source=radio')).headers.get('location')).toBe('https://example.org/give?src=site');
  });

  it("leaves other methods, unknown paths and the worker's own paths alone", async () => {
    const redirect = await makeRedirect(env.db, { fromUrl: '/posted' });
    expect((await call(env.env, '/posted', { method: 'POST' })).status).not.toBe(301);
    expect((await call(env.env, '/never-redirected')).status).toBe(404);
    // Rows like these cannot be made through the API; written directly, they are still ignored.
    await makeRedirect(env.db, { fromUrl: '/api/news', toUrl: '/elsewhere' });
    await makeRedirect(env.db, { fromUrl: '/assets/app.js', toUrl: '/elsewhere' });
    expect((await call(env.env, '/api/news')).status).toBe(401);
    expect((await call(env.env, '/assets/app.js')).status).toBe(404);
    expect(await hits(redirect.id)).toBe(0);
  });
});
