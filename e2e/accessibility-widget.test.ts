import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { rootClasses } from './support/page-checks';

const browser = useBrowser();

describe('the accessibility widget', () => {
  it('opens from the keyboard, applies a profile through root classes, stays axe-clean in every mode, and closes with Escape back to its button', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Accessibility settings' });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Accessibility settings' });
    await panel.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // Narration starts off and is offered once, first in the panel; answering moves focus to
    // the switch that now holds the choice.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yes, read aloud');
    await expectAccessible(page, 'landing with the accessibility panel open');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Spoken narration/);
    expect(await page.evaluate(() => localStorage.getItem('accessibility-narration-offered'))).toBe('declined');

    await panel.getByRole('button', { name: /^Vision profile/ }).click();
    expect(await rootClasses(page)).toEqual(expect.arrayContaining(['a11y-contrast', 'a11y-links', 'a11y-headings']));
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--a11y-font-scale'))).toBe('1.5');
    // Every setting stays adjustable after a profile.
    await panel.getByRole('switch', { name: 'High contrast' }).click();
    expect(await panel.getByRole('switch', { name: 'High contrast' }).getAttribute('aria-checked')).toBe('false');
    await panel.getByRole('switch', { name: 'Dark mode' }).click();
    expect(await rootClasses(page)).toContain('a11y-dark');
    await expectAccessible(page, 'landing in dark mode with the Vision profile');
    await panel.getByRole('switch', { name: 'High contrast' }).click();
    await expectAccessible(page, 'landing in dark mode and high contrast');

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // Saved on the device and applied before the app runs on the next visit: no flash.
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('accessibility-settings'))) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({ fontSize: 150, contrast: true, darkMode: true, highlightLinks: true });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await rootClasses(page)).toEqual(expect.arrayContaining(['a11y-contrast', 'a11y-dark', 'a11y-links', 'a11y-headings']));
    await context.close();
  });

  it('reflows at 320 px with 200% text: no sideways scrolling', async () => {
    const { page, context } = await browser.newPage({ width: 320, height: 700 });
    await page.addInitScript(() => localStorage.setItem('accessibility-settings', JSON.stringify({ fontSize: 200 })));
    for (const path of ['/', '/donations', '/login']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
    await expectAccessible(page, 'sign-in at 320 px and 200% text');
    await context.close();
  });

  it('shows a first-time visitor a tip on focus, politely, dismissible with Escape, and "Hide all tips" stops them', async () => {
    const { page, context } = await browser.newPage({ tips: true });
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    // From the keyboard, so the tips speak of keys (a pointer user's tips do not).
    await form.getByLabel('Password').focus();
    await page.keyboard.press('Shift+Tab');
    const tip = page.getByText('Press Escape to close it.');
    await tip.waitFor();
    await expectAccessible(page, 'sign-in with a tip showing');
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    // Focus stayed where the visitor put it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');

    await tabTo(page, form.getByRole('button', { name: 'Sign in' }));
    await tip.waitFor();
    await page.getByRole('button', { name: 'Hide all tips' }).click();
    expect(await page.evaluate(() => localStorage.getItem('accessibility-tips-seen'))).not.toBeNull();
    await context.close();
  });
});
