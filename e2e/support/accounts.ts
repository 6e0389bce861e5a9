// New members as the browser tests make them: through the join API or form, with the
// confirmation link read from the test server's inbox (e2e/support/mail.ts), never a database
// shortcut.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { latestMailTo, linkFrom, type Mail } from './mail';
import { timed } from './timings';

export const NEW_MEMBER_PASSWORD = 'a long enough pass phrase';

type Person = { email: string; firstName: string; lastName: string };

/** Fills in and sends the join form; returns the confirmation mail once it is in the inbox. */
export async function joinThroughForm(page: Page, { email, firstName, lastName }: Person): Promise<Mail> {
  const after = new Date();
  await page.goto('/login?join=1');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(NEW_MEMBER_PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { level: 2, name: 'Check your email' }).waitFor();
  return latestMailTo(inject('mailURL'), email, { subject: /Confirm your email address/, after });
}

/**
 * A new member, joined and confirmed as the form and the mailed link do it, then signed in on
 * `page` at their dashboard. Through the API those pages call (with the browser's Origin) and
 * the real mail, not the pages themselves: the join form and the confirmation page are the
 * subject of account-mail.test.ts (joinThroughForm), and here they only cost every other test
 * three page loads.
 */
export function joinAndConfirm(page: Page, { email, firstName, lastName }: Person): Promise<void> {
  return timed('join', async () => {
    const after = new Date();
    const headers = { origin: new URL(inject('baseURL')).origin };
    const asked = await page.request.post('/api/auth/register', {
      data: { firstName, lastName, email, password: NEW_MEMBER_PASSWORD },
      headers,
    });
    if (asked.status() !== 202) throw new Error(`Joining as ${email} answered ${asked.status()}: ${await asked.text()}`);
    const mail = await latestMailTo(inject('mailURL'), email, { subject: /Confirm your email address/, after });
    const token = new URL(linkFrom(mail, '/verify-email')).searchParams.get('token');
    const confirmed = await page.request.post('/api/auth/verify-email', { data: { token }, headers });
    if (confirmed.status() !== 200) throw new Error(`Confirming ${email} answered ${confirmed.status()}: ${await confirmed.text()}`);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${firstName}!` }).waitFor();
  });
}

/**
 * An editor raises the member signed in on `page` past level 0 (decision 0034), through the same
 * route as the CMS Members tab: for tests about messaging, where a brand-new member may only
 * write to people who wrote to them first. The admin signs in on a context of their own.
 */
export async function trustMember(page: Page, level = 1): Promise<void> {
  const { id } = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
  const origin = new URL(inject('baseURL')).origin;
  const context = await page.context().browser()!.newContext({ baseURL: origin });
  try {
    const headers = { origin };
    const login = await context.request.post('/api/auth/login', {
      data: { email: 'admin@example.org', password: 'admin-demo-password' },
      headers,
    });
    const status = login.ok()
      ? (await context.request.put(`/api/cms/members/${id}/trust-level`, { data: { level }, headers })).status()
      : login.status();
    if (status !== 200) throw new Error(`Setting member ${id}'s trust level answered ${status}`);
  } finally {
    await context.close();
  }
}
