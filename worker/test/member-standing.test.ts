import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { MemberList } from '../src/schemas/members-admin';
import { suspensionMessage } from '../src/schemas/standing';
import { changeRole, LAST_ADMIN_MESSAGE, OWN_ROLE_MESSAGE } from '../src/cms/services/members-admin';
import { toCurrentUser } from '../src/accounts/services/users';
import { EDITORS_SUSPEND_MEMBERS_MESSAGE, NOT_SUSPENDED_MESSAGE, SUSPEND_SELF_MESSAGE } from '../src/accounts/services/member-standing';
import { createTestEnv } from './support/env';
import { makeUser, signedIn, suspended } from './support/factories';
import { call } from './support/request';

// Staff roles and member standing (decision 0020): who may change a role or suspend whom, the
// audit entry in the same batch as each change, and the mail each member is sent.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const triggers: string[] = [];
afterEach(async () => {
  for (const name of triggers.splice(0)) await te.db.run(sql.raw(`drop trigger ${name}`));
});
/** Makes the audit insert fail, as a fault between the change and its entry would. */
async function failAudit() {
  await te.db.run(
    sql.raw(`create trigger fail_audit before insert on audit_log begin select raise(abort, 'D1_ERROR: injected fault'); end`),
  );
  triggers.push('fail_audit');
}

const role = (cookie: string, id: number, to: string) =>
  call(te.env, `/api/cms/members/${id}/role`, { method: 'PATCH', cookie, body: { role: to } });
const suspend = (cookie: string, id: number, body: unknown) =>
  call(te.env, `/api/cms/members/${id}/suspension`, { method: 'PUT', cookie, body });
const lift = (cookie: string, id: number) => call(te.env, `/api/cms/members/${id}/suspension`, { method: 'DELETE', cookie });
const roleOf = async (id: number) => (await te.db.select().from(t.users).where(eq(t.users.id, id)).get())!.role;
const entriesFor = async (id: number) =>
  (
    await te.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.entityId, String(id)))
      .all()
  ).filter((e) => e.entity === 'member');
/** The mails queued while `action` ran. */
async function mailsDuring(action: () => Promise<unknown>) {
  const before = te.mail.length;
  await action();
  return te.mail.slice(before);
}

describe('changing a role', () => {
  it('an admin makes a member an editor: audited, and the member is mailed in plain words', async () => {
    const admin = await signedIn(te.db, { role: 'admin' });
    const member = await makeUser(te.db, { firstName: 'Kim' });
    const mails = await mailsDuring(async () => {
      const res = await role(admin.cookie, member.id, 'editor');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: member.id, role: 'editor' });
    });
    expect(await roleOf(member.id)).toBe('editor');
    expect((await entriesFor(member.id)).map((e) => [e.action, e.summary, e.actorId])).toEqual([
      ['update', `Changed member ${member.id}'s role from Member to Editor`, admin.user.id],
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'role-changed', to: member.email, subject: 'Your role on Equal Ground is now Editor' });
    expect(mails[0]!.text).toContain('An administrator changed your role on Equal Ground from Member to Editor.');
    expect(mails[0]!.text).toContain('You got this email because your role on Equal Ground changed.');
  });

  it('never the admin’s own role (400, nothing changes, no mail)', async () => {
    const admin = await signedIn(te.db, { role: 'admin' });
    await makeUser(te.db, { role: 'admin' });
    const mails = await mailsDuring(async () => {
      const res = await role(admin.cookie, admin.user.id, 'member');
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(OWN_ROLE_MESSAGE);
    });
    expect(await roleOf(admin.user.id)).toBe('admin');
    expect(mails).toEqual([]);
  });

  it('never the last admin (400 in plain words), even when two admins take each other’s role at once', async () => {
    // With "never your own", the last admin can only be reached by a race: A and B each demote
    // the other. B's change lands first; A's request, already past the guard as an admin, must
    // then find B the last admin. Every other admin in this file's database is made a member.
    const a = await signedIn(te.db, { role: 'admin' });
    const b = await makeUser(te.db, { role: 'admin' });
    await te.db
      .update(t.users)
      .set({ role: 'member' })
      .where(sql`${t.users.role} = 'admin' and ${t.users.id} <> ${b.id}`);
    const aAsTheGuardSawThem = toCurrentUser({ ...a.user, role: 'admin' });
    const mails = await mailsDuring(() =>
      expect(changeRole(te.db, te.env, aAsTheGuardSawThem, b.id, 'member', 'http://localhost')).rejects.toMatchObject({
        status: 400,
        message: LAST_ADMIN_MESSAGE,
      }),
    );
    expect(await roleOf(b.id)).toBe('admin');
    expect(await entriesFor(b.id)).toEqual([]);
    expect(mails).toEqual([]);
    // Through the API the same words reach the form's Role field.
    await te.db.update(t.users).set({ role: 'admin' }).where(eq(t.users.id, a.user.id));
    const res = await role(a.cookie, b.id, 'member');
    expect(res.status).toBe(200);
  });

  it('is refused in full when its audit entry cannot be written', async () => {
    const admin = await signedIn(te.db, { role: 'admin' });
    const member = await makeUser(te.db);
    await failAudit();
    const mails = await mailsDuring(async () => expect((await role(admin.cookie, member.id, 'editor')).status).toBe(503));
    expect(await roleOf(member.id)).toBe('member');
    expect(mails).toEqual([]);
  });
});

describe('suspending a member', () => {
  const reason = 'Repeated spam in the forum';

  it('an editor suspends a member until a day: audited, mailed, and the member is refused a post with the reason and end', async () => {
    const editor = await signedIn(te.db, { role: 'editor' });
    const member = await signedIn(te.db, { firstName: 'Kim' });
    const until = '2999-01-31';
    const mails = await mailsDuring(async () => expect((await suspend(editor.cookie, member.user.id, { reason, until })).status).toBe(200));
    expect((await entriesFor(member.user.id)).map((e) => [e.action, e.summary, e.actorId])).toEqual([
      ['moderate', `Suspended member ${member.user.id} until the end of 31 January 2999: ${reason}`, editor.user.id],
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'suspended', to: member.user.email, subject: 'Your Equal Ground account is suspended' });
    expect(mails[0]!.text).toContain(`The reason they gave: ${reason}`);
    expect(mails[0]!.text).toContain('until the end of 31 January 2999');

    const me = (await (await call(te.env, '/api/auth/user', { cookie: member.cookie })).json()) as { suspension: unknown };
    expect(me.suspension).toEqual({ reason, until });
    const post = await call(te.env, '/api/community/posts', {
      method: 'POST',
      cookie: member.cookie,
      body: { title: 'Access for all', content: 'Some thoughts to share.', category: 'General Discussion' },
    });
    expect(post.status).toBe(403);
    expect(await post.json()).toEqual({ message: suspensionMessage({ reason, until }) });
  });

  it('lifting it is audited and mailed, and the member may post again', async () => {
    const admin = await signedIn(te.db, { role: 'admin' });
    const member = await signedIn(te.db, suspended(reason));
    const mails = await mailsDuring(async () => expect((await lift(admin.cookie, member.user.id)).status).toBe(200));
    expect(mails.map((m) => m.kind)).toEqual(['suspension-lifted']);
    expect((await entriesFor(member.user.id)).map((e) => e.summary)).toEqual([`Lifted the suspension of member ${member.user.id}`]);
    const me = (await (await call(te.env, '/api/auth/user', { cookie: member.cookie })).json()) as { suspension: unknown };
    expect(me.suspension).toBeNull();
    const again = await lift(admin.cookie, member.user.id);
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([400, NOT_SUSPENDED_MESSAGE]);
  });

  it('editors cannot suspend editors or admins (403); nobody suspends themselves (400); admins suspend editors', async () => {
    const editor = await signedIn(te.db, { role: 'editor' });
    const admin = await signedIn(te.db, { role: 'admin' });
    const otherEditor = await makeUser(te.db, { role: 'editor' });
    const otherAdmin = await makeUser(te.db, { role: 'admin' });
    const body = { reason, until: null };
    for (const id of [otherEditor.id, otherAdmin.id]) {
      const res = await suspend(editor.cookie, id, body);
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([403, EDITORS_SUSPEND_MEMBERS_MESSAGE]);
    }
    for (const actor of [editor, admin]) {
      const res = await suspend(actor.cookie, actor.user.id, body);
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([400, SUSPEND_SELF_MESSAGE]);
    }
    expect((await suspend(admin.cookie, otherEditor.id, body)).status).toBe(200);
    expect((await lift(editor.cookie, otherEditor.id)).status).toBe(403);
  });

  it('needs a reason of at most 500 characters and a last day that is not past, in the form’s words', async () => {
    const editor = await signedIn(te.db, { role: 'editor' });
    const member = await makeUser(te.db);
    const errors = async (body: unknown) => ((await (await suspend(editor.cookie, member.id, body)).json()) as { errors: unknown }).errors;
    expect(await errors({ reason: '  ', until: null })).toEqual({ reason: ['Give the reason for the suspension'] });
    expect(await errors({ reason: 'x'.repeat(501), until: null })).toEqual({ reason: ['The reason must be at most 500 characters'] });
    expect(await errors({ reason, until: '2020-01-01' })).toEqual({ until: ['The last day must be today or later'] });
    expect(await errors({ reason, until: '2999-02-31' })).toEqual({ until: ['Enter the last day as a date, for example 2026-12-31'] });
    expect((await suspend(editor.cookie, member.id, { reason: 'x'.repeat(500), until: null })).status).toBe(200);
  });

  it('editors see the member list without addresses and cannot search by one; admins see addresses', async () => {
    const editor = await signedIn(te.db, { role: 'editor' });
    const admin = await signedIn(te.db, { role: 'admin' });
    const member = await makeUser(te.db, { firstName: 'Zebedee', email: 'zebedee-private@example.test' });
    const list = async (cookie: string, q: string) =>
      ((await (await call(te.env, `/api/cms/members?q=${q}`, { cookie })).json()) as MemberList).members;
    expect((await list(editor.cookie, 'Zebedee')).map((m) => [m.id, m.email])).toEqual([[member.id, null]]);
    expect(await list(editor.cookie, 'zebedee-private')).toEqual([]);
    expect((await list(admin.cookie, 'zebedee-private')).map((m) => [m.id, m.email])).toEqual([[member.id, member.email]]);
  });

  it('is refused in full when its audit entry cannot be written', async () => {
    const editor = await signedIn(te.db, { role: 'editor' });
    const member = await signedIn(te.db);
    await failAudit();
    const mails = await mailsDuring(async () =>
      expect((await suspend(editor.cookie, member.user.id, { reason, until: null })).status).toBe(503),
    );
    expect(mails).toEqual([]);
    const me = (await (await call(te.env, '/api/auth/user', { cookie: member.cookie })).json()) as { suspension: unknown };
    expect(me.suspension).toBeNull();
  });
});

describe('membership levels', () => {
  const levels = (cookie: string) => call(te.env, '/api/cms/membership-levels', { cookie });
  const send = (cookie: string, method: string, path: string, body?: unknown) =>
    call(te.env, `/api/cms/membership-levels${path}`, { method, cookie, body });

  it('admins add, rename and remove a level not in use; members with it follow a rename; "Free" always exists', async () => {
    const admin = await signedIn(te.db, { role: 'admin' });
    const member = await signedIn(te.db);
    const added = (await (await send(admin.cookie, 'POST', '', { name: 'Supporter' })).json()) as { id: number };
    expect((await send(admin.cookie, 'POST', '', { name: 'supporter' })).status).toBe(409);
    expect((await send(admin.cookie, 'POST', '', { name: 'free' })).status).toBe(409);
    const give = await call(te.env, `/api/cms/members/${member.user.id}/level`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { level: 'Supporter' },
    });
    expect(give.status).toBe(200);
    expect((await send(admin.cookie, 'DELETE', `/${added.id}`)).status).toBe(409);
    expect((await send(admin.cookie, 'PATCH', `/${added.id}`, { name: 'Friend' })).status).toBe(200);
    const me = (await (await call(te.env, '/api/auth/user', { cookie: member.cookie })).json()) as { membershipLevel: string };
    expect(me.membershipLevel).toBe('Friend');
    const list = (await (await levels(admin.cookie)).json()) as { id: number | null; name: string; members: number }[];
    expect(list[0]).toMatchObject({ id: null, name: 'Free' });
    expect(list.find((l) => l.id === added.id)).toEqual({ id: added.id, name: 'Friend', members: 1 });
    const unknown = await call(te.env, `/api/cms/members/${member.user.id}/level`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { level: 'Gold' },
    });
    expect(unknown.status).toBe(400);
    await call(te.env, `/api/cms/members/${member.user.id}/level`, { method: 'PATCH', cookie: admin.cookie, body: { level: 'Free' } });
    expect((await send(admin.cookie, 'DELETE', `/${added.id}`)).status).toBe(200);
    const summaries = (await te.db.select().from(t.auditLog).where(eq(t.auditLog.actorId, admin.user.id)).all()).map((e) => e.summary);
    expect(summaries).toEqual([
      'Added the membership level "Supporter"',
      `Changed member ${member.user.id}'s level from Free to Supporter`,
      'Renamed the membership level "Supporter" to "Friend"',
      `Changed member ${member.user.id}'s level from Friend to Free`,
      'Removed the membership level "Friend"',
    ]);
  });
});
