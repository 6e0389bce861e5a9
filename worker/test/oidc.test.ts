import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256Base64Url } from '../src/lib/crypto';
import { createTestEnv } from './support/env';
import { call, sessionCookieFrom } from './support/request';

/** A tiny OpenID provider: discovery, token (checking the PKCE verifier) and userinfo. */
function fakeIdp() {
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
    .get('/userinfo', (c) =>
      c.req.header('authorization') === 'Bearer at-123'
        ? c.json({ sub: 'idp|42', email: 'River.Song@Example.test', email_verified: true, given_name: 'River', family_name: 'Song' })
        : c.json({}, 401),
    );
  return { idp, codes };
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
