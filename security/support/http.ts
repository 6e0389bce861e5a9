// How the security scenarios reach the portal: over real sockets, as a probe would, with the
// Origin a browser sends (the worker refuses cross-site writes) and redirects left unfollowed,
// so a test sees exactly what the server answered. Members are made through the real join and
// the real mail inbox (e2e/support/mail.ts), never a database shortcut.
import { expect, inject } from 'vitest';
import { latestMailTo, linkFrom, type Mail } from '../../e2e/support/mail';

export const base = new URL(inject('baseURL'));
export const mailURL = inject('mailURL');

export const DEMO = {
  admin: { email: 'admin@example.org', password: 'admin-demo-password' },
  editor: { email: 'editor@example.org', password: 'editor-demo-password' },
  member: { email: 'member@example.org', password: 'member-demo-password' },
} as const;

export const PASSWORD = 'a long enough pass phrase';

/** The fields the scenarios read from an answer's JSON (an error's message, a member's id). */
export type Body = { message?: string; id?: number; [field: string]: unknown };
export type Answer = { status: number; json: Body; headers: Headers; cookie: string | undefined };

/** The `session=…` pair a response sets, if it sets one. */
const sessionCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session=') && !c.startsWith('session=;'))
    ?.split(';')[0];

export async function api(
  path: string,
  { method = 'GET', body, cookie }: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Origin: base.origin };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (cookie) headers.Cookie = cookie;
  const res = await fetch(new URL(path, base), {
    method,
    headers,
    redirect: 'manual',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Body;
  try {
    json = JSON.parse(text) as Body;
  } catch {
    json = { text };
  }
  return { status: res.status, json, headers: res.headers, cookie: sessionCookieOf(res) };
}

export async function signIn({ email, password }: { email: string; password: string }): Promise<string> {
  const res = await api('/api/auth/login', { method: 'POST', body: { email, password } });
  expect(res.status, `signing in as ${email}`).toBe(200);
  return res.cookie!;
}

let made = 0;
/** An address no other scenario (or earlier run on the same database) uses. */
export const freshAddress = (label: string) => `security-${label}-${Date.now().toString(36)}-${made++}@example.net`;

/** The token a mailed link carries. */
export const tokenIn = (mail: Mail, page: string) => new URL(linkFrom(mail, page)).searchParams.get('token')!;

/** Joins through POST /api/auth/register (which signs nobody in); returns the confirmation mail. */
export async function join(email: string, firstName = 'Robin'): Promise<Mail> {
  const after = new Date();
  const res = await api('/api/auth/register', { method: 'POST', body: { firstName, lastName: 'Tester', email, password: PASSWORD } });
  expect(res.status, `joining as ${email}: ${JSON.stringify(res.json)}`).toBe(202);
  return latestMailTo(mailURL, email, { subject: /Confirm your email address/, after });
}

/** A new member (trust level 0) whose address is confirmed through the mailed link. */
export async function joinAndConfirm(label: string): Promise<{ email: string; cookie: string; id: number }> {
  const email = freshAddress(label);
  const mail = await join(email);
  const confirmed = await api('/api/auth/verify-email', { method: 'POST', body: { token: tokenIn(mail, '/verify-email') } });
  expect(confirmed.status, `confirming ${email}: ${JSON.stringify(confirmed.json)}`).toBe(200);
  return { email, cookie: confirmed.cookie!, id: confirmed.json.id! };
}
