import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../src/platform/env';
import worker from '../src/index';
import type { ErrorBody } from '../src/lib/errors';
import type { QueuedMail } from '../src/mail/services/mail';
import type { GivingStatement } from '../src/schemas/giving';
import { NO_STATEMENT_MESSAGE } from '../src/schemas/giving';
import { sendGivingStatements, statementYearDue } from '../src/giving/services/giving-statement-mails';
import { makeCampaign, makeDonation } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { linkIn } from './support/mail-outbox';
import { call } from './support/request';

// The July statement mail (issue 21, decision 0042): the Cron Trigger mails every donor of the
// financial year just ended one link to their statement, once, whatever runs overlap.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
let campaignId: number;
beforeAll(async () => {
  te = await createTestEnv();
  env = { ...te.env, SITE_URL: 'https://portal.example.test' };
  campaignId = (await makeCampaign(te.db, { title: 'Auslan interpreting' })).id;
});
afterAll(() => te.dispose());

// Sydney keeps AEST (UTC+10) in June and July.
const LAST_MINUTE_OF_FY2026 = '2026-06-30T13:59:00.000Z'; // 30 June 2026 23:59 Sydney
const FIRST_MINUTE_OF_FY2027 = '2026-06-30T14:00:00.000Z'; // 1 July 2026 00:00 Sydney
const JULY_RUN = new Date('2026-07-01T00:00:00.000Z'); // 1 July 10:00 Sydney

let n = 0;
const address = (name: string) => `${name}-${++n}@example.test`;
/** A real (Stripe) gift: test gifts move no money and are left out outside test mode. */
const gave = (email: string, paidAt: string, overrides: Parameters<typeof makeDonation>[2] = {}) =>
  makeDonation(te.db, campaignId, { email, paidAt, provider: 'stripe', ...overrides });
const mailsTo = (email: string): QueuedMail[] => te.mail.filter((m) => m.to === email);
const run = (at = JULY_RUN, perRun?: number) => sendGivingStatements(env, te.db, 'https://portal.example.test', at, perRun);
/** Runs until a run mails nobody, as the quarter-hourly cron would through July. */
async function runAll(at = JULY_RUN) {
  while ((await run(at, 200)) > 0);
}

/** The Cron Trigger as Cloudflare fires it: the worker's scheduled handler, waiting for what it started. */
async function scheduled(at: Date) {
  const waits: Promise<unknown>[] = [];
  await worker.scheduled({ scheduledTime: at.getTime(), cron: '*/15 * * * *', noRetry() {} } as ScheduledController, env, {
    waitUntil: (p: Promise<unknown>) => waits.push(p),
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext);
  await Promise.all(waits);
}

describe('when statements go out', () => {
  it('is July on Sydney’s clock, for the year that ended on 30 June', () => {
    expect(statementYearDue(new Date(LAST_MINUTE_OF_FY2026))).toBeNull(); // still 30 June in Sydney
    expect(statementYearDue(new Date(FIRST_MINUTE_OF_FY2027))).toBe(2026);
    expect(statementYearDue(new Date('2026-07-31T13:59:00.000Z'))).toBe(2026); // 31 July 23:59
    expect(statementYearDue(new Date('2026-07-31T14:00:00.000Z'))).toBeNull(); // 1 August 00:00
  });

  it('puts a gift at 30 June 23:59 Sydney time in the year just ended, and one at 1 July 00:00 in the next', async () => {
    const june = address('june');
    const july = address('july');
    await gave(june, LAST_MINUTE_OF_FY2026, { amountCents: 4200 });
    await gave(july, FIRST_MINUTE_OF_FY2027);
    await run(new Date(LAST_MINUTE_OF_FY2026));
    expect(mailsTo(june)).toEqual([]);
    await runAll();
    const [mail] = mailsTo(june);
    expect(mail).toMatchObject({ kind: 'giving-statement', subject: 'Your 2025–26 giving statement for tax time' });
    expect(mail!.text).toContain('You made one gift, $42.00 AUD in all.');
    expect(mailsTo(july)).toEqual([]);
    // Next July, the 1 July gift is in its own year's statement.
    await runAll(new Date('2027-07-01T00:00:00.000Z'));
    expect(mailsTo(july).map((m) => m.subject)).toEqual(['Your 2026–27 giving statement for tax time']);
  });
});

describe('exactly once', () => {
  it('mails each donor once, whether the cron runs again, two runs overlap, or the scheduled handler fires through July', async () => {
    const donors = [address('once'), address('once'), address('once')];
    for (const d of donors) {
      await gave(d, '2025-09-01T00:00:00.000Z');
      await gave(d, '2026-03-01T00:00:00.000Z');
    }
    await Promise.all([run(), run(), run()]);
    await runAll();
    await scheduled(new Date('2026-07-01T00:15:00.000Z'));
    await scheduled(new Date('2026-07-20T05:00:00.000Z'));
    for (const d of donors) {
      expect(mailsTo(d)).toHaveLength(1);
      expect(mailsTo(d)[0]!.text).toContain('You made 2 gifts, $50.00 AUD in all.');
    }
  });

  it('takes a page of donors a run, so no run carries them all, and the next run the rest', async () => {
    await runAll();
    const donors = Array.from({ length: 5 }, () => address('paged'));
    for (const d of donors) await gave(d, '2026-01-15T00:00:00.000Z');
    expect(await run(JULY_RUN, 2)).toBe(2);
    expect(await run(JULY_RUN, 2)).toBe(2);
    expect(await run(JULY_RUN, 2)).toBe(1);
    expect(await run(JULY_RUN, 2)).toBe(0);
    expect(donors.map((d) => mailsTo(d).length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('never mails a donor whose only gifts were refunded (or failed); a refunded gift is left out of a paid donor’s count', async () => {
    const refundedOnly = address('refunded');
    const failedOnly = address('failed');
    const mixed = address('mixed');
    await gave(refundedOnly, '2026-02-01T00:00:00.000Z', { status: 'refunded', refundedAt: '2026-02-02T00:00:00.000Z' });
    await gave(failedOnly, '2026-02-01T00:00:00.000Z', { status: 'failed' });
    await gave(mixed, '2026-02-01T00:00:00.000Z', { status: 'refunded', amountCents: 9900 });
    await gave(mixed, '2026-02-03T00:00:00.000Z', { amountCents: 1000 });
    await runAll();
    expect(mailsTo(refundedOnly)).toEqual([]);
    expect(mailsTo(failedOnly)).toEqual([]);
    expect(mailsTo(mixed)[0]!.text).toContain('You made one gift, $10.00 AUD in all.');
  });

  it('leaves test gifts out unless the deployment is in test mode, where they are mailed as tests', async () => {
    const tester = address('tester');
    await makeDonation(te.db, campaignId, { email: tester, paidAt: '2026-02-01T00:00:00.000Z', provider: 'test' });
    await runAll();
    expect(mailsTo(tester)).toEqual([]);
    await sendGivingStatements({ ...env, DONATIONS_TEST_MODE: 'true' }, te.db, 'https://portal.example.test', JULY_RUN, 500);
    expect(mailsTo(tester)[0]!.text).toContain('These were test gifts: no money moved, and the statement is not a tax receipt.');
  });
});

describe('the link in the mail', () => {
  // The link is made by the July run and works for 30 days from then: the donor opens it in July.
  afterEach(() => vi.useRealTimers());

  it('opens a donor’s own statement through a manage link, never another donor’s gifts', async () => {
    const ana = address('ana');
    const ben = address('ben');
    await gave(ana, '2025-08-01T00:00:00.000Z', { amountCents: 2000, donorName: 'Ana Giver' });
    await gave(ana, '2026-05-01T00:00:00.000Z', { amountCents: 3000, donorName: 'Ana Giver' });
    await gave(ben, '2026-05-02T00:00:00.000Z', { amountCents: 7700, donorName: 'Ben Other' });
    await runAll();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-02T00:00:00.000Z') });
    const url = linkIn(mailsTo(ana)[0]!, '/donations/manage/statements/2026');
    const token = url.searchParams.get('token')!;
    const res = await call(env, `/api/donations/manage/${token}/statements/2026`);
    expect(res.status).toBe(200);
    const statement = (await res.json()) as GivingStatement;
    expect(statement).toMatchObject({ year: 2026, label: '2025–26', total: '50.00', donor: { name: 'Ana Giver', email: ana } });
    expect(statement.gifts.map((g) => g.amount)).toEqual(['20.00', '30.00']);
    expect(JSON.stringify(statement)).not.toContain(ben);
    expect(JSON.stringify(statement)).not.toContain('77.00');

    // Ben's link is Ben's: each opens one donor's statement.
    const benToken = linkIn(mailsTo(ben)[0]!, '/donations/manage/statements/2026').searchParams.get('token')!;
    const benStatement = (await (await call(env, `/api/donations/manage/${benToken}/statements/2026`)).json()) as GivingStatement;
    expect(benStatement.gifts.map((g) => g.amount)).toEqual(['77.00']);

    // The manage page lists the year, and a year with no gifts, a bad year or a bad link is a plain 404.
    const page = (await (await call(env, `/api/donations/manage/${token}`)).json()) as { years: { year: number; total: string }[] };
    expect(page.years).toEqual([expect.objectContaining({ year: 2026, total: '50.00', gifts: 2 })]);
    const none = await call(env, `/api/donations/manage/${token}/statements/2024`);
    expect(none.status).toBe(404);
    expect(((await none.json()) as ErrorBody).message).toBe(NO_STATEMENT_MESSAGE);
    expect((await call(env, `/api/donations/manage/${token}/statements/20x6`)).status).toBe(404);
    expect((await call(env, `/api/donations/manage/${'x'.repeat(32)}/statements/2026`)).status).toBe(404);
  });

  it('sends a member to the statement on their account, which shows their gifts', async () => {
    const member = await signedIn(te.db, { email: address('member') });
    await gave(member.user.email, '2026-04-01T00:00:00.000Z', { amountCents: 1500 });
    await runAll();
    const [mail] = mailsTo(member.user.email);
    expect(linkIn(mail!, '/account/giving/2026').href).toBe('https://portal.example.test/account/giving/2026');
    expect(mail!.text).not.toContain('/donations/manage');
    const statement = (await (await call(env, '/api/account/giving/statements/2026', { cookie: member.cookie })).json()) as GivingStatement;
    expect(statement.gifts.map((g) => g.amount)).toEqual(['15.00']);
  });

  it('sends nothing without SITE_URL (no link could be made), and claims no one', async () => {
    const later = address('later');
    await gave(later, '2026-04-01T00:00:00.000Z');
    const noSite = { ...env, SITE_URL: undefined };
    const waits: Promise<unknown>[] = [];
    await worker.scheduled({ scheduledTime: JULY_RUN.getTime(), cron: '*/15 * * * *', noRetry() {} } as ScheduledController, noSite, {
      waitUntil: (p: Promise<unknown>) => waits.push(p),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext);
    await Promise.all(waits);
    expect(mailsTo(later)).toEqual([]);
    await runAll();
    expect(mailsTo(later)).toHaveLength(1);
  });
});
