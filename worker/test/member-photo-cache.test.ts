import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberProfile } from '../src/schemas/profile';
import { issueAccountToken } from '../src/accounts/services/account-tokens';
import { FakeCache } from './support/edge-cache';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { bytesOf, uploadAvatar } from './support/media-factories';
import { call } from './support/request';

let te: Awaited<ReturnType<typeof createTestEnv>>;
let cache: FakeCache;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());
afterEach(() => vi.unstubAllGlobals());

const PASSWORD = 'correct horse battery';

/** A member with a photo, and its address, with the edge cache (this data centre's) in place. */
async function memberWithPhoto() {
  cache = new FakeCache();
  vi.stubGlobal('caches', { default: cache });
  const member = await signedIn(te.db);
  const res = await uploadAvatar(te.env, member.cookie, { name: 'me.png', type: 'image/png', bytes: bytesOf('image/png', 2000) });
  expect(res.status).toBe(200);
  const photo = ((await res.json()) as MemberProfile).profileImageUrl!;
  // Someone sees it: the edge keeps it, and the next visitor is served from there.
  expect((await call(te.env, photo)).status).toBe(200);
  expect((await call(te.env, photo)).headers.get('x-edge-cache')).toBe('HIT');
  return { member, photo };
}

async function expectGone(photo: string) {
  const res = await call(te.env, photo);
  expect(res.status).toBe(404);
  expect(res.headers.get('x-edge-cache')).toBeNull();
  expect(cache.stored.has(`http://localhost${photo}`)).toBe(false);
}

describe("a member's photo is cached so that its removal ends it (decision 0047)", () => {
  it('is never immutable: browsers keep it a minute, other data centres five', async () => {
    const { photo } = await memberWithPhoto();
    const res = await call(te.env, photo);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300, must-revalidate');
  });

  it('leaves the edge cache when the account is deleted with its password', async () => {
    const { member, photo } = await memberWithPhoto();
    const res = await call(te.env, '/api/account/delete', {
      method: 'POST',
      cookie: member.cookie,
      body: { password: PASSWORD, posts: 'keep' },
    });
    expect(res.status).toBe(200);
    await expectGone(photo);
  });

  it('leaves the edge cache when the account is deleted from the mailed link', async () => {
    const { member, photo } = await memberWithPhoto();
    const token = await issueAccountToken(te.db, member.user.id, 'delete-account', 1);
    const res = await call(te.env, '/api/account/delete/confirm', { method: 'POST', body: { token, posts: 'delete' } });
    expect(res.status).toBe(200);
    await expectGone(photo);
  });

  it('leaves the edge cache when it is removed or replaced', async () => {
    const removed = await memberWithPhoto();
    expect((await call(te.env, '/api/profile/avatar', { method: 'DELETE', cookie: removed.member.cookie })).status).toBe(200);
    await expectGone(removed.photo);

    const replaced = await memberWithPhoto();
    const res = await uploadAvatar(te.env, replaced.member.cookie, {
      name: 'new.png',
      type: 'image/png',
      bytes: bytesOf('image/png', 1500),
    });
    expect(res.status).toBe(200);
    await expectGone(replaced.photo);
  });
});
