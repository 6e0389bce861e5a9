import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, users } from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import type { SecurityEvent } from '../src/schemas/account';
import { PASSKEY_MESSAGES } from '../src/schemas/passkeys';
import type { QueuedMail } from '../src/mail/services/mail';
import { createTestEnv } from './support/env';
import { sessionOf, signedIn } from './support/factories';
import { linkIn } from './support/mail-outbox';
import { call, sessionCookieFrom } from './support/request';
import { SoftwareAuthenticator } from './support/software-authenticator';

// Issue 52, decision 0046: someone registers the victim's address, never confirms it, and sets up
// a way in (a passkey, a provider, a session, a link); the owner later proves the address (a reset,
// the confirmation link, a sign-in link, a move to it) and the stranger's way in still worked.
// Every scenario runs through the routes and the mail outbox, as the attacker and the owner would.

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

const ORIGIN = 'http://localhost';
let address = 0;
const from = () => ({ 'cf-connecting-ip': `198.18.0.${++address}` });
const post = (path: string, body?: unknown, cookie?: string) => call(t.env, path, { method: 'POST', body, cookie, headers: from() });
const challengeOf = (res: Response) => /(?:^|,\s*)(passkey_challenge=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
const messageOf = async (res: Response) => ((await res.json()) as ErrorBody).message;

async function mailsDuring(action: () => unknown) {
  const before = t.mail.length;
  await action();
  return t.mail.slice(before);
}
const mailOf = (mails: QueuedMail[], kind: string) => mails.find((m) => m.kind === kind)!;
const tokenIn = (mail: QueuedMail, path: string) => linkIn(mail, path).searchParams.get('token')!;
const me = async (cookie: string) => (await call(t.env, '/api/auth/user', { cookie })).status;

async function addPasskey(cookie: string, authenticator: SoftwareAuthenticator) {
  const options = await post('/api/auth/passkeys/registration/options', undefined, cookie);
  if (options.status !== 200) return options;
  const response = await authenticator.register((await options.json()) as PublicKeyCredentialCreationOptionsJSON, ORIGIN);
  return post('/api/auth/passkeys/registration/verify', { response }, `${cookie}; ${challengeOf(options)}`);
}

async function signInWithPasskey(authenticator: SoftwareAuthenticator) {
  const options = await post('/api/auth/passkeys/authentication/options');
  const response = await authenticator.assert((await options.json()) as PublicKeyCredentialRequestOptionsJSON, ORIGIN);
  return post('/api/auth/passkeys/authentication/verify', { response }, challengeOf(options));
}

/** The attacker's side: the victim's address registered, never confirmed, and signed in with the attacker's password. */
async function preRegistered(email: string) {
  const mails = await mailsDuring(() =>
    post('/api/auth/register', { firstName: 'Sam', lastName: 'Lee', email, password: 'the attacker chose this' }),
  );
  const login = await post('/api/auth/login', { email, password: 'the attacker chose this' });
  expect(login.status).toBe(200);
  const user = (await t.db.select().from(users).where(eq(users.email, email)).get())!;
  return { user, cookie: sessionCookieFrom(login)!, confirmMail: mailOf(mails, 'verify-email') };
}

/** A passkey added while the account was unconfirmed, as it could be before this fix (the account is confirmed for the ceremony only). */
async function passkeyFromBefore(userId: number, cookie: string) {
  const authenticator = await SoftwareAuthenticator.create();
  await t.db.update(users).set({ emailVerifiedAt: new Date().toISOString() }).where(eq(users.id, userId));
  expect((await addPasskey(cookie, authenticator)).status).toBe(201);
  await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
  return authenticator;
}

describe('a way in is only added to a confirmed account', () => {
  it('adding a passkey before the address is confirmed is refused (403) in plain words, and nothing is kept', async () => {
    const { user, cookie } = await preRegistered('passkey-first@example.test');
    const options = await post('/api/auth/passkeys/registration/options', undefined, cookie);
    expect(options.status).toBe(403);
    expect(await messageOf(options)).toBe(PASSKEY_MESSAGES.confirmFirst);
    expect(PASSKEY_MESSAGES.confirmFirst).toBe(
      'Confirm your email address to add a passkey. Open the link we emailed you, or choose "Send the link again" at the top of the page.',
    );
    const verify = await post('/api/auth/passkeys/registration/verify', { response: {} }, cookie);
    expect(verify.status).toBe(403);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
  });
});

describe('the first proof of an address removes every way in set up before it', () => {
  it('a password reset: the stranger’s passkey, session and password stop working, and both mails say so', async () => {
    const email = 'reset-takeover@example.test';
    const attacker = await preRegistered(email);
    const key = await passkeyFromBefore(attacker.user.id, attacker.cookie);
    expect((await signInWithPasskey(key)).status).toBe(200);

    // The owner: "Forgot your password?". The mail names no passkey of an unconfirmed account (whoever made it named them).
    const asked = await mailsDuring(() => post('/api/auth/forgot-password', { email }));
    const resetMail = mailOf(asked, 'reset-password');
    expect(resetMail.text).toContain('Passkeys on this account');
    expect(resetMail.text).toContain('A passkey added ');
    expect(resetMail.text).toContain('choosing a new password removes these passkeys');
    expect(resetMail.text).not.toContain('Chrome on Android');
    expect(linkIn(resetMail, '/account').hash).toBe('#passkeys');

    const done = await mailsDuring(async () => {
      const res = await post('/api/auth/reset-password', {
        token: tokenIn(resetMail, '/reset-password'),
        password: 'the owner’s own phrase',
      });
      expect(res.status).toBe(200);
    });
    const changed = mailOf(done, 'password-changed');
    expect(changed.text).toContain('we removed everything set up before: 1 passkey');
    expect(changed.text).toContain('the sign-ins on 2 devices');

    expect(await signInWithPasskey(key).then((r) => r.status)).toBe(400);
    expect(await me(attacker.cookie)).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'the attacker chose this' })).status).toBe(401);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, attacker.user.id))).toEqual([]);
  });

  it('the confirmation link: the passkey, the linked provider, other sessions and waiting links go; the mail says what', async () => {
    const email = 'confirm-takeover@example.test';
    const attacker = await preRegistered(email);
    const key = await passkeyFromBefore(attacker.user.id, attacker.cookie);
    await t.db.update(users).set({ oidcSubject: 'attackers-provider-subject' }).where(eq(users.id, attacker.user.id));
    // A move of the account to the attacker's own address, waiting to be confirmed there.
    const moving = await mailsDuring(() =>
      post('/api/auth/email', { newEmail: 'attacker-inbox@example.test', currentPassword: 'the attacker chose this' }, attacker.cookie),
    );

    const mails = await mailsDuring(async () => {
      const res = await post('/api/auth/verify-email', { token: tokenIn(attacker.confirmMail, '/verify-email') });
      expect(res.status).toBe(200);
    });
    const told = mailOf(mails, 'sign-ins-removed');
    expect(told.to).toBe(email);
    expect(told.text).toContain('we removed everything set up before: 1 passkey (added ');
    expect(told.text).toContain('the link to a sign-in provider, the sign-ins on 1 device and 1 emailed link not yet opened.');
    expect(told.text).toContain('Forgot your password?');

    expect(await signInWithPasskey(key).then((r) => r.status)).toBe(400);
    expect(await me(attacker.cookie)).toBe(401);
    const move = await post('/api/auth/email/confirm', { token: tokenIn(mailOf(moving, 'confirm-new-email'), '/confirm-email-change') });
    expect(move.status).toBe(400);
    const after = (await t.db.select().from(users).where(eq(users.id, attacker.user.id)).get())!;
    expect(after).toMatchObject({ email, oidcSubject: null });
    expect(after.emailVerifiedAt).not.toBeNull();
    const log = (await (
      await call(t.env, '/api/auth/security-log', { cookie: (await sessionOf(t.db, after.id)).cookie })
    ).json()) as SecurityEvent[];
    expect(log.map((e) => e.kind)).toContain('sign-ins-removed');
  });

  it('a sign-in link: the same, and the owner is signed in', async () => {
    const email = 'link-takeover@example.test';
    const attacker = await preRegistered(email);
    const key = await passkeyFromBefore(attacker.user.id, attacker.cookie);
    const [linkMail] = await mailsDuring(() => post('/api/auth/sign-in-link', { email }));
    const mails = await mailsDuring(async () => {
      const res = await post('/api/auth/sign-in-link/use', { token: tokenIn(linkMail!, '/sign-in-link'), confirm: true });
      expect(await res.json()).toMatchObject({ status: 'signed-in' });
    });
    expect(mailOf(mails, 'sign-ins-removed').text).toContain('1 passkey');
    expect(await signInWithPasskey(key).then((r) => r.status)).toBe(400);
    expect(await me(attacker.cookie)).toBe(401);
  });

  it('a move to a new address of an unconfirmed account: the same, but the browser that confirms stays signed in', async () => {
    const { user, cookie } = await signedIn(t.db, { emailVerifiedAt: null, password: 'the current pass phrase' });
    const elsewhere = await sessionOf(t.db, user.id);
    const moving = await mailsDuring(() =>
      post('/api/auth/email', { newEmail: 'typed-right-this-time@example.test', currentPassword: 'the current pass phrase' }, cookie),
    );
    const mails = await mailsDuring(async () => {
      const res = await post(
        '/api/auth/email/confirm',
        { token: tokenIn(mailOf(moving, 'confirm-new-email'), '/confirm-email-change') },
        cookie,
      );
      expect(res.status).toBe(200);
    });
    expect(mailOf(mails, 'sign-ins-removed').to).toBe('typed-right-this-time@example.test');
    expect(await me(cookie)).toBe(200);
    expect(await me(elsewhere.cookie)).toBe(401);
  });

  it('an account confirmed before keeps its passkeys through a reset, and the reset mail lists them by name to review', async () => {
    const { user, cookie } = await signedIn(t.db);
    expect((await addPasskey(cookie, await SoftwareAuthenticator.create())).status).toBe(201);
    const [resetMail] = await mailsDuring(() => post('/api/auth/forgot-password', { email: user.email }));
    expect(resetMail!.text).toMatch(/“Chrome on Android”|“Unknown device”/);
    expect(resetMail!.text).toContain('Each of these can still sign in after you choose a new password.');
    expect(linkIn(resetMail!, '/account').toString()).toBe('http://localhost/account#passkeys');
    const done = await mailsDuring(() =>
      post('/api/auth/reset-password', { token: tokenIn(resetMail!, '/reset-password'), password: 'a fresh pass phrase' }),
    );
    expect(mailOf(done, 'password-changed').text).not.toContain('we removed');
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toHaveLength(1);
  });
});
