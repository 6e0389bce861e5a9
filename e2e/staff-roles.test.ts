import { describe, expect, inject, it } from 'vitest';
import { ADMIN, expectAccessible, toastText, useBrowser } from './support/browser';
import { joinAndConfirm } from './support/accounts';
import { latestMailTo } from './support/mail';

// Staff roles and member standing (decision 0020): an admin changes a new member's role and
// suspends them from CMS Admin, Members; the member sees why on every screen, is refused a
// post in the same words, and was told both by mail.

const browser = useBrowser();
const mailURL = () => inject('mailURL');
const REASON = 'Posting the same advert in every category';

describe('staff roles and member standing', () => {
  it('an admin changes a member’s role and suspends them; the member sees why and is refused a post', async () => {
    const email = `standing-${Date.now().toString(36)}@example.net`;
    const { page: memberPage } = await browser.newPage();
    await joinAndConfirm(memberPage, { email, firstName: 'Noor', lastName: 'Haddad' });

    const { page } = await browser.newPage();
    await page.goto('/login');
    const signInForm = page.getByRole('form', { name: 'Sign in' });
    await signInForm.getByLabel('Email').fill(ADMIN.email);
    await signInForm.getByLabel('Password').fill(ADMIN.password);
    await signInForm.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${ADMIN.firstName}!` }).waitFor();
    await page.goto('/cms-admin?tab=members');
    await page.getByRole('searchbox', { name: 'Search members by name or email' }).fill(email);
    const table = page.getByRole('table', { name: `Members matching "${email}", page 1` });
    await table.waitFor();
    const row = table.getByRole('row').filter({ hasText: email });
    await expectAccessible(page, 'CMS Members tab with roles, levels and standing');

    // The role, by keyboard: Enter on the row's button, the select, Enter on the form's button.
    const roleChangedAfter = new Date();
    await row.getByRole('button', { name: 'Change role Noor Haddad' }).press('Enter');
    const roleDialog = page.getByRole('dialog', { name: "Change Noor Haddad's role" });
    await roleDialog.getByLabel('Role').selectOption('editor');
    await roleDialog.getByRole('button', { name: 'Change role' }).press('Enter');
    await toastText(page, 'Noor Haddad is now Editor, and has been told by email.').waitFor();
    await expect.poll(() => row.getByRole('cell').first().textContent()).toBe('Editor');
    const roleMail = await latestMailTo(mailURL(), email, { subject: /Your role on Equal Ground is now Editor/, after: roleChangedAfter });
    expect(roleMail.text).toContain('An administrator changed your role on Equal Ground from Member to Editor.');

    // The suspension: a reason is required (the shared schema's words), then it is sent.
    const suspendedAfter = new Date();
    await row.getByRole('button', { name: 'Suspend Noor Haddad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend Noor Haddad' });
    await dialog.getByRole('button', { name: 'Suspend member' }).click();
    await dialog.getByText('Give the reason for the suspension').first().waitFor();
    await expectAccessible(page, 'Suspend dialog with an error');
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Suspend member' }).click();
    await toastText(page, 'Noor Haddad has been told by email.').waitFor();
    await row.getByText('Suspended').waitFor();
    await expectAccessible(page, 'CMS Members tab with a suspended member');
    const suspendedMail = await latestMailTo(mailURL(), email, { subject: /account is suspended/, after: suspendedAfter });
    expect(suspendedMail.text).toContain(`The reason they gave: ${REASON}`);

    // The member: the banner on every screen, and a post refused in the same words.
    const message = `Your account is suspended until further notice, so you cannot post, comment, send podcast feedback or donate while signed in. You can still sign in, read and listen. The reason given: ${REASON}`;
    await memberPage.goto('/community');
    const banner = memberPage.getByRole('region', { name: 'Your account is suspended.' });
    await banner.getByText(message).waitFor();
    await expectAccessible(memberPage, 'community with the suspension banner');
    await memberPage.getByRole('button', { name: 'Create Post' }).click();
    const post = memberPage.getByRole('dialog', { name: 'Create Post' });
    await post.getByLabel('Title').fill('Selling mobility scooters cheap');
    await post.getByLabel('Content', { exact: true }).fill('Message me for a great price on scooters.');
    await post.getByLabel('Category').selectOption('General Discussion');
    await post.getByRole('button', { name: 'Create Post' }).click();
    // While the dialog is open its announcer says the toast's words inside it (the page behind is inert).
    await post.getByText(message).waitFor();
    await memberPage.goto('/news');
    await banner.waitFor();
  }, 90_000);
});
