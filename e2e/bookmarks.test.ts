import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, MEMBER, signIn, toastText, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';

// Bookmarks: a member marks a place with a note, goes back to it and deletes it, by keyboard.

const browser = useBrowser();
const shots = path.resolve(import.meta.dirname, 'screenshots');
const main = (page: Page) => page.getByRole('main');
const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')!.currentTime);

describe('bookmarks', () => {
  it('adds one at the time playing with a note, plays from it, shows it in the full player, and deletes it', async () => {
    const { page } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/podcasts/9');
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const bookmarks = main(page).getByRole('region', { name: 'Bookmarks' });
    await bookmarks.getByLabel('Note (optional)').waitFor();
    await page.evaluate(() => (document.querySelector('audio')!.muted = true));
    await tabTo(page, main(page).getByRole('button', { name: `Play ${title}` }), { max: 60 });
    await page.keyboard.press('Enter');
    await expect.poll(() => audioTime(page)).toBeGreaterThan(3);
    await page.keyboard.press('Enter'); // Pause
    const at = Math.floor(await audioTime(page));
    const clock = `0:${String(at).padStart(2, '0')}`;

    await tabTo(page, bookmarks.getByLabel('Note (optional)'), { max: 40 });
    await page.keyboard.type('The quote about lifts');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toastText(page, `Bookmark added at ${clock}`).waitFor();
    const play = bookmarks.getByRole('button', { name: `Play from ${clock}: The quote about lifts` });
    await play.waitFor();
    await expectAccessible(page, 'episode page with a bookmark');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'bookmarks-1280.png'), fullPage: true });

    await page.evaluate(() => (document.querySelector('audio')!.currentTime = 0));
    await tabTo(page, play, { max: 20 });
    await page.keyboard.press('Enter');
    await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(at);
    await page.keyboard.press('k');

    await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Full player' }).click();
    const full = page.getByRole('dialog', { name: 'Now playing' });
    await full.getByRole('button', { name: `Play from ${clock}: The quote about lifts` }).waitFor();
    await page.keyboard.press('Escape');
    await full.waitFor({ state: 'detached' });

    // Back from the dock's Full player button, where Escape left focus, into the page.
    await tabTo(page, bookmarks.getByRole('button', { name: `Delete bookmark at ${clock}` }), { back: true, max: 100 });
    await page.keyboard.press('Enter');
    await toastText(page, 'Bookmark deleted').waitFor();
    await expect
      .poll(() => bookmarks.getByRole('heading', { name: 'Bookmarks' }).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await bookmarks.getByText('None yet.').waitFor();
  });
});
