// The one way the worker sends mail: render it (mail/templates.ts) and put it on the mail
// queue. Sending never slows a request: the queue's consumer (services/mail-delivery.ts)
// delivers it over SMTP afterwards, with retries, and records it for admins if it cannot.
import type { Env } from '../../platform/env';
import { ApiError } from '../../lib/errors';
import { log } from '../../lib/log';
import { renderMail, type MailContent, type RenderedMail } from '../templates';

/** What each mail is about, for logs and the admins' list of undelivered mail (never the body). */
export type MailKind =
  | 'verify-email'
  | 'already-registered'
  | 'reset-password'
  | 'password-changed'
  | 'sign-in-link'
  | 'confirm-new-email'
  | 'email-change-requested'
  | 'email-changed'
  | 'address-taken'
  | 'sign-ins-removed'
  | 'role-changed'
  | 'suspended'
  | 'suspension-lifted'
  | 'delete-account'
  | 'account-deleted'
  | 'data-export-ready'
  | 'donation-receipt'
  | 'donation-refunded'
  | 'manage-giving'
  | 'giving-statement'
  | 'monthly-payment-failed'
  | 'monthly-campaign-closed'
  | 'notification'
  | 'notification-digest';

/** One message on the mail queue: everything the consumer needs, rendered already. */
export type QueuedMail = RenderedMail & {
  kind: MailKind;
  to: string;
  queuedAt: string;
  /** Extra headers (a notification's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
};

type MailEnv = Pick<Env, 'MAIL_QUEUE' | 'MAIL_FROM' | 'SMTP_HOST' | 'ORGANISATION_NAME'>;

/** Mail works only with somewhere to queue it, a sender and a relay to deliver it to. */
export const mailConfigured = (env: MailEnv) => Boolean(env.MAIL_QUEUE && env.MAIL_FROM && env.SMTP_HOST);

export const MAIL_NOT_CONFIGURED_MESSAGE =
  'This portal cannot send email yet, so this step is not available. Please contact the people who run it.';

/**
 * Refuses a feature that needs mail, plainly, when mail is not set up: a member must never be
 * told "we have sent you a link" when nothing can be sent.
 */
export function requireMail(env: MailEnv): void {
  if (!mailConfigured(env)) {
    log('error', 'mail.not_configured', { missing: ['MAIL_QUEUE', 'MAIL_FROM', 'SMTP_HOST'].filter((k) => !env[k as keyof MailEnv]) });
    throw new ApiError('unavailable', MAIL_NOT_CONFIGURED_MESSAGE);
  }
}

/** Renders a mail and queues it. Call requireMail first, before changing anything. */
export async function sendMail(
  env: MailEnv,
  kind: MailKind,
  to: string,
  content: MailContent,
  now = new Date(),
  headers?: Record<string, string>,
): Promise<void> {
  requireMail(env);
  const rendered = renderMail(content, env.ORGANISATION_NAME ?? 'Equal Ground');
  const message: QueuedMail = { ...rendered, kind, to, queuedAt: now.toISOString(), ...(headers ? { headers } : {}) };
  await env.MAIL_QUEUE!.send(message, { contentType: 'json' });
}

/**
 * A notice of a change staff made to a member's account (their role, a suspension). The change
 * stands when mail is not set up: staff must be able to act on an account at any time, so the
 * notice is logged as not sent rather than undoing or blocking the change.
 */
export async function sendNotice(env: MailEnv, kind: MailKind, to: string, content: MailContent, now = new Date()): Promise<void> {
  if (!mailConfigured(env)) {
    log('warn', 'mail.notice_not_sent', { kind, reason: 'mail is not configured' });
    return;
  }
  await sendMail(env, kind, to, content, now);
}
