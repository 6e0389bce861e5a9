import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import { OFF_SITE_ADMINS_ONLY, type CmsRedirect } from '../src/schemas/cms-redirects';
import { auditOf, makePage, makeRedirect } from './support/cms-factories';
import { createTestEnv } from './support/env';
import { makeUser, signedIn } from './support/factories';
import { linkIn } from './support/mail-outbox';
import { call } from './support/request';

// Issue 52: an editor's redirect from /reset-password to another site carried the mailed
// token there in the query string. A redirect may never take over an address the site answers,
// never forwards a query string to another site, and only an administrator may send visitors
// to another site. (redirect-route-table.test.ts checks every route of the route table.)

let env: Awaited<ReturnType<typeof createTestEnv>>;
let editor: string;
let admin: { cookie: string; user: { id: number } };
beforeAll(async () => {
  env = await createTestEnv();
  ({ cookie: editor } = await signedIn(env.db, { role: 'editor' }));
  admin = await signedIn(env.db, { role: 'admin' });
});
afterAll(() => env.dispose());

const ATTACKER = 'https://attacker.example/collect';
const create = (cookie: string, body: unknown) => call(env.env, '/api/cms/redirects', { method: 'POST', body, cookie });
const patch = (cookie: string, id: number, body: unknown) => call(env.env, `/api/cms/redirects/${id}`, { method: 'PATCH', body, cookie });
const stored = (fromUrl: string) => env.db.select().from(t.cmsRedirects).where(eq(t.cmsRedirects.fromUrl, fromUrl)).get();
const rowOf = (id: number) => env.db.select().from(t.cmsRedirects).where(eq(t.cmsRedirects.id, id)).get();

describe('the reset-password token never leaves through a redirect', () => {
  it("refuses an editor's redirect from /reset-password, and a stored one does not send the mailed link anywhere", async () => {
    const res = await create(editor, { fromUrl: '/reset-password', toUrl: ATTACKER, statusCode: 302 });
    expect(res.status).toBe(400);
    const message = 'From URL cannot be /reset-password: the site already answers that address';
    expect(await res.json()).toEqual({ message, errors: { fromUrl: [message] } });
    expect(await stored('/reset-password')).toBeUndefined();

    // A row from before the rule (or written straight to the database) is ignored, and logged.
    const planted = await makeRedirect(env.db, { fromUrl: '/reset-password', toUrl: ATTACKER, statusCode: 302 });
    const owner = await makeUser(env.db);
    const before = env.mail.length;
    await call(env.env, '/api/auth/forgot-password', { method: 'POST', body: { email: owner.email } });
    const link = linkIn(env.mail[before]!, '/reset-password');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const opened = await call(env.env, `${link.pathname}${link.search}`);
      expect(opened.status).not.toBe(302);
      expect(opened.headers.get('location')).toBeNull();
      const lines = warn.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as unknown);
      expect(lines).toContainEqual(expect.objectContaining({ event: 'redirect.ignored', path: '/reset-password', redirectId: planted.id }));
    } finally {
      warn.mockRestore();
    }
    expect((await rowOf(planted.id))?.hitCount).toBe(0);
  });

  it.each(['/sign-in-link', '/delete-account', '/confirm-email-change', '/donations/manage', '/donations/manage/42', '/verify-email'])(
    'refuses %s (an emailed link) for an administrator too, and ignores a stored one',
    async (path) => {
      const res = await create(admin.cookie, { fromUrl: path, toUrl: ATTACKER, statusCode: 302 });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).errors?.fromUrl?.[0]).toMatch(
        new RegExp(`^From URL cannot be ${path}: the site already answers`),
      );
      await makeRedirect(env.db, { fromUrl: path, toUrl: ATTACKER, statusCode: 302 });
      expect((await call(env.env, `${path}?token=secret-token`)).headers.get('location')).toBeNull();
    },
  );

  it.each([
    ['in capitals', '/Reset-Password', 'that address'],
    ['percent-encoded', '/reset%2Dpassword', 'that address'],
    ['with a letter percent-encoded', '/%72eset-password', 'that address'],
    ['after an encoded dot segment', '/%2e%2e/reset-password', 'that address'],
    ['encoded, beside an escape that does not decode', '/%6Eews/%ZZ', 'every address under /news/'],
    ['with a dot segment', '/x/../sign-in-link', 'that address'],
    ['under a screen with an id', '/news/12', 'every address under /news/'],
    ['deeper under it', '/community/posts/9/anything', 'every address under /community/posts/'],
    ['a podcast file the worker serves', '/podcasts/chapters/1.json', 'every address under /podcasts/'],
    ['a build file', '/sw.js', 'that address'],
  ])('refuses a from URL a router could read as a screen: %s', async (_name, fromUrl, what) => {
    const res = await create(admin.cookie, { fromUrl, toUrl: '/pages/elsewhere' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors?.fromUrl).toEqual([`From URL cannot be ${fromUrl}: the site already answers ${what}`]);
  });

  it('keeps allowing an old address no screen answers', async () => {
    expect((await create(editor, { fromUrl: '/community/old-forum', toUrl: '/community' })).status).toBe(201);
    expect((await create(editor, { fromUrl: '/cms-admin-old', toUrl: '/cms-admin' })).status).toBe(201);
  });
});

describe('a query string never goes to another site', () => {
  it('sends a visitor to another site without their query, and keeps it for a path on this site', async () => {
    await makeRedirect(env.db, { fromUrl: '/old-appeal', toUrl: 'https://give.example.org/appeal#form', statusCode: 302 });
    await makeRedirect(env.db, { fromUrl: '/old-news', toUrl: '/news#top' });
    await makeRedirect(env.db, { fromUrl: '/old-here', toUrl: 'http://localhost/podcasts' });
    expect((await call(env.env, '/old-appeal?token=secret&utm_source=mail')).headers.get('location')).toBe(
      'https://give.example.org/appeal#form',
    );
    expect((await call(env.env, '/old-news?utm_source=mail')).headers.get('location')).toBe('/news?utm_source=mail#top');
    // A full address on this very site (as the visitor's browser asked for it) is on the site.
    expect((await call(env.env, '/old-here?utm_source=mail')).headers.get('location')).toBe('http://localhost/podcasts?utm_source=mail');
  });
});

describe('only an administrator sends visitors to another site', () => {
  it("refuses an editor's off-site redirect with 403 in the form's words, and stores nothing", async () => {
    const res = await create(editor, { fromUrl: '/editor-away', toUrl: 'https://example.org/give' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: OFF_SITE_ADMINS_ONLY, errors: { toUrl: [OFF_SITE_ADMINS_ONLY] } });
    expect(await stored('/editor-away')).toBeUndefined();
    // A full address naming this site is refused too: the host a request names is not proof.
    expect((await create(editor, { fromUrl: '/editor-here', toUrl: 'https://localhost/news' })).status).toBe(403);
  });

  it('lets an administrator create one, and records it in the audit log as going to another site', async () => {
    const res = await create(admin.cookie, { fromUrl: '/admin-away', toUrl: 'https://example.org/give', statusCode: 302 });
    expect(res.status).toBe(201);
    const redirect = (await res.json()) as CmsRedirect;
    const [entry] = await auditOf(env.db, 'redirect', redirect.id);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'create',
      summary: 'Created redirect /admin-away → https://example.org/give (302, to another site)',
    });
  });

  it("refuses an editor's change to a redirect that stays off-site, and lets them point it back at this site", async () => {
    const away = await makeRedirect(env.db, { fromUrl: '/kept-away', toUrl: 'https://example.org/give' });
    for (const change of [{ statusCode: 302 }, { fromUrl: '/kept-away-2' }, { toUrl: 'https://example.org/other' }]) {
      const res = await patch(editor, away.id, change);
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorBody).message).toBe(OFF_SITE_ADMINS_ONLY);
    }
    expect(await rowOf(away.id)).toMatchObject({ fromUrl: '/kept-away', toUrl: 'https://example.org/give', statusCode: 301 });
    expect((await patch(editor, away.id, { toUrl: '/donations' })).status).toBe(200);

    const home = await makeRedirect(env.db, { fromUrl: '/stays-home', toUrl: '/news' });
    expect((await patch(editor, home.id, { toUrl: 'https://example.org/x' })).status).toBe(403);
    const changed = await patch(admin.cookie, home.id, { toUrl: 'https://example.org/x' });
    expect(changed.status).toBe(200);
    expect((await auditOf(env.db, 'redirect', home.id))[0]?.summary).toBe(
      'Updated redirect /stays-home → https://example.org/x (301, to another site)',
    );
  });

  it('refuses to edit a stored redirect that takes over a screen, rather than keep it', async () => {
    const planted = await makeRedirect(env.db, { fromUrl: '/search', toUrl: '/news' });
    const res = await patch(admin.cookie, planted.id, { statusCode: 302 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors?.fromUrl).toEqual([
      'From URL cannot be /search: the site already answers that address',
    ]);
  });
});

describe("a CMS page's address", () => {
  it("may be redirected once no page has the slug (a renamed page's old address), and a published page wins", async () => {
    const page = await makePage(env.db, { slug: 'our-mission' });
    const taken = await create(editor, { fromUrl: '/pages/our-mission', toUrl: '/pages/mission' });
    expect(taken.status).toBe(409);
    const message = 'From URL cannot be /pages/our-mission: a CMS page has that address. Rename or delete the page first';
    expect(await taken.json()).toEqual({ message, errors: { fromUrl: [message] } });

    const renamed = await call(env.env, `/api/cms/pages/${page.id}`, { method: 'PATCH', body: { slug: 'mission' }, cookie: editor });
    expect(renamed.status).toBe(200);
    expect((await create(editor, { fromUrl: '/pages/our-mission', toUrl: '/pages/mission' })).status).toBe(201);
    expect((await call(env.env, '/pages/our-mission')).headers.get('location')).toBe('/pages/mission');

    // A page published at that address later takes it back; a draft does not.
    const draft = await makePage(env.db, { slug: 'our-mission', status: 'draft' });
    expect((await call(env.env, '/pages/our-mission')).headers.get('location')).toBe('/pages/mission');
    await env.db.update(t.cmsPages).set({ status: 'published' }).where(eq(t.cmsPages.id, draft.id));
    expect((await call(env.env, '/pages/our-mission')).headers.get('location')).toBeNull();
  });

  it('refuses an address deeper under /pages/, which no page has', async () => {
    const res = await create(editor, { fromUrl: '/pages/a/b', toUrl: '/news' });
    expect(res.status).toBe(400);
  });
});
