import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearLabel, financialYearOf, NO_STATEMENT_MESSAGE, type Giving, type GivingStatement } from '../src/schemas/giving';
import type { ErrorBody } from '../src/lib/errors';
import { makeCampaign, makeDonation, withOrganisation } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

// "Your giving" and its financial-year statements (issue 21): a member's own gifts only, with
// Australia's financial year (1 July to 30 June) counted in Sydney time.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const giving = async (cookie: string) => (await (await call(te.env, '/api/account/giving', { cookie })).json()) as Giving;

describe('the financial year', () => {
  it('turns at midnight in Sydney between 30 June and 1 July (14:00 UTC, standard time)', () => {
    expect(financialYearOf('2026-06-30T13:59:59.999Z')).toBe(2026); // 30 June 23:59:59 in Sydney
    expect(financialYearOf('2026-06-30T14:00:00.000Z')).toBe(2027); // 1 July 00:00 in Sydney
    expect(financialYearOf('2026-01-01T00:00:00.000Z')).toBe(2026); // 11 am on New Year's Day, summer time
    expect(financialYearOf('2025-12-31T13:30:00.000Z')).toBe(2026); // 00:30 on 1 January in Sydney, still 2025 in UTC
    expect(financialYearLabel(2026)).toBe('2025–26');
    expect(financialYearLabel(2000)).toBe('1999–00');
  });
});

describe('your giving', () => {
  it('lists the member’s own gifts (signed in, or to their confirmed address), newest first, and never a failed one or someone else’s', async () => {
    const me = await signedIn(te.db);
    const campaign = await makeCampaign(te.db, { title: 'Ramps for the hall' });
    const byAccount = await makeDonation(te.db, campaign.id, {
      userId: me.user.id,
      paidAt: '2026-03-01T00:00:00.000Z',
      receiptNumber: 'R-1',
    });
    const byAddress = await makeDonation(te.db, campaign.id, { email: me.user.email, paidAt: '2026-05-01T00:00:00.000Z' });
    await makeDonation(te.db, campaign.id, { userId: me.user.id, status: 'failed', paidAt: null });
    await makeDonation(te.db, campaign.id, { email: 'someone-else@example.test' });

    const mine = await giving(me.cookie);
    expect(mine.gifts.map((g) => g.id)).toEqual([byAddress.id, byAccount.id]);
    expect(mine.gifts[1]).toEqual({
      id: byAccount.id,
      campaign: 'Ramps for the hall',
      amount: '25.00',
      status: 'paid',
      receiptNumber: 'R-1',
      at: '2026-03-01T00:00:00.000Z',
      receiptPath: `/donations/receipts/${byAccount.receiptToken}`,
      testMode: true,
    });
    // Test gifts moved no money: counted as gifts, never in the total.
    expect(mine.years).toEqual([{ year: 2026, label: '2025–26', total: '0.00', gifts: 2 }]);

    // An address not yet confirmed may be someone else's: only gifts given while signed in show.
    const unconfirmed = await signedIn(te.db, { emailVerifiedAt: null });
    await makeDonation(te.db, campaign.id, { email: unconfirmed.user.email });
    expect((await giving(unconfirmed.cookie)).gifts).toEqual([]);
    expect((await call(te.env, '/api/account/giving')).status).toBe(401);
  });
});

describe('the statement for a financial year', () => {
  it('holds the paid gifts from 1 July 00:00 to 30 June 23:59:59 Sydney time, with the deductible total and the DGR details', async () => {
    const me = await signedIn(te.db, { firstName: 'Noor', lastName: 'Haddad' });
    const campaign = await makeCampaign(te.db, { title: 'Peer support' });
    const gift = (paidAt: string, provider: 'stripe' | 'test' = 'stripe', amountCents = 5000) =>
      makeDonation(te.db, campaign.id, { userId: me.user.id, paidAt, provider, amountCents });
    await gift('2025-06-30T13:59:59.000Z'); // 30 June 2025, 23:59:59: the year before
    const first = await gift('2025-06-30T14:00:00.000Z'); // 1 July 2025, 00:00
    const test = await gift('2026-01-15T02:00:00.000Z', 'test', 1000);
    const last = await gift('2026-06-30T13:59:59.000Z', 'stripe', 12345); // 30 June 2026, 23:59:59
    await gift('2026-06-30T14:00:00.000Z'); // 1 July 2026: the next year

    const res = await call(withOrganisation(te.env), '/api/account/giving/statements/2026', { cookie: me.cookie });
    expect(res.status).toBe(200);
    const statement = (await res.json()) as GivingStatement;
    expect(statement).toMatchObject({
      year: 2026,
      label: '2025–26',
      from: '1 July 2025',
      to: '30 June 2026',
      donor: { name: 'Noor Haddad', email: me.user.email },
      organisation: { name: 'Members Portal Demo Inc.', abn: '51 824 753 556' },
      total: '173.45',
      testTotal: '10.00',
    });
    expect(statement.gifts.map((g) => g.id)).toEqual([first.id, test.id, last.id]);

    // Without the organisation's settings, no statement claims a deductible gift.
    const plain = (await (await call(te.env, '/api/account/giving/statements/2026', { cookie: me.cookie })).json()) as GivingStatement;
    expect(plain.organisation).toBeNull();
  });

  it('is 404 in plain words for a year without gifts, a year that is not one, or another member’s year', async () => {
    const me = await signedIn(te.db);
    const other = await signedIn(te.db);
    await makeDonation(te.db, (await makeCampaign(te.db)).id, { userId: other.user.id, paidAt: '2026-02-02T00:00:00.000Z' });
    for (const year of ['2026', '2019', '1999', '3000', '20x6', '02026', '-1']) {
      const res = await call(te.env, `/api/account/giving/statements/${year}`, { cookie: me.cookie });
      expect([year, res.status, ((await res.json()) as ErrorBody).message]).toEqual([year, 404, NO_STATEMENT_MESSAGE]);
    }
    expect((await call(te.env, '/api/account/giving/statements/2026', { cookie: other.cookie })).status).toBe(200);
    expect((await call(te.env, '/api/account/giving/statements/2026')).status).toBe(401);
  });
});
