import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import { monthlyChangeSchema } from '../src/schemas/monthly-gifts';
import { NAME_LINK_MESSAGE } from '../src/schemas/names';
import { mailDonationReceipt } from '../src/giving/services/donation-mails';
import { accountForOidc } from '../src/accounts/services/oidc-accounts';
import { makeCampaign, makeDonation, withTestMode } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { makePasskey, makeUser, signedIn } from './support/factories';
import { call } from './support/request';

// Issue 52: a name held a link, and the mail to an address nobody had confirmed greeted its
// owner with it ("Hello your donation failed. Pay again at https://…"). Every name field refuses
// links, with one message; and no mail to an unconfirmed address carries the name at all.

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

let address = 0;
const post = (path: string, body?: unknown, cookie?: string) =>
  call(t.env, path, { method: 'POST', body, cookie, headers: { 'cf-connecting-ip': `203.0.113.${++address}` } });

async function mailsDuring(action: () => unknown) {
  const before = t.mail.length;
  await action();
  return t.mail.slice(before);
}

const PHISH = 'your donation failed. Pay again at https://pay.evil.example';
const LINKS = [PHISH, 'www.evil.example', 'pay-now.support', 'me@evil.example', 'ｅｖｉｌ．ｃｏｍ', 'mailto:me'];
const refusedName = (field: string) => ({ message: NAME_LINK_MESSAGE, errors: { [field]: [NAME_LINK_MESSAGE] } });

describe('names refuse links, with one message', () => {
  it('joining: every shape of link in either name is refused (400), and nothing is made or mailed', async () => {
    for (const [i, name] of LINKS.entries()) {
      const email = `link-name-${i}@example.test`;
      const mails = await mailsDuring(async () => {
        const first = await post('/api/auth/register', { firstName: name, lastName: 'Haddad', email, password: 'a long enough secret' });
        expect(first.status).toBe(400);
        expect(await first.json()).toMatchObject(refusedName('firstName'));
        const last = await post('/api/auth/register', { firstName: 'Noor', lastName: name, email, password: 'a long enough secret' });
        expect(await last.json()).toMatchObject(refusedName('lastName'));
      });
      expect(mails).toEqual([]);
      expect(await t.db.select().from(users).where(eq(users.email, email)).get()).toBeUndefined();
    }
    // A real name with full stops, hyphens and brackets is still a name.
    const fine = await post('/api/auth/register', {
      firstName: 'J. R. R.',
      lastName: "O'Brien-Smith (she/her)",
      email: 'fine-name@example.test',
      password: 'a long enough secret',
    });
    expect(fine.status).toBe(202);
  });

  it('the profile, a gift, the name on monthly receipts and a passkey’s name refuse one too', async () => {
    const { user, cookie } = await signedIn(t.db);
    const profile = await call(t.env, '/api/profile', {
      method: 'PATCH',
      cookie,
      body: { firstName: 'Sam', lastName: 'www.evil.example' },
    });
    expect(profile.status).toBe(400);
    expect(await profile.json()).toMatchObject(refusedName('lastName'));
    expect((await t.db.select().from(users).where(eq(users.id, user.id)).get())!.lastName).toBe('Member');

    const campaign = await makeCampaign(t.db);
    const gift = await call(withTestMode(t.env), `/api/donation-campaigns/${campaign.id}/donations`, {
      method: 'POST',
      body: { amount: '10', donorName: PHISH, showName: true, email: 'giver@example.test' },
      headers: { 'cf-connecting-ip': `203.0.113.${++address}` },
    });
    expect(gift.status).toBe(400);
    expect(((await gift.json()) as ErrorBody).errors?.donorName).toEqual([NAME_LINK_MESSAGE]);

    const receiptName = v.safeParse(monthlyChangeSchema, { receiptName: 'evil.example' });
    expect(receiptName.success ? null : receiptName.issues[0].message).toBe(NAME_LINK_MESSAGE);

    const passkey = await makePasskey(t.db, user.id);
    const renamed = await call(t.env, `/api/auth/passkeys/${passkey.id}`, { method: 'PATCH', cookie, body: { name: 'Call evil.example' } });
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toMatchObject(refusedName('name'));
  });

  it('a name from a sign-in provider that holds a link is left out of the new account', async () => {
    const made = await accountForOidc(t.db, {
      subject: 'provider-subject-with-a-link-name',
      email: 'provider-link-name@example.test',
      emailVerified: true,
      firstName: PHISH,
      lastName: 'Haddad',
    });
    expect('user' in made && [made.user.firstName, made.user.lastName]).toEqual(['', 'Haddad']);
  });
});

describe('no mail to an address not yet confirmed carries the name', () => {
  it('joining: the mail with the link greets nobody by name', async () => {
    const [mail] = await mailsDuring(() =>
      post('/api/auth/register', {
        firstName: 'Zebedee',
        lastName: 'Quill',
        email: 'zebedee@example.test',
        password: 'a long enough secret',
      }),
    );
    expect(mail!.kind).toBe('verify-email');
    expect(mail!.text).toContain('Hello,');
    expect(mail!.text + mail!.html).not.toContain('Zebedee');
  });

  it('every mail about an unconfirmed account leaves its name out; a confirmed one is still greeted by name', async () => {
    // What an account made with someone else's address, and never confirmed, would say.
    const { user, cookie } = await signedIn(t.db, { firstName: 'Zebedee', emailVerifiedAt: null, password: 'the current pass phrase' });
    const admin = await signedIn(t.db, { role: 'admin' });
    const mails = await mailsDuring(async () => {
      await post('/api/auth/register', { firstName: 'Someone', lastName: 'Else', email: user.email, password: 'a long enough secret' });
      await post('/api/auth/verify-email/resend', undefined, cookie);
      await post('/api/auth/forgot-password', { email: user.email });
      await post('/api/auth/sign-in-link', { email: user.email });
      await post('/api/auth/email', { newEmail: 'zebedee-moved@example.test', currentPassword: 'the current pass phrase' }, cookie);
      await post('/api/account/delete/link', undefined, cookie);
      await call(t.env, `/api/cms/members/${user.id}/suspension`, {
        method: 'PUT',
        cookie: admin.cookie,
        body: { reason: 'Spam in the forum', until: null },
      });
      await call(t.env, `/api/cms/members/${user.id}/role`, { method: 'PATCH', cookie: admin.cookie, body: { role: 'editor' } });
    });
    expect(mails.map((m) => m.kind).sort()).toEqual(
      [
        'already-registered',
        'verify-email',
        'reset-password',
        'sign-in-link',
        'confirm-new-email',
        'email-change-requested',
        'delete-account',
        'suspended',
        'role-changed',
      ].sort(),
    );
    for (const mail of mails) {
      expect(mail.text, mail.kind).toContain('Hello,');
      expect(mail.text + mail.html, mail.kind).not.toContain('Zebedee');
    }

    const confirmed = await makeUser(t.db, { firstName: 'Ren' });
    const [reset] = await mailsDuring(() => post('/api/auth/forgot-password', { email: confirmed.email }));
    expect(reset!.text).toContain('Hello Ren,');
  });

  it('a gift’s mails never greet by the name typed with it: the address is whatever the giver typed', async () => {
    const campaign = await makeCampaign(t.db);
    const gift = await makeDonation(t.db, campaign.id, { donorName: 'Zebedee', email: 'someone@example.test', status: 'paid' });
    const [receipt] = await mailsDuring(() => mailDonationReceipt(t.db, t.env, gift.id, 'http://localhost'));
    expect(receipt!.kind).toBe('donation-receipt');
    expect(receipt!.text).toContain('Hello,');
    expect(receipt!.text + receipt!.html).not.toContain('Zebedee');
  });
});
