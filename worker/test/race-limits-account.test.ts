import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { MAX_BOOKMARKS_PER_ITEM } from '../src/schemas/bookmarks';
import { hitRateLimit } from '../src/accounts/services/rate-limits';
import { visitor } from './support/cms-factories';
import { makeCampaign, makeDonation } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { makeComment, makeEpisode, makePost, makeUser, signedIn } from './support/factories';
import { atOnce, expectLimitHeld } from './support/races';
import { call } from './support/request';

// Decision 0048: a member's (or an address's) limits hold when the same request is sent many
// times at once. The fixed-window counters (rate-limits.ts) count in one upsert that answers
// the new count, so parallel requests are counted one after another; limits that count rows
// read the count in the insert itself.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const post = (path: string, body?: unknown, cookie?: string, headers: Record<string, string> = visitor()) =>
  call(te.env, path, { method: 'POST', body, cookie, headers });
const mailsOf = (kind: string, to: string) => te.mail.filter((m) => m.kind === kind && m.to === to);

describe('bookmarks under parallel requests', () => {
  async function bookmarking() {
    const me = await signedIn(te.db);
    const episode = await makeEpisode(te.db, { duration: 600 });
    const mark = (positionSeconds: number, note = '') =>
      call(te.env, `/api/bookmarks/episode/${episode.id}`, { method: 'POST', cookie: me.cookie, body: { positionSeconds, note } });
    const kept = () =>
      te.db
        .select()
        .from(t.bookmarks)
        .where(and(eq(t.bookmarks.userId, me.user.id), eq(t.bookmarks.itemId, episode.id)));
    return { me, episode, mark, kept };
  }

  it('keeps the same bookmark once, however many times it is sent at once (an offline queue replayed)', async () => {
    const { mark, kept } = await bookmarking();
    const same = await atOnce(6, () => mark(5, 'The chorus'));
    expect(same.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = await Promise.all(same.map(async (r) => ((await r.json()) as { id: number }).id));
    expect(new Set(ids).size).toBe(1);
    expect(await kept()).toHaveLength(1);
  });

  it(`keeps at most ${MAX_BOOKMARKS_PER_ITEM} in a recording, however many are sent at once`, async () => {
    const { me, episode, mark, kept } = await bookmarking();
    // 3 short of the limit, ten rows a statement: D1 takes at most 100 bound values in one.
    const fill = Array.from({ length: MAX_BOOKMARKS_PER_ITEM - 3 }, (_, i) => ({
      userId: me.user.id,
      kind: 'episode' as const,
      itemId: episode.id,
      positionSeconds: 100 + i,
      note: i === 0 ? 'The chorus' : '',
    }));
    for (let from = 0; from < fill.length; from += 10) await te.db.insert(t.bookmarks).values(fill.slice(from, from + 10));
    await expectLimitHeld(await atOnce(6, (i) => mark(10 + i)), {
      taken: 3,
      status: 409,
      message: `You can keep up to ${MAX_BOOKMARKS_PER_ITEM} bookmarks in one recording. Delete one to add another.`,
    });
    expect(await kept()).toHaveLength(MAX_BOOKMARKS_PER_ITEM);
    // At the limit, the same one sent again is still answered with the one kept.
    expect((await mark(100, 'The chorus')).status).toBe(200);
  });
});

describe('counted limits under parallel requests', () => {
  it('lets exactly the limit through one shared counter, however many hits arrive at once', async () => {
    const rule = { limit: 5, windowSeconds: 60, message: 'Too many at once' };
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => hitRateLimit(te.db, 'race:shared-counter', rule)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const [row] = await te.db.select().from(t.rateLimits).where(eq(t.rateLimits.key, 'race:shared-counter'));
    expect(row!.count).toBe(20);
  });

  it('prepares a member’s data three times a day, however many asks arrive at once', async () => {
    const me = await signedIn(te.db);
    const written = await makePost(te.db, me.user.id);
    await makeComment(te.db, written.id, me.user.id);
    const before = te.mail.length;
    const answers = await atOnce(6, () => post('/api/account/export/prepare', undefined, me.cookie));
    await expectLimitHeld(answers, {
      taken: 3,
      ok: 202,
      status: 429,
      message: 'You have asked for your data three times today. Please use the newest link we emailed you, or try again tomorrow.',
    });
    expect(te.mail.length - before).toBe(3);
  });

  it('mails a donor at most three "manage your giving" links an hour, however many asks arrive at once', async () => {
    const campaign = await makeCampaign(te.db);
    const email = `race-donor-${Date.now()}@example.test`;
    await makeDonation(te.db, campaign.id, { email });
    const answers = await atOnce(6, () => post('/api/donations/manage-link', { email }));
    // The same answer every time (it tells nobody who gave); the mails stop at three.
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(mailsOf('manage-giving', email)).toHaveLength(3);
  });

  it('mails one account at most five password links an hour, however many asks arrive at once', async () => {
    const member = await makeUser(te.db);
    const answers = await atOnce(8, () => post('/api/auth/forgot-password', { email: member.email }));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 202));
    expect(mailsOf('reset-password', member.email)).toHaveLength(5);
  });

  it('makes at most 20 accounts an hour from one address, however many arrive at once', async () => {
    const from = visitor();
    const key = `register:ip:${from['cf-connecting-ip']}`;
    await te.db.insert(t.rateLimits).values({ key, count: 17, windowStart: new Date().toISOString() });
    const stamp = Date.now();
    const answers = await atOnce(6, (i) =>
      post(
        '/api/auth/register',
        { email: `race-join-${stamp}-${i}@example.test`, password: 'a long and unusual passphrase', firstName: 'Rae', lastName: 'Join' },
        undefined,
        from,
      ),
    );
    await expectLimitHeld(answers, { taken: 3, ok: 202, status: 429, message: 'Too many new accounts from here. Please try again later.' });
    expect(te.mail.filter((m) => String(m.to).startsWith(`race-join-${stamp}-`))).toHaveLength(3);
  });
});
