import { describe, expect, it } from 'vitest';
import { MEMBER, expectAccessible, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('keyboard and small screens', () => {
  it('reaches the skip links first and they move focus', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    // Back at the top, the second skip link leads to the navigation.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to navigation');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-navigation');
    // The next Tab lands on the first section link, and Enter follows it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('News Feed');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/news');
    await context.close();
  });

  it('changes the text size from the top bar in 2 px steps within 12-24 px', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    const size = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(await size()).toBe('16px');
    const bigger = page.getByRole('button', { name: 'Increase text size' });
    for (let i = 0; i < 4; i++) await bigger.click();
    await expect.poll(size).toBe('24px');
    expect(await bigger.isDisabled()).toBe(true);
    await page.reload();
    // Applied before first paint by display-settings.js, not after React starts.
    expect(await size()).toBe('24px');
    await page.getByRole('button', { name: 'Decrease text size' }).click();
    await expect.poll(size).toBe('22px');
    await context.close();
  });

  it('opens the small-screen menu as a right-hand panel that closes on any choice or Escape', async () => {
    const { page, context } = await browser.newPage({ width: 375, height: 800 });
    await signIn(page, MEMBER);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    const box = await dialog.getByTestId('menu-panel').boundingBox();
    expect(Math.round(box!.x + box!.width)).toBe(375);
    await expectAccessible(page, 'mobile menu open');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await menuButton.click();
    await dialog.getByRole('link', { name: 'Donations' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL('**/donations');
    await context.close();
  });
});
