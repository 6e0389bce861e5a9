import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import worker from '../src/index';
import { LIVE_MEMBER_HEADER } from '../src/messaging/live/protocol';
import { liveStub, memberChannel } from '../src/messaging/live/publish';
import { QUIET_HOURS_BOTH, type NotificationSettings } from '../src/schemas/notifications';
import { isQuiet, pauseEnd } from '../src/notifications/services/quiet-hours';
import { createTestEnv } from './support/env';
import { makePost, signedIn } from './support/factories';
import { call } from './support/request';

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
beforeAll(async () => {
  te = await createTestEnv();
  // A cron has no request: its mails link to SITE_URL.
  env = { ...te.env, SITE_URL: 'https://portal.example.test' };
});
afterAll(() => te.dispose());
beforeEach(() => {
  te.mail.length = 0;
});

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

const overnight = { timeZone: 'Australia/Sydney', quietFrom: '22:00', quietUntil: '07:00', pausedUntil: null } as const;

describe('quiet hours on the member’s own clock', () => {
  it('runs overnight in Sydney on both sides of the daylight-saving change', () => {
    // 3 October 2026 is the last night of AEST (UTC+10); clocks go forward at 2 am on the 4th.
    expect(isQuiet(overnight, new Date('2026-10-03T11:59:00Z'))).toBe(false); // 21:59 AEST
    expect(isQuiet(overnight, new Date('2026-10-03T12:00:00Z'))).toBe(true); // 22:00 AEST
    expect(isQuiet(overnight, new Date('2026-10-04T19:59:00Z'))).toBe(true); // 06:59 AEDT
    // 07:30 AEDT: an hour-blind rule (AEST all year) would still say 06:30, quiet.
    expect(isQuiet(overnight, new Date('2026-10-04T20:30:00Z'))).toBe(false);
    // And back in April, AEDT to AEST: 07:00 AEST on 5 April is 21:00 UTC.
    expect(isQuiet(overnight, new Date('2026-04-05T20:59:00Z'))).toBe(true);
    expect(isQuiet(overnight, new Date('2026-04-05T21:00:00Z'))).toBe(false);
  });

  it('follows the member’s own zone (Perth keeps no daylight saving) and a daytime window', () => {
    const perth = { ...overnight, timeZone: 'Australia/Perth' as const };
    expect(isQuiet(perth, new Date('2026-10-04T14:30:00Z'))).toBe(true); // 22:30 AWST
    expect(isQuiet(perth, new Date('2026-10-04T23:30:00Z'))).toBe(false); // 07:30 AWST
    const afternoon = { ...overnight, quietFrom: '13:00', quietUntil: '15:00' };
    expect(isQuiet(afternoon, new Date('2026-07-01T03:30:00Z'))).toBe(true); // 13:30 AEST
    expect(isQuiet(afternoon, new Date('2026-07-01T05:00:00Z'))).toBe(false); // 15:00 AEST
  });

  it('a pause is quiet until it ends; "until tomorrow" ends at 8 am local, across a daylight-saving change', () => {
    const now = new Date('2026-10-03T12:00:00Z'); // 22:00 AEST, Saturday
    expect(pauseEnd('hour', 'Australia/Sydney', now)).toBe('2026-10-03T13:00:00.000Z');
    // 8 am Sunday is AEDT (UTC+11): 21:00 UTC on Saturday.
    expect(pauseEnd('tomorrow', 'Australia/Sydney', now)).toBe('2026-10-03T21:00:00.000Z');
    expect(pauseEnd('tomorrow', 'Australia/Perth', now)).toBe('2026-10-04T00:00:00.000Z');
    const paused = { ...overnight, quietFrom: null, quietUntil: null, pausedUntil: '2026-10-03T13:00:00.000Z' };
    expect(isQuiet(paused, new Date('2026-10-03T12:59:00Z'))).toBe(true);
    expect(isQuiet(paused, new Date('2026-10-03T13:00:00Z'))).toBe(false);
  });
});

describe('the settings', () => {
  it('saves quiet hours and a zone, and refuses half a window or an unknown zone in words, changing nothing', async () => {
    const me = await signedIn(te.db);
    const patch = (body: unknown) => call(env, '/api/notifications/settings', { method: 'PATCH', cookie: me.cookie, body });
    const defaults = (await (await call(env, '/api/notifications/settings', { cookie: me.cookie })).json()) as NotificationSettings;
    expect(defaults).toEqual({
      timeZone: 'Australia/Sydney',
      quietFrom: null,
      quietUntil: null,
      pausedUntil: null,
      announce: true,
      quietNow: false,
    });
    const half = await patch({ quietFrom: '22:00' });
    expect(half.status).toBe(400);
    expect(JSON.stringify(await half.json())).toContain(QUIET_HOURS_BOTH);
    expect((await patch({ timeZone: 'Mars/Olympus_Mons' })).status).toBe(400);
    expect((await patch({ quietFrom: '25:00', quietUntil: '07:00' })).status).toBe(400);
    const saved = await patch({ timeZone: 'Australia/Perth', quietFrom: '21:30', quietUntil: '06:45', announce: false });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ timeZone: 'Australia/Perth', quietFrom: '21:30', quietUntil: '06:45', announce: false });
    const paused = (await (await patch({ pause: 'hour' })).json()) as NotificationSettings;
    expect(paused.quietNow).toBe(true);
    expect((await (await patch({ pause: 'none' })).json()) as NotificationSettings).toMatchObject({ pausedUntil: null });
  });
});

describe('while Do Not Disturb is on', () => {
  it('nothing is announced and no mail goes; the mail goes when the pause ends, once, from the scheduled handler', async () => {
    const author = await signedIn(te.db, { firstName: 'Dana' });
    await call(env, '/api/notifications/settings', { method: 'PATCH', cookie: author.cookie, body: { pause: 'hour' } });
    const res = await liveStub(env, memberChannel(author.user.id))!.fetch('https://live.internal/connect', {
      headers: { Upgrade: 'websocket', [LIVE_MEMBER_HEADER]: String(author.user.id) },
    });
    const socket = res.webSocket!;
    const got: unknown[] = [];
    socket.addEventListener('message', (e) => got.push(JSON.parse(e.data as string)));
    socket.accept();
    const post = await makePost(te.db, author.user.id, { title: 'Quiet please' });
    const replier = await signedIn(te.db, { firstName: 'Rex' });
    expect(
      (
        await call(env, `/api/community/posts/${post.id}/comments`, {
          method: 'POST',
          cookie: replier.cookie,
          body: { content: 'Hello there' },
        })
      ).status,
    ).toBe(201);
    const deadline = Date.now() + 5000;
    while (got.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // The bell still counts it; it is just not said aloud.
    expect(got).toEqual([{ type: 'notification', kind: 'post-reply', announce: false }]);
    socket.close(1000, 'done');
    expect(te.mail).toEqual([]);

    // Still paused: it waits.
    await scheduled(new Date(Date.now() + 30 * 60 * 1000));
    expect(te.mail).toEqual([]);
    // The pause is over: one mail, and a second run (a retry) sends no other.
    await scheduled(new Date(Date.now() + 61 * 60 * 1000));
    await scheduled(new Date(Date.now() + 62 * 60 * 1000));
    expect(te.mail.map((m) => [m.to, m.subject])).toEqual([[author.user.email, 'Rex Member replied to your post “Quiet please”']]);
    expect(te.mail[0]!.text).toContain('https://portal.example.test/community/posts/');
  });

  it('a held mail for a notification read in the app meanwhile is not sent', async () => {
    const author = await signedIn(te.db);
    await call(env, '/api/notifications/settings', { method: 'PATCH', cookie: author.cookie, body: { pause: 'hour' } });
    const post = await makePost(te.db, author.user.id);
    const replier = await signedIn(te.db);
    await call(env, `/api/community/posts/${post.id}/comments`, { method: 'POST', cookie: replier.cookie, body: { content: 'Hi' } });
    await call(env, '/api/notifications/read-all', { method: 'POST', cookie: author.cookie });
    await scheduled(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(te.mail).toEqual([]);
    const [row] = await te.db.select().from(t.notifications).where(eq(t.notifications.userId, author.user.id));
    expect(row!.emailedAt).toBeNull();
  });
});
