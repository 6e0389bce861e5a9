import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv } from './support/env';
import { makeEpisode, signedIn } from './support/factories';
import { call } from './support/request';

// PUT /api/listening-positions/{kind}/{id} with savedAt: positions saved while offline are sent
// later with the time the listener was there, and the newest by that time wins.

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

describe('listening positions saved offline', () => {
  it('keeps the newest by the listener’s time, whatever order the saves arrive in', async () => {
    const { cookie } = await signedIn(t.db);
    const episode = await makeEpisode(t.db, { duration: 1800 });
    const path = `/api/listening-positions/episode/${episode.id}`;
    const put = (body: object) => call(t.env, path, { method: 'PUT', body, cookie });
    const stored = async () => (await (await call(t.env, path, { cookie })).json()) as { positionSeconds: number; updatedAt: string };

    expect((await put({ positionSeconds: 300, savedAt: '2026-11-20T10:05:00.000Z' })).status).toBe(200);
    // An older save queued on another device arrives afterwards: it does not win, and the answer says what is kept.
    const late = await put({ positionSeconds: 100, savedAt: '2026-11-20T10:00:00.000Z' });
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ positionSeconds: 300, updatedAt: '2026-11-20T10:05:00.000Z' });
    expect(await stored()).toMatchObject({ positionSeconds: 300 });

    // A newer one does, and a save without savedAt is now, newer than both.
    await put({ positionSeconds: 400, savedAt: '2026-11-20T10:10:00+00:00' });
    expect(await stored()).toMatchObject({ positionSeconds: 400, updatedAt: '2026-11-20T10:10:00.000Z' });
    await put({ positionSeconds: 50 });
    expect(await stored()).toMatchObject({ positionSeconds: 50 });
  });

  it('never dates a save after now, so a fast clock cannot outrank later saves', async () => {
    const { cookie } = await signedIn(t.db);
    const episode = await makeEpisode(t.db, { duration: 1800 });
    const path = `/api/listening-positions/episode/${episode.id}`;
    const before = Date.now();
    const saved = (await (
      await call(t.env, path, { method: 'PUT', body: { positionSeconds: 60, savedAt: '2999-01-01T00:00:00.000Z' }, cookie })
    ).json()) as { updatedAt: string };
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(saved.updatedAt)).toBeLessThanOrEqual(Date.now());
    await call(t.env, path, { method: 'PUT', body: { positionSeconds: 90 }, cookie });
    expect(await (await call(t.env, path, { cookie })).json()).toMatchObject({ positionSeconds: 90 });
  });

  it('refuses a savedAt that is not a date and time, with a clear message and nothing saved', async () => {
    const { cookie } = await signedIn(t.db);
    const episode = await makeEpisode(t.db, { duration: 1800 });
    const path = `/api/listening-positions/episode/${episode.id}`;
    for (const savedAt of ['yesterday', 12, '2026-13-01T00:00:00Z']) {
      const res = await call(t.env, path, { method: 'PUT', body: { positionSeconds: 10, savedAt }, cookie });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/savedAt must be a date and time/);
    }
    expect(await (await call(t.env, path, { cookie })).json()).toMatchObject({ positionSeconds: 0, updatedAt: null });
  });
});
