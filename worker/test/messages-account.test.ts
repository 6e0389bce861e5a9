import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { MessagePage } from '../src/schemas/messages';
import type { DataExport } from '../src/schemas/privacy';
import { createTestEnv } from './support/env';
import { signedIn, withTrustLevel } from './support/factories';
import { getJson, makeBlock, send, start } from './support/message-factories';
import { call } from './support/request';

// A member's messages in "Download my data" and "Delete my account" (decision 0022): their own
// words are theirs to take; once they leave, their messages stay in the others' conversations
// without a sender ("Former member"), or, if they chose to delete their words, as "Message deleted".

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const PASSWORD = 'correct horse battery';

async function conversationOf() {
  const me = await signedIn(te.db, { firstName: 'Leaving', lastName: 'Soon' });
  const other = await signedIn(te.db, { firstName: 'Staying', lastName: 'Here' });
  // Past trust level 0, which cannot write first to a stranger (decision 0034): this is about the export and deletion.
  await withTrustLevel(te.db, me.user.id, 1);
  const started = await start(te.env, me.cookie, [other.user.id], 'My words');
  const id = started.json.conversation.id;
  await call(te.env, `/api/messages/conversations/${id}/accept`, { method: 'POST', cookie: other.cookie });
  await send(te.env, other.cookie, id, 'Their words');
  await call(te.env, `/api/messages/conversations/${id}/messages/${started.json.message.id}/reactions`, {
    method: 'POST',
    cookie: other.cookie,
    body: { reaction: 'Hug' },
  });
  return { me, other, id };
}

describe('messages in the data export', () => {
  it('holds their own messages, conversations, settings and blocks, and never another member’s words', async () => {
    const { me, other, id } = await conversationOf();
    await call(te.env, '/api/messages/settings', { method: 'PATCH', cookie: me.cookie, body: { readReceipts: false } });
    await makeBlock(te.db, me.user.id, (await signedIn(te.db)).user.id);
    const res = await call(te.env, '/api/account/export', { cookie: me.cookie });
    const text = await res.text();
    const data = JSON.parse(text) as DataExport;
    expect(data.messages).toEqual([expect.objectContaining({ conversationId: id, body: 'My words', deleted: false })]);
    expect(data.conversations).toEqual([expect.objectContaining({ id, status: 'active' })]);
    expect(data.messagingSettings).toMatchObject({ readReceipts: false });
    expect(data.blocks).toHaveLength(1);
    expect(text).not.toContain('Their words');
    expect(text).not.toContain(other.user.email);
    const readable = await (await call(te.env, '/api/account/export/readable', { cookie: me.cookie })).text();
    expect(readable).toContain('Messages you sent (1)');
    expect(readable).toContain('My words');
  });
});

describe('deleting an account with messages', () => {
  const remove = (cookie: string, posts: 'keep' | 'delete') =>
    call(te.env, '/api/account/delete', { method: 'POST', cookie, body: { password: PASSWORD, posts } });

  it('"keep": their messages stay for the others with no sender (shown as Former member); their own rows go', async () => {
    const { me, other, id } = await conversationOf();
    expect((await remove(me.cookie, 'keep')).status).toBe(200);
    const page = await getJson<MessagePage>(te.env, other.cookie, `/conversations/${id}/messages`);
    expect(page.json.messages.map((m) => [m.body, m.sender?.displayName ?? null])).toEqual([
      ['My words', null],
      ['Their words', 'Staying Here'],
    ]);
    expect(await te.db.select().from(t.conversationMembers).where(eq(t.conversationMembers.userId, me.user.id))).toEqual([]);
    expect(await te.db.select().from(t.messageReactions).where(eq(t.messageReactions.userId, me.user.id))).toEqual([]);
    expect(await te.db.select().from(t.messages).where(eq(t.messages.senderId, me.user.id))).toEqual([]);
    // The conversation is still the other member's, with no one left to receive.
    const detail = await getJson<{ notDelivered: boolean; members: unknown[] }>(te.env, other.cookie, `/conversations/${id}`);
    expect(detail.json).toMatchObject({ notDelivered: true, members: [] });
  });

  it('"delete": their messages show as "Message deleted" for everyone', async () => {
    const { me, other, id } = await conversationOf();
    expect((await remove(me.cookie, 'delete')).status).toBe(200);
    const page = await getJson<MessagePage>(te.env, other.cookie, `/conversations/${id}/messages`);
    expect(page.json.messages.map((m) => [m.body, m.deleted, m.sender, m.reactions])).toEqual([
      ['', true, null, []],
      ['Their words', false, expect.objectContaining({ displayName: 'Staying Here' }), []],
    ]);
    const stored = await te.db.select().from(t.messages).where(eq(t.messages.conversationId, id));
    expect(stored.find((m) => m.senderId === null)).toMatchObject({ body: '' });
  });
});
