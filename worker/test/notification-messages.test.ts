import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '../src/platform/env';
import type { NotificationPage } from '../src/schemas/notifications';
import type { NotifyJob } from '../src/notifications/services/release-notifications';
import { createTestEnv } from './support/env';
import { signedIn, withTrustLevel } from './support/factories';
import { listen, makeBlock, makeConversation, send, settle, start } from './support/message-factories';
import { call } from './support/request';

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());
beforeEach(() => {
  te.mail.length = 0;
});

type Member = Awaited<ReturnType<typeof signedIn>>;
/** A live frame's type (the listener's type knows the messages' events, not the bell's). */
const kindOf = (e: unknown) => (e === 'pong' ? e : (e as { type: string }).type);
const member = (firstName: string) => signedIn(te.db, { firstName, lastName: 'Messenger' });

async function inbox(who: Member): Promise<NotificationPage> {
  const res = await call(te.env, '/api/notifications', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationPage;
}

describe('private messages', () => {
  it('tells the other members of a conversation, grouped while unread, by mail once, and reading the conversation reads it', async () => {
    const sender = await member('Sol');
    const reader = await member('Rae');
    const conversation = await makeConversation(te.db, [sender.user.id, reader.user.id]);
    const first = await send(te.env, sender.cookie, conversation.id, 'Are you coming on Friday?');
    expect(first.status).toBe(201);
    await send(te.env, sender.cookie, conversation.id, 'The ramp is fixed now.');
    const page = await inbox(reader);
    expect(page.notifications).toEqual([
      expect.objectContaining({
        kind: 'message',
        actorName: 'Sol Messenger',
        count: 2,
        post: null,
        link: `/messages/${conversation.id}`,
        detail: null,
      }),
    ]);
    // The sender never hears of their own message.
    expect((await inbox(sender)).notifications).toEqual([]);
    const mails = te.mail.filter((m) => m.to === reader.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Sol Messenger sent you a private message']);
    // The body of a private message never goes into the mail.
    expect(mails[0]!.text).not.toContain('Friday');

    const read = await call(te.env, `/api/messages/conversations/${conversation.id}/read`, {
      method: 'POST',
      cookie: reader.cookie,
      body: { lastReadMessageId: first.json.id + 1 },
    });
    expect(read.status).toBe(200);
    expect((await inbox(reader)).unread).toBe(0);
  });

  it('a repeated message (the same clientId) tells no one again', async () => {
    const sender = await member('Rory');
    const reader = await member('Remy');
    const conversation = await makeConversation(te.db, [sender.user.id, reader.user.id]);
    await send(te.env, sender.cookie, conversation.id, 'Once', 'same-client-id');
    expect((await send(te.env, sender.cookie, conversation.id, 'Once', 'same-client-id')).status).toBe(200);
    expect((await inbox(reader)).notifications).toEqual([expect.objectContaining({ count: 1 })]);
  });

  it('a message request tells its member once, however many messages follow', async () => {
    const asker = await member('Ash');
    // A new member (trust level 0) cannot write first to a stranger (decision 0034); this is about requests.
    await withTrustLevel(te.db, asker.user.id, 1);
    const stranger = await member('Sky');
    const started = await start(te.env, asker.cookie, [stranger.user.id], 'Hello, we met at the forum meetup');
    expect(started.status).toBe(201);
    const conversationId = started.json.conversation.id;
    const page = await inbox(stranger);
    expect(page.notifications).toEqual([
      expect.objectContaining({ kind: 'message', detail: 'request', count: 1, link: `/messages/${conversationId}` }),
    ]);
    expect(te.mail.filter((m) => m.to === stranger.user.email).map((m) => m.subject)).toEqual([
      'Ash Messenger asked to send you private messages',
    ]);
    await call(te.env, `/api/notifications/${page.notifications[0]!.id}/read`, { method: 'POST', cookie: stranger.cookie });
    // Still a request (the asker can only send while it stands if the API lets them; told nothing either way).
    await start(te.env, asker.cookie, [stranger.user.id], 'Did you see my message?');
    expect((await inbox(stranger)).unread).toBe(0);
  });

  it('never tells a member who blocked the sender, and never names a sender they have since blocked', async () => {
    const sender = await member('Blair');
    const blocker = await member('Bryn');
    const later = await member('Lane');
    await makeBlock(te.db, blocker.user.id, sender.user.id);
    const conversation = await makeConversation(te.db, [sender.user.id, blocker.user.id, later.user.id]);
    await send(te.env, sender.cookie, conversation.id, 'Hi both');
    expect((await inbox(blocker)).notifications).toEqual([]);
    expect((await inbox(later)).unread).toBe(1);
    await makeBlock(te.db, later.user.id, sender.user.id);
    const after = await inbox(later);
    expect(after.notifications).toEqual([]);
    expect(after.unread).toBe(0);
  });

  it('"Off" for messages means none', async () => {
    const sender = await member('Odin');
    const quiet = await member('Opal');
    await call(te.env, '/api/notifications/preferences', { method: 'PATCH', cookie: quiet.cookie, body: { message: 'off' } });
    const conversation = await makeConversation(te.db, [sender.user.id, quiet.user.id]);
    await send(te.env, sender.cookie, conversation.id);
    expect((await inbox(quiet)).notifications).toEqual([]);
  });

  it('tells readers live with the message itself, in one call to each channel, and queues only the mail a new notification needs', async () => {
    const sender = await member('Lia');
    const reader = await member('Ren');
    const hushed = await member('Hal');
    await call(te.env, '/api/notifications/settings', { method: 'PATCH', cookie: hushed.cookie, body: { announce: false } });
    const conversation = await makeConversation(te.db, [sender.user.id, reader.user.id, hushed.user.id]);
    const queued: NotifyJob[] = [];
    const env: Env = {
      ...te.env,
      NOTIFY_QUEUE: { send: async (job: NotifyJob) => void queued.push(JSON.parse(JSON.stringify(job)) as NotifyJob) } as never,
    };
    const [ears, quiet] = [await listen(env, reader.user.id), await listen(env, hushed.user.id)];

    expect((await send(env, sender.cookie, conversation.id, 'First one')).status).toBe(201);
    // Message, counts and notification arrive together, in that order, from one publish.
    await ears.waitFor((e) => kindOf(e) === 'notification');
    expect(ears.events.map(kindOf)).toEqual(['message', 'unread', 'notification']);
    expect(ears.events[2]).toEqual({ type: 'notification', kind: 'message', announce: true, conversationId: conversation.id });
    expect(await quiet.waitFor((e) => kindOf(e) === 'notification')).toEqual({
      type: 'notification',
      kind: 'message',
      announce: false,
      conversationId: conversation.id,
    });
    // Both notifications are new: the queue gets their mails only (the live part is done).
    expect(queued).toEqual([
      expect.objectContaining({
        type: 'deliver',
        told: true,
        reached: [
          expect.objectContaining({ userId: reader.user.id, fresh: true }),
          expect.objectContaining({ userId: hushed.user.id, fresh: true }),
        ],
      }),
    ]);

    // The next message is grouped into the unread notifications: told live, nothing queued.
    queued.length = 0;
    expect((await send(env, sender.cookie, conversation.id, 'Second one')).status).toBe(201);
    await ears.waitFor((e) => e.type === 'message' && e.message.body === 'Second one');
    await settle();
    expect(ears.events.filter((e) => kindOf(e) === 'notification')).toHaveLength(2);
    expect(queued).toEqual([]);
    ears.close();
    quiet.close();
  });
});
