import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks } from '../src/db/schema';
import { MAX_BOOKMARKS_PER_ITEM } from '../src/schemas/bookmarks';
import { createTestEnv } from './support/env';
import { makeAudiobook, makeEpisode, signedIn } from './support/factories';
import { call } from './support/request';

// A member's bookmarks: a place in an episode or a book with an optional note, kept on the
// server for that member alone.

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

const add = (cookie: string, path: string, body: unknown) => call(t.env, `/api/bookmarks/${path}`, { method: 'POST', body, cookie });
const list = async (cookie: string, path: string) =>
  ((await (await call(t.env, `/api/bookmarks/${path}`, { cookie })).json()) as { bookmarks: { positionSeconds: number; note: string }[] })
    .bookmarks;

describe('bookmarks', () => {
  it('keeps each member’s own bookmarks, in order of their place, and deletes only their own', async () => {
    const me = await signedIn(t.db);
    const other = await signedIn(t.db);
    const book = await makeAudiobook(t.db, { duration: 3600 });
    const later = await add(me.cookie, `audiobook/${book.id}`, { positionSeconds: 1200.7, note: '  The twist  ' });
    expect(later.status).toBe(201);
    const made = (await later.json()) as { id: number; positionSeconds: number; note: string };
    expect(made).toMatchObject({ positionSeconds: 1200, note: 'The twist' });
    await add(me.cookie, `audiobook/${book.id}`, { positionSeconds: 60 });
    await add(other.cookie, `audiobook/${book.id}`, { positionSeconds: 99, note: 'Theirs' });

    expect((await list(me.cookie, `audiobook/${book.id}`)).map((b) => [b.positionSeconds, b.note])).toEqual([
      [60, ''],
      [1200, 'The twist'],
    ]);
    expect((await call(t.env, `/api/bookmarks/${made.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await call(t.env, `/api/bookmarks/${made.id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(200);
    expect((await list(me.cookie, `audiobook/${book.id}`)).map((b) => b.positionSeconds)).toEqual([60]);
    expect((await list(other.cookie, `audiobook/${book.id}`)).map((b) => b.note)).toEqual(['Theirs']);
  });

  it('keeps one bookmark when the same is sent again (a replay from offline), even at the limit', async () => {
    const me = await signedIn(t.db);
    const other = await signedIn(t.db);
    const episode = await makeEpisode(t.db, { duration: 600 });
    const first = await add(me.cookie, `episode/${episode.id}`, { positionSeconds: 90.4, note: 'Chorus' });
    expect(first.status).toBe(201);
    const made = (await first.json()) as { id: number };
    const again = await add(me.cookie, `episode/${episode.id}`, { positionSeconds: 90, note: ' Chorus ' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: number }).id).toBe(made.id);
    // Another place, or another note, is another bookmark; another member's is their own.
    expect((await add(me.cookie, `episode/${episode.id}`, { positionSeconds: 90, note: 'Verse' })).status).toBe(201);
    expect((await add(me.cookie, `episode/${episode.id}`, { positionSeconds: 91, note: 'Chorus' })).status).toBe(201);
    expect((await add(other.cookie, `episode/${episode.id}`, { positionSeconds: 90, note: 'Chorus' })).status).toBe(201);
    expect((await list(me.cookie, `episode/${episode.id}`)).map((b) => [b.positionSeconds, b.note])).toEqual([
      [90, 'Chorus'],
      [90, 'Verse'],
      [91, 'Chorus'],
    ]);

    // Ten rows a statement: D1 takes at most 100 bound values in one.
    const fill = Array.from({ length: MAX_BOOKMARKS_PER_ITEM - 3 }, (_, i) => ({
      userId: me.user.id,
      kind: 'episode' as const,
      itemId: episode.id,
      positionSeconds: 100 + i,
    }));
    for (let from = 0; from < fill.length; from += 10) await t.db.insert(bookmarks).values(fill.slice(from, from + 10));
    expect((await add(me.cookie, `episode/${episode.id}`, { positionSeconds: 90, note: 'Chorus' })).status).toBe(200);
    expect(await list(me.cookie, `episode/${episode.id}`)).toHaveLength(MAX_BOOKMARKS_PER_ITEM);
  });

  it('refuses a place past the end, a long note, a draft or a missing recording, and more than the limit', async () => {
    const me = await signedIn(t.db);
    const episode = await makeEpisode(t.db, { duration: 600 });
    const refused = async (path: string, body: unknown, status: number, message: string) => {
      const res = await add(me.cookie, path, body);
      expect(res.status, message).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    };
    await refused(`episode/${episode.id}`, { positionSeconds: 601 }, 400, 'A bookmark must be within the recording');
    await refused(`episode/${episode.id}`, { positionSeconds: 5, note: 'x'.repeat(201) }, 400, 'Note must be less than 200 characters');
    await refused(`episode/${episode.id}`, { positionSeconds: -1 }, 400, 'positionSeconds must be 0 or more');
    const draft = await makeEpisode(t.db, { status: 'draft' });
    await refused(`episode/${draft.id}`, { positionSeconds: 5 }, 404, 'Episode not found');
    await refused(`podcast/${episode.id}`, { positionSeconds: 5 }, 404, 'Not found');
    expect(await list(me.cookie, `episode/${episode.id}`)).toEqual([]);

    // Ten rows a statement: D1 takes at most 100 bound values in one.
    for (let from = 0; from < MAX_BOOKMARKS_PER_ITEM; from += 10)
      await t.db.insert(bookmarks).values(
        Array.from({ length: 10 }, (_, i) => ({
          userId: me.user.id,
          kind: 'episode' as const,
          itemId: episode.id,
          positionSeconds: from + i,
        })),
      );
    await refused(
      `episode/${episode.id}`,
      { positionSeconds: 5, note: 'One more' },
      409,
      'You can keep up to 100 bookmarks in one recording. Delete one to add another.',
    );
  });
});
