import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNVERIFIED_PROFILE_MESSAGE } from '../src/accounts/auth';
import * as t from '../src/db/schema';
import type { CommunityPost } from '../src/schemas/content';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_LARGE_MESSAGE,
  AVATAR_TOO_WIDE_MESSAGE,
  AVATAR_UNREADABLE_MESSAGE,
  AVATAR_TYPE_MESSAGE,
  BIO_TOO_LONG_MESSAGE,
  PRONOUNS_TOO_LONG_MESSAGE,
  type MemberPage,
  type MemberProfile,
} from '../src/schemas/profile';
import { createTestEnv } from './support/env';
import { makeComment, makePost, signedIn } from './support/factories';
import { bytesOf, textBytes, uploadAvatar } from './support/media-factories';
import { call } from './support/request';

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const valid = { firstName: 'Sam', lastName: 'Rivera', pronouns: 'they/them', bio: 'Wheelchair user.\nLoves trains.' };
const keyOf = (url: string | null) => decodeURIComponent(url!.replace(/^\/media\//, ''));
const avatarKeyOf = async (id: number) =>
  (await te.db.select({ key: t.users.avatarKey }).from(t.users).where(eq(t.users.id, id)).get())!.key;

describe('PATCH /api/profile', () => {
  it('saves names, pronouns and a plain-text bio with its line breaks, and answers without an email', async () => {
    const { user, cookie } = await signedIn(te.db);
    const res = await call(te.env, '/api/profile', { method: 'PATCH', cookie, body: { ...valid, bio: '  <b>Hi</b>\r\nthere  ' } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(user.email);
    expect(JSON.parse(text)).toMatchObject({
      id: user.id,
      firstName: 'Sam',
      lastName: 'Rivera',
      pronouns: 'they/them',
      bio: '<b>Hi</b>\nthere',
    });
    const me = (await (await call(te.env, '/api/auth/user', { cookie })).json()) as { firstName: string };
    expect(me.firstName).toBe('Sam');
  });

  it('refuses bad input with the form’s own messages, field by field', async () => {
    const { cookie } = await signedIn(te.db);
    const res = await call(te.env, '/api/profile', {
      method: 'PATCH',
      cookie,
      body: { firstName: '  ', lastName: 'x'.repeat(81), pronouns: 'p'.repeat(41), bio: 'b'.repeat(301) },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      firstName: ['Enter your first name'],
      lastName: ['Last name must be at most 80 characters'],
      pronouns: [PRONOUNS_TOO_LONG_MESSAGE],
      bio: [BIO_TOO_LONG_MESSAGE],
    });
  });

  it('empties pronouns and bio when they are left blank', async () => {
    const { cookie } = await signedIn(te.db, { pronouns: 'she/her', bio: 'Old words' });
    const res = await call(te.env, '/api/profile', {
      method: 'PATCH',
      cookie,
      body: { firstName: 'A', lastName: 'B', pronouns: '', bio: ' ' },
    });
    expect(await res.json()).toMatchObject({ pronouns: null, bio: null });
  });

  it('waits until the member has confirmed their address, and says so in its own words', async () => {
    const { cookie } = await signedIn(te.db, { emailVerifiedAt: null });
    const res = await call(te.env, '/api/profile', { method: 'PATCH', cookie, body: valid });
    expect([res.status, await res.json()]).toEqual([403, { message: UNVERIFIED_PROFILE_MESSAGE }]);
  });
});

describe('GET /api/members/:id', () => {
  it('shows the member, their newest 10 visible posts, and never an email', async () => {
    const { user } = await signedIn(te.db, { firstName: 'Ari', lastName: 'Lee', pronouns: 'he/him', bio: 'Hello' });
    const { cookie } = await signedIn(te.db);
    const posts = [];
    for (let i = 0; i < 12; i++)
      posts.push(
        await makePost(te.db, user.id, { title: `Post number ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() }),
      );
    await te.db.update(t.communityPosts).set({ visibility: 'hidden' }).where(eq(t.communityPosts.id, posts[11]!.id));
    const res = await call(te.env, `/api/members/${user.id}`, { cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(user.email);
    expect(text).not.toContain('"email"');
    const page = JSON.parse(text) as MemberPage;
    expect(page).toMatchObject({ id: user.id, firstName: 'Ari', lastName: 'Lee', pronouns: 'he/him', bio: 'Hello', profileImageUrl: null });
    expect(page.joinedAt).toBe(user.createdAt);
    expect(page.posts.map((p) => p.title)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((i) => `Post number ${i}`));
  });

  it('is 404 for a member who does not exist, and 401 signed out', async () => {
    const { cookie } = await signedIn(te.db);
    for (const id of ['999999', 'abc', '0']) {
      const res = await call(te.env, `/api/members/${id}`, { cookie });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Member not found' });
    }
    expect((await call(te.env, '/api/members/1')).status).toBe(401);
  });
});

describe('the profile photo', () => {
  it('is stored under a key the worker makes, shown on the member page and on posts and comments, and served as an image', async () => {
    const { user, cookie } = await signedIn(te.db);
    const res = await uploadAvatar(te.env, cookie, { name: '../../evil name.png', type: 'image/png', bytes: bytesOf('image/png', 2000) });
    expect(res.status).toBe(200);
    const profile = (await res.json()) as MemberProfile;
    expect(profile.profileImageUrl).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.png$/);
    const object = await te.env.MEDIA.head(keyOf(profile.profileImageUrl));
    expect(object?.httpMetadata?.contentType).toBe('image/png');

    const post = await makePost(te.db, user.id);
    await makeComment(te.db, post.id, user.id);
    const other = await signedIn(te.db);
    const page = (await (await call(te.env, `/api/members/${user.id}`, { cookie: other.cookie })).json()) as MemberPage;
    expect(page.profileImageUrl).toBe(profile.profileImageUrl);
    const shown = (await (await call(te.env, `/api/community/posts/${post.id}`, { cookie: other.cookie })).json()) as CommunityPost;
    expect(shown.user).toEqual({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: null,
      profileImageUrl: profile.profileImageUrl,
    });
    const comments = (await (await call(te.env, `/api/community/posts/${post.id}/comments`, { cookie: other.cookie })).json()) as {
      user: { profileImageUrl: string };
    }[];
    expect(comments[0]!.user.profileImageUrl).toBe(profile.profileImageUrl);

    const file = await call(te.env, profile.profileImageUrl!);
    expect([file.status, file.headers.get('content-type'), file.headers.get('x-content-type-options')]).toEqual([
      200,
      'image/png',
      'nosniff',
    ]);
  });

  it('is judged by its bytes: a text file named .png is refused, a PNG named .jpg is stored as a PNG', async () => {
    const { user, cookie } = await signedIn(te.db);
    const renamed = await uploadAvatar(te.env, cookie, {
      name: 'photo.png',
      type: 'image/png',
      bytes: textBytes('<script>alert(1)</script>'),
    });
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toEqual({ message: AVATAR_TYPE_MESSAGE, errors: { file: [AVATAR_TYPE_MESSAGE] } });
    expect(await avatarKeyOf(user.id)).toBeNull();
    expect((await te.env.MEDIA.list({ prefix: 'avatars/' })).objects.every((o) => !o.key.includes('photo'))).toBe(true);

    const gif = await uploadAvatar(te.env, cookie, { name: 'moving.gif', type: 'image/gif', bytes: bytesOf('image/gif') });
    expect([gif.status, ((await gif.json()) as { message: string }).message]).toEqual([400, AVATAR_TYPE_MESSAGE]);

    const misnamed = await uploadAvatar(te.env, cookie, { name: 'photo.jpg', type: 'image/jpeg', bytes: bytesOf('image/png') });
    expect(misnamed.status).toBe(200);
    expect(((await misnamed.json()) as MemberProfile).profileImageUrl).toMatch(/\.png$/);
  });

  it('may be at most 5 MB: a larger file is refused (400 within the form’s room, 413 beyond it) and nothing is stored', async () => {
    const { user, cookie } = await signedIn(te.db);
    const before = (await te.env.MEDIA.list({ prefix: 'avatars/' })).objects.length;
    for (const [size, status] of [
      [AVATAR_MAX_BYTES + 1, 400],
      [AVATAR_MAX_BYTES + 200 * 1024, 413],
    ] as const) {
      const res = await uploadAvatar(te.env, cookie, { name: 'big.png', type: 'image/png', bytes: bytesOf('image/png', size) });
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBe(AVATAR_TOO_LARGE_MESSAGE);
    }
    expect(await avatarKeyOf(user.id)).toBeNull();
    expect((await te.env.MEDIA.list({ prefix: 'avatars/' })).objects.length).toBe(before);
    const exact = await uploadAvatar(te.env, cookie, {
      name: 'fits.webp',
      type: 'image/webp',
      bytes: bytesOf('image/webp', AVATAR_MAX_BYTES),
    });
    expect(exact.status).toBe(200);
  });

  it('may be at most 1024 pixels a side, read from its header; a photo whose header says nothing is refused', async () => {
    const { user, cookie } = await signedIn(te.db);
    const before = (await te.env.MEDIA.list({ prefix: 'avatars/' })).objects.length;
    for (const [type, pixels] of [
      ['image/png', { width: 1025, height: 10 }],
      ['image/jpeg', { width: 10, height: 4000 }],
      ['image/webp', { width: 1600, height: 1200 }],
    ] as const) {
      const res = await uploadAvatar(te.env, cookie, { name: 'wide', type, bytes: bytesOf(type, 256, pixels) });
      expect([res.status, await res.json()]).toEqual([
        400,
        { message: AVATAR_TOO_WIDE_MESSAGE, errors: { file: [AVATAR_TOO_WIDE_MESSAGE] } },
      ]);
    }
    // A PNG signature with no IHDR after it: not an image anyone can see.
    const headless = bytesOf('image/png');
    headless.fill(0x41, 8);
    const broken = await uploadAvatar(te.env, cookie, { name: 'broken.png', type: 'image/png', bytes: headless });
    expect([broken.status, ((await broken.json()) as { message: string }).message]).toEqual([400, AVATAR_UNREADABLE_MESSAGE]);
    expect(await avatarKeyOf(user.id)).toBeNull();
    expect((await te.env.MEDIA.list({ prefix: 'avatars/' })).objects.length).toBe(before);

    const square = await uploadAvatar(te.env, cookie, {
      name: 'square.jpg',
      type: 'image/jpeg',
      bytes: bytesOf('image/jpeg', 256, { width: 1024, height: 1024 }),
    });
    expect(square.status).toBe(200);
  });

  it('asks for a file when none is sent', async () => {
    const { cookie } = await signedIn(te.db);
    const res = await call(te.env, '/api/profile/avatar', { method: 'PUT', cookie, body: { file: 'not a file' } });
    expect(res.status).toBe(400);
  });

  it('replaced, deletes the old object from R2; removed, goes back to initials and deletes that one too', async () => {
    const { user, cookie } = await signedIn(te.db);
    const first = (await (
      await uploadAvatar(te.env, cookie, { name: 'a.png', type: 'image/png', bytes: bytesOf('image/png') })
    ).json()) as MemberProfile;
    const second = (await (
      await uploadAvatar(te.env, cookie, { name: 'b.jpg', type: 'image/jpeg', bytes: bytesOf('image/jpeg') })
    ).json()) as MemberProfile;
    expect(second.profileImageUrl).not.toBe(first.profileImageUrl);
    expect(await te.env.MEDIA.head(keyOf(first.profileImageUrl))).toBeNull();
    expect(await te.env.MEDIA.head(keyOf(second.profileImageUrl))).not.toBeNull();
    expect((await call(te.env, first.profileImageUrl!)).status).toBe(404);

    const removed = await call(te.env, '/api/profile/avatar', { method: 'DELETE', cookie });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as MemberProfile).profileImageUrl).toBeNull();
    expect(await te.env.MEDIA.head(keyOf(second.profileImageUrl))).toBeNull();
    expect(await avatarKeyOf(user.id)).toBeNull();
    // Removing when there is none is not an error.
    expect((await call(te.env, '/api/profile/avatar', { method: 'DELETE', cookie })).status).toBe(200);
  });

  it('GET /api/profile is the caller’s own profile, without an email', async () => {
    const { user, cookie } = await signedIn(te.db, { pronouns: 'ze/zir' });
    const res = await call(te.env, '/api/profile', { cookie });
    const text = await res.text();
    expect(text).not.toContain(user.email);
    expect(JSON.parse(text)).toMatchObject({ id: user.id, pronouns: 'ze/zir', bio: null, profileImageUrl: null });
  });
});
