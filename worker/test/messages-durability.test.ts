import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MessagePage } from '../src/schemas/messages';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { getJson, listen, makeConversation, send } from './support/message-factories';

// "A message acknowledged to the sender is never lost, even if the Durable Object is evicted
// mid-conversation" (issue 16). Miniflare's setOptions restarts workerd: every object and every
// socket goes, while D1 (kept by Miniflare in a temporary directory, not in workerd's memory)
// stays, as Cloudflare evicting the objects would leave it.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

it('keeps acknowledged messages through a restart of the live objects, and delivery resumes once the member reconnects', async () => {
  const a = await signedIn(te.db);
  const b = await signedIn(te.db);
  const { id } = await makeConversation(te.db, [a.user.id, b.user.id]);
  const before = await listen(te.env, b.user.id);
  const first = await send(te.env, a.cookie, id, 'Before the restart');
  expect(first.status).toBe(201);
  await before.waitFor((e) => e.type === 'message' && e.message.id === first.json.id);
  const closed = new Promise<number>((resolve) => before.socket.addEventListener('close', (e) => resolve(e.code)));

  await te.mf.setOptions(te.mfOptions);
  // The old socket is gone with the object that held it.
  expect(await Promise.race([closed.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open'), 5000))])).toBe('closed');

  // Sent while b has no socket: acknowledged, so stored.
  const during = await send(te.env, a.cookie, id, 'While b was away');
  expect(during.status).toBe(201);

  // b reconnects and catches up from the API after the newest message it held: nothing lost, nothing twice.
  const after = await listen(te.env, b.user.id);
  const caughtUp = await getJson<MessagePage>(te.env, b.cookie, `/conversations/${id}/messages?after=${first.json.id}`);
  expect(caughtUp.json.messages.map((m) => m.body)).toEqual(['While b was away']);
  const all = await getJson<MessagePage>(te.env, b.cookie, `/conversations/${id}/messages`);
  expect(all.json.messages.map((m) => m.body)).toEqual(['Before the restart', 'While b was away']);

  // And live delivery resumes on the new socket.
  const live = await send(te.env, a.cookie, id, 'After reconnecting');
  expect(await after.waitFor((e) => e.type === 'message')).toMatchObject({ message: { id: live.json.id, body: 'After reconnecting' } });
  after.close();
});
