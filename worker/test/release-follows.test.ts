import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseFollows } from '../src/schemas/notifications';
import { fanOutRelease } from '../src/notifications/services/release-notifications';
import { createTestEnv } from './support/env';
import { makeAudiobook, makeEpisode, signedIn } from './support/factories';
import { call } from './support/request';

// Following CripChat and library categories (decision 0041): everyone follows until they stop,
// and a release is told only to the members who still follow what it belongs to.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

type Member = Awaited<ReturnType<typeof signedIn>>;

const follows = async (who: Member) => {
  const res = await call(te.env, '/api/notifications/releases', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as ReleaseFollows;
};
const put = (who: Member, what: 'podcast' | 'category', body: unknown) =>
  call(te.env, `/api/notifications/releases/${what}`, { method: 'PUT', cookie: who.cookie, body });
const told = async (who: Member, key: string) =>
  (await te.db.all<{ n: number }>(sql`select count(*) as n from notifications where user_id = ${who.user.id} and group_key = ${key}`))[0]!
    .n;
const release = (kind: 'new-episode' | 'new-audiobook', id: number) =>
  fanOutRelease(te.env, te.db, { type: 'release', kind, id, origin: 'http://localhost:8787' });

describe('following CripChat and library categories', () => {
  it('a member follows CripChat and every category with a published book until they choose otherwise', async () => {
    await makeAudiobook(te.db, { category: 'Memoir' });
    await makeAudiobook(te.db, { category: 'Poetry' });
    await makeAudiobook(te.db, { category: 'Unpublished Only', status: 'draft' });
    const member = await signedIn(te.db);
    const mine = await follows(member);
    expect(mine.podcast).toBe(true);
    expect(mine.categories).toEqual(
      expect.arrayContaining([
        { category: 'Memoir', following: true },
        { category: 'Poetry', following: true },
      ]),
    );
    // A draft's category is not in the library yet.
    expect(mine.categories.map((c) => c.category)).not.toContain('Unpublished Only');
  });

  it('stopping CripChat means no episode notification; following again brings them back', async () => {
    const member = await signedIn(te.db);
    const other = await signedIn(te.db);
    const stopped = await put(member, 'podcast', { following: false });
    expect(stopped.status).toBe(200);
    expect(((await stopped.json()) as ReleaseFollows).podcast).toBe(false);

    const first = await makeEpisode(te.db);
    await release('new-episode', first.id);
    expect(await told(member, `episode:${first.id}`)).toBe(0);
    expect(await told(other, `episode:${first.id}`)).toBe(1);

    expect((await put(member, 'podcast', { following: true })).status).toBe(200);
    const second = await makeEpisode(te.db);
    await release('new-episode', second.id);
    expect(await told(member, `episode:${second.id}`)).toBe(1);
  });

  it('stopping a category stops that category only', async () => {
    await makeAudiobook(te.db, { category: 'Memoir' });
    const member = await signedIn(te.db);
    const res = await put(member, 'category', { category: 'Memoir', following: false });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ReleaseFollows).categories).toContainEqual({ category: 'Memoir', following: false });

    const memoir = await makeAudiobook(te.db, { category: 'Memoir' });
    const poetry = await makeAudiobook(te.db, { category: 'Poetry' });
    await release('new-audiobook', memoir.id);
    await release('new-audiobook', poetry.id);
    expect(await told(member, `audiobook:${memoir.id}`)).toBe(0);
    expect(await told(member, `audiobook:${poetry.id}`)).toBe(1);
    // Podcasts are not affected by a category.
    expect((await follows(member)).podcast).toBe(true);
  });

  it('one member stopping changes nothing for another', async () => {
    await makeAudiobook(te.db, { category: 'Poetry' });
    const quiet = await signedIn(te.db);
    const keen = await signedIn(te.db);
    await put(quiet, 'category', { category: 'Poetry', following: false });
    await put(quiet, 'podcast', { following: false });
    const theirs = await follows(keen);
    expect(theirs.podcast).toBe(true);
    expect(theirs.categories).toContainEqual({ category: 'Poetry', following: true });
  });

  it('a category with no published book is 404 and nothing is stored; bad input is 400 with the message', async () => {
    const member = await signedIn(te.db);
    const missing = await put(member, 'category', { category: 'No Such Shelf', following: false });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Category not found' });
    const blank = await put(member, 'category', { category: '   ', following: true });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: string }).message).toBe('Choose a category');
    const notBoolean = await put(member, 'podcast', { following: 'yes' });
    expect(notBoolean.status).toBe(400);
    expect(((await notBoolean.json()) as { message: string }).message).toBe('following must be true or false');
    expect((await te.db.all<{ n: number }>(sql`select count(*) as n from release_follows where user_id = ${member.user.id}`))[0]!.n).toBe(
      0,
    );
  });

  it('needs a signed-in member', async () => {
    expect((await call(te.env, '/api/notifications/releases')).status).toBe(401);
    expect((await call(te.env, '/api/notifications/releases/podcast', { method: 'PUT', body: { following: false } })).status).toBe(401);
  });

  it('the data export carries the member’s own choices', async () => {
    const member = await signedIn(te.db);
    await put(member, 'podcast', { following: false });
    const res = await call(te.env, '/api/account/export', { cookie: member.cookie });
    expect(res.status).toBe(200);
    const data = (await res.json()) as { followedReleases: { topic: string; following: boolean }[] };
    expect(data.followedReleases).toEqual([expect.objectContaining({ topic: 'podcast', following: false })]);
  });
});
