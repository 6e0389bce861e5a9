import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, webauthnChallenges } from '../src/db/schema';
import type { Env } from '../src/platform/env';
import type { CurrentUser } from '../src/schemas/auth';
import { PASSKEY_MESSAGES, type PasskeySummary } from '../src/schemas/passkeys';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call, sessionCookieFrom } from './support/request';
import { SoftwareAuthenticator } from './support/software-authenticator';

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

const ORIGIN = 'http://localhost';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
/** Each test signs in from an address of its own, so the per-address limit of one never reaches another. */
let address = 0;
const from = () => ({ 'cf-connecting-ip': `192.0.2.${++address}` });

const challengeCookieFrom = (res: Response) => /(?:^|,\s*)(passkey_challenge=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
const both = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join('; ');

async function registrationOptions(cookie: string, env: Env = t.env) {
  const res = await call(env, '/api/auth/passkeys/registration/options', { method: 'POST', cookie });
  expect(res.status).toBe(200);
  return { options: (await res.json()) as PublicKeyCredentialCreationOptionsJSON, challenge: challengeCookieFrom(res)!, res };
}

/** A member adds the authenticator's passkey, as the account page does. */
async function addPasskey(cookie: string, authenticator: SoftwareAuthenticator, body: { name?: string } = {}, origin = ORIGIN) {
  const { options, challenge } = await registrationOptions(cookie);
  const response = await authenticator.register(options, origin);
  return call(t.env, '/api/auth/passkeys/registration/verify', {
    method: 'POST',
    cookie: both(cookie, challenge),
    body: { response, ...body },
    headers: { 'user-agent': CHROME_ANDROID },
  });
}

async function signInOptions(headers: Record<string, string> = {}) {
  const res = await call(t.env, '/api/auth/passkeys/authentication/options', { method: 'POST', headers });
  expect(res.status).toBe(200);
  return { options: (await res.json()) as PublicKeyCredentialRequestOptionsJSON, challenge: challengeCookieFrom(res)!, res };
}

const verifySignIn = (challenge: string | undefined, response: unknown, headers: Record<string, string>) =>
  call(t.env, '/api/auth/passkeys/authentication/verify', { method: 'POST', cookie: challenge, body: { response }, headers });

/** "Sign in with a passkey", start to end. */
async function signInWith(authenticator: SoftwareAuthenticator, headers = from(), origin = ORIGIN) {
  const { options, challenge } = await signInOptions(headers);
  return verifySignIn(challenge, await authenticator.assert(options, origin), headers);
}

async function memberWithPasskey(options: { counts?: boolean } = {}) {
  const member = await signedIn(t.db);
  const authenticator = await SoftwareAuthenticator.create(options);
  const res = await addPasskey(member.cookie, authenticator);
  expect(res.status).toBe(201);
  return { ...member, authenticator, passkey: (await res.json()) as PasskeySummary };
}

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('adding a passkey', () => {
  it('offers discoverable passkeys for this site, with the challenge held by the server and a cookie for this browser', async () => {
    const { user, cookie } = await signedIn(t.db);
    const { options, challenge, res } = await registrationOptions(cookie);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Equal Ground' });
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(options.attestation).toBe('none');
    expect(options.timeout).toBe(5 * 60 * 1000);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/api\/auth\/passkeys/);
    expect(setCookie).toMatch(/Max-Age=300/);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    // Only the token's hash is stored, beside the challenge the server chose.
    const rows = await t.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, user.id));
    expect(rows.map((r) => r.challenge)).toEqual([options.challenge]);
    expect(JSON.stringify(rows)).not.toContain(challenge.split('=')[1]);
  });

  it('keeps a real attested passkey, named after the device unless the member names it, and lists it', async () => {
    const { cookie } = await signedIn(t.db);
    const phone = await SoftwareAuthenticator.create();
    const added = await addPasskey(cookie, phone);
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ name: 'Chrome on Android', lastUsedAt: null });
    expect(added.headers.get('set-cookie')).toMatch(/passkey_challenge=;/);

    const key = await SoftwareAuthenticator.create();
    expect((await addPasskey(cookie, key, { name: '  Blue key  ' })).status).toBe(201);

    const list = (await (await call(t.env, '/api/auth/passkeys', { cookie })).json()) as PasskeySummary[];
    expect(list.map((p) => p.name)).toEqual(['Blue key', 'Chrome on Android']);
    // The next ceremony leaves out what the member already has, and keeps one user handle.
    const { options } = await registrationOptions(cookie);
    expect(options.excludeCredentials?.map((c) => c.id).sort()).toEqual([phone.id, key.id].sort());
    expect(options.user.id).toBe(phone.userHandle);
  });

  it('refuses a passkey made for another origin, and the same passkey twice', async () => {
    const { cookie } = await signedIn(t.db);
    const authenticator = await SoftwareAuthenticator.create();
    const wrong = await addPasskey(cookie, authenticator, {}, 'https://evil.example');
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe(PASSKEY_MESSAGES.notAdded);
    expect((await addPasskey(cookie, authenticator)).status).toBe(201);
    const again = await addPasskey(cookie, authenticator);
    expect(again.status).toBe(400);
    expect(await messageOf(again)).toBe(PASSKEY_MESSAGES.alreadyAdded);
  });

  it("refuses without this browser's challenge, one spent already, and another member's", async () => {
    const a = await signedIn(t.db);
    const b = await signedIn(t.db);
    const authenticator = await SoftwareAuthenticator.create();
    const { options, challenge } = await registrationOptions(a.cookie);
    const response = await authenticator.register(options, ORIGIN);
    const verify = (cookie: string) =>
      call(t.env, '/api/auth/passkeys/registration/verify', { method: 'POST', cookie, body: { response } });

    const none = await verify(a.cookie);
    expect(none.status).toBe(400);
    expect(await messageOf(none)).toBe(PASSKEY_MESSAGES.expired);
    // Member b holding a's challenge cookie spends it, and gets nothing.
    const other = await verify(both(b.cookie, challenge));
    expect(other.status).toBe(400);
    expect(await messageOf(other)).toBe(PASSKEY_MESSAGES.expired);
    expect((await verify(both(a.cookie, challenge))).status).toBe(400);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id))).toEqual([]);
  });

  it('is for signed-in members only', async () => {
    expect((await call(t.env, '/api/auth/passkeys/registration/options', { method: 'POST' })).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('signs in the member whose passkey signed the challenge, with a new session, and notes when it was used', async () => {
    const { user, authenticator, passkey } = await memberWithPasskey();
    const { options } = await signInOptions(from());
    // Discoverable: no credentials listed, so nothing is said about which accounts exist.
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('preferred');
    expect(options.rpId).toBe('localhost');

    const res = await signInWith(authenticator);
    expect(res.status).toBe(200);
    expect(((await res.json()) as CurrentUser).id).toBe(user.id);
    const session = sessionCookieFrom(res)!;
    const me = await call(t.env, '/api/auth/user', { cookie: session });
    expect(((await me.json()) as CurrentUser).email).toBe(user.email);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('refuses a challenge used once already', async () => {
    const { authenticator } = await memberWithPasskey();
    const headers = from();
    const { options, challenge } = await signInOptions(headers);
    const response = await authenticator.assert(options, ORIGIN);
    expect((await verifySignIn(challenge, response, headers)).status).toBe(200);
    const replay = await verifySignIn(challenge, response, headers);
    expect(replay.status).toBe(400);
    expect(await messageOf(replay)).toBe(PASSKEY_MESSAGES.expired);
  });

  it('refuses a challenge past its five minutes', async () => {
    const { authenticator } = await memberWithPasskey();
    const headers = from();
    const { options, challenge } = await signInOptions(headers);
    await t.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(webauthnChallenges.challenge, options.challenge));
    const res = await verifySignIn(challenge, await authenticator.assert(options, ORIGIN), headers);
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(PASSKEY_MESSAGES.expired);
    expect(sessionCookieFrom(res)).toBeUndefined();
  });

  it('refuses a challenge the client made up, another origin, another site, a registration challenge and an unknown passkey', async () => {
    const { cookie, authenticator } = await memberWithPasskey();
    const headers = from();
    const refusedWith = async (
      make: (options: PublicKeyCredentialRequestOptionsJSON) => Promise<unknown>,
      challengeFrom = signInOptions,
    ) => {
      const { options, challenge } = await challengeFrom(headers);
      const res = await verifySignIn(challenge, await make(options), headers);
      expect(res.status).toBe(400);
      expect(sessionCookieFrom(res)).toBeUndefined();
      return messageOf(res);
    };
    expect(await refusedWith((o) => authenticator.assert(o, ORIGIN, { challenge: 'bWFkZS11cA' }))).toBe(PASSKEY_MESSAGES.notSignedIn);
    expect(await refusedWith((o) => authenticator.assert(o, 'https://evil.example'))).toBe(PASSKEY_MESSAGES.notSignedIn);
    expect(await refusedWith((o) => authenticator.assert(o, ORIGIN, { rpId: 'evil.example' }))).toBe(PASSKEY_MESSAGES.notSignedIn);
    const stranger = await SoftwareAuthenticator.create();
    expect(await refusedWith((o) => stranger.assert(o, ORIGIN))).toBe(PASSKEY_MESSAGES.notSignedIn);
    // A registration's challenge is not a sign-in's.
    const registration = async () => {
      const r = await registrationOptions(cookie);
      return {
        options: { challenge: r.options.challenge, rpId: 'localhost' } as PublicKeyCredentialRequestOptionsJSON,
        challenge: r.challenge,
        res: r.res,
      };
    };
    expect(await refusedWith((o) => authenticator.assert(o, ORIGIN), registration)).toBe(PASSKEY_MESSAGES.expired);
  });

  it('keeps the signature counter and refuses an assertion whose counter does not go up (a cloned authenticator)', async () => {
    const { authenticator, passkey } = await memberWithPasskey({ counts: true });
    expect((await signInWith(authenticator)).status).toBe(200);
    expect((await signInWith(authenticator)).status).toBe(200);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row!.counter).toBe(2);
    authenticator.counter = 1; // the next assertion says 2 again
    const clone = await signInWith(authenticator);
    expect(clone.status).toBe(400);
    expect(await messageOf(clone)).toBe(PASSKEY_MESSAGES.notSignedIn);
    expect((await signInWith(authenticator)).status).toBe(200); // 3
  });

  it('limits passkey sign-ins per address, counting refusals', async () => {
    const headers = from();
    const stranger = await SoftwareAuthenticator.create();
    for (let i = 0; i < 30; i++) expect((await signInWith(stranger, headers)).status).toBe(400);
    const res = await signInWith(stranger, headers);
    expect(res.status).toBe(429);
    expect(await messageOf(res)).toBe(PASSKEY_MESSAGES.tooMany);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('takes the relying party from SITE_URL when it is set', async () => {
    const { cookie } = await signedIn(t.db);
    const { options } = await registrationOptions(cookie, { ...t.env, SITE_URL: 'https://members.example.org/' });
    expect(options.rp.id).toBe('members.example.org');
  });
});

describe("a member's passkeys are their own", () => {
  it('renames and removes their own, and answers 404 for another member’s', async () => {
    const owner = await memberWithPasskey();
    const other = await signedIn(t.db);
    const path = `/api/auth/passkeys/${owner.passkey.id}`;

    expect(await (await call(t.env, '/api/auth/passkeys', { cookie: other.cookie })).json()).toEqual([]);
    const rename = await call(t.env, path, { method: 'PATCH', cookie: other.cookie, body: { name: 'Mine now' } });
    expect(rename.status).toBe(404);
    expect(await messageOf(rename)).toBe(PASSKEY_MESSAGES.notFound);
    expect((await call(t.env, path, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);

    const empty = await call(t.env, path, { method: 'PATCH', cookie: owner.cookie, body: { name: '   ' } });
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe('Enter a name for this passkey');
    const renamed = await call(t.env, path, { method: 'PATCH', cookie: owner.cookie, body: { name: 'Work laptop' } });
    expect(await renamed.json()).toMatchObject({ id: owner.passkey.id, name: 'Work laptop' });

    expect((await call(t.env, path, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect(await (await call(t.env, '/api/auth/passkeys', { cookie: owner.cookie })).json()).toEqual([]);
    // A removed passkey signs nobody in.
    expect((await signInWith(owner.authenticator)).status).toBe(400);
  });
});
