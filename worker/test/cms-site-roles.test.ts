import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { createTestEnv } from './support/env';
import { makeForm, makeMenu, makePage, makeRedirect, makeSubmission, makeTemplate } from './support/cms-factories';
import { signedIn } from './support/factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

type Route = { method: string; path: string; body?: unknown };

let sequence = 0;

/** Every /api/cms route of the site features, with rows of its own so each call can succeed. */
async function siteRoutes(db: Db): Promise<Route[]> {
  const n = ++sequence;
  const [page, template, form, menu, redirect] = await Promise.all([
    makePage(db),
    makeTemplate(db),
    makeForm(db),
    makeMenu(db),
    makeRedirect(db),
  ]);
  const submission = await makeSubmission(db, form.id);
  return [
    { method: 'GET', path: '/api/cms/analytics/summary' },
    { method: 'GET', path: '/api/cms/pages' },
    { method: 'POST', path: '/api/cms/pages', body: { title: `Roles page ${n}` } },
    { method: 'GET', path: `/api/cms/pages/${page.id}` },
    { method: 'PATCH', path: `/api/cms/pages/${page.id}`, body: { title: 'Renamed' } },
    { method: 'DELETE', path: `/api/cms/pages/${page.id}` },
    { method: 'GET', path: '/api/cms/templates' },
    { method: 'POST', path: '/api/cms/templates', body: { name: 'Roles template', category: 'Information' } },
    { method: 'GET', path: `/api/cms/templates/${template.id}` },
    { method: 'PATCH', path: `/api/cms/templates/${template.id}`, body: { name: 'Renamed' } },
    { method: 'POST', path: `/api/cms/templates/${template.id}/duplicate` },
    { method: 'DELETE', path: `/api/cms/templates/${template.id}` },
    { method: 'GET', path: '/api/cms/forms' },
    { method: 'POST', path: '/api/cms/forms', body: { name: 'Roles form', fields: [{ name: 'note', label: 'Note', type: 'text' }] } },
    { method: 'GET', path: `/api/cms/forms/${form.id}` },
    { method: 'PATCH', path: `/api/cms/forms/${form.id}`, body: { isActive: false } },
    { method: 'GET', path: `/api/cms/forms/${form.id}/submissions` },
    { method: 'PATCH', path: `/api/cms/forms/${form.id}/submissions/${submission.id}`, body: { isRead: true } },
    { method: 'DELETE', path: `/api/cms/forms/${form.id}` },
    { method: 'GET', path: '/api/cms/menus' },
    { method: 'POST', path: '/api/cms/menus', body: { name: 'Roles menu', location: 'footer' } },
    { method: 'GET', path: `/api/cms/menus/${menu.id}` },
    { method: 'PATCH', path: `/api/cms/menus/${menu.id}`, body: { isActive: false } },
    { method: 'DELETE', path: `/api/cms/menus/${menu.id}` },
    { method: 'GET', path: '/api/cms/redirects' },
    { method: 'POST', path: '/api/cms/redirects', body: { fromUrl: `/roles-${n}`, toUrl: '/news' } },
    { method: 'GET', path: `/api/cms/redirects/${redirect.id}` },
    { method: 'PATCH', path: `/api/cms/redirects/${redirect.id}`, body: { statusCode: 302 } },
    { method: 'DELETE', path: `/api/cms/redirects/${redirect.id}` },
  ];
}

describe('/api/cms site routes', () => {
  it('answer 401 Unauthorized when signed out', async () => {
    for (const route of await siteRoutes(t.db)) {
      const res = await call(t.env, route.path, route);
      expect([route.method, route.path, res.status]).toEqual([route.method, route.path, 401]);
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answer 403 to members', async () => {
    const { cookie } = await signedIn(t.db, { role: 'member' });
    for (const route of await siteRoutes(t.db)) {
      const res = await call(t.env, route.path, { ...route, cookie });
      expect([route.method, route.path, res.status]).toEqual([route.method, route.path, 403]);
    }
  });

  it.each(['editor', 'admin'] as const)('let an %s do everything', async (role) => {
    const { cookie } = await signedIn(t.db, { role });
    for (const route of await siteRoutes(t.db)) {
      const res = await call(t.env, route.path, { ...route, cookie });
      expect([route.method, route.path, res.ok]).toEqual([route.method, route.path, true]);
    }
  });
});
