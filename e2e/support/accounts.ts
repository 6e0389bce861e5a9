// New members as the browser tests make them: through the join form, with the confirmation
// link read from the test server's inbox (e2e/support/mail.ts), never a database shortcut.
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

/** Joins and opens the mailed link, which confirms the address and signs the new member in on `page`. */
export function joinAndConfirm(page: Page, person: Person): Promise<void> {
  return timed('join (form and mail)', async () => {
    const mail = await joinThroughForm(page, person);
    await page.goto(linkFrom(mail, '/verify-email'));
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${person.firstName}!` }).waitFor();
  });
}

/**
 * An editor raises the member signed in on `page` past level 0 (decision 0034), through the same
 * route as the CMS Members tab: for tests about messaging, where a brand-new member may only
 * write to people who wrote to them first. The admin signs in on a context of their own.
 */
export async function trustMember(page: Page, level = 1): Promise<void> {
  const { id } = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json() as Promise<{ id: number }>));
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  try {
    const admin = await context.newPage();
    await admin.goto('/login');
    const status = await admin.evaluate(
      async ({ id, level, email, password }) => {
        const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const login = await fetch('/api/auth/login', { method: 'POST', ...json({ email, password }) });
        if (!login.ok) return login.status;
        return (await fetch(`/api/cms/members/${id}/trust-level`, { method: 'PUT', ...json({ level }) })).status;
      },
      { id, level, email: 'admin@example.org', password: 'admin-demo-password' },
    );
    if (status !== 200) throw new Error(`Setting member ${id}'s trust level answered ${status}`);
  } finally {
    await context.close();
  }
}
