import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import type { AdminAudiobook, AudiobookInput } from '../src/schemas/content-admin';
import type { Audiobook } from '../src/schemas/content';
import { createTestEnv } from './support/env';
import { makeAudiobook, signedIn } from './support/factories';
import { makeMedia } from './support/media-factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
let member: Awaited<ReturnType<typeof signedIn>>;
let audio: Awaited<ReturnType<typeof makeMedia>>;
let cover: Awaited<ReturnType<typeof makeMedia>>;
beforeAll(async () => {
  t = await createTestEnv();
  editor = await signedIn(t.db, { role: 'editor' });
  member = await signedIn(t.db);
  audio = await makeMedia(t.db, t.env, 'audio/mp4', { size: 77_000_000 });
  cover = await makeMedia(t.db, t.env, 'image/png');
});
afterAll(() => t.dispose());

const book = (overrides: Partial<AudiobookInput> = {}): AudiobookInput => ({
  title: 'Emma',
  author: 'Jane Austen',
  narrator: 'A. Reader',
  description: 'A comedy of manners about a young woman who meddles in matches.',
  category: 'Classic Fiction',
  publishedYear: 1815,
  isbn: '978-0-14-143958-7',
  audioMediaId: audio.id,
  coverMediaId: cover.id,
  duration: 60_000,
  ...overrides,
});

const create = async (body: Partial<AudiobookInput> = {}) => {
  const res = await call(t.env, '/api/audiobooks', { method: 'POST', cookie: editor.cookie, body: book(body) });
  return { res, created: (await res.json()) as AdminAudiobook };
};
const get = async <T>(path: string) => (await (await call(t.env, path, { cookie: member.cookie })).json()) as T;
const auditActions = async (id: number) =>
  (
    await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'audiobook'), eq(schema.auditLog.entityId, String(id))))
  ).map((e) => e.action);

describe('who may add audiobooks', () => {
  it('answers 401 signed out and 403 to members, and lets editors and admins in', async () => {
    const existing = await makeAudiobook(t.db);
    for (const [method, path] of [
      ['POST', '/api/audiobooks'],
      ['PATCH', `/api/audiobooks/${existing.id}`],
      ['DELETE', `/api/audiobooks/${existing.id}`],
      ['GET', '/api/cms/audiobooks'],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await call(t.env, path, { method, body })).status, `${method} ${path}`).toBe(401);
      expect((await call(t.env, path, { method, body, cookie: member.cookie })).status, `${method} ${path}`).toBe(403);
    }
    for (const role of ['editor', 'admin'] as const) {
      const { cookie } = await signedIn(t.db, { role });
      expect((await call(t.env, '/api/audiobooks', { method: 'POST', cookie, body: book() })).status).toBe(201);
      expect((await call(t.env, '/api/cms/audiobooks', { cookie })).status).toBe(200);
    }
    // Members still use their own writes on books.
    expect((await call(t.env, `/api/audiobooks/${existing.id}/favourite`, { method: 'PUT', cookie: member.cookie })).status).toBe(200);
  });
});

describe('POST /api/audiobooks', () => {
  it('adds a published book members find in the list, its category, and search at once', async () => {
    const { res, created } = await create({ title: 'Wuthering Heights', author: 'Emily Brontë', category: 'Gothic Romance' });
    expect(res.status).toBe(201);
    expect(created).toMatchObject({
      status: 'published',
      audioUrl: `/media/${audio.key}`,
      coverImageUrl: `/media/${cover.key}`,
      isAccessible: true,
      hasTranscript: false,
      isbn: '978-0-14-143958-7',
    });
    const [row] = await t.db.select().from(schema.audiobooks).where(eq(schema.audiobooks.id, created.id));
    expect(row).toMatchObject({ audioKey: audio.key, audioMimeType: 'audio/mp4', audioSize: 77_000_000, coverKey: cover.key });
    expect((await get<Audiobook[]>('/api/audiobooks?limit=50')).map((b) => b.id)).toContain(created.id);
    expect(await get<string[]>('/api/audiobooks/categories')).toContain('Gothic Romance');
    expect((await get<Audiobook[]>('/api/audiobooks/search?q=wuthering')).map((b) => b.id)).toEqual([created.id]);
    expect((await get<Audiobook[]>('/api/audiobooks/search?q=bronte')).map((b) => b.id)).toContain(created.id);
  });

  it('keeps drafts out of the list, the book page, categories and search', async () => {
    const { created } = await create({ title: 'Unreleased Manuscript', category: 'Draft Only Category', status: 'draft' });
    expect((await get<Audiobook[]>('/api/audiobooks?limit=50')).some((b) => b.id === created.id)).toBe(false);
    expect((await call(t.env, `/api/audiobooks/${created.id}`, { cookie: member.cookie })).status).toBe(404);
    expect(await get<string[]>('/api/audiobooks/categories')).not.toContain('Draft Only Category');
    expect(await get<Audiobook[]>('/api/audiobooks/search?q=unreleased')).toEqual([]);
  });

  it('needs an audio file and, if any, an image for the cover', async () => {
    const res = await call(t.env, '/api/audiobooks', {
      method: 'POST',
      cookie: editor.cookie,
      body: book({ audioMediaId: cover.id, coverMediaId: audio.id }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual({
      audioMediaId: ['Choose an audio file'],
      coverMediaId: ['Choose a cover image'],
    });
    const { created } = await create({ coverMediaId: null });
    expect(created.coverImageUrl).toBeNull();
  });

  it('validates with the form’s messages', async () => {
    const res = await call(t.env, '/api/audiobooks', {
      method: 'POST',
      cookie: editor.cookie,
      body: book({ isbn: '978-0-14-143958-0', publishedYear: 3000 }),
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as ErrorBody;
    expect(errors?.isbn).toEqual(['ISBN must be a valid 10- or 13-digit ISBN']);
    expect(errors?.publishedYear?.[0]).toBe('Year published must be between 1450 and 2100');
  });

  it('writes an audit entry with the new book’s id', async () => {
    const { created } = await create();
    expect(await auditActions(created.id)).toEqual(['create']);
  });
});

describe('PATCH /api/audiobooks/{id}', () => {
  it('changes the fields sent, keeps media not sent, and audits', async () => {
    const { created } = await create();
    const res = await call(t.env, `/api/audiobooks/${created.id}`, {
      method: 'PATCH',
      cookie: editor.cookie,
      body: { narrator: 'Another Reader', hasTranscript: true },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      narrator: 'Another Reader',
      hasTranscript: true,
      title: created.title,
      coverImageUrl: created.coverImageUrl,
      audioUrl: created.audioUrl,
    });
    expect(await auditActions(created.id)).toEqual(['create', 'update']);
  });

  it('hides a book again when it goes back to draft', async () => {
    const { created } = await create();
    await call(t.env, `/api/audiobooks/${created.id}`, { method: 'PATCH', cookie: editor.cookie, body: { status: 'draft' } });
    expect((await call(t.env, `/api/audiobooks/${created.id}`, { cookie: member.cookie })).status).toBe(404);
  });

  it('answers 404 for unknown ids', async () => {
    const res = await call(t.env, '/api/audiobooks/999999', { method: 'PATCH', cookie: editor.cookie, body: { title: 'Nothing' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Book not found' });
  });
});

describe('DELETE /api/audiobooks/{id}', () => {
  it('removes the book, members’ favourites of it and their places in it, and audits', async () => {
    const { created } = await create();
    await call(t.env, `/api/audiobooks/${created.id}/favourite`, { method: 'PUT', cookie: member.cookie });
    await t.db
      .insert(schema.listeningPositions)
      .values({ userId: member.user.id, kind: 'audiobook', itemId: created.id, positionSeconds: 300 });
    const res = await call(t.env, `/api/audiobooks/${created.id}`, { method: 'DELETE', cookie: editor.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await get<Audiobook[]>('/api/audiobooks/favourites')).some((b) => b.id === created.id)).toBe(false);
    expect(await t.db.select().from(schema.favourites).where(eq(schema.favourites.audiobookId, created.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(schema.listeningPositions)
        .where(and(eq(schema.listeningPositions.kind, 'audiobook'), eq(schema.listeningPositions.itemId, created.id))),
    ).toEqual([]);
    expect(await auditActions(created.id)).toEqual(['create', 'delete']);
    expect((await call(t.env, `/api/audiobooks/${created.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(404);
  });
});

describe('GET /api/cms/audiobooks', () => {
  it('lists drafts too, most recently added first, and filters by title', async () => {
    const { created } = await create({ title: 'Newest Draft Novel', status: 'draft' });
    const list = (await (await call(t.env, '/api/cms/audiobooks?limit=50', { cookie: editor.cookie })).json()) as AdminAudiobook[];
    expect(list[0]).toMatchObject({ id: created.id, status: 'draft' });
    const found = (await (await call(t.env, '/api/cms/audiobooks?q=newest%20draft', { cookie: editor.cookie })).json()) as AdminAudiobook[];
    expect(found.map((b) => b.id)).toEqual([created.id]);
  });
});
