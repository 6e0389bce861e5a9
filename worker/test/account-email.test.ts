import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, donations, users } from '../src/db/schema';
import { sha256Hex } from '../src/lib/crypto';
import type { ErrorBody } from '../src/lib/errors';
import { UNVERIFIED_GIVING_MESSAGE, UNVERIFIED_MESSAGE } from '../src/accounts/auth';
import { ALREADY_VERIFIED_MESSAGE, forgotMessage, LINK_SPENT_MESSAGE } from '../src/accounts/services/account-email';
import { issueAccountToken } from '../src/accounts/services/account-tokens';
import { MAIL_NOT_CONFIGURED_MESSAGE } from '../src/mail/services/mail';
import { COMMON_PASSWORD_MESSAGE } from '../src/schemas/common-passwords';
import { LINK_INCOMPLETE_MESSAGE } from '../src/schemas/auth';
import { makeCampaign, withTestMode } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { makePost, makeUser, sessionOf, signedIn } from './support/factories';
import { linkIn } from './support/mail-outbox';
import { call, sessionCookieFrom } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

let address = 0;
/** Each test its own client address, so the per-address limits of one never touch another. */
const nextIp = () => `198.51.100.${++address}`;

const post = (path: string, body?: unknown, { cookie, ip = nextIp() }: { cookie?: string; ip?: string } = {}) =>
  call(t.env, path, { method: 'POST', body, cookie, headers: { 'cf-connecting-ip': ip } });

/** The mails queued while `action` ran. */
async function mailsDuring(action: () => unknown) {
  const before = t.mail.length;
  await action();
  return t.mail.slice(before);
}

const me = async (cookie: string | undefined) => {
  const res = await call(t.env, '/api/auth/user', { cookie });
  return res.status === 200 ? ((await res.json()) as { email: string; emailVerified: boolean }) : null;
};

/** The message of an error answer. */
const messageOf = async (res: Response) => ((await res.json()) as ErrorBody).message;

const tokenOf = (url: URL) => url.searchParams.get('token')!;

async function register(email: string) {
  const [mail] = await mailsDuring(() =>
    post('/api/auth/register', { firstName: 'Noor', lastName: 'Haddad', email, password: 'a long enough secret' }),
  );
  return { mail: mail!, token: tokenOf(linkIn(mail!, '/verify-email')) };
}

describe('confirming an address (POST /api/auth/verify-email)', () => {
  it('confirms the address and signs in with the link from the registration mail, once', async () => {
    const { token, mail } = await register('noor@example.test');
    expect(mail.subject).toBe('Confirm your email address for Equal Ground');
    const res = await post('/api/auth/verify-email', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'noor@example.test', emailVerified: true });
    expect(await me(sessionCookieFrom(res))).toMatchObject({ emailVerified: true });
    const again = await post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: LINK_SPENT_MESSAGE, errors: { token: [LINK_SPENT_MESSAGE] } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('stores only a hash of the link, never the link itself', async () => {
    const { token } = await register('hashed@example.test');
    const rows = await t.db.select().from(accountTokens).all();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const hash = await sha256Hex(token);
    expect(rows.filter((r) => r.tokenHash === hash)).toHaveLength(1);
  });

  it('refuses a link after 24 hours, a made-up one, and a password link, with the same words', async () => {
    const user = await makeUser(t.db, { emailVerifiedAt: null });
    const old = await issueAccountToken(t.db, user.id, 'verify-email', 24, new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000));
    const reset = await issueAccountToken(t.db, user.id, 'reset-password', 1);
    for (const token of [old, reset, 'x'.repeat(43)]) {
      const res = await post('/api/auth/verify-email', { token });
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe(LINK_SPENT_MESSAGE);
    }
    const row = await t.db.select().from(users).where(eq(users.id, user.id)).get();
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it('refuses a missing or overlong token with the form words, before looking anything up', async () => {
    for (const body of [{}, { token: '' }, { token: 'y'.repeat(201) }, { token: 7 }]) {
      const res = await post('/api/auth/verify-email', body);
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe(LINK_INCOMPLETE_MESSAGE);
    }
  });
});

describe('"Send the link again" (POST /api/auth/verify-email/resend)', () => {
  it('mails a new link to an unconfirmed member, and the older link stops working', async () => {
    const { token: first } = await register('again@example.test');
    const signIn = await post('/api/auth/login', { email: 'again@example.test', password: 'a long enough secret' });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookieFrom(signIn)!;
    expect(await me(cookie)).toMatchObject({ emailVerified: false });
    const [mail] = await mailsDuring(async () => {
      const res = await post('/api/auth/verify-email/resend', undefined, { cookie });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: 'We have sent a new link to again@example.test. It works for 24 hours.' });
    });
    expect(mail).toMatchObject({ kind: 'verify-email', to: 'again@example.test' });
    expect((await post('/api/auth/verify-email', { token: first })).status).toBe(400);
    expect((await post('/api/auth/verify-email', { token: tokenOf(linkIn(mail!, '/verify-email')) })).status).toBe(200);
  });

  it('says a confirmed address is confirmed, and sends nothing', async () => {
    const { cookie } = await signedIn(t.db);
    const mails = await mailsDuring(async () => {
      const res = await post('/api/auth/verify-email/resend', undefined, { cookie });
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe(ALREADY_VERIFIED_MESSAGE);
    });
    expect(mails).toEqual([]);
  });

  it('sends at most three links an hour', async () => {
    const { cookie } = await signedIn(t.db, { emailVerifiedAt: null });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('/api/auth/verify-email/resend', undefined, { cookie })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe('"Forgot your password?" (POST /api/auth/forgot-password)', () => {
  it('answers the same whether or not the address has an account, and mails only an owner', async () => {
    const owner = await makeUser(t.db, { firstName: 'Ren' });
    const mails = await mailsDuring(async () => {
      const known = await post('/api/auth/forgot-password', { email: owner.email.toUpperCase() });
      const unknown = await post('/api/auth/forgot-password', { email: 'no-account@example.test' });
      expect([known.status, unknown.status]).toEqual([202, 202]);
      expect(await known.json()).toEqual({ message: forgotMessage(owner.email) });
      expect(await unknown.json()).toEqual({ message: forgotMessage('no-account@example.test') });
    });
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['reset-password', owner.email]]);
    expect(mails[0]!.text).toContain('Hello Ren,');
    expect(linkIn(mails[0]!, '/reset-password').origin).toBe('http://localhost');
  });

  it('quietly stops mailing one account after five links in an hour, with the same answer', async () => {
    const owner = await makeUser(t.db);
    const mails = await mailsDuring(async () => {
      for (let i = 0; i < 7; i++) {
        const res = await post('/api/auth/forgot-password', { email: owner.email });
        expect(res.status).toBe(202);
      }
    });
    expect(mails).toHaveLength(5);
  });

  it('limits one address to 20 requests an hour', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await post('/api/auth/forgot-password', { email: `x${i}@example.test` }, { ip })).status);
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('takes links to the site address when one is set, never the Host a request claims', async () => {
    const owner = await makeUser(t.db);
    const [mail] = await mailsDuring(() =>
      call({ ...t.env, SITE_URL: 'https://members.example.org/' }, '/api/auth/forgot-password', {
        method: 'POST',
        body: { email: owner.email },
        headers: { 'cf-connecting-ip': nextIp(), host: 'evil.example' },
      }),
    );
    expect(linkIn(mail!, '/reset-password').origin).toBe('https://members.example.org');
  });
});

describe('choosing a new password (POST /api/auth/reset-password)', () => {
  async function resetLink(email: string) {
    const [mail] = await mailsDuring(() => post('/api/auth/forgot-password', { email }));
    return tokenOf(linkIn(mail!, '/reset-password'));
  }

  it('sets the password, ends every session, signs this browser in, confirms the address and tells the member', async () => {
    const user = await makeUser(t.db, { password: 'the old pass phrase', emailVerifiedAt: null });
    const elsewhere = await sessionOf(t.db, user.id);
    const token = await resetLink(user.email);
    const mails = await mailsDuring(async () => {
      const res = await post('/api/auth/reset-password', { token, password: 'a brand new pass phrase' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ email: user.email, emailVerified: true });
      expect(await me(sessionCookieFrom(res))).toMatchObject({ email: user.email });
    });
    expect(await me(elsewhere.cookie)).toBeNull();
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['password-changed', user.email]]);
    expect((await post('/api/auth/login', { email: user.email, password: 'the old pass phrase' })).status).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: 'a brand new pass phrase' })).status).toBe(200);
  });

  it('works once, and not after an hour', async () => {
    const user = await makeUser(t.db);
    const token = await resetLink(user.email);
    expect((await post('/api/auth/reset-password', { token, password: 'first new pass phrase' })).status).toBe(200);
    const again = await post('/api/auth/reset-password', { token, password: 'second new pass phrase' });
    expect(again.status).toBe(400);
    expect(await messageOf(again)).toBe(LINK_SPENT_MESSAGE);
    const stale = await issueAccountToken(t.db, user.id, 'reset-password', 1, new Date(Date.now() - 60 * 60 * 1000 - 1000));
    expect((await post('/api/auth/reset-password', { token: stale, password: 'third new pass phrase' })).status).toBe(400);
  });

  it('keeps only the newest link working', async () => {
    const user = await makeUser(t.db);
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect((await post('/api/auth/reset-password', { token: first, password: 'a brand new pass phrase' })).status).toBe(400);
    expect((await post('/api/auth/reset-password', { token: second, password: 'a brand new pass phrase' })).status).toBe(200);
  });

  it('refuses a weak password with the registration words and leaves the link usable', async () => {
    const user = await makeUser(t.db);
    const token = await resetLink(user.email);
    const short = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ errors: { password: ['Password must be at least 10 characters'] } });
    const common = await post('/api/auth/reset-password', { token, password: 'qwertyuiop123' });
    expect(common.status).toBe(400);
    expect(await messageOf(common)).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await post('/api/auth/reset-password', { token, password: 'a brand new pass phrase' })).status).toBe(200);
  });
});

describe('an unconfirmed member', () => {
  it('reads the forum but cannot post or comment until the address is confirmed', async () => {
    const { user, cookie } = await signedIn(t.db, { emailVerifiedAt: null });
    const author = await makeUser(t.db);
    const p = await makePost(t.db, author.id);
    expect((await call(t.env, '/api/community/posts', { cookie })).status).toBe(200);
    const newPost = { title: 'Hello everyone', content: 'My first post here.', category: 'General Discussion', tags: [] };
    for (const [path, body] of [
      ['/api/community/posts', newPost],
      [`/api/community/posts/${p.id}/comments`, { content: 'Hi!' }],
    ] as const) {
      const res = await post(path, body, { cookie });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: UNVERIFIED_MESSAGE });
    }
    await t.db.update(users).set({ emailVerifiedAt: new Date().toISOString() }).where(eq(users.id, user.id));
    expect((await post('/api/community/posts', newPost, { cookie })).status).toBe(201);
  });
});

describe('an unconfirmed member giving', () => {
  it('cannot give while signed in (403, nothing stored) until the address is confirmed; signed out, anyone can', async () => {
    const { user, cookie } = await signedIn(t.db, { emailVerifiedAt: null });
    const campaign = await makeCampaign(t.db);
    const env = withTestMode(t.env);
    const gift = { amount: '25', donorName: '', showName: false, email: user.email, frequency: 'once' };
    const give = (who?: string) =>
      call(env, `/api/donation-campaigns/${campaign.id}/donations`, {
        method: 'POST',
        body: gift,
        cookie: who,
        headers: { 'cf-connecting-ip': nextIp() },
      });
    const stored = async () => (await t.db.select().from(donations).where(eq(donations.campaignId, campaign.id)).all()).length;

    const refused = await give(cookie);
    expect([refused.status, await refused.json()]).toEqual([403, { message: UNVERIFIED_GIVING_MESSAGE }]);
    expect(await stored()).toBe(0);
    // The same gift signed out belongs to no account: it goes through.
    expect((await give()).status).toBe(201);
    await t.db.update(users).set({ emailVerifiedAt: new Date().toISOString() }).where(eq(users.id, user.id));
    expect((await give(cookie)).status).toBe(201);
    expect(await stored()).toBe(2);
  });
});

describe('without mail set up', () => {
  it('refuses registration and password links plainly with 503, and makes nothing', async () => {
    const env = { ...t.env, MAIL_QUEUE: undefined, SMTP_HOST: undefined };
    const user = await makeUser(t.db);
    const attempts = [
      ['/api/auth/register', { firstName: 'No', lastName: 'Mail', email: 'no-mail@example.test', password: 'a long enough secret' }],
      ['/api/auth/forgot-password', { email: user.email }],
    ] as const;
    for (const [path, body] of attempts) {
      const res = await call(env, path, { method: 'POST', body, headers: { 'cf-connecting-ip': nextIp() } });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: MAIL_NOT_CONFIGURED_MESSAGE });
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'no-mail@example.test')).get()).toBeUndefined();
    expect(await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id)).all()).toEqual([]);
  });
});
