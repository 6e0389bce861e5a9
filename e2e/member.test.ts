import { describe, expect, it } from 'vitest';
import { expectAccessible, MEMBER, signInThroughForm, useBrowser, fieldError, summaryLink } from './support/browser';

const browser = useBrowser();

describe('member journey', () => {
  it('signs in with the seeded member, sees the dashboard with real data, and signs out', async () => {
    const { page, context } = await browser.newPage();
    await signInThroughForm(page, MEMBER);
    await page.getByText('Free Member').waitFor();
    expect(await page.getByText('Welcome,').textContent()).toContain('Sam');
    // Stat lines read "Loading..." until the data arrives, then the counts from the API.
    await page.getByText(/^\d+ episodes available$/).waitFor();
    await page.getByText(/^\d+ new articles$/).waitFor();
    await page.getByText(/^\d+ new audiobooks$/).waitFor();
    await page.getByText(/^\d+ active discussions$/).waitFor();
    const readMore = page.getByRole('link', { name: /^Read more/ });
    expect(await readMore.getAttribute('href')).toMatch(/^\/news\/\d+$/);
    expect(await page.getByRole('link', { name: /^Comment/ }).getAttribute('href')).toMatch(/^\/community\/posts\/\d+$/);
    expect(await page.getByText('No news articles available').count()).toBe(0);
    await expectAccessible(page, 'dashboard');

    // Sign Out is a form's POST, still a full-page navigation.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: /Fair, Dignified and Equal/ }).waitFor();
    expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401);
    await context.close();
  });

  it('stays signed in when /api/logout is merely visited, and signs out from the button that page offers', async () => {
    const { page, context } = await browser.newPage();
    await signInThroughForm(page, MEMBER);
    await page.getByText('Free Member').waitFor();
    await page.goto('/api/logout');
    await page.getByRole('heading', { level: 1, name: 'Sign out of Equal Ground?' }).waitFor();
    expect(await page.title()).toBe('Sign out – Equal Ground');
    // The page's own policy allows no fetch: ask with the context's cookies instead.
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    await expectAccessible(page, 'sign-out page');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await context.close();
  });

  it('tells a visitor plainly when the password is wrong', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(MEMBER.email);
    await form.getByLabel('Password').fill('not the password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await form.getByRole('alert').filter({ hasText: 'The email or password is not right' }).waitFor();
    await form.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'sign-in with an error');
    await context.close();
  });

  it('ties client-side errors to their fields, focuses the summary, and each summary link leads to its field', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/login?join=1');
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByRole('button', { name: 'Create account' }).click();
    const first = form.getByLabel('First name');
    await expect.poll(() => first.getAttribute('aria-invalid')).toBe('true');
    // "There is a problem" takes focus, so every error is heard at once.
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
    await fieldError(form, 'Enter your first name').waitFor();
    await summaryLink(form, 'Enter your first name').click();
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, 'register with errors');
    await context.close();
  });
});
