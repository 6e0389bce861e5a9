import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, MEMBER, signIn, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { expectReflow, expectVisibleFocus, MODES, useDisplaySettings } from './support/page-checks';

// The full player the dock opens: the app's one dialog, driven by keyboard alone.

const browser = useBrowser();
const shots = path.resolve(import.meta.dirname, 'screenshots');
const dock = (page: Page) => page.getByRole('region', { name: 'Player' });
const fullView = (page: Page) => page.getByRole('dialog', { name: 'Now playing' });
const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')!.currentTime);

/** Episode 5's page (no other test plays it as the demo member), where the player is cued paused; muted so the tests make no sound. */
async function openEpisode(page: Page, id = 5) {
  await page.goto(`/podcasts/${id}`);
  await page.getByRole('main').getByRole('slider', { name: 'Seek' }).waitFor();
  await page.evaluate(() => (document.querySelector('audio')!.muted = true));
  return (await page.getByRole('heading', { level: 1 }).textContent())!;
}

describe('the full player', () => {
  it('opens from the dock by keyboard, plays, skips and changes speed inside, and Escape returns to its button', async () => {
    const { page } = await browser.newPage();
    await signIn(page, MEMBER);
    const title = await openEpisode(page);
    const opener = dock(page).getByRole('button', { name: 'Full player' });
    await tabTo(page, opener, { max: 120 });
    await expectVisibleFocus(page, 'the dock’s Full player button');
    await page.keyboard.press('Enter');
    await fullView(page).waitFor();
    // Focus moved into the dialog.
    expect(await fullView(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await tabTo(page, fullView(page).getByRole('button', { name: `Play ${title}` }), { max: 15 });
    await page.keyboard.press('Enter');
    await fullView(page)
      .getByRole('button', { name: `Pause ${title}` })
      .waitFor();
    await expect.poll(() => audioTime(page)).toBeGreaterThan(0.5);
    await page.keyboard.press('Shift+Tab');
    const before = await audioTime(page);
    await page.keyboard.press('Enter'); // Skip back 10 seconds, clamped at the start
    await expect.poll(() => audioTime(page)).toBeLessThan(before);
    // The single-key shortcut for faster, said politely.
    await page.keyboard.press(']');
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')!.playbackRate)).toBe(1.05);
    await expect.poll(() => fullView(page).getByRole('combobox', { name: 'Playback speed' }).inputValue()).toBe('1.05');
    await fullView(page).getByText('Speed 1.05×').waitFor({ state: 'attached' });

    await page.keyboard.press('Escape');
    await fullView(page).waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    // Still playing after the dialog closed.
    expect(await page.evaluate(() => document.querySelector('audio')!.paused)).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')!.paused)).toBe(true);
  });

  it('is clean for axe in every mode and reflows at 320 px with 200% text', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    for (const mode of ['light', 'dark', 'high contrast']) {
      await useDisplaySettings(page, MODES[mode]!);
      await openEpisode(page);
      await dock(page).getByRole('button', { name: 'Full player' }).click();
      await fullView(page).waitFor();
      await expectAccessible(page, `full player (${mode})`);
    }
    await useDisplaySettings(page, {});
    await openEpisode(page);
    await dock(page).getByRole('button', { name: 'Full player' }).click();
    await fullView(page).waitFor();
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'full-player-1280.png') });

    await context.addInitScript(() => localStorage.setItem('accessibility-settings', JSON.stringify({ fontSize: 200 })));
    await page.setViewportSize({ width: 320, height: 700 });
    await openEpisode(page);
    await dock(page).getByRole('button', { name: 'Full player' }).click();
    await fullView(page).waitFor();
    await expectReflow(page, 'full player at 320 px and 200% text');
    const wide = await fullView(page).evaluate((el) => el.querySelector('[data-dialog-panel]')!.scrollWidth > innerWidth);
    expect(wide, 'the full player fits 320 px').toBe(false);
    // The last control can be reached by scrolling the dialog's body.
    const last = fullView(page).getByRole('checkbox', { name: 'Play the next one automatically' });
    await last.scrollIntoViewIfNeeded();
    expect(await last.isVisible()).toBe(true);
    await page.screenshot({ path: path.join(shots, 'full-player-320-text200.png') });
  });

  it('sets a sleep timer for the end of the chapter by keyboard, says the time left on request, fades and stops there', async () => {
    const { page } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/podcasts/3');
    await page.getByRole('main').getByRole('slider', { name: 'Seek' }).waitFor();
    await page.evaluate(() => (document.querySelector('audio')!.muted = true));
    // The full player first, so the chapter starts only a few key presses before the timer is set.
    await tabTo(page, dock(page).getByRole('button', { name: 'Full player' }), { max: 120 });
    await page.keyboard.press('Enter');
    const second = fullView(page).getByRole('button', { name: 'Chapter 2: Trains and ramps, starts at 0:12' });
    await tabTo(page, second, { max: 20 });
    await page.keyboard.press('Enter');
    await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(12);
    const timer = fullView(page).getByRole('combobox', { name: 'Stop playing' });
    await tabTo(page, timer, { max: 5 });
    // End picks the last choice, the end of the episode; one up is the end of this chapter.
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    expect(await timer.inputValue()).toBe('chapter');
    await tabTo(page, fullView(page).getByRole('button', { name: 'Time left' }), { max: 3 });
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        fullView(page)
          .getByRole('status')
          .filter({ hasText: /^Sleep timer: \d+ seconds left$/ })
          .count(),
      )
      .toBe(1);
    await expectAccessible(page, 'full player with a sleep timer');
    await page.screenshot({ path: path.join(shots, 'sleep-timer-1280.png') });

    // The volume falls over the last seconds, then it pauses at the chapter's end and the volume is back.
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')!.volume), { timeout: 15_000 }).toBeLessThan(1);
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')!.paused), { timeout: 15_000 }).toBe(true);
    const stoppedAt = await audioTime(page);
    expect(stoppedAt).toBeGreaterThanOrEqual(21.5);
    expect(stoppedAt).toBeLessThan(23);
    expect(await page.evaluate(() => document.querySelector('audio')!.volume)).toBe(1);
    expect(await timer.inputValue()).toBe('off');
  });
});
