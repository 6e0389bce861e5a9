import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { sha256Base64Url } from '../src/lib/crypto';
import { createTestEnv } from './support/env';
import { makeUser } from './support/factories';
import { call, sessionCookieFrom } from './support/request';

type UserInfo = { sub: string; email: string; email_verified?: boolean; given_name?: string; family_name?: string };
const RIVER: UserInfo = { sub: 'idp|42', email: 'River.Song@Example.test', email_verified: true, given_name: 'River', family_name: 'Song' };

/** A tiny OpenID provider: discovery, token (checking the PKCE verifier) and userinfo. */
function fakeIdp(userinfo: UserInfo = RIVER) {
  const codes = new Map<string, { challenge: string }>();
  const idp = new Hono()
    .get('/.well-known/openid-configuration', (c) =>
      c.json({
        authorization_endpoint: 'https://idp.test/authorize',
        token_endpoint: 'https://idp.test/token',
        userinfo_endpoint: 'https://idp.test/userinfo',
      }),
    )
    .post('/token', async (c) => {
      if (c.req.header('authorization') !== `Basic ${btoa('portal:s3cret')}`) return c.json({ error: 'invalid_client' }, 401);
      const form = await c.req.parseBody();
      const pending = codes.get(String(form.code));
      if (!pending || (await sha256Base64Url(String(form.code_verifier))) !== pending.challenge)
        return c.json({ error: 'invalid_grant' }, 400);
      return c.json({ access_token: 'at-123', token_type: 'Bearer' });
    })
    .get('/userinfo', (c) => (c.req.header('authorization') === 'Bearer at-123' ? c.json(userinfo) : c.json({}, 401)));
  return { idp, codes };
}

/** The whole round trip for a user the provider describes with `userinfo`; the callback's answer. */
async function signInThrough(userinfo: UserInfo) {
  const { idp, codes } = fakeIdp(userinfo);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => idp.request(new Request(input, init)));
  const start = await call(t.env, '/api/login');
  const authorize = new URL(start.headers.get('location')!);
  const pendingCookie = /oidc_pending=[^;]+/.exec(start.headers.get('set-cookie')!)![0];
  codes.set('code-2', { challenge: authorize.searchParams.get('code_challenge')! });
  return call(t.env, `/api/callback?code=code-2&state=${authorize.searchParams.get('state')}`, { cookie: pendingCookie });
}

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
  Object.assign(t.env, { OIDC_ISSUER: 'https://idp.test', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's3cret' });
});
afterAll(() => t.dispose());
afterEach(() => vi.unstubAllGlobals());

describe('OIDC sign-in', () => {
  it('runs the authorization-code flow with PKCE and signs the member in', async () => {
    const { idp, codes } = fakeIdp();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => idp.request(new Request(input, init)));

    const start = await call(t.env, '/api/login');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin + authorize.pathname).toBe('https://idp.test/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost/api/callback');
    const pendingCookie = /oidc_pending=[^;]+/.exec(start.headers.get('set-cookie')!)![0];

    // The provider signs the user in and sends them back with a code.
    codes.set('code-1', { challenge: authorize.searchParams.get('code_challenge')! });
    const back = await call(t.env, `/api/callback?code=code-1&state=${authorize.searchParams.get('state')}`, { cookie: pendingCookie });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/');
    const me = await call(t.env, '/api/auth/user', { cookie: sessionCookieFrom(back) });
    expect(await me.json()).toMatchObject({ email: 'river.song@example.test', firstName: 'River', lastName: 'Song', role: 'member' });
  });

  it('makes a new account with the email marked verified only when the provider vouches for it', async () => {
    for (const [sub, email_verified] of [
      ['idp|new-1', true],
      ['idp|new-2', undefined],
    ] as const) {
      const back = await signInThrough({ sub, email: `${sub.slice(4)}@example.test`, email_verified, given_name: 'New' });
      expect(back.status).toBe(302);
      const user = (await t.db.select().from(users).where(eq(users.oidcSubject, sub)).get())!;
      expect(user.emailVerifiedAt === null, sub).toBe(email_verified !== true);
    }
  });

  it('never links to a password account whose email nobody has verified, and says why', async () => {
    // Someone registered the address with a password first (registration does not verify it).
    const squatter = await makeUser(t.db, { email: 'victim@example.test', password: 'the squatter knows this', emailVerifiedAt: null });
    const back = await signInThrough({ sub: 'idp|victim', email: 'victim@example.test', email_verified: true, given_name: 'Vic' });
    expect(back.status).toBe(409);
    expect(sessionCookieFrom(back)).toBeUndefined();
    const page = await back.text();
    expect(page).toMatch(/<h1>This email address already has an account here<\/h1>/);
    expect(page).toContain('href="/login"');
    const row = (await t.db.select().from(users).where(eq(users.id, squatter.id)).get())!;
    expect(row.oidcSubject).toBeNull();
  });

  it('never links when the provider does not vouch for the email, even to a verified account', async () => {
    const owner = await makeUser(t.db, { email: 'owner@example.test', emailVerifiedAt: '2026-01-01T00:00:00.000Z' });
    const back = await signInThrough({ sub: 'idp|unverified', email: 'owner@example.test', given_name: 'Own' });
    expect(back.status).toBe(409);
    expect((await t.db.select().from(users).where(eq(users.id, owner.id)).get())!.oidcSubject).toBeNull();
  });

  it('links an account whose email both sides have verified, and signs in as it', async () => {
    const owner = await makeUser(t.db, { email: 'linked@example.test', emailVerifiedAt: '2026-01-01T00:00:00.000Z' });
    const back = await signInThrough({ sub: 'idp|linked', email: 'Linked@example.test', email_verified: true, given_name: 'Lin' });
    expect(back.status).toBe(302);
    expect(await (await call(t.env, '/api/auth/user', { cookie: sessionCookieFrom(back) })).json()).toMatchObject({ id: owner.id });
    expect((await t.db.select().from(users).where(eq(users.id, owner.id)).get())!.oidcSubject).toBe('idp|linked');
  });

  it('refuses a callback whose state does not match', async () => {
    const { idp } = fakeIdp();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => idp.request(new Request(input, init)));
    const start = await call(t.env, '/api/login');
    const pendingCookie = /oidc_pending=[^;]+/.exec(start.headers.get('set-cookie')!)![0];
    const back = await call(t.env, '/api/callback?code=x&state=forged', { cookie: pendingCookie });
    expect(back.status).toBe(400);
    expect(back.headers.get('set-cookie') ?? '').not.toMatch(/session=[^;]/);
  });
});
