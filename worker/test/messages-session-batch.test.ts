import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import { UNVERIFIED_MESSAGING_MESSAGE } from '../src/accounts/auth';
import { sha256Hex } from '../src/lib/crypto';
import { todayInAustralia } from '../src/schemas/donations';
import { suspensionMessage } from '../src/schemas/standing';
import { sendMessage } from '../src/messaging/services/messages-send';
import { sessionOwnerOf } from '../src/accounts/services/sessions';
import { createTestEnv } from './support/env';
import { signedIn, suspended, withTrustLevel } from './support/factories';
import { makeConversation, send } from './support/message-factories';
import { call } from './support/request';

// A send whose session this isolate has seen checks the session in its own batch (lib/auth.ts
// loadUser, services/messages-send.ts sendMessage; decision 0024). Each test first makes the
// isolate see the session with a read, then changes the session or the member behind its back
// (as a sign-out or an editor's action in another isolate would), then sends.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const tokenHashOf = (cookie: string) => sha256Hex(cookie.slice('session='.length));

/**
 * Two members in a conversation, with one message from the first, sent the usual way: the
 * isolate has now seen the sender's session, and the sender has a rate-limit row (so no refusal
 * below can come from a missing count).
 */
async function pair() {
  const [a, b] = await Promise.all([signedIn(te.db), signedIn(te.db)]);
  await Promise.all([withTrustLevel(te.db, a.user.id, 1), withTrustLevel(te.db, b.user.id, 1)]);
  const conversation = await makeConversation(te.db, [a.user.id, b.user.id]);
  expect(sessionOwnerOf(await tokenHashOf(a.cookie))).toBeUndefined();
  expect((await send(te.env, a.cookie, conversation.id, 'First, looked up first')).status).toBe(201);
  expect(sessionOwnerOf(await tokenHashOf(a.cookie))).toBe(a.user.id);
  return { a, b, id: conversation.id };
}

const storedIn = async (id: number) => (await te.db.select().from(t.messages).where(eq(t.messages.conversationId, id))).length;
const limitOf = async (userId: number) =>
  (
    await te.db
      .select()
      .from(t.rateLimits)
      .where(eq(t.rateLimits.key, `message:${userId}`))
      .get()
  )?.count ?? 0;

describe('a send that checks its own session', () => {
  it('stores and answers as the usual path does', async () => {
    const { a, id } = await pair();
    const sent = await send(te.env, a.cookie, id, 'Checked in one batch');
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ body: 'Checked in one batch', mine: true, sender: { id: a.user.id } });
    expect(await storedIn(id)).toBe(2);
    expect(await limitOf(a.user.id)).toBe(2);
  });

  it('answers 401 for a session ended elsewhere, and stores and counts nothing', async () => {
    const { a, id } = await pair();
    await te.db.delete(t.sessions).where(eq(t.sessions.tokenHash, await tokenHashOf(a.cookie)));
    const refused = await send(te.env, a.cookie, id, 'After signing out everywhere');
    expect(refused.status).toBe(401);
    expect(await storedIn(id)).toBe(1);
    expect(await limitOf(a.user.id)).toBe(1);
    // The isolate forgets whose it was: the next send looks the session up first, and is refused the same.
    expect(sessionOwnerOf(await tokenHashOf(a.cookie))).toBeUndefined();
    expect((await send(te.env, a.cookie, id, 'Again')).status).toBe(401);
  });

  it('answers 401 for a session that has expired, storing nothing', async () => {
    const { a, id } = await pair();
    await te.db
      .update(t.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(t.sessions.tokenHash, await tokenHashOf(a.cookie)));
    expect((await send(te.env, a.cookie, id, 'Too late')).status).toBe(401);
    expect(await storedIn(id)).toBe(1);
    expect(await limitOf(a.user.id)).toBe(1);
    expect(sessionOwnerOf(await tokenHashOf(a.cookie))).toBeUndefined();
  });

  it('refuses a claim naming a member the session is not theirs: the batch checks the pair, not the isolate’s memory', async () => {
    const { a, b, id } = await pair();
    const claim = { tokenHash: await tokenHashOf(a.cookie), userId: b.user.id };
    const held = vi.fn();
    await expect(sendMessage(te.db, te.env, claim, id, { body: 'As someone else', clientId: crypto.randomUUID() }, held)).rejects.toThrow(
      'Unauthorized',
    );
    expect(held).not.toHaveBeenCalled();
    expect(await storedIn(id)).toBe(1);
    expect(await limitOf(b.user.id)).toBe(0);
  });

  it('after a session ends, answers 401 before anything else, and no other messages route lets the request by', async () => {
    const { a, id } = await pair();
    const [mine] = await te.db.select().from(t.messages).where(eq(t.messages.conversationId, id));
    await te.db.delete(t.sessions).where(eq(t.sessions.tokenHash, await tokenHashOf(a.cookie)));
    // A conversation that does not exist: 401, not 404.
    expect((await send(te.env, a.cookie, id + 1000, 'Nowhere')).status).toBe(401);
    const base = `/api/messages/conversations/${id}/messages`;
    for (const [method, path, body] of [
      ['GET', base, undefined],
      ['PATCH', `${base}/${mine!.id}`, { body: 'Edited' }],
      ['POST', `${base}/${mine!.id}/report`, { reason: 'spam' }],
    ] as const) {
      expect((await call(te.env, path, { method, cookie: a.cookie, body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('takes only a JSON body: another media type goes the usual way, refused as the validator refuses it, storing nothing', async () => {
    const { a, id } = await pair();
    const res = await call(te.env, `/api/messages/conversations/${id}/messages`, {
      method: 'POST',
      cookie: a.cookie,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: JSON.stringify({ body: 'Sent as a form', clientId: crypto.randomUUID() }),
    });
    expect(res.status).toBe(400);
    expect(await storedIn(id)).toBe(1);
  });

  it('answers 403 in the guards’ words for an unconfirmed address or a suspension, storing and counting nothing', async () => {
    const { a, id } = await pair();
    await te.db.update(t.users).set({ emailVerifiedAt: null }).where(eq(t.users.id, a.user.id));
    const unconfirmed = await send(te.env, a.cookie, id, 'Unconfirmed');
    expect([unconfirmed.status, unconfirmed.error]).toEqual([403, UNVERIFIED_MESSAGING_MESSAGE]);

    await te.db
      .update(t.users)
      .set({ emailVerifiedAt: new Date().toISOString(), ...suspended('Spam', null) })
      .where(eq(t.users.id, a.user.id));
    const held = await send(te.env, a.cookie, id, 'Suspended');
    expect([held.status, held.error]).toEqual([403, suspensionMessage({ reason: 'Spam', until: null })]);
    expect(await storedIn(id)).toBe(1);
    expect(await limitOf(a.user.id)).toBe(1);
  });

  it('lets a member whose suspension ended yesterday send, and holds one whose last day is today', async () => {
    const { a, id } = await pair();
    const today = todayInAustralia();
    await te.db.update(t.users).set(suspended('Cooling off', today)).where(eq(t.users.id, a.user.id));
    const held = await send(te.env, a.cookie, id, 'Still today');
    expect([held.status, held.error]).toEqual([403, suspensionMessage({ reason: 'Cooling off', until: today })]);
    await te.db.update(t.users).set(suspended('Cooling off', '2000-01-01')).where(eq(t.users.id, a.user.id));
    expect(await storedIn(id)).toBe(1);
    expect((await send(te.env, a.cookie, id, 'Back again')).status).toBe(201);
    expect(await storedIn(id)).toBe(2);
  });

  it('keeps the usual order of answers for a refused body: 401 before 400, and the schema’s words when signed in', async () => {
    const { a, id } = await pair();
    const empty = await call(te.env, `/api/messages/conversations/${id}/messages`, {
      method: 'POST',
      cookie: a.cookie,
      body: { body: '', clientId: crypto.randomUUID() },
    });
    expect([empty.status, ((await empty.json()) as { message: string }).message]).toEqual([400, 'Message cannot be empty']);
    // The refused body looked the session up the usual way; the next good send is claimed again.
    expect((await send(te.env, a.cookie, id, 'Now with words')).status).toBe(201);

    await te.db.delete(t.sessions).where(eq(t.sessions.tokenHash, await tokenHashOf(a.cookie)));
    const signedOut = await call(te.env, `/api/messages/conversations/${id}/messages`, {
      method: 'POST',
      cookie: a.cookie,
      body: { body: '', clientId: crypto.randomUUID() },
    });
    expect(signedOut.status).toBe(401);
  });

  it('knows who the request was once the session held: an editor’s send is logged as every staff write is', async () => {
    const [editor, member] = await Promise.all([signedIn(te.db, { role: 'editor' }), signedIn(te.db)]);
    const { id } = await makeConversation(te.db, [editor.user.id, member.user.id]);
    expect((await send(te.env, editor.cookie, id, 'Looked up first')).status).toBe(201);
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      expect((await send(te.env, editor.cookie, id, 'Checked in the batch')).status).toBe(201);
    } finally {
      spy.mockRestore();
    }
    const staff = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.event === 'staff.action');
    expect(staff).toEqual([expect.objectContaining({ userId: editor.user.id, role: 'editor', method: 'POST', status: 201 })]);
  });

  it('extends a session idle for over an hour, as loadUser does, with a new cookie', async () => {
    const { a, id } = await pair();
    const tokenHash = await tokenHashOf(a.cookie);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    await te.db
      .update(t.sessions)
      .set({ lastSeenAt: twoHoursAgo, expiresAt: new Date(Date.now() + 60_000).toISOString() })
      .where(eq(t.sessions.tokenHash, tokenHash));
    const sent = await send(te.env, a.cookie, id, 'Still here');
    expect(sent.status).toBe(201);
    expect(sent.headers.get('set-cookie')).toMatch(/^session=/);
    const row = await te.db.select().from(t.sessions).where(eq(t.sessions.tokenHash, tokenHash)).get();
    expect(Date.parse(row!.expiresAt)).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    expect(row!.lastSeenAt > twoHoursAgo).toBe(true);
  });

  it('sends the extended cookie with a refused send too, as loadUser does', async () => {
    const { a, id } = await pair();
    await te.db
      .update(t.sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() })
      .where(eq(t.sessions.tokenHash, await tokenHashOf(a.cookie)));
    const refused = await send(te.env, a.cookie, id + 1000, 'To no conversation');
    expect(refused.status).toBe(404);
    expect(refused.headers.get('set-cookie')).toMatch(/^session=/);
  });
});
