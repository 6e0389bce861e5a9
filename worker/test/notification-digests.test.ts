import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import { digestPeriod, nextDigestAt, sendDigests } from '../src/notifications/services/notification-digests';
import { createTestEnv } from './support/env';
import { makePost, signedIn } from './support/factories';
import { call } from './support/request';

// Daily and weekly digests: one email per member per digest, after 7 am on their clock
// (weekly: Mondays), carrying every unread notification of the kinds they gathered into it.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
const ORIGIN = 'https://portal.example.test';
beforeAll(async () => {
  te = await createTestEnv();
  env = { ...te.env, SITE_URL: ORIGIN };
});
afterAll(() => te.dispose());
beforeEach(() => {
  te.mail.length = 0;
});

// Sydney in November is AEDT (UTC+11). Monday 30 November 2026, 7 am local, is 20:00 UTC on Sunday the 29th.
const MONDAY_7AM = new Date('2026-11-29T20:00:00Z');
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

async function episodeNotice(userId: number, title: string, at: Date) {
  const [row] = await te.db
    .insert(t.notifications)
    .values({
      userId,
      kind: 'new-episode',
      groupKey: `test-episode:${title}`,
      title,
      link: '/podcasts/12',
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    })
    .returning();
  return row!;
}

const mailsTo = (email: string) => te.mail.filter((m) => m.to === email);

describe('the digest period', () => {
  it('is the member’s local day from 7 am, and the week from Monday 7 am, across zones', () => {
    expect(digestPeriod('daily', 'Australia/Sydney', minutes(MONDAY_7AM, -1))).toEqual({
      period: '2026-11-29',
      startsAt: new Date('2026-11-28T20:00:00Z'),
    });
    expect(digestPeriod('daily', 'Australia/Sydney', MONDAY_7AM)).toEqual({ period: '2026-11-30', startsAt: MONDAY_7AM });
    expect(digestPeriod('weekly', 'Australia/Sydney', minutes(MONDAY_7AM, -1)).period).toBe('2026-11-23');
    expect(digestPeriod('weekly', 'Australia/Sydney', MONDAY_7AM).period).toBe('2026-11-30');
    // Wednesday afternoon is still the week that began on Monday.
    expect(digestPeriod('weekly', 'Australia/Sydney', new Date('2026-12-02T05:00:00Z')).period).toBe('2026-11-30');
    // Perth (UTC+8, no daylight saving): 7 am Monday there is three hours later.
    expect(digestPeriod('weekly', 'Australia/Perth', MONDAY_7AM).period).toBe('2026-11-23');
    expect(digestPeriod('weekly', 'Australia/Perth', minutes(MONDAY_7AM, 180)).period).toBe('2026-11-30');
  });
});

describe('weekly digests (new episodes by default)', () => {
  it('gathers the week’s new episodes into one Monday email with a link each and one-click unsubscribe, once', async () => {
    const me = await signedIn(te.db, { firstName: 'Noor' });
    await episodeNotice(me.user.id, 'Episode 12: Housing', new Date('2026-11-24T02:00:00Z'));
    await episodeNotice(me.user.id, 'Episode 13: Work', new Date('2026-11-27T02:00:00Z'));
    // After Monday 7 am: it waits for next week's digest.
    const late = await episodeNotice(me.user.id, 'Episode 14: Later', minutes(MONDAY_7AM, 5));

    await sendDigests(env, te.db, ORIGIN, minutes(MONDAY_7AM, -1));
    expect(mailsTo(me.user.email)).toEqual([]);

    await sendDigests(env, te.db, ORIGIN, minutes(MONDAY_7AM, 10));
    const [mail, ...more] = mailsTo(me.user.email);
    expect(more).toEqual([]);
    expect(mail!.kind).toBe('notification-digest');
    expect(mail!.subject).toBe('Your weekly digest: 2 things on Equal Ground');
    expect(mail!.html).toContain('<h2');
    expect(mail!.html).toContain('New CripChat episodes');
    expect(mail!.text).toContain('Hello Noor,');
    expect(mail!.text).toContain('Episode 12: Housing');
    expect(mail!.text).toContain('Episode 13: Work');
    expect(mail!.text).not.toContain('Episode 14');
    expect(mail!.text).toContain(`${ORIGIN}/podcasts/12`);
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${ORIGIN}/api/notifications/unsubscribe\\?member=${me.user.id}&kind=weekly-digest&token=[\\w-]+>$`),
    );
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // A second run (a retry, or the next quarter hour) sends nothing more.
    await sendDigests(env, te.db, ORIGIN, minutes(MONDAY_7AM, 25));
    expect(mailsTo(me.user.email)).toHaveLength(1);
    const [laterRow] = await te.db.select().from(t.notifications).where(eq(t.notifications.id, late.id));
    expect(laterRow!.emailedAt).toBeNull();

    // The next Monday carries the one that came late.
    te.mail.length = 0;
    await sendDigests(env, te.db, ORIGIN, minutes(MONDAY_7AM, 7 * 24 * 60 + 1));
    expect(mailsTo(me.user.email).map((m) => m.subject)).toEqual(['Your weekly digest: 1 thing on Equal Ground']);
  });

  it('sends one digest to each of many members (taken 40 at a time), each with all of theirs', async () => {
    const many = await Promise.all(Array.from({ length: 45 }, () => signedIn(te.db)));
    for (const who of many)
      for (const n of [1, 2, 3]) await episodeNotice(who.user.id, `Episode ${n}`, new Date(`2026-11-2${n + 3}T02:00:00Z`));
    await sendDigests(env, te.db, ORIGIN, minutes(MONDAY_7AM, 10));
    for (const who of many) expect(mailsTo(who.user.email).map((m) => m.subject)).toEqual(['Your weekly digest: 3 things on Equal Ground']);
    const left = await te.db.select().from(t.notifications).where(eq(t.notifications.userId, many[44]!.user.id));
    expect(left.every((n) => n.emailedAt !== null)).toBe(true);
  });

  it('leaves out what was read in the app, and never mails an unconfirmed or suspended member', async () => {
    const reader = await signedIn(te.db);
    const read = await episodeNotice(reader.user.id, 'Already heard', new Date('2026-11-24T02:00:00Z'));
    await te.db
      .update(t.notifications)
      .set({ readAt: new Date('2026-11-25T02:00:00Z').toISOString() })
      .where(eq(t.notifications.id, read.id));
    const unconfirmed = await signedIn(te.db, { emailVerifiedAt: null });
    await episodeNotice(unconfirmed.user.id, 'Episode 12', new Date('2026-11-24T02:00:00Z'));
    const away = await signedIn(te.db, { suspendedAt: new Date().toISOString(), suspensionReason: 'Spam' });
    await episodeNotice(away.user.id, 'Episode 12', new Date('2026-11-24T02:00:00Z'));

    await sendDigests(env, te.db, ORIGIN, minutes(MONDAY_7AM, 10));
    for (const who of [reader, unconfirmed, away]) expect(mailsTo(who.user.email)).toEqual([]);
  });

  it('waits for Do Not Disturb to end', async () => {
    const me = await signedIn(te.db);
    await te.db.insert(t.notificationSettings).values({ userId: me.user.id, quietFrom: '06:00', quietUntil: '09:00' });
    await episodeNotice(me.user.id, 'Episode 12', new Date('2026-11-24T02:00:00Z'));
    await sendDigests(env, te.db, ORIGIN, minutes(MONDAY_7AM, 10));
    expect(mailsTo(me.user.email)).toEqual([]);
    await sendDigests(env, te.db, ORIGIN, minutes(MONDAY_7AM, 125)); // 9:05 am
    expect(mailsTo(me.user.email)).toHaveLength(1);
  });

  it('stops with the digest’s own link: every kind gathered into it stays in the app', async () => {
    const me = await signedIn(te.db);
    await episodeNotice(me.user.id, 'Episode 12', new Date('2026-11-24T02:00:00Z'));
    await sendDigests(env, te.db, ORIGIN, minutes(MONDAY_7AM, 10));
    const url = /<([^>]+)>/.exec(mailsTo(me.user.email)[0]!.headers!['List-Unsubscribe']!)![1]!;
    const res = await call(env, url.replace(ORIGIN, ''), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', origin: '' },
    });
    expect(res.status).toBe(200);
    const prefs = (await (await call(env, '/api/notifications/preferences', { cookie: me.cookie })).json()) as Record<string, string>;
    expect(prefs).toMatchObject({ 'new-episode': 'app', 'new-audiobook': 'app', 'post-reply': 'email' });
  });
});

describe('daily digests', () => {
  it('gather replies for a member who chose them daily, instead of an email at once; a hidden discussion is left out', async () => {
    const author = await signedIn(te.db, { firstName: 'Ada' });
    const other = await signedIn(te.db, { firstName: 'Rex' });
    const chose = await call(env, '/api/notifications/preferences', {
      method: 'PATCH',
      cookie: author.cookie,
      body: { 'post-reply': 'daily' },
    });
    expect(chose.status).toBe(200);
    const post = await makePost(te.db, author.user.id, { title: 'Ramps at the library' });
    const hidden = await makePost(te.db, author.user.id, { title: 'Hidden later' });
    for (const p of [post, hidden])
      expect(
        (
          await call(env, `/api/community/posts/${p.id}/comments`, {
            method: 'POST',
            cookie: other.cookie,
            body: { content: 'A reply for you.' },
          })
        ).status,
      ).toBe(201);
    expect(mailsTo(author.user.email)).toEqual([]);
    await te.db.update(t.communityPosts).set({ visibility: 'hidden' }).where(eq(t.communityPosts.id, hidden.id));

    // Tomorrow after 7 am, Sydney time.
    const local = new Date();
    const tomorrow = digestPeriod('daily', 'Australia/Sydney', new Date(local.getTime() + 24 * 60 * 60 * 1000)).startsAt;
    await sendDigests(env, te.db, ORIGIN, minutes(tomorrow, 1));
    const mails = mailsTo(author.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your daily digest: 1 thing on Equal Ground']);
    expect(mails[0]!.text).toContain('Ramps at the library');
    expect(mails[0]!.text).not.toContain('Hidden later');
    expect(mails[0]!.text).toMatch(new RegExp(`${ORIGIN}/community/posts/${post.id}#comment-\\d+`));
  });
});

describe('a busy week', () => {
  it('never lets rows that are not due yet, or can never be mailed, hold back another member’s daily digest', async () => {
    const tuesday8am = minutes(MONDAY_7AM, 25 * 60); // Tuesday 1 December, 8 am in Sydney
    // Weekly rows from Tuesday (not due until next Monday), and an unconfirmed member's row (never mailed).
    const weekly = await Promise.all(Array.from({ length: 6 }, () => signedIn(te.db)));
    for (const who of weekly) await episodeNotice(who.user.id, 'Episode 14', minutes(tuesday8am, -30));
    const unconfirmed = await signedIn(te.db, { emailVerifiedAt: null });
    await episodeNotice(unconfirmed.user.id, 'Episode 14', minutes(MONDAY_7AM, -60));
    // Joined last, so every row above comes before theirs: a reply gathered into a daily digest, from yesterday.
    const daily = await signedIn(te.db);
    await te.db.insert(t.notificationPreferences).values({ userId: daily.user.id, kind: 'post-reply', delivery: 'daily' });
    const post = await makePost(te.db, daily.user.id, { title: 'Ramps at the library' });
    await te.db.insert(t.notifications).values({
      userId: daily.user.id,
      kind: 'post-reply',
      postId: post.id,
      groupKey: `post:${post.id}`,
      createdAt: minutes(MONDAY_7AM, 60).toISOString(),
      updatedAt: minutes(MONDAY_7AM, 60).toISOString(),
    });
    // Runs of five rows: without skipping, every run would read the same first five forever.
    for (let run = 0; run < 4 && mailsTo(daily.user.email).length === 0; run++) await sendDigests(env, te.db, ORIGIN, tuesday8am, 5);
    expect(mailsTo(daily.user.email).map((m) => m.subject)).toEqual(['Your daily digest: 1 thing on Equal Ground']);
    for (const who of [...weekly, unconfirmed]) expect(mailsTo(who.user.email)).toEqual([]);
    // The weekly members are passed by until their next Monday, 7 am on their clock.
    const [wait] = await te.db.select().from(t.notificationDigests).where(eq(t.notificationDigests.userId, weekly[0]!.user.id));
    expect(wait!.notBefore).toBe(nextDigestAt('weekly', 'Australia/Sydney', tuesday8am).toISOString());
    expect(wait!.notBefore).toBe(minutes(MONDAY_7AM, 7 * 24 * 60).toISOString());
    // And on that Monday they get theirs.
    te.mail.length = 0;
    for (let run = 0; run < 4; run++) await sendDigests(env, te.db, ORIGIN, minutes(MONDAY_7AM, 7 * 24 * 60 + 5), 5);
    for (const who of weekly)
      expect(mailsTo(who.user.email).map((m) => m.subject)).toEqual(['Your weekly digest: 1 thing on Equal Ground']);
  });
});
