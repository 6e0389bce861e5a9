import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import { SCHEDULE_MESSAGE, type CmsPage } from '../src/schemas/cms-pages';
import { createTestEnv } from './support/env';
import { auditOf, makePage, makeTemplate } from './support/cms-factories';
import { signedIn } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let cookie: string;
beforeAll(async () => {
  env = await createTestEnv();
  ({ cookie } = await signedIn(env.db, { role: 'editor', firstName: 'Eddie', lastName: 'Tor' }));
});
afterAll(() => env.dispose());

const create = (body: unknown) => call(env.env, '/api/cms/pages', { method: 'POST', body, cookie });
const patch = (id: number, body: unknown) => call(env.env, `/api/cms/pages/${id}`, { method: 'PATCH', body, cookie });
const pagesTitled = async (title: string) =>
  (await env.db.select({ n: count() }).from(t.cmsPages).where(eq(t.cmsPages.title, title)))[0]!.n;

describe('POST /api/cms/pages', () => {
  it('creates a draft with a slug made from the title, answers 201 with the CmsPage and records who did it', async () => {
    const res = await create({ title: '  Our Mission & Values!  ', body: 'We exist to...' });
    expect(res.status).toBe(201);
    const page = (await res.json()) as CmsPage;
    expect(page).toMatchObject({
      title: 'Our Mission & Values!',
      slug: 'our-mission-and-values',
      body: 'We exist to...',
      status: 'draft',
      publishAt: null,
      viewCount: 0,
    });
    expect(page.updatedAt).toBe(page.createdAt);
    const [entry] = await auditOf(env.db, 'page', page.id);
    expect(entry).toMatchObject({
      action: 'create',
      actorName: 'Eddie Tor',
      summary: 'Created page "Our Mission & Values!" (/our-mission-and-values)',
    });
  });

  it('keeps a slug the editor typed', async () => {
    const res = await create({ title: 'Contact the team', slug: 'get-in-touch' });
    expect(await res.json()).toMatchObject({ slug: 'get-in-touch' });
  });

  it('refuses a slug another page has with 409 and the slug field message', async () => {
    await makePage(env.db, { slug: 'taken-slug' });
    for (const body of [{ title: 'Another', slug: 'taken-slug' }, { title: 'Taken Slug' }]) {
      const res = await create(body);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        message: 'That slug is already used by another page',
        errors: { slug: ['That slug is already used by another page'] },
      });
    }
    expect(await pagesTitled('Another')).toBe(0);
  });

  it.each([
    ['no title', { title: undefined }, 'title', 'Title is required'],
    ['a blank title', { title: '   ' }, 'title', 'Title is required'],
    ['a 201-character title', { title: 'x'.repeat(201) }, 'title', 'Title must be less than 200 characters'],
    ['a bad slug', { slug: 'Not A Slug' }, 'slug', 'Slug can use only lowercase letters, numbers and single hyphens'],
    ['an unknown status', { status: 'live' }, 'status', 'Status must be published, draft, archived or scheduled'],
    ['scheduled without a time', { status: 'scheduled' }, 'publishAt', SCHEDULE_MESSAGE],
    ['a bad publish time', { status: 'scheduled', publishAt: 'next tuesday' }, 'publishAt', 'Enter a valid publish date and time'],
    [
      '31 February (local time)',
      { status: 'scheduled', publishAt: '2026-02-31T10:00' },
      'publishAt',
      'Enter a valid publish date and time',
    ],
    [
      '31 February (UTC)',
      { status: 'scheduled', publishAt: '2026-02-31T10:00:00.000Z' },
      'publishAt',
      'Enter a valid publish date and time',
    ],
    [
      '31 April with an offset',
      { status: 'scheduled', publishAt: '2026-04-31T10:00+10:00' },
      'publishAt',
      'Enter a valid publish date and time',
    ],
  ])('refuses %s with 400 and the form message', async (_name, change, field, message) => {
    const res = await create({ title: 'Validation page', ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.errors?.[field]).toContain(message);
    expect(await pagesTitled('Validation page')).toBe(0);
  });

  it('keeps a real date sent as local time (what a datetime-local input gives)', async () => {
    const res = await create({ title: 'Leap day page', status: 'scheduled', publishAt: '2028-02-29T10:00' });
    expect(res.status).toBe(201);
    expect((await res.json()) as CmsPage).toMatchObject({ publishAt: new Date(2028, 1, 29, 10, 0).toISOString() });
  });

  it('answers one 201 and 409s, never 503, when the same slug is sent four times at once', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => create({ title: 'Raced page', slug: 'raced-slug' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(await res.json()).toEqual({
        message: 'That slug is already used by another page',
        errors: { slug: ['That slug is already used by another page'] },
      });
    }
    expect(await pagesTitled('Raced page')).toBe(1);
  });

  it('refuses a title with nothing to make a slug from', async () => {
    const res = await create({ title: '!!!' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors?.slug).toEqual(['Add a slug: the title has no letters or numbers to make one from']);
  });

  it('counts a use of the template it starts from, and takes its body when the page has none', async () => {
    const template = await makeTemplate(env.db, { usageCount: 4, body: 'Template body' });
    const res = await create({ title: 'From a template', templateId: template.id });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ body: 'Template body' });
    const after = await env.db.select().from(t.cmsTemplates).where(eq(t.cmsTemplates.id, template.id)).get();
    expect(after!.usageCount).toBe(5);
  });

  it('refuses an unknown template with 400 and creates nothing', async () => {
    const res = await create({ title: 'Orphan page', templateId: 999999 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Template not found', errors: { templateId: ['Template not found'] } });
    expect(await pagesTitled('Orphan page')).toBe(0);
  });
});

describe('GET /api/cms/pages', () => {
  it('lists every page, the one changed last first, and reads one by id', async () => {
    const older = await makePage(env.db, { status: 'draft', updatedAt: '2020-01-01T00:00:00.000Z' });
    const newer = await makePage(env.db, { status: 'archived', updatedAt: '2099-01-01T00:00:00.000Z' });
    const list = (await (await call(env.env, '/api/cms/pages', { cookie })).json()) as CmsPage[];
    expect(list[0]!.id).toBe(newer.id);
    expect(list.at(-1)!.id).toBe(older.id);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'body',
      'createdAt',
      'id',
      'publishAt',
      'slug',
      'status',
      'title',
      'updatedAt',
      'viewCount',
    ]);
    const one = await call(env.env, `/api/cms/pages/${older.id}`, { cookie });
    expect(await one.json()).toMatchObject({ id: older.id, status: 'draft' });
  });

  it('answers 404 Page not found for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await call(env.env, `/api/cms/pages/${id}`, { cookie });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Page not found' });
    }
  });
});

describe('PATCH /api/cms/pages/:id', () => {
  it('changes only the fields sent, moves updatedAt and records the change', async () => {
    const page = await makePage(env.db, {
      title: 'Before',
      status: 'scheduled',
      publishAt: '2099-05-01T00:00:00.000Z',
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    const res = await patch(page.id, { title: 'After' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CmsPage;
    expect(body).toMatchObject({
      title: 'After',
      slug: page.slug,
      body: page.body,
      status: 'scheduled',
      publishAt: '2099-05-01T00:00:00.000Z',
    });
    expect(body.updatedAt > page.updatedAt).toBe(true);
    expect((await auditOf(env.db, 'page', page.id))[0]).toMatchObject({
      action: 'update',
      summary: `Updated page "After" (/${page.slug})`,
    });
  });

  it('schedules with a time sent now or stored already, and refuses "scheduled" with neither', async () => {
    const draft = await makePage(env.db, { status: 'draft' });
    const refused = await patch(draft.id, { status: 'scheduled' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: SCHEDULE_MESSAGE, errors: { publishAt: [SCHEDULE_MESSAGE] } });
    const cleared = await patch(draft.id, { status: 'scheduled', publishAt: '' });
    expect(cleared.status).toBe(400);

    const sent = await patch(draft.id, { status: 'scheduled', publishAt: '2099-06-01T09:30:00+10:00' });
    expect(await sent.json()).toMatchObject({ status: 'scheduled', publishAt: '2099-05-31T23:30:00.000Z' });
    const stored = await makePage(env.db, { status: 'draft', publishAt: '2099-07-01T00:00:00.000Z' });
    expect((await patch(stored.id, { status: 'scheduled' })).status).toBe(200);
  });

  it('refuses a slug another page has, but keeps its own', async () => {
    const other = await makePage(env.db);
    const page = await makePage(env.db);
    const res = await patch(page.id, { slug: other.slug });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).errors).toEqual({ slug: ['That slug is already used by another page'] });
    expect((await patch(page.id, { slug: page.slug, title: 'Same slug' })).status).toBe(200);
  });

  it('gives one of several pages a slug sent to all at once, and 409 to the others', async () => {
    const pages = await Promise.all([makePage(env.db), makePage(env.db), makePage(env.db)]);
    const results = await Promise.all(pages.map((p) => patch(p.id, { slug: 'raced-edit-slug' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(((await res.json()) as ErrorBody).errors).toEqual({ slug: ['That slug is already used by another page'] });
    }
  });

  it('answers 400 with the form messages and 404 for an unknown page', async () => {
    const page = await makePage(env.db);
    const res = await patch(page.id, { title: '', slug: '' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual({ title: ['Title is required'], slug: ['Slug is required'] });
    expect((await patch(999999, { title: 'Nobody' })).status).toBe(404);
  });
});

describe('DELETE /api/cms/pages/:id', () => {
  it('deletes the page with its daily views and records it; a second delete is 404', async () => {
    const page = await makePage(env.db, { title: 'Going away' });
    await env.db.insert(t.cmsPageViewsDaily).values({ pageId: page.id, day: '2026-01-01', views: 3 });
    const res = await call(env.env, `/api/cms/pages/${page.id}`, { method: 'DELETE', cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await env.db.select().from(t.cmsPageViewsDaily).where(eq(t.cmsPageViewsDaily.pageId, page.id))).toEqual([]);
    expect((await auditOf(env.db, 'page', page.id))[0]).toMatchObject({
      action: 'delete',
      summary: `Deleted page "Going away" (/${page.slug})`,
    });
    expect((await call(env.env, `/api/cms/pages/${page.id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });
});
