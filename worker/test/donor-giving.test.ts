import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../src/platform/env';
import type { ErrorBody } from '../src/lib/errors';
import type { DonationCreated } from '../src/schemas/donations';
import { MANAGE_LINK_GONE_MESSAGE, type DonorGiving } from '../src/schemas/donor-giving';
import { MANAGE_LINK_SENT_MESSAGE } from '../src/giving/services/donation-mails';
import { issueDonorLink } from '../src/giving/services/donor-links';
import { visitor } from './support/cms-factories';
import { makeCampaign, makeDonation, withTestMode } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { linkIn } from './support/mail-outbox';
import { call } from './support/request';

// Receipts by mail, and "Manage your giving" for donors without an account (issue 21).

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
beforeAll(async () => {
  te = await createTestEnv();
  env = withTestMode(te.env);
});
afterAll(() => te.dispose());

const give = (e: Env, campaignId: number, email: string, amount = '30') =>
  call(e, `/api/donation-campaigns/${campaignId}/donations`, {
    method: 'POST',
    body: { amount, donorName: 'Kim Donor', showName: false, email },
    headers: visitor(),
  });
const askForLink = (email: string, e = env, headers: Record<string, string> = visitor()) =>
  call(e, '/api/donations/manage-link', { method: 'POST', body: { email }, headers });
const manage = async (url: URL) => call(env, `/api/donations/manage/${url.searchParams.get('token')}`);

describe('the receipt mail', () => {
  it('goes to the donor when a gift is paid, with the receipt and a link to manage their giving that lists only their gifts', async () => {
    const campaign = await makeCampaign(te.db, { title: 'Hearing loop' });
    const email = `kim-${Date.now()}@example.test`;
    await makeDonation(te.db, campaign.id, { email: 'someone.else@example.test' });
    const before = te.mail.length;
    const res = await give(env, campaign.id, email);
    expect(res.status).toBe(201);
    const { receiptUrl } = (await res.json()) as DonationCreated;
    const [mail] = te.mail.slice(before);
    expect(mail).toMatchObject({ kind: 'donation-receipt', to: email, subject: 'Your receipt: $30.00 to Hearing loop' });
    expect(mail!.text).toContain('This was a test gift: no money moved, and this is not a tax receipt.');
    expect(linkIn(mail!, '/donations/receipts/').pathname).toBe(receiptUrl);

    const page = await manage(linkIn(mail!, '/donations/manage'));
    expect(page.status).toBe(200);
    const giving = (await page.json()) as DonorGiving;
    expect(giving.email).toBe(email);
    expect(giving.gifts.map((g) => [g.campaign, g.amount, g.receiptPath])).toEqual([['Hearing loop', '30.00', receiptUrl]]);
  });

  it('never holds a gift back: without mail settings the gift is made and its receipt page is the receipt', async () => {
    const campaign = await makeCampaign(te.db);
    const before = te.mail.length;
    const res = await give({ ...env, MAIL_QUEUE: undefined }, campaign.id, 'no-mail@example.test');
    expect(res.status).toBe(201);
    expect(te.mail.length).toBe(before);
  });
});

describe('asking for a link to manage one’s giving', () => {
  it('answers the same whether or not the address gave, and mails a link only to an address that did', async () => {
    const campaign = await makeCampaign(te.db);
    const giver = `giver-${Date.now()}@example.test`;
    await makeDonation(te.db, campaign.id, { email: giver });
    const before = te.mail.length;
    for (const email of [giver, `never-gave-${Date.now()}@example.test`]) {
      const res = await askForLink(email);
      expect([res.status, await res.json()]).toEqual([202, { message: MANAGE_LINK_SENT_MESSAGE }]);
    }
    const sent = te.mail.slice(before);
    expect(sent.map((m) => [m.kind, m.to])).toEqual([['manage-giving', giver]]);
    const giving = (await (await manage(linkIn(sent[0]!, '/donations/manage'))).json()) as DonorGiving;
    expect(giving.gifts).toHaveLength(1);
  });

  it('mails one address at most three links an hour (silently), and one visitor may ask ten times an hour', async () => {
    const campaign = await makeCampaign(te.db);
    const giver = `often-${Date.now()}@example.test`;
    await makeDonation(te.db, campaign.id, { email: giver });
    const before = te.mail.length;
    const answers: number[] = [];
    const oneVisitor = visitor();
    for (let i = 0; i < 10; i++) answers.push((await askForLink(giver, env, oneVisitor)).status);
    expect(answers).toEqual(Array(10).fill(202));
    expect(te.mail.slice(before).filter((m) => m.to === giver)).toHaveLength(3);
    const eleventh = await askForLink(giver, env, oneVisitor);
    expect([eleventh.status, ((await eleventh.json()) as ErrorBody).message]).toEqual([
      429,
      'You have asked for several links in the last hour. Please check your inbox, or try again later.',
    ]);
    // Another visitor is not held back by this one, and the address still gets no fourth mail.
    expect((await askForLink(giver)).status).toBe(202);
    expect(te.mail.slice(before).filter((m) => m.to === giver)).toHaveLength(3);
  });

  it('refuses a bad address with the form’s words, and answers 503 in plain words without mail', async () => {
    const bad = await askForLink('not an address');
    expect([bad.status, ((await bad.json()) as ErrorBody).message]).toEqual([400, 'Enter an email address like name@example.org']);
    expect((await askForLink('x@example.test', { ...env, MAIL_QUEUE: undefined })).status).toBe(503);
  });
});

describe('a manage link', () => {
  it('is 404 in words that say what to do when it is unknown, malformed or older than 30 days', async () => {
    const old = await issueDonorLink(te.db, 'old@example.test', new Date(Date.now() - 31 * 86_400_000));
    for (const token of [old, 'not-a-real-link-at-all-0000', '%20', 'x'.repeat(300)]) {
      const res = await call(env, `/api/donations/manage/${encodeURIComponent(token)}`);
      expect([res.status, ((await res.json()) as ErrorBody).message]).toEqual([404, MANAGE_LINK_GONE_MESSAGE]);
    }
    const fresh = await issueDonorLink(te.db, 'Mixed.Case@Example.test');
    await makeDonation(te.db, (await makeCampaign(te.db)).id, { email: 'mixed.case@example.test' });
    const giving = (await (await call(env, `/api/donations/manage/${fresh}`)).json()) as DonorGiving;
    expect(giving.gifts).toHaveLength(1);
  });
});
