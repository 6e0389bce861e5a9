import type { QueuedMail } from '../../src/mail/services/mail';

/**
 * The mail queue as route tests see it: what the worker put on the queue, in order. The real
 * queue, its consumer and SMTP delivery to a real inbox run in the browser tests (npm start);
 * the consumer's rules are tested in mail-delivery.test.ts.
 */
export function mailOutbox() {
  const sent: QueuedMail[] = [];
  const queue = {
    async send(body: QueuedMail) {
      // Through JSON, as the queue carries it: nothing that would not survive the trip.
      sent.push(JSON.parse(JSON.stringify(body)) as QueuedMail);
    },
    async sendBatch(messages: Iterable<{ body: QueuedMail }>) {
      for (const m of messages) await queue.send(m.body);
    },
  };
  return { sent, queue: queue as unknown as Queue<QueuedMail> };
}

/** The address of the first link in a mail's text part whose path starts with `path`. */
export function linkIn(mail: QueuedMail, path: string): URL {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname.startsWith(path));
  if (!url) throw new Error(`No ${path} link in "${mail.subject}"`);
  return url;
}
