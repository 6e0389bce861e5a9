import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MEMBER_HEADER } from '../src/messaging/live/protocol';
import { liveStub, memberChannel, publishToMembers } from '../src/messaging/live/publish';
import type { LiveEvent } from '../src/schemas/messages';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

/** Opens a socket on a member's channel (the object's own door; GET /api/live leads here). */
async function listen(memberId: number) {
  const res = await liveStub(te.env, memberChannel(memberId))!.fetch('https://live.internal/connect', {
    headers: { Upgrade: 'websocket', [LIVE_MEMBER_HEADER]: String(memberId) },
  });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const received: unknown[] = [];
  const waiters: Array<() => void> = [];
  socket.addEventListener('message', (e) => {
    received.push(typeof e.data === 'string' ? (e.data === 'pong' ? 'pong' : JSON.parse(e.data)) : e.data);
    waiters.splice(0).forEach((w) => w());
  });
  socket.accept();
  const next = async (count = 1) => {
    const deadline = Date.now() + 5000;
    while (received.length < count && Date.now() < deadline) await new Promise<void>((r) => (waiters.push(r), setTimeout(r, 100)));
    return received;
  };
  return { socket, received, next };
}

const ping: LiveEvent = { type: 'conversation', conversationId: 7 };

describe('live channels (Durable Objects)', () => {
  it('delivers what is published to every socket of that member, and to no one else', async () => {
    const phone = await listen(101);
    const laptop = await listen(101);
    const someoneElse = await listen(102);
    await publishToMembers(te.env, [{ memberId: 101, event: ping }]);
    expect(await phone.next()).toEqual([ping]);
    expect(await laptop.next()).toEqual([ping]);
    await new Promise((r) => setTimeout(r, 200));
    expect(someoneElse.received).toEqual([]);
    for (const l of [phone, laptop, someoneElse]) l.socket.close(1000, 'done');
  });

  it('answers a ping with pong (the runtime does, without waking the object)', async () => {
    const l = await listen(103);
    l.socket.send('ping');
    expect(await l.next()).toEqual(['pong']);
    l.socket.close(1000, 'done');
  });

  it('lists who is listening, and forgets a closed socket', async () => {
    const l = await listen(104);
    const listeners = async () =>
      ((await (await liveStub(te.env, memberChannel(104))!.fetch('https://live.internal/listeners')).json()) as { listeners: unknown[] })
        .listeners;
    expect(await listeners()).toEqual([expect.objectContaining({ memberId: 104 })]);
    l.socket.close(1000, 'done');
    const deadline = Date.now() + 5000;
    while ((await listeners()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await listeners()).toEqual([]);
  });

  it('publishing to a member with no open socket is fine (they catch up from the API)', async () => {
    await expect(publishToMembers(te.env, [{ memberId: 999, event: ping }])).resolves.toBeUndefined();
  });
});

describe('GET /api/live', () => {
  it('is for signed-in members only', async () => {
    const res = await call(te.env, '/api/live', { headers: { upgrade: 'websocket' } });
    expect(res.status).toBe(401);
  });

  it('refuses a plain request with 426 and words', async () => {
    const { cookie } = await signedIn(te.db);
    const res = await call(te.env, '/api/live', { cookie });
    expect(res.status).toBe(426);
    expect(await res.json()).toEqual({ message: 'This address takes a WebSocket connection.' });
  });

  it("refuses a socket opened from another site's page", async () => {
    const { cookie } = await signedIn(te.db);
    const res = await call(te.env, '/api/live', { cookie, headers: { upgrade: 'websocket', origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});
