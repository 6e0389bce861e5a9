import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../src/platform/env';
import type { ErrorBody } from '../src/lib/errors';
import { EXPORT_COLUMNS, EXPORT_ORDER_MESSAGE, EXPORT_RANGE_MESSAGE } from '../src/schemas/donation-export';
import { csvCell, sydneyDayStart } from '../src/giving/services/donation-export';
import { makeCampaign, makeDonation, makeMonthlyGift, withTestMode } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

// The accountant's CSV (issue 21, decision 0037): Sydney days inclusive, one row per payment,
// quoted as RFC 4180 says and safe to open in a spreadsheet.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
let admin: string;
let editor: string;
beforeAll(async () => {
  te = await createTestEnv();
  env = withTestMode(te.env);
  ({ cookie: admin } = await signedIn(te.db, { role: 'admin' }));
  ({ cookie: editor } = await signedIn(te.db, { role: 'editor' }));
});
afterAll(() => te.dispose());

const download = (query: string, cookie = admin) => call(env, `/api/donations/export?${query}`, { cookie });
/** The CSV's lines without the byte-order mark, split into raw lines (no cell here holds a line break). */
const linesOf = async (res: Response) =>
  (await res.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('the accountant’s CSV', () => {
  it('takes Sydney days whole: 30 June 23:59 is the old financial year, 1 July 00:00 the new, daylight saving included', async () => {
    expect(sydneyDayStart('2026-07-01')).toBe('2026-06-30T14:00:00.000Z');
    expect(sydneyDayStart('2027-01-01')).toBe('2026-12-31T13:00:00.000Z');
    const campaign = await makeCampaign(te.db, { title: 'Boundary fund' });
    await makeDonation(te.db, campaign.id, { donorName: 'June Late', paidAt: '2026-06-30T13:59:00.000Z', receiptNumber: 'R-X00001' });
    await makeDonation(te.db, campaign.id, { donorName: 'July Early', paidAt: '2026-06-30T14:00:00.000Z', receiptNumber: 'R-X00002' });
    await makeDonation(te.db, campaign.id, { donorName: 'July Last', paidAt: '2026-07-31T13:59:00.000Z', receiptNumber: 'R-X00003' });
    await makeDonation(te.db, campaign.id, { donorName: 'August', paidAt: '2026-07-31T14:00:00.000Z', receiptNumber: 'R-X00004' });
    const res = await download('from=2026-07-01&to=2026-07-31');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="donations-2026-07-01-to-2026-07-31.csv"');
    const [header, ...rows] = await linesOf(res);
    expect(header).toBe(EXPORT_COLUMNS.join(','));
    expect(rows.map((r) => r.split(',')[1])).toEqual(['R-X00002', 'R-X00003']);
    expect(rows[0]!.startsWith('2026-07-01 00:00,R-X00002,July Early,')).toBe(true);
    expect(rows[1]!.startsWith('2026-07-31 23:59,R-X00003,')).toBe(true);
  });

  it('writes each payment’s facts: email, campaign, amount, frequency, status, refund date, test flag', async () => {
    const campaign = await makeCampaign(te.db, { title: 'Ramps, rails and "lifts"' });
    const monthly = await makeMonthlyGift(te.db, campaign.id);
    const at = '2025-03-10T01:00:00.000Z'; // 12:00 in Sydney (daylight saving)
    await makeDonation(te.db, campaign.id, {
      donorName: null,
      email: 'anon@example.test',
      amountCents: 1050,
      paidAt: at,
      receiptNumber: 'R-Y00001',
      provider: 'stripe',
    });
    await makeDonation(te.db, campaign.id, {
      donorName: 'Max Monthly',
      email: 'max@example.test',
      paidAt: '2025-03-10T02:00:00.000Z',
      receiptNumber: 'R-Y00002',
      monthlyGiftId: monthly.id,
      status: 'refunded',
      refundedAt: '2025-03-11T03:30:00.000Z',
    });
    await makeDonation(te.db, campaign.id, { donorName: 'Pending Pat', status: 'pending', paidAt: null, createdAt: at });
    const rows = (await linesOf(await download('from=2025-03-10&to=2025-03-10'))).slice(1);
    expect(rows).toEqual([
      '2025-03-10 12:00,R-Y00001,Anonymous,anon@example.test,"Ramps, rails and ""lifts""",10.50,AUD,once,paid,,,no',
      '2025-03-10 13:00,R-Y00002,Max Monthly,max@example.test,"Ramps, rails and ""lifts""",25.00,AUD,monthly,refunded,2025-03-11 14:30,,yes',
    ]);
  });

  it('defuses cells a spreadsheet would run as a formula', async () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+61')).toBe("'+61");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Plain name')).toBe('Plain name');
    const campaign = await makeCampaign(te.db, { title: '=cmd|calc' });
    await makeDonation(te.db, campaign.id, { donorName: '@evil', paidAt: '2024-05-05T05:00:00.000Z' });
    const [row] = (await linesOf(await download('from=2024-05-05&to=2024-05-05'))).slice(1);
    expect(row).toContain(",'@evil,");
    expect(row).toContain(",'=cmd|calc,");
  });

  it('refuses a bad range with 400 and the shared schema’s words', async () => {
    const message = async (query: string) => {
      const res = await download(query);
      expect(res.status).toBe(400);
      return ((await res.json()) as ErrorBody).message;
    };
    expect(await message('from=2026-07-31&to=2026-07-01')).toBe(EXPORT_ORDER_MESSAGE);
    expect(await message('from=2020-01-01&to=2026-07-01')).toBe(EXPORT_RANGE_MESSAGE);
    expect(await message('from=2026-02-30&to=2026-03-01')).toBe('From must be a date like 2026-07-01');
    expect(await message('from=2026-02-01')).toBe('To must be a date like 2026-07-01');
  });

  it('is for admins only: editors get 403, visitors 401', async () => {
    expect((await download('from=2026-07-01&to=2026-07-31', editor)).status).toBe(403);
    expect((await call(env, '/api/donations/export?from=2026-07-01&to=2026-07-31')).status).toBe(401);
  });
});
