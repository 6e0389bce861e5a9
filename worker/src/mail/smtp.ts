// Delivery over SMTP from the Workers runtime (cloudflare:sockets), through worker-mailer: any
// relay with a username and password (the local inbox, or a provider's SMTP service), with
// TLS or STARTTLS. Loaded only in the queue consumer: cloudflare:sockets exists in workerd, not
// in Node, where the route tests import the app.
import type { Env } from '../platform/env';
import type { QueuedMail } from './services/mail';

export type MailTransport = { send(mail: QueuedMail): Promise<void> };

const SECURITY = ['none', 'starttls', 'tls'] as const;

/** "Equal Ground <no-reply@example.org>" as a name and an address: the SMTP envelope takes the address alone. */
export function parseSender(from: string): { name?: string; email: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(from);
  if (!match) return { email: from.trim() };
  const name = match[1]!.replace(/^"(.*)"$/, '$1').trim();
  return name ? { name, email: match[2]! } : { email: match[2]! };
}

export function smtpTransport(env: Env): MailTransport {
  const security = (SECURITY as readonly string[]).includes(env.SMTP_SECURITY ?? '') ? env.SMTP_SECURITY : 'starttls';
  const port = Number(env.SMTP_PORT ?? (security === 'tls' ? 465 : 587));
  return {
    async send(mail) {
      const { WorkerMailer, LogLevel } = await import('worker-mailer');
      await WorkerMailer.send(
        {
          host: env.SMTP_HOST!,
          port,
          secure: security === 'tls',
          startTls: security === 'starttls',
          credentials: env.SMTP_USERNAME ? { username: env.SMTP_USERNAME, password: env.SMTP_PASSWORD ?? '' } : undefined,
          logLevel: LogLevel.NONE,
          socketTimeoutMs: 15_000,
          responseTimeoutMs: 15_000,
        },
        { from: parseSender(env.MAIL_FROM!), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers },
      );
    },
  };
}
