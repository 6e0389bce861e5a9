import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Db } from '../src/db/client';
import { MESSAGING_NOT_SUSPENDED_MESSAGE, type MessageReportView, type MessagingSuspension } from '../src/schemas/message-safety';
import { EDITORS_SUSPEND_MEMBERS_MESSAGE, SUSPEND_SELF_MESSAGE } from '../src/accounts/services/member-standing';
import { auditOf } from './support/cms-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  env = await createTestEnv();
  editor = await signedIn(env.db, { role: 'editor', firstName: 'Eddie' });
  admin = await signedIn(env.db, { role: 'admin', firstName: 'Ada' });
});
afterAll(() => env.dispose());

const api = (path: string, cookie?: string, method = 'GET', body?: unknown) => call(env.env, path, { method, body, cookie });
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

let clientIds = 0;
/** A conversation written straight to the tables (the messages API is another part's), with `count` messages taking turns. */
async function conversation(
  db: Db,
  members: { id: number }[],
  count: number,
  statuses: (typeof t.conversationMembers.$inferInsert)['status'][] = [],
) {
  const [conv] = await db.insert(t.conversations).values({ createdBy: members[0]!.id }).returning();
  await db
    .insert(t.conversationMembers)
    .values(members.map((m, i) => ({ conversationId: conv!.id, userId: m.id, status: statuses[i] ?? 'active' })));
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const [m] = await db
      .insert(t.messages)
      .values({ conversationId: conv!.id, senderId: members[i % 2]!.id, clientId: `test-client-${++clientIds}`, body: `Message ${i + 1}` })
      .returning();
    ids.push(m!.id);
  }
  return { id: conv!.id, messageIds: ids };
}

const report = (cookie: string, convId: number, messageId: number, body: unknown = { reason: 'Harassment or hate', details: '' }) =>
  api(`/api/messages/conversations/${convId}/messages/${messageId}/report`, cookie, 'POST', body);
const queue = (cookie: string, status = 'open') => json<MessageReportView[]>(api(`/api/cms/message-reports?status=${status}`, cookie));
const act = (cookie: string, id: number, action: string) => api(`/api/cms/message-reports/${id}`, cookie, 'PATCH', { action });

describe('reporting a message', () => {
  it('stores one open report per member per message, and a repeat answers the open one', async () => {
    const a = await signedIn(env.db);
    const b = await signedIn(env.db);
    const c = await conversation(env.db, [b.user, a.user], 2);
    const first = await report(a.cookie, c.id, c.messageIds[0]!, { reason: 'Spam or scam', details: '  Selling things  ' });
    expect(first.status).toBe(201);
    const { id } = await json<{ id: number }>(first);
    const repeat = await report(a.cookie, c.id, c.messageIds[0]!, { reason: 'Misinformation' });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ id });
    const rows = await env.db.select().from(t.messageReports).where(eq(t.messageReports.messageId, c.messageIds[0]!));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: a.user.id, reason: 'Spam or scam', details: 'Selling things', status: 'open' });
  });

  it('refuses a missing reason or long details with the shared words, storing nothing', async () => {
    const a = await signedIn(env.db);
    const b = await signedIn(env.db);
    const c = await conversation(env.db, [b.user, a.user], 1);
    const noReason = await report(a.cookie, c.id, c.messageIds[0]!, { details: 'x' });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ errors: { reason: ['Please choose a reason'] } });
    const badReason = await report(a.cookie, c.id, c.messageIds[0]!, { reason: 'Because' });
    expect(badReason.status).toBe(400);
    const long = await report(a.cookie, c.id, c.messageIds[0]!, { reason: 'Spam or scam', details: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ errors: { details: ['Details must be less than 1000 characters'] } });
    expect(await env.db.select().from(t.messageReports).where(eq(t.messageReports.messageId, c.messageIds[0]!))).toEqual([]);
  });

  it('is 404 for a member not in the conversation, a member who left or declined, a message of another conversation, or a deleted one', async () => {
    const a = await signedIn(env.db);
    const b = await signedIn(env.db);
    const outsider = await signedIn(env.db);
    const c = await conversation(env.db, [b.user, a.user], 2);
    const other = await conversation(env.db, [b.user, outsider.user], 1);
    const cases: [string, number, number][] = [
      [outsider.cookie, c.id, c.messageIds[0]!],
      [a.cookie, c.id, other.messageIds[0]!],
      [a.cookie, other.id, other.messageIds[0]!],
      [a.cookie, c.id, 999999],
    ];
    for (const [cookie, convId, messageId] of cases) {
      const res = await report(cookie, convId, messageId);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Message not found' });
    }
    const left = await signedIn(env.db);
    const declined = await signedIn(env.db);
    const gone = await conversation(env.db, [b.user, left.user, declined.user], 1, ['active', 'left', 'declined']);
    expect((await report(left.cookie, gone.id, gone.messageIds[0]!)).status).toBe(404);
    expect((await report(declined.cookie, gone.id, gone.messageIds[0]!)).status).toBe(404);
    await env.db.update(t.messages).set({ body: '', deletedAt: new Date().toISOString() }).where(eq(t.messages.id, c.messageIds[1]!));
    expect((await report(a.cookie, c.id, c.messageIds[1]!)).status).toBe(404);
    expect((await api(`/api/messages/conversations/abc/messages/1/report`, a.cookie, 'POST', { reason: 'Spam or scam' })).status).toBe(404);
  });

  it('lets a member report the first message of a request waiting for them', async () => {
    const sender = await signedIn(env.db);
    const receiver = await signedIn(env.db);
    const c = await conversation(env.db, [sender.user, receiver.user], 1, ['active', 'request']);
    expect((await report(receiver.cookie, c.id, c.messageIds[0]!)).status).toBe(201);
  });

  it('is for signed-in members', async () => {
    expect((await report('', 1, 1)).status).toBe(401);
  });
});

describe("the editors' queue", () => {
  it('shows the reported message with its sender, the reporter, and 3 messages either side in order', async () => {
    const sender = await signedIn(env.db, { firstName: 'Sam', lastName: 'Sender' });
    const reporter = await signedIn(env.db, { firstName: 'Rae', lastName: 'Reporter' });
    const c = await conversation(env.db, [sender.user, reporter.user], 9);
    const target = c.messageIds[4]!;
    const { id } = await json<{ id: number }>(
      report(reporter.cookie, c.id, target, { reason: 'Harassment or hate', details: 'Keeps at it' }),
    );
    const found = (await queue(editor.cookie)).find((r) => r.id === id)!;
    expect(found).toMatchObject({
      reason: 'Harassment or hate',
      details: 'Keeps at it',
      status: 'open',
      conversationId: c.id,
      reporter: { id: reporter.user.id, displayName: 'Rae Reporter', initials: 'RR' },
      message: { id: target, body: 'Message 5', reported: true, deleted: false, sender: { id: sender.user.id, displayName: 'Sam Sender' } },
      senderSuspended: false,
    });
    expect(found.context.map((m) => [m.body, m.reported])).toEqual([
      ['Message 2', false],
      ['Message 3', false],
      ['Message 4', false],
      ['Message 5', true],
      ['Message 6', false],
      ['Message 7', false],
      ['Message 8', false],
    ]);
    expect(JSON.stringify(found)).not.toContain('@example.test');
  });

  it('shows fewer messages of context at the start of a conversation', async () => {
    const sender = await signedIn(env.db);
    const reporter = await signedIn(env.db);
    const c = await conversation(env.db, [sender.user, reporter.user], 2);
    const { id } = await json<{ id: number }>(report(reporter.cookie, c.id, c.messageIds[0]!));
    const found = (await queue(admin.cookie)).find((r) => r.id === id)!;
    expect(found.context.map((m) => m.body)).toEqual(['Message 1', 'Message 2']);
  });

  it('is for editors and admins: members 403, signed out 401, a bad status 400', async () => {
    const member = await signedIn(env.db);
    for (const [method, path, body] of [
      ['GET', '/api/cms/message-reports', undefined],
      ['PATCH', '/api/cms/message-reports/1', { action: 'dismiss' }],
      ['GET', '/api/cms/messaging-suspensions', undefined],
      ['DELETE', `/api/cms/members/${member.user.id}/messaging-suspension`, undefined],
    ] as const) {
      const refused = await api(path, member.cookie, method, body);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'This area is for editors and administrators.' });
      expect((await api(path, undefined, method, body)).status).toBe(401);
    }
    const bad = await api('/api/cms/message-reports?status=all', editor.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'status must be open, resolved or dismissed' });
  });

  it('dismisses a report, audited, leaving the message as it was', async () => {
    const sender = await signedIn(env.db);
    const reporter = await signedIn(env.db);
    const c = await conversation(env.db, [sender.user, reporter.user], 1);
    const { id } = await json<{ id: number }>(report(reporter.cookie, c.id, c.messageIds[0]!));
    const res = await act(editor.cookie, id, 'dismiss');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'dismissed', message: { body: 'Message 1', deleted: false } });
    expect((await queue(editor.cookie)).map((r) => r.id)).not.toContain(id);
    expect((await queue(editor.cookie, 'dismissed')).map((r) => r.id)).toContain(id);
    const [entry] = await auditOf(env.db, 'message-report', id);
    expect(entry).toMatchObject({
      actorId: editor.user.id,
      action: 'moderate',
      summary: `Dismissed message report ${id} (Harassment or hate)`,
    });
    // Closed: the member may report it again.
    expect((await report(reporter.cookie, c.id, c.messageIds[0]!)).status).toBe(201);
  });

  it('removes a message as the sender’s delete does and resolves every open report of it, audited', async () => {
    const sender = await signedIn(env.db);
    const a = await signedIn(env.db);
    const b = await signedIn(env.db);
    const c = await conversation(env.db, [sender.user, a.user], 1);
    await env.db.insert(t.conversationMembers).values({ conversationId: c.id, userId: b.user.id });
    const target = c.messageIds[0]!;
    const first = await json<{ id: number }>(report(a.cookie, c.id, target));
    const second = await json<{ id: number }>(report(b.cookie, c.id, target, { reason: 'Spam or scam' }));
    const res = await act(editor.cookie, first.id, 'remove');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'resolved', message: { body: '', deleted: true }, senderSuspended: false });
    const row = await env.db.select().from(t.messages).where(eq(t.messages.id, target)).get();
    expect(row!.body).toBe('');
    expect(row!.deletedAt).not.toBeNull();
    const reports = await env.db.select().from(t.messageReports).where(eq(t.messageReports.messageId, target));
    expect(reports.map((r) => [r.id, r.status, r.resolvedBy])).toEqual([
      [first.id, 'resolved', editor.user.id],
      [second.id, 'resolved', editor.user.id],
    ]);
    const [entry] = await auditOf(env.db, 'message', target);
    expect(entry!.summary).toBe(`Removed message ${target} in conversation ${c.id} (report ${first.id}: Harassment or hate)`);
    const settings = await env.db.select().from(t.messagingSettings).where(eq(t.messagingSettings.userId, sender.user.id)).get();
    expect(settings?.messagingSuspendedAt ?? null).toBeNull();
  });

  it('removes and suspends the sender’s messaging (creating their settings row), audited, and lifts it', async () => {
    const sender = await signedIn(env.db, { firstName: 'Sue' });
    const reporter = await signedIn(env.db);
    const c = await conversation(env.db, [sender.user, reporter.user], 1);
    const { id } = await json<{ id: number }>(report(reporter.cookie, c.id, c.messageIds[0]!));
    const res = await act(editor.cookie, id, 'remove-and-suspend');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'resolved', senderSuspended: true, message: { deleted: true } });
    const settings = await env.db.select().from(t.messagingSettings).where(eq(t.messagingSettings.userId, sender.user.id)).get();
    expect(settings).toMatchObject({ messagingSuspendedBy: editor.user.id, whoMayMessage: 'anyone' });
    expect(settings!.messagingSuspendedAt).not.toBeNull();
    const [suspendedEntry] = await auditOf(env.db, 'member', sender.user.id);
    expect(suspendedEntry!.summary).toBe(`Suspended the messaging of member ${sender.user.id} (report ${id}: Harassment or hate)`);
    const list = await json<MessagingSuspension[]>(api('/api/cms/messaging-suspensions', editor.cookie));
    expect(list.find((s) => s.member.id === sender.user.id)).toMatchObject({
      member: { displayName: 'Sue Member' },
      suspendedBy: 'Eddie Member',
    });

    const lift = await api(`/api/cms/members/${sender.user.id}/messaging-suspension`, editor.cookie, 'DELETE');
    expect(lift.status).toBe(200);
    const after = await env.db.select().from(t.messagingSettings).where(eq(t.messagingSettings.userId, sender.user.id)).get();
    expect(after!.messagingSuspendedAt).toBeNull();
    const [liftedEntry] = await auditOf(env.db, 'member', sender.user.id);
    expect(liftedEntry!.summary).toBe(`Lifted the messaging suspension of member ${sender.user.id}`);
    const again = await api(`/api/cms/members/${sender.user.id}/messaging-suspension`, editor.cookie, 'DELETE');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: MESSAGING_NOT_SUSPENDED_MESSAGE });
  });

  it('keeps a member’s own settings when suspending them', async () => {
    const sender = await signedIn(env.db);
    const reporter = await signedIn(env.db);
    await env.db.insert(t.messagingSettings).values({ userId: sender.user.id, whoMayMessage: 'nobody' });
    const c = await conversation(env.db, [sender.user, reporter.user], 1);
    const { id } = await json<{ id: number }>(report(reporter.cookie, c.id, c.messageIds[0]!));
    expect((await act(admin.cookie, id, 'remove-and-suspend')).status).toBe(200);
    const settings = await env.db.select().from(t.messagingSettings).where(eq(t.messagingSettings.userId, sender.user.id)).get();
    expect(settings).toMatchObject({ whoMayMessage: 'nobody', messagingSuspendedBy: admin.user.id });
  });

  it('lets an editor suspend members only, and nobody themselves, changing nothing when refused', async () => {
    const otherEditor = await signedIn(env.db, { role: 'editor' });
    const reporter = await signedIn(env.db);
    const c = await conversation(env.db, [otherEditor.user, reporter.user], 1);
    const { id } = await json<{ id: number }>(report(reporter.cookie, c.id, c.messageIds[0]!));
    const refused = await act(editor.cookie, id, 'remove-and-suspend');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: EDITORS_SUSPEND_MEMBERS_MESSAGE });
    const self = await act(otherEditor.cookie, id, 'remove-and-suspend');
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ message: SUSPEND_SELF_MESSAGE });
    const row = await env.db.select().from(t.messages).where(eq(t.messages.id, c.messageIds[0]!)).get();
    expect(row!.deletedAt).toBeNull();
    expect((await queue(editor.cookie)).map((r) => r.id)).toContain(id);
    // An admin may.
    expect((await act(admin.cookie, id, 'remove-and-suspend')).status).toBe(200);
  });

  it('answers 400 for an unknown action and 404 for an unknown report or member, changing nothing', async () => {
    const bad = await act(editor.cookie, 1, 'delete');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { action: ['action must be dismiss, remove or remove-and-suspend'] } });
    const missing = await act(editor.cookie, 999999, 'dismiss');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Report not found' });
    expect((await api('/api/cms/members/999999/messaging-suspension', editor.cookie, 'DELETE')).status).toBe(404);
  });
});
