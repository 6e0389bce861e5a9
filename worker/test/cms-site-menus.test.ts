import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../src/lib/errors';
import type { CmsMenu } from '../src/schemas/cms-menus';
import { createTestEnv } from './support/env';
import { auditOf, makeMenu } from './support/cms-factories';
import { makeUser, signedIn } from './support/factories';
import { call } from './support/request';
import { createSession } from '../src/accounts/services/sessions';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let cookie: string;
beforeAll(async () => {
  env = await createTestEnv();
  ({ cookie } = await signedIn(env.db, { role: 'admin' }));
});
afterAll(() => env.dispose());

const items = [
  { label: 'News', url: '/news' },
  { label: 'Email us', url: 'mailto:hello@example.org' },
];

describe('/api/cms/menus', () => {
  it('creates (201), lists, updates only what is sent and deletes, recording each change', async () => {
    const res = await call(env.env, '/api/cms/menus', {
      method: 'POST',
      body: { name: 'Side links', location: ' Sidebar ', items },
      cookie,
    });
    expect(res.status).toBe(201);
    const menu = (await res.json()) as CmsMenu;
    expect(menu).toEqual({ id: menu.id, name: 'Side links', location: 'sidebar', isActive: true, items });

    expect(((await (await call(env.env, '/api/cms/menus', { cookie })).json()) as CmsMenu[]).map((m) => m.id)).toContain(menu.id);
    const updated = await call(env.env, `/api/cms/menus/${menu.id}`, { method: 'PATCH', body: { isActive: false }, cookie });
    expect(await updated.json()).toEqual({ ...menu, isActive: false });
    expect(await (await call(env.env, `/api/cms/menus/${menu.id}`, { method: 'DELETE', cookie })).json()).toEqual({ ok: true });
    expect((await call(env.env, `/api/cms/menus/${menu.id}`, { cookie })).status).toBe(404);
    expect((await auditOf(env.db, 'menu', menu.id)).map((e) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it.each([
    [
      'a link with no scheme',
      { items: [{ label: 'Bad', url: 'javascript:alert(1)' }] },
      'items.0.url',
      'URL must start with /, https://, mailto: or tel:',
    ],
    [
      'a link over plain http (the form says https://)',
      { items: [{ label: 'Bad', url: 'http://example.org' }] },
      'items.0.url',
      'URL must start with /, https://, mailto: or tel:',
    ],
    [
      'a link that browsers read as another site',
      { items: [{ label: 'Bad', url: '/\\evil.example' }] },
      'items.0.url',
      'URL must start with /, https://, mailto: or tel:',
    ],
    ['an item with no label', { items: [{ label: '', url: '/news' }] }, 'items.0.label', 'Label is required'],
    ['a location of two words', { location: 'top bar' }, 'location', 'Location must be a single word such as header, footer or sidebar'],
  ])('refuses %s with 400 and the form message', async (_name, change, field, message) => {
    const res = await call(env.env, '/api/cms/menus', {
      method: 'POST',
      body: { name: 'Menu', location: 'header', items, ...change },
      cookie,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors?.[field]).toEqual([message]);
  });

  it('answers 404 Menu not found for an unknown id', async () => {
    const res = await call(env.env, '/api/cms/menus/999999', { method: 'PATCH', body: { name: 'x' }, cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Menu not found' });
  });
});

describe('GET /api/menus/:location', () => {
  it('gives anyone the active menu edited last at that location, cacheable at the edge', async () => {
    await makeMenu(env.db, { name: 'Old footer', location: 'pubfoot', updatedAt: '2020-01-01T00:00:00.000Z' });
    await makeMenu(env.db, { name: 'Hidden footer', location: 'pubfoot', isActive: false, updatedAt: '2099-01-01T00:00:00.000Z' });
    await makeMenu(env.db, { name: 'Footer', location: 'pubfoot', items, updatedAt: '2026-01-01T00:00:00.000Z' });
    const res = await call(env.env, '/api/menus/pubfoot');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Footer', location: 'pubfoot', items });
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await call(env.env, '/api/menus/pubfoot', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it("is private and uncached when it renews the visitor's session, so no shared cache keeps their cookie", async () => {
    await makeMenu(env.db, { location: 'renewfoot', items });
    const user = await makeUser(env.db);
    const { token } = await createSession(env.db, user.id, new Date(Date.now() - 2 * 60 * 60 * 1000));
    const res = await call(env.env, '/api/menus/renewfoot', { cookie: `session=${token}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^session=/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('answers 404 Menu not found where no active menu is', async () => {
    await makeMenu(env.db, { location: 'offonly', isActive: false });
    for (const location of ['offonly', 'nowhere']) {
      const res = await call(env.env, `/api/menus/${location}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Menu not found' });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});
