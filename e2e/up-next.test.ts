import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { joinAndConfirm } from './support/accounts';
import { expectAccessible, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';

// "Up next" by keyboard alone: start one episode from the list, queue two more, reorder them in
// the dock's panel, and the first of the queue starts when the playing one ends.

const browser = useBrowser();
const dock = (page: Page) => page.getByRole('region', { name: 'Player' });
const titlesOnList = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

describe('Up next', () => {
  it('queues two episodes from the list, reorders them by keyboard, and plays the next when one ends', async () => {
    const { page } = await browser.newPage();
    // A new member, so the listening positions of other tests never decide where anything starts.
    await joinAndConfirm(page, { email: `queue-${Date.now()}@example.org`, firstName: 'Quinn', lastName: 'Queue' });
    await page.goto('/podcasts');
    await page.getByRole('main').getByRole('article').first().waitFor();
    const [first, second, third] = await titlesOnList(page);

    await tabTo(page, page.getByRole('main').getByRole('button', { name: `Play ${first}`, exact: true }), { max: 80 });
    await page.keyboard.press('Enter');
    await dock(page)
      .getByRole('button', { name: `Pause ${first}` })
      .waitFor();
    await page.evaluate(() => (document.querySelector('audio')!.muted = true));
    for (const title of [second, third]) {
      await tabTo(page, page.getByRole('main').getByRole('button', { name: `Add to Up next: ${title}` }), { max: 40 });
      await page.keyboard.press('Enter');
      await page
        .getByRole('main')
        .getByRole('button', { name: `Remove from Up next: ${title}` })
        .waitFor();
    }

    const open = dock(page).getByRole('button', { name: 'Up next (2)' });
    await tabTo(page, open, { max: 200 });
    await page.keyboard.press('Enter');
    const panel = dock(page).getByRole('group', { name: 'Up next' });
    const queued = () => panel.getByRole('listitem').allTextContents();
    expect((await queued()).map((t) => t.split('Move up')[0])).toEqual([`1. ${second}`, `2. ${third}`]);
    // Opening the panel moved focus to its heading: the queue's buttons are the next Tabs.
    await tabTo(page, panel.getByRole('button', { name: `Move down: ${second}` }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await queued()).map((t) => t.split('Move up')[0])).toEqual([`1. ${third}`, `2. ${second}`]);
    // Focus stayed on the button that moved with its episode.
    expect(await panel.getByRole('button', { name: `Move down: ${second}` }).evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, 'the dock with Up next reordered');
    await page.keyboard.press('Escape');

    // Near the end of the first, which then ends by itself: the reordered first of the queue starts.
    await page.evaluate(() => {
      const audio = document.querySelector('audio')!;
      audio.currentTime = audio.duration - 1;
    });
    await dock(page)
      .getByRole('button', { name: `Pause ${third}` })
      .waitFor({ timeout: 15_000 });
    await dock(page).getByRole('button', { name: 'Up next (1)' }).waitFor();
    expect(await page.evaluate(() => document.querySelector('audio')!.paused)).toBe(false);
    await page.keyboard.press('Tab');
    await dock(page)
      .getByRole('button', { name: `Pause ${third}` })
      .click();
  });
});
