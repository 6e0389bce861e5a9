import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../src/db/schema';
import { sha256Hex } from '../src/lib/crypto';
import type { ErrorBody } from '../src/lib/errors';
import type { SessionSummary } from '../src/schemas/auth';
import { findSession, pruneExpiredSessions, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../src/accounts/services/sessions';
import { deviceLabel } from '../src/accounts/services/session-device';
import type { MemberList } from '../src/schemas/members-admin';
import { createTestEnv } from './support/env';
import { makeUser, sessionOf, signedIn } from './support/factories';
import { call, sessionCookieFrom } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

const DAY = 24 * 60 * 60 * 1000;
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

describe("a member's own sessions", () => {
  it('lists where the member is signed in, newest use first, marking this one, without tokens', async () => {
    const { user, cookie } = await signedIn(t.db);
    const phone = await sessionOf(t.db, user.id, new Date(Date.now() - 60_000), 'Firefox on Android');
    const res = await call(t.env, '/api/auth/sessions', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const list = (await res.json()) as SessionSummary[];
    expect(list.map((s) => [s.device, s.current])).toEqual([
      ['Unknown device', true],
      ['Firefox on Android', false],
    ]);
    expect(list[1]!.id).toBe(phone.publicId);
    expect(JSON.stringify(list)).not.toContain(phone.token);
    expect(JSON.stringify(list)).not.toContain(await sha256Hex(phone.token));
  });

  it('names the device from the browser at sign-in, and keeps no address', async () => {
    const user = await makeUser(t.db, { password: 'a long enough secret' });
    const res = await call(t.env, '/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: 'a long enough secret' },
      headers: { 'user-agent': FIREFOX_ANDROID },
    });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id)).all();
    expect(res.status).toBe(200);
    expect(row!.device).toBe('Firefox on Android');
    expect(Object.keys(row!)).not.toContain('ip');
  });

  it('ends another of the member’s sessions, which then stops working', async () => {
    const { user, cookie } = await signedIn(t.db);
    const laptop = await sessionOf(t.db, user.id);
    const res = await call(t.env, `/api/auth/sessions/${laptop.publicId}`, { method: 'DELETE', cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await call(t.env, '/api/auth/user', { cookie: laptop.cookie })).status).toBe(401);
    expect((await call(t.env, '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('ending the current session signs this browser out', async () => {
    const { user, cookie } = await signedIn(t.db);
    const [current] = (await (await call(t.env, '/api/auth/sessions', { cookie })).json()) as SessionSummary[];
    const res = await call(t.env, `/api/auth/sessions/${current!.id}`, { method: 'DELETE', cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/session=;.*Max-Age=0/);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toEqual([]);
  });

  it('answers 404 for someone else’s session and leaves it alone', async () => {
    const { cookie } = await signedIn(t.db);
    const other = await signedIn(t.db);
    const theirs = await sessionOf(t.db, other.user.id);
    const res = await call(t.env, `/api/auth/sessions/${theirs.publicId}`, { method: 'DELETE', cookie });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).message).toBe('Session not found');
    expect((await call(t.env, '/api/auth/user', { cookie: theirs.cookie })).status).toBe(200);
  });

  it('signs out everywhere else and keeps this session', async () => {
    const { user, cookie } = await signedIn(t.db);
    const others = [await sessionOf(t.db, user.id), await sessionOf(t.db, user.id)];
    const bystander = await signedIn(t.db);
    const res = await call(t.env, '/api/auth/sessions', { method: 'DELETE', cookie });
    expect(await res.json()).toEqual({ revoked: 2 });
    for (const other of others) expect((await call(t.env, '/api/auth/user', { cookie: other.cookie })).status).toBe(401);
    expect((await call(t.env, '/api/auth/user', { cookie })).status).toBe(200);
    expect((await call(t.env, '/api/auth/user', { cookie: bystander.cookie })).status).toBe(200);
  });

  it('gives a new token at every sign-in and ends the one the browser held before', async () => {
    const user = await makeUser(t.db, { password: 'a long enough secret' });
    const before = await sessionOf(t.db, user.id);
    const res = await call(t.env, '/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: 'a long enough secret' },
      cookie: before.cookie,
    });
    const after = sessionCookieFrom(res)!;
    expect(after).not.toBe(before.cookie);
    expect((await call(t.env, '/api/auth/user', { cookie: before.cookie })).status).toBe(401);
    expect((await call(t.env, '/api/auth/user', { cookie: after })).status).toBe(200);
  });
});

describe('session lifetimes', () => {
  it('ends a session idle for 30 days', async () => {
    const user = await makeUser(t.db);
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = await sessionOf(t.db, user.id, start);
    expect(await findSession(t.db, token, new Date(start.getTime() + SESSION_IDLE_MS - 1000))).not.toBeNull();
    const late = await sessionOf(t.db, user.id, start);
    expect(await findSession(t.db, late.token, new Date(start.getTime() + SESSION_IDLE_MS + 1000))).toBeNull();
  });

  it('ends a session 180 days after sign-in however often it is used', async () => {
    const user = await makeUser(t.db);
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = await sessionOf(t.db, user.id, start);
    let now = start.getTime();
    // Used every 20 days: each use slides the expiry, but never past the absolute limit.
    while (now + 20 * DAY < start.getTime() + SESSION_ABSOLUTE_MS) {
      now += 20 * DAY;
      expect(await findSession(t.db, token, new Date(now))).not.toBeNull();
    }
    expect(await findSession(t.db, token, new Date(start.getTime() + SESSION_ABSOLUTE_MS - 1000))).not.toBeNull();
    expect(await findSession(t.db, token, new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1000))).toBeNull();
  });
});

describe('expired sessions', () => {
  it('are deleted by the pruning that sign-ins run now and then, and live ones are kept', async () => {
    const user = await makeUser(t.db);
    const old = await sessionOf(t.db, user.id, new Date(Date.now() - SESSION_IDLE_MS - DAY));
    const live = await sessionOf(t.db, user.id);
    await pruneExpiredSessions(t.db);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id)).all();
    expect(left.map((s) => s.publicId)).toEqual([live.publicId]);
    expect(left.map((s) => s.publicId)).not.toContain(old.publicId);
  });
});

describe("admins end anyone's sessions", () => {
  it('lists members with their live session count, and searches by name or email', async () => {
    const admin = await signedIn(t.db, { role: 'admin' });
    const member = await signedIn(t.db, { firstName: 'Quinn', lastName: 'Zephyr' });
    await sessionOf(t.db, member.user.id);
    const res = await call(t.env, '/api/cms/members?q=zephyr', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const list = (await res.json()) as MemberList;
    expect(list.members).toHaveLength(1);
    expect(list.hasMore).toBe(false);
    expect(list.members[0]).toMatchObject({ id: member.user.id, email: member.user.email, role: 'member', activeSessions: 2 });
    // LIKE wildcards in the query are plain text.
    expect(((await (await call(t.env, '/api/cms/members?q=%25', { cookie: admin.cookie })).json()) as MemberList).members).toEqual([]);
    const firstPage = (await (await call(t.env, '/api/cms/members?limit=1', { cookie: admin.cookie })).json()) as MemberList;
    expect(firstPage.members).toHaveLength(1);
    expect(firstPage.hasMore).toBe(true);
  });

  it('finds a member by a first name that starts with a capital outside A-Z, as it was typed', async () => {
    const admin = await signedIn(t.db, { role: 'admin' });
    const member = await makeUser(t.db, { firstName: 'Élodie', lastName: 'Smith' });
    const res = await call(t.env, `/api/cms/members?q=${encodeURIComponent('Élodie')}`, { cookie: admin.cookie });
    expect(((await res.json()) as MemberList).members.map((m) => m.id)).toEqual([member.id]);
  });

  it('signs a member out of every session and records it in the audit log', async () => {
    const admin = await signedIn(t.db, { role: 'admin' });
    const member = await signedIn(t.db);
    const phone = await sessionOf(t.db, member.user.id);
    const res = await call(t.env, `/api/cms/members/${member.user.id}/sessions`, { method: 'DELETE', cookie: admin.cookie });
    expect(await res.json()).toEqual({ revoked: 2 });
    for (const cookie of [member.cookie, phone.cookie]) expect((await call(t.env, '/api/auth/user', { cookie })).status).toBe(401);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'member')).all();
    expect(entries.find((e) => e.entityId === String(member.user.id))).toMatchObject({ actorId: admin.user.id, action: 'moderate' });
  });

  it('refuses editors and members, and answers 404 for a member who does not exist', async () => {
    const admin = await signedIn(t.db, { role: 'admin' });
    const editor = await signedIn(t.db, { role: 'editor' });
    const member = await signedIn(t.db);
    expect((await call(t.env, `/api/cms/members/${member.user.id}/sessions`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(
      403,
    );
    expect((await call(t.env, '/api/cms/members', { cookie: member.cookie })).status).toBe(403);
    expect((await call(t.env, '/api/cms/members/999999999/sessions', { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
    expect((await call(t.env, '/api/auth/user', { cookie: member.cookie })).status).toBe(200);
  });
});

describe('device names', () => {
  it.each([
    [FIREFOX_ANDROID, 'Firefox on Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['curl/8.5.0', 'Unknown device'],
    [undefined, 'Unknown device'],
  ])('%s is "%s"', (agent, label) => expect(deviceLabel(agent)).toBe(label));
});
