import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../src/schemas/notifications';
import { joinRows, makeRoom } from './support/chat-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

// An @mention in a chat room tells the named member through the notifications' one rule for
// mentions (services/mentions.ts): only the room's members, never the sender.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const notificationsOf = async (cookie: string) =>
  ((await (await call(te.env, '/api/notifications', { cookie })).json()) as NotificationPage).notifications;

describe('a mention in a chat room', () => {
  it('tells a room member who is named, links to the message, and leaves out the sender and anyone not in the room', async () => {
    // Names are words of letters (services/mentions.ts), so the unique part has no digits.
    const stamp = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
    const sender = await signedIn(te.db, { firstName: 'Rowan', lastName: `Sender${stamp}` });
    const named = await signedIn(te.db, { firstName: 'Quinn', lastName: `Named${stamp}` });
    const outsider = await signedIn(te.db, { firstName: 'Avery', lastName: `Outside${stamp}` });
    const room = await makeRoom(te.db, { name: 'Peer support test' });
    await joinRows(te.db, room.id, [sender.user.id, named.user.id]);
    const sent = await call(te.env, `/api/chat/rooms/${room.id}/messages`, {
      method: 'POST',
      cookie: sender.cookie,
      body: { clientId: `c-${stamp}`, body: `Hi @Quinn Named${stamp} and @Avery Outside${stamp}, and me @Rowan Sender${stamp}` },
    });
    expect(sent.status).toBe(201);

    const [told] = await notificationsOf(named.cookie);
    expect(told).toMatchObject({ kind: 'mention', title: 'Peer support test', link: `/chat/${room.id}` });
    expect(await notificationsOf(outsider.cookie)).toEqual([]);
    expect(await notificationsOf(sender.cookie)).toEqual([]);
  });
});
