import { eq } from 'drizzle-orm';
import { toCurrentUser } from '../src/accounts/services/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import { MEDIA_IMAGE_MESSAGE } from '../src/schemas/fields';
import type { AdminNewsArticle, NewsArticleInput } from '../src/schemas/content-admin';
import type { NewsArticleCard } from '../src/schemas/content';
import { createNews, readingTime } from '../src/cms/services/news-admin';
import { createLibsqlDb, createTestEnv } from './support/env';
import { makeArticle, signedIn } from './support/factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
let member: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestEnv();
  editor = await signedIn(t.db, { role: 'editor' });
  member = await signedIn(t.db);
});
afterAll(() => t.dispose());

let n = 0;
const article = (overrides: Partial<NewsArticleInput> = {}): NewsArticleInput => ({
  title: `Changes to the NDIS review ${++n}`,
  excerpt: 'What the review means for participants.',
  content: 'The review recommends a simpler path into the scheme for many people.',
  author: 'Sam Writer',
  tags: 'NDIS, Policy',
  ...overrides,
});

const create = async (body: Partial<NewsArticleInput> = {}) => {
  const res = await call(t.env, '/api/news', { method: 'POST', cookie: editor.cookie, body: article(body) });
  return { res, created: (await res.json()) as AdminNewsArticle };
};
const memberList = async () => (await (await call(t.env, '/api/news?limit=50', { cookie: member.cookie })).json()) as NewsArticleCard[];
const audit = (entityId: number) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entityId, String(entityId)));

describe('who may write news', () => {
  it('answers 401 signed out and 403 to members, lets editors and admins write, and keeps reads for members', async () => {
    const existing = await makeArticle(t.db);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/news', article()],
      ['PATCH', `/api/news/${existing.id}`, { title: 'A new title here' }],
      ['DELETE', `/api/news/${existing.id}`, undefined],
      ['GET', '/api/cms/news', undefined],
    ];
    for (const [method, path, body] of writes) {
      expect((await call(t.env, path, { method, body })).status, `${method} ${path}`).toBe(401);
      const refused = await call(t.env, path, { method, body: method === 'POST' ? {} : body, cookie: member.cookie });
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    for (const role of ['editor', 'admin'] as const) {
      const { cookie } = await signedIn(t.db, { role });
      expect((await call(t.env, '/api/news', { method: 'POST', cookie, body: article() })).status).toBe(201);
      expect((await call(t.env, '/api/cms/news', { cookie })).status).toBe(200);
    }
    expect((await call(t.env, '/api/news', { cookie: member.cookie })).status).toBe(200);
  });
});

describe('POST /api/news', () => {
  it('creates a published article members see at once, with reading time, tags and now as its date', async () => {
    const words = Array.from({ length: 401 }, (_, i) => `word${i}`).join(' ');
    const before = Date.now();
    const { res, created } = await create({ content: words, imageUrl: '/media/cms/2025/01/x.png' });
    expect(res.status).toBe(201);
    expect(created).toMatchObject({
      status: 'published',
      readingTime: 3,
      tags: ['NDIS', 'Policy'],
      imageUrl: '/media/cms/2025/01/x.png',
      author: 'Sam Writer',
    });
    expect(Date.parse(created.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    const { status: _status, ...asMembersSeeIt } = created;
    // The list gives the card (the excerpt, not the body: decision 0030); the article's page gives it all.
    const { content: _content, ...asCardShowsIt } = asMembersSeeIt;
    expect((await memberList())[0]).toEqual(asCardShowsIt);
    expect(await (await call(t.env, `/api/news/${created.id}`, { cookie: member.cookie })).json()).toEqual(asMembersSeeIt);
  });

  it('keeps drafts out of the members’ list, detail and search', async () => {
    const { created } = await create({ title: 'Zebracorn embargoed story', status: 'draft' });
    expect(created.status).toBe('draft');
    expect((await memberList()).some((a) => a.id === created.id)).toBe(false);
    expect((await call(t.env, `/api/news/${created.id}`, { cookie: member.cookie })).status).toBe(404);
    expect(await (await call(t.env, '/api/news/search?q=zebracorn', { cookie: member.cookie })).json()).toEqual([]);
  });

  it('is found by search as soon as it is published', async () => {
    const { created } = await create({ title: 'Quokkaland transport access plan' });
    const found = (await (await call(t.env, '/api/news/search?q=quokkaland', { cookie: member.cookie })).json()) as NewsArticleCard[];
    expect(found.map((a) => a.id)).toEqual([created.id]);
  });

  it('accepts a publish date', async () => {
    const { created } = await create({ publishedAt: '2024-03-01T09:30:00+11:00' });
    expect(created.publishedAt).toBe('2024-02-29T22:30:00.000Z');
  });

  it('answers 400 with the form’s messages', async () => {
    const res = await call(t.env, '/api/news', {
      method: 'POST',
      cookie: editor.cookie,
      body: { title: 'Hey', excerpt: '', author: 'A', status: 'live', publishedAt: 'soon' },
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as ErrorBody;
    // The first message of each field is the one a form shows.
    expect(Object.fromEntries(Object.entries(errors!).map(([field, messages]) => [field, messages[0]]))).toEqual({
      title: 'Title must be at least 5 characters',
      excerpt: 'Summary is required',
      content: 'Article text is required',
      author: 'Author must be at least 2 characters',
      status: 'Status must be published or draft',
      publishedAt: 'Enter a valid publish date',
    });
  });

  it.each([
    ['31 February', { publishedAt: '2026-02-31' }, 'publishedAt', 'Enter a valid publish date'],
    ['31 February in UTC', { publishedAt: '2026-02-31T10:00:00Z' }, 'publishedAt', 'Enter a valid publish date'],
    ['31 June in local time', { publishedAt: '2026-06-31T10:00' }, 'publishedAt', 'Enter a valid publish date'],
    ['an image address browsers read as another site', { imageUrl: '/\\evil.example/x.png' }, 'imageUrl', MEDIA_IMAGE_MESSAGE],
    // Shown as an <img> on every reader's news list: any other path is fetched with their cookie.
    ['an API address as the image (it would sign out every reader)', { imageUrl: '/api/logout' }, 'imageUrl', MEDIA_IMAGE_MESSAGE],
    ['another site’s image', { imageUrl: 'https://images.example/a.png' }, 'imageUrl', MEDIA_IMAGE_MESSAGE],
    ['a media path that climbs out', { imageUrl: '/media/../api/logout' }, 'imageUrl', MEDIA_IMAGE_MESSAGE],
    ['a page of the site', { imageUrl: '/community' }, 'imageUrl', MEDIA_IMAGE_MESSAGE],
  ])('refuses %s with 400 and the form message', async (_name, change, field, message) => {
    const res = await call(t.env, '/api/news', { method: 'POST', cookie: editor.cookie, body: article(change) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors?.[field]).toEqual([message]);
  });

  it('writes an audit entry with the new article’s id', async () => {
    const { created } = await create({ title: 'Audited article title' });
    const [entry] = await audit(created.id);
    expect(entry).toMatchObject({ action: 'create', entity: 'news', actorId: editor.user.id });
    expect(entry!.summary).toContain('Audited article title');
  });

  it('records the new id in the audit entry on libSQL too', async () => {
    const db = await createLibsqlDb();
    const [user] = await db.insert(schema.users).values({ email: 'ed@example.test', firstName: 'Ed', role: 'editor' }).returning();
    const created = await createNews(db, toCurrentUser(user!), {
      ...article(),
      tags: [],
      imageUrl: null,
      status: 'published',
      publishedAt: null,
    });
    const [entry] = await db.select().from(schema.auditLog);
    expect(entry!.entityId).toBe(String(created.id));
  });
});

describe('PATCH /api/news/{id}', () => {
  it('changes only the fields sent, recomputes the reading time, and audits', async () => {
    const { created } = await create();
    const res = await call(t.env, `/api/news/${created.id}`, {
      method: 'PATCH',
      cookie: editor.cookie,
      body: { content: Array(250).fill('word').join(' ') },
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as AdminNewsArticle;
    expect(updated).toMatchObject({
      id: created.id,
      title: created.title,
      excerpt: created.excerpt,
      publishedAt: created.publishedAt,
      readingTime: 2,
    });
    expect((await audit(created.id)).map((e) => e.action)).toEqual(['create', 'update']);
  });

  it('dates a draft when it is first published, unless a date is sent', async () => {
    const { created } = await create({ status: 'draft', publishedAt: '2020-05-01T00:00:00.000Z' });
    const before = Date.now();
    const res = await call(t.env, `/api/news/${created.id}`, { method: 'PATCH', cookie: editor.cookie, body: { status: 'published' } });
    const published = (await res.json()) as AdminNewsArticle;
    expect(Date.parse(published.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    const { created: other } = await create({ status: 'draft' });
    const dated = await call(t.env, `/api/news/${other.id}`, {
      method: 'PATCH',
      cookie: editor.cookie,
      body: { status: 'published', publishedAt: '2021-03-04T00:00:00.000Z' },
    });
    expect(((await dated.json()) as AdminNewsArticle).publishedAt).toBe('2021-03-04T00:00:00.000Z');
  });

  it('unpublishes and republishes', async () => {
    const { created } = await create();
    await call(t.env, `/api/news/${created.id}`, { method: 'PATCH', cookie: editor.cookie, body: { status: 'draft' } });
    expect((await memberList()).some((a) => a.id === created.id)).toBe(false);
    await call(t.env, `/api/news/${created.id}`, { method: 'PATCH', cookie: editor.cookie, body: { status: 'published' } });
    expect((await memberList()).some((a) => a.id === created.id)).toBe(true);
  });

  it('takes an image from the media library only, and changes nothing otherwise', async () => {
    const { created } = await create({ imageUrl: '/media/cms/2025/01/x.png' });
    for (const imageUrl of ['/api/logout', '/api/logout?x=1', 'https://images.example/a.png', '//evil.example/a.png']) {
      const res = await call(t.env, `/api/news/${created.id}`, { method: 'PATCH', cookie: editor.cookie, body: { imageUrl } });
      expect(res.status, imageUrl).toBe(400);
      expect(((await res.json()) as ErrorBody).errors?.imageUrl).toEqual([MEDIA_IMAGE_MESSAGE]);
    }
    const ok = await call(t.env, `/api/news/${created.id}`, {
      method: 'PATCH',
      cookie: editor.cookie,
      body: { imageUrl: '/media/cms/2026/11/new.jpg' },
    });
    expect(((await ok.json()) as AdminNewsArticle).imageUrl).toBe('/media/cms/2026/11/new.jpg');
  });

  it('validates what is sent and answers 404 for unknown ids', async () => {
    const { created } = await create();
    const bad = await call(t.env, `/api/news/${created.id}`, { method: 'PATCH', cookie: editor.cookie, body: { title: '' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).errors?.title?.[0]).toBe('Title is required');
    for (const id of ['999999', 'abc']) {
      const res = await call(t.env, `/api/news/${id}`, { method: 'PATCH', cookie: editor.cookie, body: { title: 'Whatever title' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Article not found' });
    }
  });
});

describe('DELETE /api/news/{id}', () => {
  it('removes the article from the lists and search, and audits', async () => {
    const { created } = await create({ title: 'Wombatville deletion notice' });
    const res = await call(t.env, `/api/news/${created.id}`, { method: 'DELETE', cookie: editor.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await memberList()).some((a) => a.id === created.id)).toBe(false);
    expect(await (await call(t.env, '/api/news/search?q=wombatville', { cookie: member.cookie })).json()).toEqual([]);
    expect((await audit(created.id)).map((e) => e.action)).toEqual(['create', 'delete']);
    expect((await call(t.env, `/api/news/${created.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(404);
  });
});

describe('GET /api/cms/news', () => {
  it('lists drafts too, newest first, with their status', async () => {
    const old = await makeArticle(t.db, { publishedAt: '2001-01-01T00:00:00.000Z', status: 'draft', title: 'Ancient draft' });
    const { created } = await create({ status: 'draft', publishedAt: '2999-01-01T00:00:00.000Z' });
    const list = (await (await call(t.env, '/api/cms/news?limit=50', { cookie: editor.cookie })).json()) as AdminNewsArticle[];
    expect(list[0]).toMatchObject({ id: created.id, status: 'draft' });
    const dates = list.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = (await (
      await call(t.env, '/api/cms/news?limit=1&offset=0&q=ancient', { cookie: editor.cookie })
    ).json()) as AdminNewsArticle[];
    expect(last).toEqual([expect.objectContaining({ id: old.id, status: 'draft' })]);
  });

  it('filters by title, ignoring case and treating % and _ as text', async () => {
    const percent = await makeArticle(t.db, { title: 'Funding up 100% this year' });
    await makeArticle(t.db, { title: 'Funding up 1000 this year' });
    const underscore = await makeArticle(t.db, { title: 'snake_case headline' });
    await makeArticle(t.db, { title: 'snakeXcase headline' });
    const find = async (q: string) =>
      (
        (await (
          await call(t.env, `/api/cms/news?limit=50&q=${encodeURIComponent(q)}`, { cookie: editor.cookie })
        ).json()) as AdminNewsArticle[]
      ).map((a) => a.id);
    expect(await find('100%')).toEqual([percent.id]);
    expect(await find('SNAKE_')).toEqual([underscore.id]);
    expect(await find('no such title anywhere')).toEqual([]);
  });

  it('answers 400 for bad paging', async () => {
    expect((await call(t.env, '/api/cms/news?limit=0', { cookie: editor.cookie })).status).toBe(400);
  });
});

describe('readingTime', () => {
  it('is whole minutes at 200 words a minute, at least one', () => {
    expect(readingTime('one')).toBe(1);
    expect(readingTime(Array(200).fill('w').join(' '))).toBe(1);
    expect(readingTime(Array(201).fill('w').join('\n'))).toBe(2);
  });
});
