// New members as the browser tests make them: through the join form, with the confirmation
// link read from the test server's inbox (e2e/support/mail.ts), never a database shortcut.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { latestMailTo, linkFrom, type Mail } from './mail';

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
export async function joinAndConfirm(page: Page, person: Person): Promise<void> {
  const mail = await joinThroughForm(page, person);
  await page.goto(linkFrom(mail, '/verify-email'));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${person.firstName}!` }).waitFor();
}
