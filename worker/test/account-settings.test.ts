import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../src/db/schema';
import { sha256Hex } from '../src/lib/crypto';
import type { ErrorBody } from '../src/lib/errors';
import type { SecurityEvent, SignInLinkAnswer } from '../src/schemas/account';
import { LINK_SPENT_MESSAGE } from '../src/accounts/services/account-email';
import {
  ADDRESS_NOW_TAKEN_MESSAGE,
  emailChangeMessage,
  NO_PASSWORD_MESSAGE,
  SAME_EMAIL_MESSAGE,
  WRONG_CURRENT_PASSWORD,
} from '../src/accounts/services/account-changes';
import { issueAccountToken } from '../src/accounts/services/account-tokens';
import { MAIL_NOT_CONFIGURED_MESSAGE } from '../src/mail/services/mail';
import { signInLinkMessage } from '../src/accounts/services/sign-in-links';
import { createTestEnv } from './support/env';
import { makeUser, sessionOf, signedIn } from './support/factories';
import { linkIn } from './support/mail-outbox';
import { call, sessionCookieFrom } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

let address = 0;
const nextIp = () => `203.0.113.${++address}`;
const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

function send(method: string, path: string, body?: unknown, { cookie, ip = nextIp() }: { cookie?: string; ip?: string } = {}) {
  return call(t.env, path, { method, body, cookie, headers: { 'cf-connecting-ip': ip, 'user-agent': FIREFOX } });
}
const post = (path: string, body?: unknown, options?: { cookie?: string; ip?: string }) => send('POST', path, body, options);

async function mailsDuring(action: () => unknown) {
  const before = t.mail.length;
  await action();
  return t.mail.slice(before);
}

const messageOf = async (res: Response) => ((await res.json()) as ErrorBody).message;
const tokenOf = (url: URL) => url.searchParams.get('token')!;
const cookieValue = (res: Response, name: string) => new RegExp(`${name}=([^;]*)`).exec(res.headers.get('set-cookie') ?? '')?.[1];

async function securityLog(cookie: string) {
  const res = await call(t.env, '/api/auth/security-log', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as SecurityEvent[];
}

describe('"Email me a sign-in link"', () => {
  async function askForLink(email: string) {
    let res!: Response;
    const mails = await mailsDuring(async () => {
      res = await post('/api/auth/sign-in-link', { email });
    });
    return { res, mails, nonce: cookieValue(res, 'sign_in_link') };
  }

  it('answers the same for any address, and mails a 15-minute link only to an account', async () => {
    const owner = await makeUser(t.db);
    const known = await askForLink(owner.email);
    const unknown = await askForLink('nobody-here@example.test');
    expect([known.res.status, unknown.res.status]).toEqual([202, 202]);
    expect(await known.res.json()).toEqual({ message: signInLinkMessage(owner.email) });
    expect(await unknown.res.json()).toEqual({ message: signInLinkMessage('nobody-here@example.test') });
    // The cookie that binds a link to this browser is set either way, so it says nothing.
    expect(known.nonce).toMatch(/^[\w-]{43}$/);
    expect(unknown.nonce).toMatch(/^[\w-]{43}$/);
    expect(known.res.headers.get('set-cookie')).toMatch(/Path=\/api\/auth\/sign-in-link; HttpOnly; SameSite=Lax/);
    expect(unknown.mails).toEqual([]);
    expect(known.mails.map((m) => [m.kind, m.to])).toEqual([['sign-in-link', owner.email]]);
    const token = tokenOf(linkIn(known.mails[0]!, '/sign-in-link'));
    const row = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, await sha256Hex(token)))
      .get();
    expect(Date.parse(row!.expiresAt) - Date.parse(row!.createdAt)).toBe(15 * 60 * 1000);
  });

  it('signs in at once in the browser that asked, confirms the address, and works once', async () => {
    const owner = await makeUser(t.db, { emailVerifiedAt: null });
    const { mails, nonce } = await askForLink(owner.email);
    const token = tokenOf(linkIn(mails[0]!, '/sign-in-link'));
    const res = await post('/api/auth/sign-in-link/use', { token }, { cookie: `sign_in_link=${nonce}` });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as SignInLinkAnswer;
    expect(answer).toMatchObject({ status: 'signed-in', user: { email: owner.email, emailVerified: true } });
    const cookie = sessionCookieFrom(res)!;
    expect((await call(t.env, '/api/auth/user', { cookie })).status).toBe(200);
    expect((await securityLog(cookie))[0]).toMatchObject({ kind: 'signed-in', method: 'sign-in-link', device: 'Firefox on Android' });
    const again = await post('/api/auth/sign-in-link/use', { token }, { cookie: `sign_in_link=${nonce}` });
    expect(again.status).toBe(400);
    expect(await messageOf(again)).toBe(LINK_SPENT_MESSAGE);
  });

  it('in another browser first says whose account it opens, spends nothing, and signs in only when confirmed', async () => {
    const owner = await makeUser(t.db);
    const { mails } = await askForLink(owner.email);
    const token = tokenOf(linkIn(mails[0]!, '/sign-in-link'));
    for (const cookie of [undefined, 'sign_in_link=a-nonce-some-other-browser-holds']) {
      const res = await post('/api/auth/sign-in-link/use', { token }, { cookie });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'confirm', email: owner.email, signedInAs: null });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const confirmed = await post('/api/auth/sign-in-link/use', { token, confirm: true });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: 'signed-in', user: { email: owner.email } });
    expect(sessionCookieFrom(confirmed)).toBeDefined();
  });

  it('refuses a link after 15 minutes, a reset-password link, and a made-up one', async () => {
    const owner = await makeUser(t.db);
    const stale = await issueAccountToken(t.db, owner.id, 'sign-in', 0.25, new Date(Date.now() - 15 * 60 * 1000 - 1000));
    const reset = await issueAccountToken(t.db, owner.id, 'reset-password', 1);
    for (const token of [stale, reset, 'z'.repeat(43)]) {
      const res = await post('/api/auth/sign-in-link/use', { token, confirm: true });
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe(LINK_SPENT_MESSAGE);
    }
  });

  it('quietly stops mailing one account after five links in an hour', async () => {
    const owner = await makeUser(t.db);
    const mails = await mailsDuring(async () => {
      for (let i = 0; i < 7; i++) expect((await post('/api/auth/sign-in-link', { email: owner.email })).status).toBe(202);
    });
    expect(mails).toHaveLength(5);
  });
});

describe('changing the password (PUT /api/auth/password)', () => {
  it('needs the current password, keeps this session, ends the others, logs it and tells the member', async () => {
    const { user, cookie } = await signedIn(t.db, { password: 'the current pass phrase' });
    const other = await sessionOf(t.db, user.id);
    const wrong = await send(
      'PUT',
      '/api/auth/password',
      { currentPassword: 'not it at all', newPassword: 'a fresh pass phrase' },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: WRONG_CURRENT_PASSWORD, errors: { currentPassword: [WRONG_CURRENT_PASSWORD] } });

    const mails = await mailsDuring(async () => {
      const res = await send(
        'PUT',
        '/api/auth/password',
        { currentPassword: 'the current pass phrase', newPassword: 'a fresh pass phrase' },
        { cookie },
      );
      expect(res.status).toBe(200);
    });
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['password-changed', user.email]]);
    expect((await call(t.env, '/api/auth/user', { cookie })).status).toBe(200);
    expect((await call(t.env, '/api/auth/user', { cookie: other.cookie })).status).toBe(401);
    expect((await securityLog(cookie))[0]).toMatchObject({ kind: 'password-changed', device: 'Firefox on Android' });
    expect((await post('/api/auth/login', { email: user.email, password: 'a fresh pass phrase' })).status).toBe(200);
  });

  it('refuses a weak new password with the registration words, and an account without a password plainly', async () => {
    const { cookie } = await signedIn(t.db, { password: 'the current pass phrase' });
    const weak = await send(
      'PUT',
      '/api/auth/password',
      { currentPassword: 'the current pass phrase', newPassword: 'football12' },
      { cookie },
    );
    expect(weak.status).toBe(400);
    const sso = await signedIn(t.db, { passwordHash: null });
    const none = await send(
      'PUT',
      '/api/auth/password',
      { currentPassword: 'anything at all', newPassword: 'a fresh pass phrase' },
      { cookie: sso.cookie },
    );
    expect(none.status).toBe(400);
    expect(await messageOf(none)).toBe(NO_PASSWORD_MESSAGE);
  });

  it('allows ten tries of the current password an hour', async () => {
    const { cookie } = await signedIn(t.db);
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await send('PUT', '/api/auth/password', { currentPassword: `guess ${i}`, newPassword: 'a fresh pass phrase' }, { cookie })).status,
      );
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});

describe('changing the email address', () => {
  it('mails a link to the new address and tells the old one; the link moves the account, confirmed, and tells the old address again', async () => {
    const { user, cookie } = await signedIn(t.db, { firstName: 'Mo', password: 'the current pass phrase' });
    const requested = await mailsDuring(async () => {
      const res = await post(
        '/api/auth/email',
        { newEmail: 'Mo.New@Example.test', currentPassword: 'the current pass phrase' },
        { cookie },
      );
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: emailChangeMessage('mo.new@example.test') });
    });
    expect(requested.map((m) => [m.kind, m.to])).toEqual([
      ['confirm-new-email', 'mo.new@example.test'],
      ['email-change-requested', user.email],
    ]);
    expect(requested[1]!.text).toContain('mo.new@example.test');
    const unchanged = await t.db.select().from(users).where(eq(users.id, user.id)).get();
    expect(unchanged!.email).toBe(user.email);

    const token = tokenOf(linkIn(requested[0]!, '/confirm-email-change'));
    const done = await mailsDuring(async () => {
      const res = await post('/api/auth/email/confirm', { token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Your account now uses mo.new@example.test.', email: 'mo.new@example.test' });
    });
    expect(done.map((m) => [m.kind, m.to])).toEqual([['email-changed', user.email]]);
    const moved = await t.db.select().from(users).where(eq(users.id, user.id)).get();
    expect(moved).toMatchObject({ email: 'mo.new@example.test' });
    expect(moved!.emailVerifiedAt).not.toBeNull();
    expect((await securityLog(cookie)).map((e) => e.kind).slice(0, 2)).toEqual(['email-changed', 'email-change-requested']);
    expect((await post('/api/auth/email/confirm', { token })).status).toBe(400);
  });

  it('answers an address that has an account the same, changes nothing, and tells that address', async () => {
    const { user, cookie } = await signedIn(t.db, { password: 'the current pass phrase' });
    const other = await makeUser(t.db);
    const mails = await mailsDuring(async () => {
      const res = await post('/api/auth/email', { newEmail: other.email, currentPassword: 'the current pass phrase' }, { cookie });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: emailChangeMessage(other.email) });
    });
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ['address-taken', other.email],
      ['email-change-requested', user.email],
    ]);
    expect(mails[0]!.text).not.toContain('token=');
  });

  it('refuses the same address, a wrong current password, and a link whose address was taken meanwhile', async () => {
    const { user, cookie } = await signedIn(t.db, { password: 'the current pass phrase' });
    const same = await post('/api/auth/email', { newEmail: user.email, currentPassword: 'the current pass phrase' }, { cookie });
    expect(await same.json()).toEqual({ message: SAME_EMAIL_MESSAGE, errors: { newEmail: [SAME_EMAIL_MESSAGE] } });
    const wrong = await post('/api/auth/email', { newEmail: 'elsewhere@example.test', currentPassword: 'nope nope nope' }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe(WRONG_CURRENT_PASSWORD);

    const [confirmMail] = await mailsDuring(() =>
      post('/api/auth/email', { newEmail: 'contested@example.test', currentPassword: 'the current pass phrase' }, { cookie }),
    );
    await makeUser(t.db, { email: 'contested@example.test' });
    const late = await post('/api/auth/email/confirm', { token: tokenOf(linkIn(confirmMail!, '/confirm-email-change')) });
    expect(late.status).toBe(400);
    expect(await messageOf(late)).toBe(ADDRESS_NOW_TAKEN_MESSAGE);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)).get())!.email).toBe(user.email);
  });

  it('refuses plainly without mail, and changes nothing', async () => {
    const { cookie } = await signedIn(t.db, { password: 'the current pass phrase' });
    const res = await call({ ...t.env, MAIL_QUEUE: undefined }, '/api/auth/email', {
      method: 'POST',
      body: { newEmail: 'no-mail@example.test', currentPassword: 'the current pass phrase' },
      cookie,
    });
    expect(res.status).toBe(503);
    expect(await messageOf(res)).toBe(MAIL_NOT_CONFIGURED_MESSAGE);
  });
});

describe('the security log (GET /api/auth/security-log)', () => {
  it('lists the member’s own sign-ins newest first, marking the first from each device as new', async () => {
    const user = await makeUser(t.db, { password: 'the current pass phrase' });
    const signIn = (agent: string) =>
      call(t.env, '/api/auth/login', {
        method: 'POST',
        body: { email: user.email, password: 'the current pass phrase' },
        headers: { 'cf-connecting-ip': nextIp(), 'user-agent': agent },
      });
    await signIn(FIREFOX);
    await signIn(FIREFOX);
    const last = await signIn(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    );
    const log = await securityLog(sessionCookieFrom(last)!);
    expect(log.map((e) => [e.kind, e.method, e.device, e.newDevice])).toEqual([
      ['signed-in', 'password', 'Safari on macOS', true],
      ['signed-in', 'password', 'Firefox on Android', false],
      ['signed-in', 'password', 'Firefox on Android', true],
    ]);
    const stranger = await signedIn(t.db);
    expect(await securityLog(stranger.cookie)).toEqual([]);
  });
});
