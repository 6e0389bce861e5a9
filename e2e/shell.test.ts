import { describe, expect, it } from 'vitest';
import { baseURL, expectAccessible, useBrowser } from './support/browser';

const browser = useBrowser();

describe('signed-out shell', () => {
  it('shows the landing page with the spec texts and no axe violations', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      "We're For a Fair, Dignified and Equal Society for All People with Disabilities",
    );
    for (const name of ['Read Latest News', 'Listen Now', 'Browse Library', 'Join Community']) {
      expect(await page.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')).toBe('/api/login');
    }
    expect(await page.getByRole('link', { name: 'View Loading Demos' }).getAttribute('href')).toBe('/loading-demo');
    expect(await page.getByRole('link', { name: 'Become a Member' }).count()).toBe(2);
    for (const value of ['Community-Driven', 'Authentic Representation', 'Accessibility First', 'Join Our Mission']) {
      expect(await page.getByRole('heading', { name: value }).count()).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href')).toBe('/api/login');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await expectAccessible(page, 'landing page');
    await context.close();
  });

  it('shows "Page Not Found" for an unknown path', async () => {
    const { page, context } = await browser.newPage();
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
    expect(await page.title()).toBe("Page Not Found | Members' Portal");
    await expectAccessible(page, 'not found');
    await context.close();
  });

  it('shows the loading demo and its 3-second overlay', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/loading-demo');
    await page.getByRole('heading', { name: 'Loading Animations' }).waitFor();
    await expectAccessible(page, 'loading demo');
    await page.getByRole('button', { name: 'Show full-page loading' }).click();
    await page.getByTestId('loading-overlay').waitFor();
    await page.getByTestId('loading-overlay').waitFor({ state: 'detached', timeout: 15_000 });
    await context.close();
  });

  it('sends a visitor on a member screen to sign in, after the Unauthorized notice', async () => {
    const { page, context } = await browser.newPage();
    // The notice shows for 500 ms before the app leaves for /api/login: on a loaded machine a
    // poll can miss it, so the page itself reports every alert it shows, across the navigation.
    const alerts: string[] = [];
    await page.exposeFunction('reportAlert', (text: string) => void alerts.push(text));
    await page.addInitScript(() => {
      const report = (window as unknown as { reportAlert: (text: string) => void }).reportAlert;
      new MutationObserver(() => {
        document.querySelectorAll('[role="alert"]').forEach((alert) => alert.textContent && report(alert.textContent));
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // Only until the page starts: the app may leave before this page's load event.
    await page.goto('/news', { waitUntil: 'commit' });
    await page.waitForURL('**/login');
    expect(alerts.some((text) => text.includes('You are logged out. Logging in again...'))).toBe(true);
    await page.getByRole('heading', { level: 1, name: /Sign in/ }).waitFor();
    await expectAccessible(page, 'sign-in page');
    await context.close();
  });

  it('serves the SPA with a strict content security policy', async () => {
    const res = await fetch(`${baseURL()}/`);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
