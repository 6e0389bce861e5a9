import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../src/platform/env';
import type { ErrorBody } from '../src/lib/errors';
import worker from '../src/index';
import {
  EXPORT_LINK_GONE_MESSAGE,
  EXPORT_TOO_LARGE_MESSAGE,
  exportPreparingMessage,
  type DataExport,
  type DataExportSize,
} from '../src/schemas/privacy';
import { countExportRows, EXPORT_INLINE_MAX_ROWS, type DataExportJob } from '../src/accounts/services/account-export-background';
import type { QueuedMail } from '../src/mail/services/mail';
import { UNVERIFIED_EXPORT_MESSAGE } from '../src/accounts/auth';
import { createTestEnv } from './support/env';
import { makeComment, makePost, signedIn } from './support/factories';
import { visitor } from './support/cms-factories';
import { linkIn } from './support/mail-outbox';
import { call } from './support/request';

// "Download my data" for the largest accounts (decision 0022): counted, prepared on the queue,
// stored privately in R2, and offered by a mailed one-use link for the same member only.

let te: Awaited<ReturnType<typeof createTestEnv>>;
/** Every account with more than 3 rows counts as large here. */
let env: Env;
beforeAll(async () => {
  te = await createTestEnv();
  env = { ...te.env, EXPORT_INLINE_MAX_ROWS: '3' };
});
afterAll(() => te.dispose());

const messageOf = async (res: Response) => ((await res.json()) as ErrorBody).message;
const prepare = (cookie: string | undefined, e = env) =>
  call(e, '/api/account/export/prepare', { method: 'POST', cookie, headers: visitor() });

/** A member with more rows than the limit: sessions, posts and comments. */
async function largeMember() {
  const me = await signedIn(te.db);
  const post = await makePost(te.db, me.user.id);
  for (let i = 0; i < 3; i++) await makeComment(te.db, post.id, me.user.id);
  return me;
}

/** Runs the queue's consumer over what the worker queued since `from`, as the platform would. */
async function runQueue(from: number) {
  const messages = te.mail.slice(from).map((body, i) => ({
    id: String(i),
    timestamp: new Date(),
    attempts: 1,
    body: body as QueuedMail | DataExportJob,
    ack: vi.fn(),
    retry: vi.fn(),
  }));
  const batch = { queue: 'mail', messages, ackAll: vi.fn(), retryAll: vi.fn() };
  // Mails in the same batch go to SMTP, which no test relay answers: only jobs are run here.
  const jobs = messages.filter((m) => (m.body as DataExportJob).job === 'data-export');
  await worker.queue({ ...batch, messages: jobs } as unknown as MessageBatch<QueuedMail>, env);
  return jobs;
}

describe('the size of a member’s copy', () => {
  it('counts the rows that grow with use, and says when the copy is prepared in the background', async () => {
    const small = await signedIn(te.db);
    const res = await call(te.env, '/api/account/export/size', { cookie: small.cookie });
    expect(await res.json()).toEqual({ rows: 1, inBackground: false } satisfies DataExportSize);
    expect(EXPORT_INLINE_MAX_ROWS).toBe(10_000);

    const large = await largeMember();
    expect(await countExportRows(te.db, large.user.id)).toBe(5);
    expect(await (await call(env, '/api/account/export/size', { cookie: large.cookie })).json()).toEqual({ rows: 5, inBackground: true });
    expect((await call(env, '/api/account/export/size')).status).toBe(401);
  });

  it('refuses to send a large copy at once, as a file or as a page, in words that say what to do', async () => {
    const { cookie } = await largeMember();
    const file = await call(env, '/api/account/export', { cookie });
    expect([file.status, await messageOf(file)]).toEqual([409, EXPORT_TOO_LARGE_MESSAGE]);
    const page = await call(env, '/api/account/export/readable', { cookie });
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Prepare my data');
    // The usual limit sends the same account's copy at once.
    expect((await call(te.env, '/api/account/export', { cookie })).status).toBe(200);
  });
});

describe('preparing a large copy', () => {
  it('queues it, and the consumer stores it privately and mails a link that downloads it once, for that member only', async () => {
    const me = await largeMember();
    const before = te.mail.length;
    const res = await prepare(me.cookie);
    expect([res.status, await res.json()]).toEqual([202, { message: exportPreparingMessage(me.user.email) }]);
    const [job] = await runQueue(before);
    expect(job!.body).toMatchObject({ job: 'data-export', userId: me.user.id });
    expect(job!.ack).toHaveBeenCalledOnce();

    const mail = te.mail.slice(before).find((m) => m.kind === 'data-export-ready')!;
    expect(mail).toMatchObject({ to: me.user.email, subject: 'Your Equal Ground data is ready to download' });
    const link = linkIn(mail, '/account/privacy/ready');
    const token = link.searchParams.get('token')!;
    const info = `/api/account/export/prepared/${encodeURIComponent(token)}`;

    // Stored under a private key that the public media route never serves.
    const stored = await te.env.MEDIA.list({ prefix: 'private/exports/' });
    expect(stored.objects.length).toBeGreaterThan(0);
    const key = stored.objects.at(-1)!.key;
    expect((await call(env, `/media/${key}`)).status).toBe(404);
    expect((await call(env, `/media/${key.replace('/', '%2F')}`)).status).toBe(404);

    // Signed out: sign in first. Another member: the same answer as a used link, and the link still works.
    expect((await call(env, info)).status).toBe(401);
    const other = await signedIn(te.db);
    for (const path of [info, `${info}/file`]) {
      const res = await call(env, path, { cookie: other.cookie });
      expect([res.status, await messageOf(res)]).toEqual([404, EXPORT_LINK_GONE_MESSAGE]);
    }

    const shown = await call(env, info, { cookie: me.cookie });
    const { bytes } = (await shown.json()) as { bytes: number };
    expect(bytes).toBeGreaterThan(1000);
    const file = await call(env, `${info}/file`, { cookie: me.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="equal-ground-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const data = (await file.json()) as DataExport;
    expect(data.account.email).toBe(me.user.email);
    expect(data.comments).toHaveLength(3);

    // Once.
    const again = await call(env, `${info}/file`, { cookie: me.cookie });
    expect([again.status, await messageOf(again)]).toEqual([404, EXPORT_LINK_GONE_MESSAGE]);
    expect((await call(env, info, { cookie: me.cookie })).status).toBe(404);
  });

  it('waits for a confirmed address (the copy is mailed there), works only with mail, and three times a day', async () => {
    const unconfirmed = await signedIn(te.db, { emailVerifiedAt: null });
    const refused = await prepare(unconfirmed.cookie);
    expect([refused.status, await messageOf(refused)]).toEqual([403, UNVERIFIED_EXPORT_MESSAGE]);

    const me = await largeMember();
    const before = te.mail.length;
    const noMail = await prepare(me.cookie, { ...env, MAIL_QUEUE: undefined });
    expect(noMail.status).toBe(503);
    expect(te.mail.length).toBe(before);

    for (let i = 0; i < 3; i++) expect((await prepare(me.cookie)).status).toBe(202);
    const fourth = await prepare(me.cookie);
    expect(fourth.status).toBe(429);
    expect(te.mail.length).toBe(before + 3);
    expect((await prepare(undefined)).status).toBe(401);
  });

  it('is retried with a growing wait when preparing fails, and a deleted account is not prepared for', async () => {
    const me = await largeMember();
    const before = te.mail.length;
    await prepare(me.cookie);
    const broken = { ...env, MEDIA: { ...te.env.MEDIA, put: () => Promise.reject(new Error('R2 is down')) } as unknown as R2Bucket };
    const message = { id: '1', timestamp: new Date(), attempts: 1, body: te.mail.at(-1)!, ack: vi.fn(), retry: vi.fn() };
    await worker.queue({ queue: 'mail', messages: [message] } as unknown as MessageBatch<QueuedMail>, broken);
    expect(message.ack).not.toHaveBeenCalled();
    expect(message.retry).toHaveBeenCalledWith({ delaySeconds: 30 });
    expect(te.mail.length).toBe(before + 1);

    const gone = {
      ...message,
      body: { job: 'data-export', userId: 99_999_999, origin: 'http://localhost', requestedAt: '' },
      ack: vi.fn(),
    };
    await worker.queue({ queue: 'mail', messages: [gone] } as unknown as MessageBatch<QueuedMail>, env);
    expect(gone.ack).toHaveBeenCalledOnce();
    expect(te.mail.length).toBe(before + 1);
  });
});
