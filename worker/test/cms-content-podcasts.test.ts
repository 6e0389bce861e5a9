import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import type { AdminEpisode, EpisodeInput } from '../src/schemas/content-admin';
import type { PodcastEpisode } from '../src/schemas/content';
import { createTestEnv } from './support/env';
import { makeEpisode, signedIn } from './support/factories';
import { makeMedia } from './support/media-factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
let member: Awaited<ReturnType<typeof signedIn>>;
let audio: Awaited<ReturnType<typeof makeMedia>>;
let picture: Awaited<ReturnType<typeof makeMedia>>;
beforeAll(async () => {
  t = await createTestEnv();
  editor = await signedIn(t.db, { role: 'editor' });
  member = await signedIn(t.db);
  audio = await makeMedia(t.db, t.env, 'audio/mpeg', { size: 12_345_678 });
  picture = await makeMedia(t.db, t.env, 'image/jpeg');
});
afterAll(() => t.dispose());

// Episode numbers are unique, so each test takes its own.
let number = 5000;
const episode = (overrides: Partial<EpisodeInput> = {}): EpisodeInput => ({
  title: 'Dating with a disability',
  description: 'Three guests talk about apps, access and awkward first dates.',
  episodeNumber: ++number,
  audioMediaId: audio.id,
  thumbnailMediaId: picture.id,
  duration: 2712,
  transcript: 'Welcome to CripChat.',
  tags: ['Relationships'],
  ...overrides,
});

const create = async (body: Partial<EpisodeInput> = {}) => {
  const res = await call(t.env, '/api/podcasts', { method: 'POST', cookie: editor.cookie, body: episode(body) });
  return { res, created: (await res.json()) as AdminEpisode };
};
const memberList = async () => (await (await call(t.env, '/api/podcasts?limit=50', { cookie: member.cookie })).json()) as PodcastEpisode[];
const feed = async () => (await call(t.env, '/podcasts/feed.xml')).text();

describe('who may publish episodes', () => {
  it('answers 401 signed out and 403 to members, and lets editors and admins in', async () => {
    const existing = await makeEpisode(t.db, { episodeNumber: 1 });
    for (const [method, path] of [
      ['POST', '/api/podcasts'],
      ['PATCH', `/api/podcasts/${existing.id}`],
      ['DELETE', `/api/podcasts/${existing.id}`],
      ['GET', '/api/cms/podcasts'],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await call(t.env, path, { method, body })).status, `${method} ${path}`).toBe(401);
      expect((await call(t.env, path, { method, body, cookie: member.cookie })).status, `${method} ${path}`).toBe(403);
    }
    for (const role of ['editor', 'admin'] as const) {
      const { cookie } = await signedIn(t.db, { role });
      expect((await call(t.env, '/api/podcasts', { method: 'POST', cookie, body: episode() })).status).toBe(201);
      expect((await call(t.env, '/api/cms/podcasts', { cookie })).status).toBe(200);
    }
  });
});

describe('POST /api/podcasts', () => {
  it('publishes an episode with the library’s audio and thumbnail, seen by members and the feed at once', async () => {
    const { res, created } = await create({ title: 'Episode for the feed' });
    expect(res.status).toBe(201);
    expect(created).toMatchObject({
      status: 'published',
      audioUrl: `/media/${audio.key}`,
      thumbnailUrl: `/media/${picture.key}`,
      duration: 2712,
      transcript: 'Welcome to CripChat.',
    });
    const [row] = await t.db.select().from(schema.podcastEpisodes).where(eq(schema.podcastEpisodes.id, created.id));
    expect(row).toMatchObject({ audioKey: audio.key, audioMimeType: 'audio/mpeg', audioSize: 12_345_678, thumbnailKey: picture.key });
    expect((await memberList()).map((e) => e.id)).toContain(created.id);
    const xml = await feed();
    expect(xml).toContain('<title>Episode for the feed</title>');
    expect(xml).toContain(`<enclosure url="http://localhost/media/${audio.key}" length="12345678" type="audio/mpeg"/>`);
    expect(xml).toContain(`<itunes:episode>${created.episodeNumber}</itunes:episode>`);
  });

  it('keeps drafts out of the members’ list, the episode page and the feed', async () => {
    const { created } = await create({ title: 'Secret draft episode', status: 'draft' });
    expect((await memberList()).some((e) => e.id === created.id)).toBe(false);
    expect((await call(t.env, `/api/podcasts/${created.id}`, { cookie: member.cookie })).status).toBe(404);
    expect(await feed()).not.toContain('Secret draft episode');
  });

  it('needs an audio file for the audio and an image for the thumbnail', async () => {
    const res = await call(t.env, '/api/podcasts', {
      method: 'POST',
      cookie: editor.cookie,
      body: episode({ audioMediaId: picture.id, thumbnailMediaId: audio.id }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual({
      audioMediaId: ['Choose an audio file'],
      thumbnailMediaId: ['Choose a thumbnail image'],
    });
    const missing = await call(t.env, '/api/podcasts', { method: 'POST', cookie: editor.cookie, body: episode({ audioMediaId: 999_999 }) });
    expect(((await missing.json()) as ErrorBody).errors).toEqual({ audioMediaId: ['Choose an audio file'] });
    const none = await call(t.env, '/api/podcasts', {
      method: 'POST',
      cookie: editor.cookie,
      body: { ...episode(), audioMediaId: undefined },
    });
    expect(((await none.json()) as ErrorBody).errors?.audioMediaId).toEqual(['Choose an audio file']);
  });

  it('may go without a thumbnail', async () => {
    const { res, created } = await create({ thumbnailMediaId: null });
    expect(res.status).toBe(201);
    expect(created.thumbnailUrl).toBeNull();
  });

  it('validates the other fields with the form’s messages', async () => {
    const res = await call(t.env, '/api/podcasts', {
      method: 'POST',
      cookie: editor.cookie,
      body: episode({ title: 'Hi', episodeNumber: 0, duration: 0 }),
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as ErrorBody;
    expect(errors?.title?.[0]).toBe('Title must be at least 5 characters');
    expect(errors?.episodeNumber?.[0]).toMatch(/Episode number must be between 1 and/);
    expect(errors?.duration?.[0]).toMatch(/Duration must be between 1 and/);
  });

  it('refuses an episode number another episode has, with 409', async () => {
    const { created } = await create();
    const res = await call(t.env, '/api/podcasts', {
      method: 'POST',
      cookie: editor.cookie,
      body: episode({ episodeNumber: created.episodeNumber }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: `Episode ${created.episodeNumber} already exists`,
      errors: { episodeNumber: [`Episode ${created.episodeNumber} already exists`] },
    });
  });

  it('answers one 201 and 409s, never 503, when the same number is sent four times at once', async () => {
    const body = episode();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call(t.env, '/api/podcasts', { method: 'POST', cookie: editor.cookie, body })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const message = `Episode ${body.episodeNumber} already exists`;
    for (const res of results.filter((r) => r.status === 409))
      expect(await res.json()).toEqual({ message, errors: { episodeNumber: [message] } });
  });

  it('writes an audit entry with the new episode’s id', async () => {
    const { created } = await create({ title: 'Audited episode title' });
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'episode'), eq(schema.auditLog.entityId, String(created.id))));
    expect(entry).toMatchObject({ action: 'create', actorId: editor.user.id });
    expect(entry!.summary).toContain('Audited episode title');
  });
});

describe('PATCH /api/podcasts/{id}', () => {
  it('changes the fields sent, swaps the audio, removes the thumbnail, and audits', async () => {
    const { created } = await create();
    const newAudio = await makeMedia(t.db, t.env, 'audio/ogg', { size: 999 });
    const res = await call(t.env, `/api/podcasts/${created.id}`, {
      method: 'PATCH',
      cookie: editor.cookie,
      body: { audioMediaId: newAudio.id, thumbnailMediaId: null, title: 'A better title' },
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as AdminEpisode;
    expect(updated).toMatchObject({
      title: 'A better title',
      audioUrl: `/media/${newAudio.key}`,
      thumbnailUrl: null,
      description: created.description,
      episodeNumber: created.episodeNumber,
    });
    const [row] = await t.db.select().from(schema.podcastEpisodes).where(eq(schema.podcastEpisodes.id, created.id));
    expect(row).toMatchObject({ audioMimeType: 'audio/ogg', audioSize: 999 });
    const entries = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'episode'), eq(schema.auditLog.entityId, String(created.id))));
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
  });

  it('leaves media alone when not sent, keeps its own number, and refuses another’s', async () => {
    const { created } = await create();
    const other = await create();
    const same = await call(t.env, `/api/podcasts/${created.id}`, {
      method: 'PATCH',
      cookie: editor.cookie,
      body: { episodeNumber: created.episodeNumber, duration: 60 },
    });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ thumbnailUrl: created.thumbnailUrl, audioUrl: created.audioUrl, duration: 60 });
    const taken = await call(t.env, `/api/podcasts/${created.id}`, {
      method: 'PATCH',
      cookie: editor.cookie,
      body: { episodeNumber: other.created.episodeNumber },
    });
    expect(taken.status).toBe(409);
  });

  it('gives one of two episodes a number sent to both at once, and 409 to the other', async () => {
    const first = (await create()).created;
    const second = (await create()).created;
    const wanted = ++number;
    const results = await Promise.all(
      [first, second].map((e) =>
        call(t.env, `/api/podcasts/${e.id}`, { method: 'PATCH', cookie: editor.cookie, body: { episodeNumber: wanted } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('publishes a draft into the feed', async () => {
    const { created } = await create({ title: 'Draft until Friday', status: 'draft' });
    expect(await feed()).not.toContain('Draft until Friday');
    await call(t.env, `/api/podcasts/${created.id}`, { method: 'PATCH', cookie: editor.cookie, body: { status: 'published' } });
    expect(await feed()).toContain('Draft until Friday');
  });

  it('answers 404 for unknown ids', async () => {
    const res = await call(t.env, '/api/podcasts/999999', { method: 'PATCH', cookie: editor.cookie, body: { title: 'Does not matter' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Episode not found' });
  });
});

describe('DELETE /api/podcasts/{id}', () => {
  it('removes the episode from the list and the feed, frees its audio for deletion, and audits', async () => {
    const ownAudio = await makeMedia(t.db, t.env, 'audio/wav');
    const { created } = await create({ title: 'Short-lived episode', audioMediaId: ownAudio.id, thumbnailMediaId: null });
    expect((await call(t.env, `/api/cms/media/${ownAudio.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(409);
    await t.db
      .insert(schema.listeningPositions)
      .values({ userId: member.user.id, kind: 'episode', itemId: created.id, positionSeconds: 30 });

    const res = await call(t.env, `/api/podcasts/${created.id}`, { method: 'DELETE', cookie: editor.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await memberList()).some((e) => e.id === created.id)).toBe(false);
    expect(await feed()).not.toContain('Short-lived episode');
    expect(await t.db.select().from(schema.listeningPositions).where(eq(schema.listeningPositions.itemId, created.id))).toEqual([]);
    const entries = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'episode'), eq(schema.auditLog.entityId, String(created.id))));
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete']);
    expect((await call(t.env, `/api/cms/media/${ownAudio.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(200);
    expect((await call(t.env, `/api/podcasts/${created.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(404);
  });
});

describe('GET /api/cms/podcasts', () => {
  it('lists drafts too, highest episode number first, and filters by title', async () => {
    const high = await create({ title: 'Highest numbered draft', status: 'draft', episodeNumber: 90_000 });
    const list = (await (await call(t.env, '/api/cms/podcasts?limit=50', { cookie: editor.cookie })).json()) as AdminEpisode[];
    expect(list[0]).toMatchObject({ id: high.created.id, status: 'draft' });
    const numbers = list.map((e) => e.episodeNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const found = (await (await call(t.env, '/api/cms/podcasts?q=highest%20NUMBERED', { cookie: editor.cookie })).json()) as AdminEpisode[];
    expect(found.map((e) => e.id)).toEqual([high.created.id]);
  });
});
