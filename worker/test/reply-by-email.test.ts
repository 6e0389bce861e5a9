import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { REPLY_REFUSED } from '../src/mail/reply-by-email';
import { replyText } from '../src/mail/reply-text';
import type { Env } from '../src/platform/env';
import worker from '../src/index';
import { createTestEnv } from './support/env';
import { makePost, signedIn } from './support/factories';
import { call } from './support/request';

// Reply by email: a reply to a reply or mention email is posted as a comment, as the member,
// only from their own address and with a reply address signed for that notification.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
const DOMAIN = 'reply.portal.example.test';
beforeAll(async () => {
  te = await createTestEnv();
  env = { ...te.env, SITE_URL: 'https://portal.example.test', REPLY_DOMAIN: DOMAIN, EMAIL_REPLY_SECRET: 'a-test-secret-for-replies' };
});
afterAll(() => te.dispose());
beforeEach(() => {
  te.mail.length = 0;
});

/** Author Ada's post, Rex's reply to it through the API, and the notification email Ada got. */
async function replyMail() {
  const ada = await signedIn(te.db, { firstName: 'Ada', lastName: 'Lovelace' });
  const rex = await signedIn(te.db, { firstName: 'Rex', lastName: 'Reader' });
  const post = await makePost(te.db, ada.user.id, { title: 'Ramps at the library' });
  const res = await call(env, `/api/community/posts/${post.id}/comments`, {
    method: 'POST',
    cookie: rex.cookie,
    body: { content: 'Have you asked the council?' },
  });
  expect(res.status).toBe(201);
  const mail = te.mail.find((m) => m.to === ada.user.email)!;
  return { ada, rex, post, mail, replyTo: mail.headers!['Reply-To']! };
}

const mime = (from: string, to: string, body: string) =>
  [
    `From: ${from}`,
    `To: ${to}`,
    'Subject: Re: Rex Reader replied to your post',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
  ].join('\r\n');

/** Email Routing delivering a message to the worker's email handler; what it refused with, if anything. */
async function deliver(from: string, to: string, body: string) {
  let rejected: string | null = null;
  await worker.email!(
    { from, to, raw: mime(from, to, body), setReject: (reason: string) => (rejected = reason) } as unknown as ForwardableEmailMessage,
    env,
  );
  return rejected as string | null;
}

const commentsOn = (postId: number) => te.db.select().from(t.postComments).where(eq(t.postComments.postId, postId));

describe('reply by email', () => {
  it('gives reply and mention emails a signed Reply-To and says so, and posts the reply’s own words as the member', async () => {
    const { ada, rex, post, mail, replyTo } = await replyMail();
    expect(replyTo).toMatch(new RegExp(`^reply\\+\\d+-[A-Za-z0-9_-]{22}@${DOMAIN.replace(/\./g, '\\.')}$`));
    expect(mail.text).toContain('Reply to this email to answer in the discussion');

    const refused = await deliver(
      ada.user.email.toUpperCase(),
      replyTo,
      'Yes, they said next month.\n\nThanks!\nAda\n\nOn Thu, 26 Nov 2026 at 10:00, Equal Ground <noreply@example.org> wrote:\n> Rex Reader replied to your post\n',
    );
    expect(refused).toBeNull();
    const mine = (await commentsOn(post.id)).filter((c) => c.userId === ada.user.id);
    expect(mine.map((c) => c.content)).toEqual(['Yes, they said next month.\n\nThanks!\nAda']);
    // Rex, who commented, is told of Ada's reply as of any other.
    const told = await te.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, rex.user.id), eq(t.notifications.postId, post.id)));
    expect(told).toHaveLength(1);
  });

  it('refuses a forged or moved address, another sender, and an empty reply, posting nothing', async () => {
    const { ada, post, replyTo } = await replyMail();
    const other = await replyMail();
    const [, id, sig] = /^reply\+(\d+)-([\w-]+)@/.exec(replyTo)!;
    const forged = `reply+${id}-${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}@${DOMAIN}`;
    const moved = `reply+${/^reply\+(\d+)-/.exec(other.replyTo)![1]}-${sig}@${DOMAIN}`;
    expect(await deliver(ada.user.email, forged, 'Hello')).toBe(REPLY_REFUSED.address);
    expect(await deliver(ada.user.email, moved, 'Hello')).toBe(REPLY_REFUSED.address);
    expect(await deliver(ada.user.email, replyTo.replace(DOMAIN, 'elsewhere.example'), 'Hello')).toBe(REPLY_REFUSED.address);
    expect(await deliver('someone@else.example', replyTo, 'Hello')).toBe(REPLY_REFUSED.sender);
    expect(await deliver(ada.user.email, replyTo, '> only the quote\n')).toBe('Your reply was not posted: Comment cannot be empty.');
    expect(await deliver(ada.user.email, replyTo, 'x'.repeat(1001))).toBe(
      'Your reply was not posted: Comment must be less than 1000 characters.',
    );
    expect((await commentsOn(post.id)).filter((c) => c.userId === ada.user.id)).toEqual([]);
  });

  it('refuses a suspended member and a hidden discussion', async () => {
    const { ada, post, replyTo } = await replyMail();
    await te.db.update(t.users).set({ suspendedAt: new Date().toISOString(), suspensionReason: 'Spam' }).where(eq(t.users.id, ada.user.id));
    expect(await deliver(ada.user.email, replyTo, 'Hello')).toBe(REPLY_REFUSED.standing);
    await te.db.update(t.users).set({ suspendedAt: null }).where(eq(t.users.id, ada.user.id));
    await te.db.update(t.communityPosts).set({ visibility: 'hidden' }).where(eq(t.communityPosts.id, post.id));
    expect(await deliver(ada.user.email, replyTo, 'Hello')).toBe(REPLY_REFUSED.gone);
  });

  it('sends no Reply-To when reply by email is not set up', async () => {
    const plain = { ...env, REPLY_DOMAIN: undefined };
    const ada = await signedIn(te.db);
    const rex = await signedIn(te.db);
    const post = await makePost(te.db, ada.user.id);
    await call(plain, `/api/community/posts/${post.id}/comments`, { method: 'POST', cookie: rex.cookie, body: { content: 'A reply.' } });
    const mail = te.mail.find((m) => m.to === ada.user.email)!;
    expect(mail.headers!['Reply-To']).toBeUndefined();
    expect(mail.text).not.toContain('Reply to this email');
  });
});

describe('the reply’s own words', () => {
  it('cut at the quoted message (Gmail, Apple Mail, Outlook) and the signature', () => {
    expect(replyText('Great news.\r\n\r\nOn Tue, 3 Nov 2026, Ada <ada@example.org> wrote:\r\n> old')).toBe('Great news.');
    expect(replyText('Great news.\n\nOn Tue, 3 Nov 2026 at 10:04, Equal Ground\n<noreply@example.org> wrote:\n> old')).toBe('Great news.');
    expect(replyText('Agreed.\n\n-----Original Message-----\nFrom: Equal Ground')).toBe('Agreed.');
    expect(replyText('Agreed.\n________________________________\nFrom: Equal Ground\nSent: Tuesday')).toBe('Agreed.');
    expect(replyText('Agreed.\n-- \nAda Lovelace\nAccessibility officer')).toBe('Agreed.');
    expect(replyText('Agreed.\n\nSent from my iPhone')).toBe('Agreed.');
    expect(replyText('First line\n\n\n\nSecond line')).toBe('First line\n\nSecond line');
  });
});
