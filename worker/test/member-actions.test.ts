import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsFormSubmissions, cmsForms } from '../src/db/schema';
import type { Audiobook } from '../src/schemas/content';
import { PODCAST_FEEDBACK_FORM } from '../src/content/services/feedback';
import { createTestEnv } from './support/env';
import { makeAudiobook, makeEpisode, signedIn } from './support/factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

describe('listening positions', () => {
  it('starts at 0, saves per member and per item, and restores', async () => {
    const a = await signedIn(t.db);
    const b = await signedIn(t.db);
    const ep = await makeEpisode(t.db);
    const book = await makeAudiobook(t.db);
    expect(await (await call(t.env, `/api/listening-positions/episode/${ep.id}`, { cookie: a.cookie })).json()).toMatchObject({
      positionSeconds: 0,
      updatedAt: null,
    });
    const saved = await call(t.env, `/api/listening-positions/episode/${ep.id}`, {
      method: 'PUT',
      body: { positionSeconds: 83.7 },
      cookie: a.cookie,
    });
    expect(saved.status).toBe(200);
    await call(t.env, `/api/listening-positions/audiobook/${book.id}`, { method: 'PUT', body: { positionSeconds: 12 }, cookie: a.cookie });
    expect(await (await call(t.env, `/api/listening-positions/episode/${ep.id}`, { cookie: a.cookie })).json()).toMatchObject({
      positionSeconds: 83,
    });
    expect(await (await call(t.env, `/api/listening-positions/audiobook/${book.id}`, { cookie: a.cookie })).json()).toMatchObject({
      positionSeconds: 12,
    });
    expect(await (await call(t.env, `/api/listening-positions/episode/${ep.id}`, { cookie: b.cookie })).json()).toMatchObject({
      positionSeconds: 0,
    });
  });

  it('refuses bad input and unknown items, and signed-out calls', async () => {
    const { cookie } = await signedIn(t.db);
    const ep = await makeEpisode(t.db);
    for (const body of [{ positionSeconds: -1 }, { positionSeconds: 'ten' }, {}]) {
      expect((await call(t.env, `/api/listening-positions/episode/${ep.id}`, { method: 'PUT', body, cookie })).status).toBe(400);
    }
    expect(
      (await call(t.env, '/api/listening-positions/episode/999999', { method: 'PUT', body: { positionSeconds: 1 }, cookie })).status,
    ).toBe(404);
    expect((await call(t.env, `/api/listening-positions/video/${ep.id}`, { cookie })).status).toBe(404);
    expect((await call(t.env, `/api/listening-positions/episode/${ep.id}`)).status).toBe(401);
  });
});

describe('episode feedback', () => {
  it('stores feedback as a "Podcast feedback" form submission and counts it', async () => {
    const { cookie, user } = await signedIn(t.db, { firstName: 'Nia', lastName: 'Roe' });
    const ep = await makeEpisode(t.db, { episodeNumber: 7, title: 'Rights at work' });
    const res = await call(t.env, `/api/podcasts/${ep.id}/feedback`, {
      method: 'POST',
      body: { feedback: 'More on workplace adjustments please', happyToBeQuoted: true },
      cookie,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = await t.db.select().from(cmsFormSubmissions).where(eq(cmsFormSubmissions.id, id)).get();
    expect(row!.data).toEqual({
      name: 'Nia Roe',
      email: user.email,
      episode: 'Episode 7: Rights at work',
      feedback: 'More on workplace adjustments please',
      happyToBeQuoted: true,
    });
    expect(row!.isRead).toBe(false);
    const form = await t.db.select().from(cmsForms).where(eq(cmsForms.name, PODCAST_FEEDBACK_FORM)).get();
    expect(form!.submitCount).toBe(1);
  });

  it('refuses empty or overlong feedback with the form messages, storing nothing', async () => {
    const { cookie } = await signedIn(t.db);
    const ep = await makeEpisode(t.db);
    const before = (await t.db.select().from(cmsFormSubmissions)).length;
    const empty = await call(t.env, `/api/podcasts/${ep.id}/feedback`, { method: 'POST', body: { feedback: '   ' }, cookie });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'Please write your feedback' });
    const long = await call(t.env, `/api/podcasts/${ep.id}/feedback`, { method: 'POST', body: { feedback: 'x'.repeat(2001) }, cookie });
    expect(await long.json()).toMatchObject({ message: 'Feedback must be less than 2000 characters' });
    expect((await call(t.env, '/api/podcasts/999999/feedback', { method: 'POST', body: { feedback: 'hello' }, cookie })).status).toBe(404);
    expect((await t.db.select().from(cmsFormSubmissions)).length).toBe(before);
  });
});

describe('favourites', () => {
  it('adds and removes idempotently and lists the member’s own', async () => {
    const a = await signedIn(t.db);
    const b = await signedIn(t.db);
    const book = await makeAudiobook(t.db, { title: 'Favourite me' });
    expect(await (await call(t.env, `/api/audiobooks/${book.id}`, { cookie: a.cookie })).json()).toMatchObject({ isFavourite: false });
    for (let i = 0; i < 2; i++) {
      const res = await call(t.env, `/api/audiobooks/${book.id}/favourite`, { method: 'PUT', cookie: a.cookie });
      expect(await res.json()).toEqual({ isFavourite: true });
    }
    expect(
      ((await (await call(t.env, '/api/audiobooks/favourites', { cookie: a.cookie })).json()) as Audiobook[]).map((x) => x.id),
    ).toEqual([book.id]);
    expect(await (await call(t.env, '/api/audiobooks/favourites', { cookie: b.cookie })).json()).toEqual([]);
    expect(await (await call(t.env, `/api/audiobooks/${book.id}`, { cookie: a.cookie })).json()).toMatchObject({ isFavourite: true });
    for (let i = 0; i < 2; i++) {
      expect(await (await call(t.env, `/api/audiobooks/${book.id}/favourite`, { method: 'DELETE', cookie: a.cookie })).json()).toEqual({
        isFavourite: false,
      });
    }
    expect(await (await call(t.env, '/api/audiobooks/favourites', { cookie: a.cookie })).json()).toEqual([]);
    expect((await call(t.env, '/api/audiobooks/999999/favourite', { method: 'PUT', cookie: a.cookie })).status).toBe(404);
  });
});
