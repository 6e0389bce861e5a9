import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import { LINK_SPENT_MESSAGE } from '../src/accounts/services/account-email';
import { issueAccountToken, peekAccountToken, spendAccountToken } from '../src/accounts/services/account-tokens';
import { STOP_LINK_BROKEN, unsubscribeKey, unsubscribeQuery } from '../src/notifications/services/notification-delivery';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { linkIn } from './support/mail-outbox';
import { call } from './support/request';

// Issue 52: links mailed to an address the account has since left kept working, so whoever still
// read the old inbox (a shared or lost mailbox, the reason the member moved) could choose a new
// password, sign in or delete the account. A link now works only while the account has the
// address it was mailed to.

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

let address = 0;
const post = (path: string, body?: unknown, cookie?: string) =>
  call(t.env, path, { method: 'POST', body, cookie, headers: { 'cf-connecting-ip': `192.0.2.${++address}` } });

async function mailOf(kind: string, action: () => Response | Promise<Response>) {
  const before = t.mail.length;
  const res = await action();
  expect(res.status, kind).toBeLessThan(300);
  const mail = t.mail.slice(before).find((m) => m.kind === kind);
  expect(mail, kind).toBeDefined();
  return mail!;
}

const tokenIn = (mail: Parameters<typeof linkIn>[0], path: string) => linkIn(mail, path).searchParams.get('token')!;
const messageOf = async (res: Response) => ((await res.json()) as ErrorBody).message;

describe('links mailed before the address changed', () => {
  it('a reset link, a sign-in link, a deletion link and "Stop these emails" from the old inbox all stop working', async () => {
    const { user, cookie } = await signedIn(t.db, { password: 'the current pass phrase' });
    const reset = tokenIn(
      await mailOf('reset-password', () => post('/api/auth/forgot-password', { email: user.email })),
      '/reset-password',
    );
    const signIn = tokenIn(await mailOf('sign-in-link', () => post('/api/auth/sign-in-link', { email: user.email })), '/sign-in-link');
    const del = tokenIn(await mailOf('delete-account', () => post('/api/account/delete/link', undefined, cookie)), '/delete-account');
    const stopKey = await unsubscribeKey(t.db, user.id);

    const confirm = await mailOf('confirm-new-email', () =>
      post('/api/auth/email', { newEmail: 'moved-away@example.test', currentPassword: 'the current pass phrase' }, cookie),
    );
    expect((await post('/api/auth/email/confirm', { token: tokenIn(confirm, '/confirm-email-change') })).status).toBe(200);

    const tries = [
      await post('/api/auth/reset-password', { token: reset, password: 'a brand new pass phrase' }),
      await post('/api/auth/sign-in-link/use', { token: signIn, confirm: true }),
      await post('/api/account/delete/confirm', { token: del, posts: 'keep' }),
    ];
    expect(tries.map((r) => r.status)).toEqual([400, 400, 400]);
    for (const res of tries) expect(await messageOf(res)).toBe(LINK_SPENT_MESSAGE);
    const stop = await call(t.env, `/api/notifications/unsubscribe?${unsubscribeQuery(user.id, 'post-reply', stopKey)}`, {
      method: 'POST',
    });
    expect(stop.status).toBe(400);
    expect(await messageOf(stop)).toBe(STOP_LINK_BROKEN);

    // Nothing happened to the account: it is there, at its new address, with its password.
    const after = await t.db.select().from(users).where(eq(users.id, user.id)).get();
    expect(after).toMatchObject({ email: 'moved-away@example.test', passwordHash: user.passwordHash });
    // The new inbox gets links that work.
    const fresh = await mailOf('reset-password', () => post('/api/auth/forgot-password', { email: 'moved-away@example.test' }));
    expect(
      (await post('/api/auth/reset-password', { token: tokenIn(fresh, '/reset-password'), password: 'a brand new pass phrase' })).status,
    ).toBe(200);
  });

  it('the binding holds whichever way the address changed', async () => {
    const { user } = await signedIn(t.db);
    const token = await issueAccountToken(t.db, user.id, 'reset-password', 1);
    expect(await peekAccountToken(t.db, token, 'reset-password')).toMatchObject({ userId: user.id });

    // Any path that moves the account (not only the member's own change) leaves the link behind.
    await t.db.update(users).set({ email: 'elsewhere@example.test' }).where(eq(users.id, user.id));
    expect(await peekAccountToken(t.db, token, 'reset-password')).toBeNull();
    expect(await spendAccountToken(t.db, token, 'reset-password')).toBeNull();
  });
});
