import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailFailures } from '../src/db/schema';
import { verifyEmailMail } from '../src/accounts/mails/account-mails';
import { parseSender } from '../src/mail/smtp';
import { renderMail } from '../src/mail/templates';
import type { QueuedMail } from '../src/mail/services/mail';
import { deliverMailBatch, MAIL_MAX_ATTEMPTS, retryDelaySeconds } from '../src/mail/services/mail-delivery';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

const mail = (to: string): QueuedMail => ({
  ...renderMail(verifyEmailMail('https://members.example.org/verify-email?token=secret-token-value'), 'Demo Inc.'),
  kind: 'verify-email',
  to,
  queuedAt: '2026-11-26T00:00:00.000Z',
});

/** A queue message as the consumer gets one, recording what the consumer decided. */
function message(body: QueuedMail, attempts: number) {
  const outcome: { acked: boolean; retryDelay?: number } = { acked: false };
  return {
    outcome,
    body,
    attempts,
    ack: () => void (outcome.acked = true),
    retry: (options?: QueueRetryOptions) => void (outcome.retryDelay = options?.delaySeconds),
  };
}

describe('the mail queue consumer', () => {
  it('acknowledges each mail the relay accepts, in order', async () => {
    const delivered: string[] = [];
    const batch = [message(mail('a@example.test'), 1), message(mail('b@example.test'), 1)];
    await deliverMailBatch(batch, t.db, { send: async (m) => void delivered.push(m.to) });
    expect(delivered).toEqual(['a@example.test', 'b@example.test']);
    expect(batch.map((m) => m.outcome)).toEqual([{ acked: true }, { acked: true }]);
  });

  it('retries a mail the relay refuses, waiting longer each time, and lets the rest of the batch go through', async () => {
    const batch = [message(mail('refused@example.test'), 2), message(mail('fine@example.test'), 1)];
    await deliverMailBatch(batch, t.db, {
      send: async (m) => {
        if (m.to === 'refused@example.test') throw new Error('451 try again later');
      },
    });
    expect(batch[0]!.outcome).toEqual({ acked: false, retryDelay: retryDelaySeconds(2) });
    expect(batch[1]!.outcome).toEqual({ acked: true });
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
  });

  it('after the last attempt records the envelope for admins, never the body or its link, and lets the mail go', async () => {
    const m = message(mail('bounced@example.test'), MAIL_MAX_ATTEMPTS);
    const failedAt = new Date('2026-11-26T01:02:03.000Z');
    await deliverMailBatch([m], t.db, { send: () => Promise.reject(new Error('550 mailbox unavailable')) }, () => failedAt);
    expect(m.outcome).toEqual({ acked: true });
    const rows = await t.db.select().from(mailFailures).all();
    const row = rows.find((r) => r.toAddress === 'bounced@example.test');
    expect(row).toMatchObject({
      kind: 'verify-email',
      subject: 'Confirm your email address for Equal Ground',
      attempts: MAIL_MAX_ATTEMPTS,
      queuedAt: '2026-11-26T00:00:00.000Z',
      failedAt: failedAt.toISOString(),
    });
    expect(row!.error).toContain('550 mailbox unavailable');
    expect(JSON.stringify(rows)).not.toContain('secret-token-value');
  });

  it('shows undelivered mail to admins only (it names members’ addresses)', async () => {
    const admin = await signedIn(t.db, { role: 'admin' });
    const editor = await signedIn(t.db, { role: 'editor' });
    expect((await call(t.env, '/api/cms/mail-failures', { cookie: editor.cookie })).status).toBe(403);
    const res = await call(t.env, '/api/cms/mail-failures', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { toAddress: string; failedAt: string }[];
    expect(list.map((f) => f.toAddress)).toContain('bounced@example.test');
    expect(list.map((f) => f.failedAt)).toEqual([...list.map((f) => f.failedAt)].sort().reverse());
  });
});

describe('mail templates', () => {
  const rendered = renderMail(
    {
      subject: 'A <subject> & more',
      heading: 'Hello <b>there</b>',
      paragraphs: ['Hello <script>alert(1)</script>,', 'Second "paragraph".'],
      action: { label: 'Do the thing', url: 'https://members.example.org/x?token=a&b=c' },
      after: ['Afterwards.'],
      reason: 'You got this email because of a test.',
    },
    'Demo Inc.',
  );

  it('always has a plain-text part with every sentence, the link written out, and why it was sent', () => {
    for (const words of ['Hello <b>there</b>', 'Hello <script>alert(1)</script>,', 'Second "paragraph".', 'Afterwards.'])
      expect(rendered.text).toContain(words);
    expect(rendered.text).toContain('Do the thing:\nhttps://members.example.org/x?token=a&b=c');
    expect(rendered.text).toContain('You got this email because of a test. Equal Ground is run by Demo Inc.');
  });

  it('is simple semantic HTML: a language, one heading, 16 px or larger text, and the button repeated as a written link', () => {
    const { html } = rendered;
    expect(html).toMatch(/<html lang="en-AU">/);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    const sizes = [...html.matchAll(/font-size:(\d+)px/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['https://members.example.org/x?token=a&amp;b=c', 'https://members.example.org/x?token=a&amp;b=c']);
    expect(html).not.toMatch(/<img\b/);
  });

  it('escapes every word it is given, so nothing a member typed becomes markup', () => {
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(rendered.html).toContain('<title>A &lt;subject&gt; &amp; more</title>');
  });
});

describe('the sender address', () => {
  it('splits "Name <address>" so the SMTP envelope carries the address alone', () => {
    expect(parseSender('Equal Ground <no-reply@example.org>')).toEqual({ name: 'Equal Ground', email: 'no-reply@example.org' });
    expect(parseSender('"Equal Ground, Inc." <a@example.org>')).toEqual({ name: 'Equal Ground, Inc.', email: 'a@example.org' });
    expect(parseSender('<a@example.org>')).toEqual({ email: 'a@example.org' });
    expect(parseSender(' a@example.org ')).toEqual({ email: 'a@example.org' });
  });
});
