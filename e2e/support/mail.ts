// Mail as the browser tests read it: from the MailDev inbox the test server runs
// (scripts/lib/mail-inbox.ts), through its REST API, after the worker's queue consumer has
// delivered it over SMTP. Never a fake: a mail a test reads here really went out.
//
//   const mail = await latestMailTo(inject('mailURL'), 'member@example.org', { subject: /reset/i, after });
//   await page.goto(linkFrom(mail, '/reset-password'));

import { timed } from './timings';

export interface Mail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string | string[]>;
}

/** The fields of MailDev 2.2.1's GET /email entries used here. */
interface MailDevEmail {
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string | string[]>;
  /** The mail's Date header (whole seconds), or when MailDev received it. */
  time: string;
  to?: { address: string }[];
  envelope?: { to?: { address: string }[] };
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Waits (up to 20 s: the queue batches for a second, then the consumer connects and sends) for
 * the newest mail to `address` whose subject matches `subject` and that was sent at or after
 * `after`, and returns it. The Date header counts whole seconds, so `after` does too.
 */
export function latestMailTo(
  mailURL: string,
  address: string,
  options: { subject?: RegExp; after?: Date; timeoutMs?: number } = {},
): Promise<Mail> {
  return timed('mail wait', () => pollForMail(mailURL, address, options));
}

async function pollForMail(
  mailURL: string,
  address: string,
  { subject, after, timeoutMs = 20_000 }: { subject?: RegExp; after?: Date; timeoutMs?: number },
): Promise<Mail> {
  const since = after ? Math.floor(after.getTime() / 1000) * 1000 : -Infinity;
  const deadline = Date.now() + timeoutMs;
  let seen: number;
  for (;;) {
    const res = await fetch(new URL('/email', mailURL));
    if (!res.ok) throw new Error(`The mail inbox at ${mailURL} answered ${res.status} to GET /email`);
    const all = (await res.json()) as MailDevEmail[];
    seen = all.length;
    // MailDev lists mail in the order it arrived: the last match is the newest.
    const match = all.findLast(
      (m) =>
        [...(m.envelope?.to ?? []), ...(m.to ?? [])].some((to) => sameAddress(to.address, address)) &&
        (!subject || subject.test(m.subject ?? '')) &&
        new Date(m.time).getTime() >= since,
    );
    if (match) return { subject: match.subject ?? '', text: match.text ?? '', html: match.html ?? '', headers: match.headers ?? {} };
    if (Date.now() >= deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `No mail to ${address}${subject ? ` with a subject matching ${subject}` : ''}${after ? ` sent since ${after.toISOString()}` : ''} ` +
      `arrived at ${mailURL} within ${timeoutMs / 1000} s (the inbox holds ${seen} mail${seen === 1 ? '' : 's'}).`,
  );
}

/** The first http(s) link in the mail's plain text whose path starts with `pathPrefix`, e.g. '/reset-password'. */
export function linkFrom(mail: Mail, pathPrefix: string): string {
  for (const [candidate] of mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) {
    // A sentence may end right after the link.
    const url = new URL(candidate.replace(/[.,;:!?]+$/, ''));
    if (url.pathname.startsWith(pathPrefix)) return url.href;
  }
  throw new Error(`The mail "${mail.subject}" has no link to ${pathPrefix} in its text:\n${mail.text}`);
}

/** Empties the inbox (DELETE /email/all), so a test reads only the mail it caused. */
export async function clearInbox(mailURL: string): Promise<void> {
  const res = await fetch(new URL('/email/all', mailURL), { method: 'DELETE' });
  if (!res.ok) throw new Error(`The mail inbox at ${mailURL} answered ${res.status} to DELETE /email/all`);
}
