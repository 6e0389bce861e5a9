// The mail queue's consumer: delivers each queued mail, retries one that fails with a growing
// wait, and after the last attempt records it (envelope only) for admins and lets it go.
import type { Db } from '../../db/client';
import { mailFailures } from '../../db/schema';
import { errorChain } from '../../lib/db-errors';
import { log } from '../../lib/log';
import type { MailTransport } from '../smtp';
import type { QueuedMail } from './mail';

/** Deliveries tried before a mail is recorded as undelivered (the queue allows more; we decide). */
export const MAIL_MAX_ATTEMPTS = 5;

/** 30 s, 1 min, 2 min, 4 min: a relay that is briefly down gets time to come back. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 15 * 60);

type MailMessage = Pick<Message<QueuedMail>, 'body' | 'attempts' | 'ack' | 'retry'>;

export async function deliverMailBatch(messages: readonly MailMessage[], db: Db, transport: MailTransport, now = () => new Date()) {
  for (const message of messages) {
    const mail = message.body;
    try {
      await transport.send(mail);
      message.ack();
      log('info', 'mail.sent', { kind: mail.kind, attempts: message.attempts });
    } catch (error) {
      const reason = errorChain(error);
      if (message.attempts < MAIL_MAX_ATTEMPTS) {
        log('warn', 'mail.retry', { kind: mail.kind, attempts: message.attempts, error: reason });
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        continue;
      }
      log('error', 'mail.undelivered', { kind: mail.kind, attempts: message.attempts, error: reason });
      await db.insert(mailFailures).values({
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        attempts: message.attempts,
        error: reason.slice(0, 500),
        queuedAt: mail.queuedAt,
        failedAt: now().toISOString(),
      });
      message.ack();
    }
  }
}
