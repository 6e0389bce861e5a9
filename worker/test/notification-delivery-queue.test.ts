import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../src/platform/env';
import type { NotificationPage } from '../src/schemas/notifications';
import { runNotificationJobs, type NotifyJob } from '../src/notifications/services/release-notifications';
import { createTestEnv } from './support/env';
import { makePost, signedIn } from './support/factories';
import { call } from './support/request';

// Telling readers costs more round trips than a request may spend (issue 8), so a request that
// reaches members queues their delivery on NOTIFY_QUEUE; the consumer delivers it.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
const queued: NotifyJob[] = [];
beforeAll(async () => {
  te = await createTestEnv();
  env = {
    ...te.env,
    NOTIFY_QUEUE: {
      async send(body: NotifyJob) {
        queued.push(JSON.parse(JSON.stringify(body)) as NotifyJob);
      },
    } as unknown as Env['NOTIFY_QUEUE'],
  };
});
afterAll(() => te.dispose());

describe('delivering notifications through the queue', () => {
  it('stores the notification with the reply, queues its delivery, and the consumer mails it once', async () => {
    const author = await signedIn(te.db);
    const replier = await signedIn(te.db);
    const post = await makePost(te.db, author.user.id);
    const before = te.mail.length;
    const res = await call(env, `/api/community/posts/${post.id}/comments`, {
      method: 'POST',
      cookie: replier.cookie,
      body: { content: 'A reply that tells the author.' },
    });
    expect(res.status).toBe(201);
    // Stored at once (the bell's count reads it), mailed only by the consumer.
    const page = (await (await call(env, '/api/notifications', { cookie: author.cookie })).json()) as NotificationPage;
    expect(page.notifications.map((n) => n.kind)).toEqual(['post-reply']);
    expect(te.mail.length).toBe(before);
    expect(queued).toEqual([
      {
        type: 'deliver',
        reached: [expect.objectContaining({ userId: author.user.id, kind: 'post-reply', fresh: true })],
        origin: expect.any(String),
        at: expect.any(String),
      },
    ]);

    const message = { id: '1', timestamp: new Date(), attempts: 1, body: queued[0]!, ack: vi.fn(), retry: vi.fn() };
    await runNotificationJobs([message], env, te.db);
    expect(message.ack).toHaveBeenCalledOnce();
    expect(te.mail.slice(before).map((m) => [m.kind, m.to])).toEqual([['notification', author.user.email]]);
    // A repeated job mails nobody twice: the notification is marked emailed.
    await runNotificationJobs([{ ...message, ack: vi.fn() }], env, te.db);
    expect(te.mail.length).toBe(before + 1);
  });
});
