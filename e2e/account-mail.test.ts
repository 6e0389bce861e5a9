import type { Page } from 'playwright-core';
import { confirmEmailMessage } from '../worker/src/schemas/auth';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, toastText, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { joinAndConfirm, joinThroughForm, NEW_MEMBER_PASSWORD } from './support/accounts';
import { latestMailTo, linkFrom, type Mail } from './support/mail';

// Mail as members get it: the worker queues it, its queue consumer delivers it over SMTP to
// the test server's own MailDev, and these tests read it from MailDev's inbox.

const browser = useBrowser();
const mailURL = () => inject('mailURL');

let sequence = 0;
const newAddress = (what: string) => `${what}-${Date.now().toString(36)}-${++sequence}@example.net`;
const PASSWORD = NEW_MEMBER_PASSWORD;

/** Creates an account through the join form, as a visitor would, and returns the mail that came of it. */
async function join(page: Page, email: string): Promise<Mail> {
  const mail = await joinThroughForm(page, { email, firstName: 'Noor', lastName: 'Haddad' });
  // "Check your email" takes focus, and its words are on the page once.
  const sent = page.getByRole('heading', { level: 2, name: 'Check your email' });
  await expect.poll(() => sent.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await page.getByText(`We have sent a link to ${email}`).count()).toBe(1);
  return mail;
}

/** The mail's HTML part, opened as a page of its own, passes axe. */
async function expectMailAccessible(page: Page, mail: Mail, label: string): Promise<void> {
  await page.setContent(mail.html);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectAccessible(page, `mail: ${label}`);
}

describe('mail to members', () => {
  it('a new member confirms their address from the mail in the inbox and is signed in', async () => {
    const { page } = await browser.newPage();
    const email = newAddress('joiner');
    const mail = await join(page, email);
    await expectAccessible(page, 'check your email');
    // Nobody has shown the address is the joiner's yet: the mail does not greet by the name typed.
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('Noor');
    expect(mail.subject).toBe('Confirm your email address for Equal Ground');

    // Signed in with the password before confirming: reading is open, the banner says what waits.
    await page.goto('/login');
    const signInForm = page.getByRole('form', { name: 'Sign in' });
    await signInForm.getByLabel('Email').fill(email);
    await signInForm.getByLabel('Password').fill(PASSWORD);
    await signInForm.getByRole('button', { name: 'Sign in' }).click();
    const banner = page.getByRole('region', { name: 'Confirm your email address.' });
    await banner.waitFor();
    await expectAccessible(page, 'dashboard with the confirm banner');

    // Giving as a member waits too: Donate stays in its place, unavailable, and says why.
    await page.goto('/donations');
    const donate = page.getByRole('button', { name: /^Donate to / }).first();
    await donate.waitFor();
    expect(await donate.getAttribute('aria-disabled')).toBe('true');
    await page.getByText(confirmEmailMessage('give')).waitFor();
    // Pressing it opens nothing and brings the reader to the note, which can be out of sight.
    await donate.press('Enter');
    const note = page.getByText(confirmEmailMessage('give'));
    await expect.poll(() => note.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectAccessible(page, 'donations before confirming');

    // "Send the link again" mails a newer link; the first one stops working.
    const resentAfter = new Date();
    await banner.getByRole('button', { name: 'Send the link again' }).click();
    await toastText(page, `We have sent a new link to ${email}. It works for 24 hours.`).waitFor();
    const newer = await latestMailTo(mailURL(), email, { subject: /Confirm your email address/, after: resentAfter });
    expect(linkFrom(newer, '/verify-email')).not.toBe(linkFrom(mail, '/verify-email'));
    await expectMailAccessible(page, newer, 'confirm your email address');

    await page.goto(linkFrom(newer, '/verify-email'));
    await page.getByRole('heading', { level: 1, name: 'Confirm your email address' }).waitFor();
    // The token leaves the address bar at once: not kept in history, not sent anywhere.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectAccessible(page, 'confirm your email address');
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Noor!' }).waitFor();
    await toastText(page, 'Your email address is confirmed. Welcome!').waitFor();
    expect(await page.getByRole('region', { name: 'Confirm your email address.' }).count()).toBe(0);

    // The older link was retired by the newer one: its page says so at once, before any press
    // (it asks the worker about the link when it opens; decision 0046).
    await page.goto(linkFrom(mail, '/verify-email'));
    await page.getByText('This link has expired or has already been used. Ask for a new one.').waitFor();
    expect(await page.getByRole('button', { name: 'Confirm my email address' }).count()).toBe(0);
  });

  it('joining with an address that has an account makes nothing, answers alike, and tells its owner', async () => {
    const { page } = await browser.newPage();
    const email = newAddress('twice');
    await join(page, email);
    const after = new Date();
    await page.goto('/login?join=1');
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Someone');
    await form.getByLabel('Last name').fill('Else');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('somebody else’s phrase');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 2, name: 'Check your email' }).waitFor();
    const notice = await latestMailTo(mailURL(), email, { subject: /You already have an account/, after });
    expect(notice.text).toContain('This address already has an account, so no new one was made.');
    expect(notice.text).not.toContain('token=');
    await expectMailAccessible(page, notice, 'already registered');
  });

  it('a member who forgot their password resets it from the mail, by keyboard alone, and is signed out elsewhere', async () => {
    const { page } = await browser.newPage();
    const other = await browser.newPage();
    const email = newAddress('forgetful');
    const confirm = await join(page, email);
    // Signed in on another device, by the confirmation link.
    await other.page.goto(linkFrom(confirm, '/verify-email'));
    await other.page.getByRole('button', { name: 'Confirm my email address' }).click();
    await other.page.getByRole('heading', { level: 1, name: 'Welcome back, Noor!' }).waitFor();

    await page.goto('/login');
    await tabTo(page, page.getByRole('link', { name: 'Forgot your password?' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await expectAccessible(page, 'forgot your password');
    const after = new Date();
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    const sent = page.getByRole('heading', { level: 2, name: 'Check your email' });
    await sent.waitFor();
    await expect.poll(() => sent.evaluate((el) => el === document.activeElement)).toBe(true);

    const mail = await latestMailTo(mailURL(), email, { subject: /Choose a new password/, after });
    await expectMailAccessible(page, mail, 'choose a new password');
    await page.goto(linkFrom(mail, '/reset-password'));
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectAccessible(page, 'choose a new password');
    await tabTo(page, page.getByLabel('New password', { exact: true }));
    await page.keyboard.type('my brand new pass phrase');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Noor!' }).waitFor();
    await toastText(page, 'Your password has been changed. You are signed in.').waitFor();

    // Every other session ended; the member is told by mail; the old password no longer works.
    expect((await other.page.request.get('/api/auth/user')).status()).toBe(401);
    const notice = await latestMailTo(mailURL(), email, { subject: /password was changed/, after });
    expect(linkFrom(notice, '/forgot-password')).toMatch(/\/forgot-password$/);
    const old = await page.request.post('/api/auth/login', {
      data: { email, password: PASSWORD },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(old.status()).toBe(401);

    // The link was spent: its page says so at once, before a new password is typed (decision 0046).
    await page.goto(linkFrom(mail, '/reset-password'));
    await page.getByText('This link has expired or has already been used. Ask for a new one.').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await expectAccessible(page, 'spent reset link');
  });
});

/** A confirmed account of the test's own, signed in on `page`; returns its address. */
async function confirmedMember(page: Page, what: string): Promise<string> {
  const email = newAddress(what);
  await joinAndConfirm(page, { email, firstName: 'Noor', lastName: 'Haddad' });
  return email;
}

describe('signing in without a password, and the account page', () => {
  it('signs in by an emailed link: at once in the browser that asked, after a confirmation anywhere else', async () => {
    const { page } = await browser.newPage();
    const email = await confirmedMember(page, 'link-user');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Email me a sign-in link instead' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in with an email link' }).waitFor();
    await expectAccessible(page, 'sign in with an email link');
    const after = new Date();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('heading', { level: 2, name: 'Check your email' }).waitFor();
    const mail = await latestMailTo(mailURL(), email, { subject: /Your sign-in link/, after });
    await expectMailAccessible(page, mail, 'sign-in link');

    // Another browser: it says whose account the link opens before it signs in.
    const elsewhere = await browser.newPage();
    await elsewhere.page.goto(linkFrom(mail, '/sign-in-link'));
    await elsewhere.page.getByRole('heading', { level: 1, name: 'Sign in with your link' }).waitFor();
    await expect.poll(() => new URL(elsewhere.page.url()).search).toBe('');
    await elsewhere.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const question = elsewhere.page.getByRole('heading', { level: 2, name: 'Is this your account?' });
    await question.waitFor();
    await expect.poll(() => question.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(elsewhere.page, 'sign-in link opened elsewhere');
    await elsewhere.page.getByRole('button', { name: `Sign in as ${email}` }).click();
    await elsewhere.page.getByRole('heading', { level: 1, name: 'Welcome back, Noor!' }).waitFor();

    // The browser that asked: a newer link signs in at once, with no question.
    const again = new Date();
    await page.goto('/login?link=1');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('heading', { level: 2, name: 'Check your email' }).waitFor();
    const newer = await latestMailTo(mailURL(), email, { subject: /Your sign-in link/, after: again });
    await page.goto(linkFrom(newer, '/sign-in-link'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Noor!' }).waitFor();
    await toastText(page, 'You are signed in.').waitFor();
  });

  it('changes the password and the email address from /account, and the security log says so', async () => {
    const { page } = await browser.newPage();
    const email = await confirmedMember(page, 'changer');
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Your Account' }).waitFor();

    const password = page.getByRole('region', { name: 'Change Your Password' });
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByLabel('New password', { exact: true }).fill('a changed pass phrase');
    const changedAfter = new Date();
    await password.getByRole('button', { name: 'Change password' }).click();
    await toastText(page, 'Your password has been changed. You are signed out on every other device.').waitFor();
    await latestMailTo(mailURL(), email, { subject: /password was changed/, after: changedAfter });

    const address = page.getByRole('region', { name: 'Change Your Email Address' });
    const newEmail = newAddress('moved');
    await address.getByLabel('New email address').fill(newEmail);
    await address.getByLabel('Current password').fill('a changed pass phrase');
    await address.getByRole('button', { name: 'Send a confirmation link' }).click();
    await address.getByRole('heading', { level: 3, name: 'Check your email' }).waitFor();
    const told = await latestMailTo(mailURL(), email, { subject: /email address was asked for/, after: changedAfter });
    expect(told.text).toContain(newEmail);
    const confirm = await latestMailTo(mailURL(), newEmail, { subject: /Confirm your new email address/, after: changedAfter });
    await expectMailAccessible(page, confirm, 'confirm a new email address');

    await page.goto(linkFrom(confirm, '/confirm-email-change'));
    await page.getByRole('heading', { level: 1, name: 'Use your new email address' }).waitFor();
    await expectAccessible(page, 'use your new email address');
    await page.getByRole('button', { name: 'Use this email address' }).click();
    await page.getByRole('heading', { level: 2, name: 'Email address changed' }).waitFor();
    await latestMailTo(mailURL(), email, { subject: /email address was changed/, after: changedAfter });

    await page.goto('/account');
    const log = page.getByRole('region', { name: 'Security Log' });
    await log.getByText('Email address changed on').first().waitFor();
    await log.getByText('Password changed on').first().waitFor();
    await log.getByText('Signed in by confirming your email address on').first().waitFor();
    await expectAccessible(page, 'account with its security log');
    expect(await page.request.get('/api/auth/user').then((r) => r.json())).toMatchObject({ email: newEmail });
  });
});
