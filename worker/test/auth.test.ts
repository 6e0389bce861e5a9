import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { PBKDF2_ITERATIONS, sha256Hex } from '../src/lib/crypto';
import { INVALID_CREDENTIALS } from '../src/accounts/services/users';
import type { ErrorBody } from '../src/lib/errors';
import { AUTH_JSON_MAX_BYTES, AUTH_TOO_LARGE_MESSAGE } from '../src/lib/body-limits';
import { createTestEnv } from './support/env';
import { makeUser, signedIn } from './support/factories';
import { call, sessionCookieFrom } from './support/request';
import { linkIn } from './support/mail-outbox';
import { registeredMessage } from '../src/accounts/services/account-email';

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

describe('GET /api/auth/user', () => {
  it('answers 401 with exactly {"message":"Unauthorized"} when signed out', async () => {
    const res = await call(t.env, '/api/auth/user');
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('{"message":"Unauthorized"}');
  });

  it('returns the signed-in user with role and membership level, never cached', async () => {
    const { user, cookie } = await signedIn(t.db, { firstName: 'Ada', role: 'editor' });
    const res = await call(t.env, '/api/auth/user', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({
      id: user.id,
      firstName: 'Ada',
      lastName: 'Member',
      email: user.email,
      membershipLevel: 'Free',
      role: 'editor',
      emailVerified: true,
      suspension: null,
    });
  });

  it('ignores a made-up session token', async () => {
    expect((await call(t.env, '/api/auth/user', { cookie: 'session=not-a-real-token' })).status).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  it('makes an unconfirmed member, signs nobody in, stores only a salted PBKDF2 hash and mails a confirmation link', async () => {
    const before = t.mail.length;
    const res = await call(t.env, '/api/auth/register', {
      method: 'POST',
      body: { firstName: 'Kim', lastName: 'Lee', email: 'Kim.Lee@Example.test', password: 'a long enough secret' },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: registeredMessage('kim.lee@example.test') });
    expect(res.headers.get('set-cookie')).toBeNull();
    const row = await t.db.select().from(users).where(eq(users.email, 'kim.lee@example.test')).get();
    expect(row).toMatchObject({ firstName: 'Kim', role: 'member', membershipLevel: 'Free', emailVerifiedAt: null });
    expect(row!.passwordHash).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$`));
    expect(row!.passwordHash).not.toContain('a long enough secret');
    const mails = t.mail.slice(before);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['verify-email', 'kim.lee@example.test']]);
    expect(linkIn(mails[0]!, '/verify-email').searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('never uses more PBKDF2 iterations than production Workers allow', () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  });

  it('refuses a 9-character password with the form message and stores nothing', async () => {
    const res = await call(t.env, '/api/auth/register', {
      method: 'POST',
      body: { firstName: 'A', lastName: 'B', email: 'short@example.test', password: '123456789' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Password must be at least 10 characters',
      errors: { password: ['Password must be at least 10 characters'] },
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'short@example.test')).get()).toBeUndefined();
  });

  it('answers an address that has an account exactly as a new one, makes nothing, and tells the owner by mail', async () => {
    const existing = await makeUser(t.db, { firstName: 'Owner' });
    const before = t.mail.length;
    const ask = (email: string) =>
      call(t.env, '/api/auth/register', {
        method: 'POST',
        body: { firstName: 'A', lastName: 'B', email, password: 'another long secret' },
      });
    const taken = await ask(existing.email);
    const fresh = await ask('nobody-yet@example.test');
    expect([taken.status, fresh.status]).toEqual([202, 202]);
    expect(await taken.json()).toEqual({ message: registeredMessage(existing.email) });
    expect(await fresh.json()).toEqual({ message: registeredMessage('nobody-yet@example.test') });
    expect(taken.headers.get('set-cookie')).toBeNull();
    const owner = await t.db.select().from(users).where(eq(users.email, existing.email)).all();
    expect(owner).toHaveLength(1);
    expect(owner[0]!.passwordHash).toBe(existing.passwordHash);
    const mails = t.mail.slice(before);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ['already-registered', existing.email],
      ['verify-email', 'nobody-yet@example.test'],
    ]);
    expect(mails[0]!.text).toContain('Hello Owner,');
    expect(mails[0]!.text).not.toMatch(/token=/);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and sets a fresh session cookie', async () => {
    const user = await makeUser(t.db, { password: 'the right password' });
    const res = await call(t.env, '/api/auth/login', {
      method: 'POST',
      body: { email: user.email.toUpperCase(), password: 'the right password' },
    });
    expect(res.status).toBe(200);
    const cookie = sessionCookieFrom(res)!;
    const token = cookie.split('=')[1]!;
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id)).all();
    expect(stored).toHaveLength(1);
    // Only the SHA-256 of the token is stored.
    expect(stored[0]!.tokenHash).toBe(await sha256Hex(token));
    expect(Date.parse(stored[0]!.expiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const user = await makeUser(t.db, { password: 'the right password' });
    const wrong = await call(t.env, '/api/auth/login', { method: 'POST', body: { email: user.email, password: 'the wrong password' } });
    const unknown = await call(t.env, '/api/auth/login', {
      method: 'POST',
      body: { email: 'nobody@example.test', password: 'the wrong password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: INVALID_CREDENTIALS });
    expect(await unknown.json()).toEqual({ message: INVALID_CREDENTIALS });
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('makes an account wait after five wrong passwords, even for the right one', async () => {
    const user = await makeUser(t.db, { password: 'the right password' });
    for (let i = 0; i < 5; i++) {
      expect((await call(t.env, '/api/auth/login', { method: 'POST', body: { email: user.email, password: `wrong ${i}` } })).status).toBe(
        401,
      );
    }
    const locked = await call(t.env, '/api/auth/login', { method: 'POST', body: { email: user.email, password: 'the right password' } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await locked.json()) as ErrorBody).message).toMatch(/Too many sign-in attempts/);
  });

  it('answers 400, not 500, for malformed JSON and missing fields', async () => {
    expect((await call(t.env, '/api/auth/login', { method: 'POST', body: '{"email":' })).status).toBe(400);
    const missing = await call(t.env, '/api/auth/login', { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).errors!.email).toBeDefined();
  });

  it('refuses a cross-site sign-in attempt and a form-encoded body', async () => {
    const user = await makeUser(t.db, { password: 'the right password' });
    const crossSite = await call(t.env, '/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: 'the right password' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const form = await call(t.env, '/api/auth/login', {
      method: 'POST',
      body: `email=${user.email}&password=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('answers 413 to a JSON body over 128 KB, with or without Content-Length, and creates nothing', async () => {
    const body = JSON.stringify({
      firstName: 'x'.repeat(AUTH_JSON_MAX_BYTES),
      lastName: 'B',
      email: 'huge@example.test',
      password: 'a long enough secret',
    });
    for (const headers of [{}, { 'content-length': String(new TextEncoder().encode(body).length) }] as Record<string, string>[]) {
      const res = await call(t.env, '/api/auth/register', { method: 'POST', body, headers });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: AUTH_TOO_LARGE_MESSAGE });
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'huge@example.test')).get()).toBeUndefined();
  });
});

describe('/api/login, /api/logout', () => {
  it('sends visitors to the built-in sign-in page when no OIDC provider is configured', async () => {
    const res = await call(t.env, '/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });

  it('opens the built-in page on its create-account form for someone joining (?join=1), and only then', async () => {
    expect((await call(t.env, '/api/login?join=1')).headers.get('location')).toBe('/login?join=1');
    expect((await call(t.env, '/api/login?join=https://evil.example')).headers.get('location')).toBe('/login');
  });

  /** What a browser sends when the Sign Out button's form is submitted: an empty url-encoded POST. */
  const signOutForm = (cookie: string, headers: Record<string, string> = {}) =>
    call(t.env, '/api/logout', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0', 'sec-fetch-site': 'same-origin', ...headers },
    });
  const sessionsOf = (userId: number) => t.db.select().from(sessions).where(eq(sessions.userId, userId)).all();

  it('signs out with the Sign Out form: deletes the session on the server, clears the cookie and goes home', async () => {
    const { user, cookie } = await signedIn(t.db);
    const res = await signOutForm(cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('set-cookie')).toMatch(/session=;.*Max-Age=0/);
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect((await call(t.env, '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('refuses a sign-out posted from another site, and the session lives on', async () => {
    const { user, cookie } = await signedIn(t.db);
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: '', 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      expect((await signOutForm(cookie, headers)).status).toBe(403);
    }
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expect((await call(t.env, '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('never ends a session on GET or HEAD, from this site or another (an <img> or a link could send them)', async () => {
    const { user, cookie } = await signedIn(t.db);
    for (const method of ['GET', 'HEAD'])
      for (const site of ['same-origin', 'cross-site', 'same-site']) {
        const res = await call(t.env, '/api/logout', { method, cookie, headers: { 'sec-fetch-site': site } });
        expect(res.status, `${method} ${site}`).toBe(200);
        expect(res.headers.get('set-cookie'), `${method} ${site}`).toBeNull();
      }
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expect((await call(t.env, '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('answers GET with a page that offers the Sign Out button, a form that posts here', async () => {
    const { cookie } = await signedIn(t.db);
    const res = await call(t.env, '/api/logout', { cookie });
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toMatch(/form-action 'self'/);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en-AU">/);
    expect(html).toMatch(/<title>Sign out – Equal Ground<\/title>/);
    expect(html).toMatch(/<h1[^>]*>Sign out of Equal Ground\?<\/h1>/);
    expect(html).toMatch(/<form method="post" action="\/api\/logout">\s*<button type="submit"[^>]*>Sign Out<\/button>\s*<\/form>/);
    expect(html).toContain('<a href="/">');
  });

  it('sends a visitor who is not signed in home', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await call(t.env, '/api/logout', { method });
      expect([302, 303]).toContain(res.status);
      expect(res.headers.get('location')).toBe('/');
    }
  });
});

describe('roles', () => {
  it('lets members read content and answers 401 to visitors', async () => {
    const { cookie } = await signedIn(t.db);
    expect((await call(t.env, '/api/news')).status).toBe(401);
    expect((await call(t.env, '/api/news', { cookie })).status).toBe(200);
  });
});
