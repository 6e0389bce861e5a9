import type { Locator, Page } from 'playwright-core';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would, and fails
 * after `max` presses. The locator only names the goal; nothing is clicked or focused for us.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  // A locator that matches nothing (a name the browser computes differently) fails here, once,
  // instead of waiting out the action timeout on every press: that read as a hang.
  await target.waitFor({ state: 'attached', timeout: 10_000 });
  for (let i = 0; i <= max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()} in ${max} presses; focus is on ${where}`);
}
