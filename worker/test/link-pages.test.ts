import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../src/lib/errors';
import type { CurrentUser } from '../src/schemas/auth';
import { LINK_SPENT_MESSAGE } from '../src/accounts/services/account-email';
import { issueAccountToken } from '../src/accounts/services/account-tokens';
import { switchAccountMessage } from '../src/accounts/services/link-owners';
import { createTestEnv } from './support/env';
import { makeUser, signedIn } from './support/factories';
import { linkIn } from './support/mail-outbox';
import { call, sessionCookieFrom } from './support/request';

// Issue 52, decision 0046: login CSRF through a mailed link. A member signed in as X who pressed
// "Confirm my email address" on someone else's link was signed in as that account, unasked. A
// link's page now learns first whose account the link is for (POST /api/auth/links/about, nothing
// spent), and a link that would sign in as someone else is refused unless the member chose to.

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

let address = 0;
const post = (path: string, body?: unknown, cookie?: string) =>
  call(t.env, path, { method: 'POST', body, cookie, headers: { 'cf-connecting-ip': `198.19.0.${++address}` } });
const about = (token: string, purpose: string) => post('/api/auth/links/about', { token, purpose });
const whoIs = async (cookie: string) => ((await (await call(t.env, '/api/auth/user', { cookie })).json()) as CurrentUser).email;
const messageOf = async (res: Response) => ((await res.json()) as ErrorBody).message;

describe('POST /api/auth/links/about', () => {
  it('says whose account each kind of link acts on, and spends nothing', async () => {
    const unconfirmed = await makeUser(t.db, { emailVerifiedAt: null });
    const confirmed = await makeUser(t.db);
    const verify = await issueAccountToken(t.db, unconfirmed.id, 'verify-email', 24);
    const reset = await issueAccountToken(t.db, confirmed.id, 'reset-password', 1);
    const move = await issueAccountToken(t.db, confirmed.id, 'change-email', 24, new Date(), 'new-home@example.test');
    const del = await issueAccountToken(t.db, confirmed.id, 'delete-account', 1);

    expect(await (await about(verify, 'verify-email')).json()).toEqual({ email: unconfirmed.email, newEmail: null, confirmed: false });
    expect(await (await about(reset, 'reset-password')).json()).toEqual({ email: confirmed.email, newEmail: null, confirmed: true });
    expect(await (await about(move, 'change-email')).json()).toEqual({
      email: confirmed.email,
      newEmail: 'new-home@example.test',
      confirmed: true,
    });
    expect(await (await about(del, 'delete-account')).json()).toEqual({ email: confirmed.email, newEmail: null, confirmed: true });

    // A link asked about as another kind, or spent, says only that it does not work.
    const wrongKind = await about(reset, 'verify-email');
    expect(wrongKind.status).toBe(400);
    expect(await messageOf(wrongKind)).toBe(LINK_SPENT_MESSAGE);
    expect((await about(verify, 'sign-in')).status).toBe(400);
    // Asking spent nothing: the link still does what it is for.
    expect((await post('/api/auth/verify-email', { token: verify })).status).toBe(200);
    expect((await about(verify, 'verify-email')).status).toBe(400);
  });
});

describe('POST /api/auth/links/about refuses as the link itself would', () => {
  const tokenErrorOf = async (res: Response) => ({ status: res.status, token: ((await res.json()) as ErrorBody).errors?.token });

  it('an unknown, expired or spent link: 400 with the words the spending endpoint gives for it', async () => {
    const owner = await makeUser(t.db);
    const expired = await issueAccountToken(t.db, owner.id, 'reset-password', 1, new Date(Date.now() - 2 * 60 * 60 * 1000));
    const spent = await issueAccountToken(t.db, owner.id, 'reset-password', 1);
    expect((await post('/api/auth/reset-password', { token: spent, password: 'a brand new pass phrase' })).status).toBe(200);
    for (const token of ['no-such-link-token-anywhere', expired, spent]) {
      const asked = await tokenErrorOf(await about(token, 'reset-password'));
      const used = await tokenErrorOf(await post('/api/auth/reset-password', { token, password: 'another new pass phrase' }));
      expect(asked).toEqual({ status: 400, token: [LINK_SPENT_MESSAGE] });
      expect(asked).toEqual(used);
    }
  });

  it('asking about a reset link leaves it working, and the asking is rate-limited per address', async () => {
    const owner = await makeUser(t.db);
    const token = await issueAccountToken(t.db, owner.id, 'reset-password', 1);
    const headers = { 'cf-connecting-ip': '198.18.7.7' };
    const ask = () => call(t.env, '/api/auth/links/about', { method: 'POST', body: { token, purpose: 'reset-password' }, headers });
    for (let i = 0; i < 60; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
    const reset = await post('/api/auth/reset-password', { token, password: 'a brand new pass phrase' });
    expect(reset.status).toBe(200);
    expect(await whoIs(sessionCookieFrom(reset)!)).toBe(owner.email);
  });
});

describe('a link never switches the signed-in member unasked', () => {
  it('the confirmation link: refused (409, nothing spent) while signed in as someone else; the member chooses to switch', async () => {
    const me = await signedIn(t.db);
    const [mail] = await (async () => {
      const before = t.mail.length;
      await post('/api/auth/register', {
        firstName: 'Other',
        lastName: 'Person',
        email: 'other-person@example.test',
        password: 'a long enough secret',
      });
      return t.mail.slice(before);
    })();
    const token = linkIn(mail!, '/verify-email').searchParams.get('token')!;

    const refused = await post('/api/auth/verify-email', { token }, me.cookie);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(switchAccountMessage(me.user.email, 'other-person@example.test'));
    expect(sessionCookieFrom(refused)).toBeUndefined();
    expect(await whoIs(me.cookie)).toBe(me.user.email);

    const switched = await post('/api/auth/verify-email', { token, switchAccount: true }, me.cookie);
    expect(switched.status).toBe(200);
    expect(await whoIs(sessionCookieFrom(switched)!)).toBe('other-person@example.test');
    // The old session of this browser ended with the switch.
    expect((await call(t.env, '/api/auth/user', { cookie: me.cookie })).status).toBe(401);
  });

  it('signed in as the link’s own account, or signed out, nothing is asked', async () => {
    const own = await signedIn(t.db, { emailVerifiedAt: null });
    const token = await issueAccountToken(t.db, own.user.id, 'verify-email', 24);
    expect((await post('/api/auth/verify-email', { token }, own.cookie)).status).toBe(200);
    const other = await makeUser(t.db, { emailVerifiedAt: null });
    expect((await post('/api/auth/verify-email', { token: await issueAccountToken(t.db, other.id, 'verify-email', 24) })).status).toBe(200);
  });

  it('a password reset link: the same', async () => {
    const me = await signedIn(t.db);
    const owner = await makeUser(t.db);
    const token = await issueAccountToken(t.db, owner.id, 'reset-password', 1);
    const refused = await post('/api/auth/reset-password', { token, password: 'a brand new pass phrase' }, me.cookie);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(switchAccountMessage(me.user.email, owner.email));
    expect(await whoIs(me.cookie)).toBe(me.user.email);
    const switched = await post('/api/auth/reset-password', { token, password: 'a brand new pass phrase', switchAccount: true }, me.cookie);
    expect(switched.status).toBe(200);
    expect(await whoIs(sessionCookieFrom(switched)!)).toBe(owner.email);
  });

  it('a sign-in link, even in the browser that asked: names both accounts and waits for the member to confirm', async () => {
    const me = await signedIn(t.db);
    const owner = await makeUser(t.db);
    const asked = await post('/api/auth/sign-in-link', { email: owner.email }, me.cookie);
    const nonce = /(?:^|,\s*)(sign_in_link=[^;]+)/.exec(asked.headers.get('set-cookie') ?? '')![1]!;
    const token = linkIn(t.mail.at(-1)!, '/sign-in-link').searchParams.get('token')!;
    const cookie = `${me.cookie}; ${nonce}`;

    const question = await post('/api/auth/sign-in-link/use', { token }, cookie);
    expect(await question.json()).toEqual({ status: 'confirm', email: owner.email, signedInAs: me.user.email });
    expect(await whoIs(me.cookie)).toBe(me.user.email);
    const confirmed = await post('/api/auth/sign-in-link/use', { token, confirm: true }, cookie);
    expect(await confirmed.json()).toMatchObject({ status: 'signed-in', user: { email: owner.email } });
  });
});
