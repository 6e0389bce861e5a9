import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningPositions, podcastEpisodes } from '../src/db/schema';
import type { ListenableKind } from '../src/schemas/listening';
import { CONTINUE_LISTENING_LIMIT, type UnfinishedListen } from '../src/content/services/listening';
import { createTestEnv } from './support/env';
import { makeAudiobook, makeEpisode, signedIn } from './support/factories';
import { call } from './support/request';

// GET /api/listening-positions: "Continue listening" on the dashboard, from the positions the
// player already saves.

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

/** Saves a position through the API, then dates it, so the order never depends on the clock. */
async function listenedTo(cookie: string, userId: number, kind: ListenableKind, itemId: number, positionSeconds: number, at: string) {
  const saved = await call(t.env, `/api/listening-positions/${kind}/${itemId}`, { method: 'PUT', body: { positionSeconds }, cookie });
  expect(saved.status).toBe(200);
  await t.db
    .update(listeningPositions)
    .set({ updatedAt: at })
    .where(and(eq(listeningPositions.userId, userId), eq(listeningPositions.kind, kind), eq(listeningPositions.itemId, itemId)));
}

const unfinished = async (cookie: string) => {
  const response = await call(t.env, '/api/listening-positions', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: UnfinishedListen[] }).items;
};

describe('continue listening', () => {
  it('lists what the member started and did not finish, newest first, with what the dashboard shows', async () => {
    const { cookie, user } = await signedIn(t.db);
    const other = await signedIn(t.db);
    const older = await makeEpisode(t.db, { title: 'Older episode', duration: 1800, thumbnailKey: 'podcasts/older.svg' });
    const newer = await makeEpisode(t.db, { title: 'Newer episode', duration: 1800 });
    const book = await makeAudiobook(t.db, {
      title: 'A long book',
      author: 'Ada Author',
      duration: 3600,
      coverKey: 'audiobooks/cover.svg',
    });
    const finished = await makeEpisode(t.db, { duration: 1800 });
    const nearlyEnd = await makeEpisode(t.db, { duration: 1800 });
    const withdrawn = await makeEpisode(t.db, { duration: 1800 });

    await listenedTo(cookie, user.id, 'episode', older.id, 120, '2026-03-01T10:00:00.000Z');
    await listenedTo(cookie, user.id, 'audiobook', book.id, 600, '2026-03-02T10:00:00.000Z');
    await listenedTo(cookie, user.id, 'episode', newer.id, 45, '2026-03-03T10:00:00.000Z');
    // Finished (the player saves 0 at the end), within 5 s of the end, or no longer published: left out.
    await listenedTo(cookie, user.id, 'episode', finished.id, 0, '2026-03-04T10:00:00.000Z');
    await listenedTo(cookie, user.id, 'episode', nearlyEnd.id, 1796, '2026-03-04T11:00:00.000Z');
    await listenedTo(cookie, user.id, 'episode', withdrawn.id, 30, '2026-03-04T12:00:00.000Z');
    await t.db.update(podcastEpisodes).set({ status: 'draft' }).where(eq(podcastEpisodes.id, withdrawn.id));
    // Another member's listening is theirs alone.
    await listenedTo(other.cookie, other.user.id, 'episode', older.id, 300, '2026-03-05T10:00:00.000Z');

    const items = await unfinished(cookie);
    expect(items.map((i) => [i.kind, i.itemId, i.positionSeconds])).toEqual([
      ['episode', newer.id, 45],
      ['audiobook', book.id, 600],
      ['episode', older.id, 120],
    ]);
    expect(items[1]).toEqual({
      kind: 'audiobook',
      itemId: book.id,
      positionSeconds: 600,
      updatedAt: '2026-03-02T10:00:00.000Z',
      title: 'A long book',
      episodeNumber: null,
      author: 'Ada Author',
      artworkUrl: '/media/audiobooks/cover.svg',
      audioUrl: '/media/audiobooks/x.wav',
      duration: 3600,
    });
    expect(items[2]).toMatchObject({
      title: 'Older episode',
      episodeNumber: older.episodeNumber,
      author: null,
      artworkUrl: '/media/podcasts/older.svg',
      duration: 1800,
    });
    expect((await unfinished(other.cookie)).map((i) => [i.itemId, i.positionSeconds])).toEqual([[older.id, 300]]);
  });

  it(`offers at most ${CONTINUE_LISTENING_LIMIT}, the newest`, async () => {
    const { cookie, user } = await signedIn(t.db);
    const ids: number[] = [];
    for (let i = 0; i < CONTINUE_LISTENING_LIMIT + 2; i++) {
      const episode = await makeEpisode(t.db);
      ids.push(episode.id);
      await listenedTo(cookie, user.id, 'episode', episode.id, 10 + i, `2026-04-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`);
    }
    const items = await unfinished(cookie);
    expect(items.map((i) => i.itemId)).toEqual(ids.slice(2).reverse());
  });

  it('is empty for a member who has not started anything, and refuses a signed-out call', async () => {
    const { cookie } = await signedIn(t.db);
    expect(await unfinished(cookie)).toEqual([]);
    expect((await call(t.env, '/api/listening-positions')).status).toBe(401);
  });
});
