import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, expectAccessible, signIn, useBrowser } from './support/browser';
import { firstItems, settle } from './support/page-checks';

const browser = useBrowser();

type Stop = { at: number; name: string; visible: boolean };

/**
 * Tabs from the top of the page until focus comes back round to where it started: no trap
 * (it comes back), a logical order (each stop follows the last in the document, which is
 * the reading order), and a visible indicator (outline or box shadow) at every stop.
 */
async function walkTabOrder(page: Page, max = 250): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      return {
        at: Array.prototype.indexOf.call(document.querySelectorAll('*'), el) as number,
        name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        visible: outline || s.boxShadow !== 'none',
      };
    });
    if (!stop) continue; // past the last control the browser's own UI has focus for one press
    if (stops.length && stop.at === stops[0]!.at) return stops;
    stops.push(stop);
  }
  throw new Error(
    `Tab did not come back round within ${max} presses: ${stops
      .slice(-5)
      .map((s) => s.name)
      .join(', ')}`,
  );
}

function expectLogicalVisibleOrder(stops: Stop[], label: string): void {
  const backwards = stops.flatMap((s, i) => (i > 0 && s.at < stops[i - 1]!.at ? [`${stops[i - 1]!.name} -> ${s.name}`] : []));
  expect(backwards, `Tab order against the reading order on ${label}`).toEqual([]);
  expect(
    stops.filter((s) => !s.visible).map((s) => s.name),
    `stops without a visible focus indicator on ${label}`,
  ).toEqual([]);
}

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

  it('Tab goes round every main screen in reading order, always visibly, and never gets stuck', async () => {
    const visitor = await browser.newPage();
    for (const path of ['/', '/donations', '/login']) {
      await visitor.page.goto(path);
      await visitor.page.getByRole('heading', { level: 1 }).waitFor();
      await settle(visitor.page);
      expectLogicalVisibleOrder(await walkTabOrder(visitor.page), `${path} signed out`);
    }
    await visitor.context.close();

    const { page, context } = await browser.newPage();
    await signIn(page, ADMIN);
    const { article, post, episode } = await firstItems(page);
    for (const path of [
      '/',
      '/news',
      `/news/${article.id}`,
      `/community/posts/${post.id}`,
      `/podcasts/${episode.id}`,
      '/cms-admin',
      '/donations',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle(page);
      expectLogicalVisibleOrder(await walkTabOrder(page), path);
    }
    await context.close();
  }, 120_000);

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
