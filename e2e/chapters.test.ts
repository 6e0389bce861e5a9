import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, expectAccessible, MEMBER, signIn, summaryLink, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { expectVisibleFocus } from './support/page-checks';

// Chapters: an editor sets them in the CMS; a member starts an episode at one, moves between
// them and sees which one plays, by keyboard alone. Episode 1 has demo chapters at 0, 10 and 20 s.

const browser = useBrowser();
const shots = path.resolve(import.meta.dirname, 'screenshots');
const main = (page: Page) => page.getByRole('main');
const dock = (page: Page) => page.getByRole('region', { name: 'Player' });
const audio = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector('audio')!;
    return { time: a.currentTime, paused: a.paused };
  });

describe('chapters', () => {
  it('starts an episode at a chapter by keyboard, marks the one playing, and moves to the next', async () => {
    const { page } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/podcasts/1');
    const chapters = main(page).getByRole('region', { name: 'Chapters' });
    const second = chapters.getByRole('button', { name: 'Chapter 2: Where the name comes from, starts at 0:10' });
    await second.waitFor();
    await page.evaluate(() => (document.querySelector('audio')!.muted = true));
    await expectAccessible(page, 'episode page with chapters');

    await tabTo(page, second, { max: 80 });
    await expectVisibleFocus(page, 'a chapter button');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await audio(page)).time).toBeGreaterThanOrEqual(10);
    expect((await audio(page)).paused).toBe(false);
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    await dock(page).locator('p:not([role])', { hasText: 'Chapter 2: Where the name comes from' }).waitFor();

    await tabTo(page, chapters.getByRole('button', { name: 'Next chapter' }), { back: true, max: 10 });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await audio(page)).time).toBeGreaterThanOrEqual(20);
    await dock(page).locator('p:not([role])', { hasText: 'Chapter 3: What the show is about' }).waitFor();
    // At the last chapter, Next stays focused and says it can do nothing more.
    await expect.poll(() => chapters.getByRole('button', { name: 'Next chapter' }).getAttribute('aria-disabled')).toBe('true');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'chapters-episode-1280.png'), fullPage: true });

    // The full player lists them too.
    await dock(page).getByRole('button', { name: 'Full player' }).click();
    const full = page.getByRole('dialog', { name: 'Now playing' });
    await full.getByRole('button', { name: 'Chapter 1: Hello from Maya and Tom, starts at 0:00' }).waitFor();
    await expectAccessible(page, 'full player with chapters');
    await page.keyboard.press('Escape');
    await page.keyboard.press('k');
  });

  it('lets an editor set an episode’s chapters in the CMS by keyboard, refusing a time past the end with a clear message', async () => {
    const { page } = await browser.newPage();
    await signIn(page, ADMIN);
    await page.goto('/cms-admin?tab=episodes');
    const open = page.getByRole('button', { name: /^Chapters Episode 10:/ });
    await tabTo(page, open, { max: 150 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Chapters: / });
    const title = dialog.getByLabel('Chapter 1 title');
    await title.waitFor();
    await tabTo(page, title, { max: 10 });
    await page.keyboard.type('Opening');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0:00');
    await tabTo(page, dialog.getByRole('button', { name: 'Add chapter' }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByLabel('Chapter 2 title').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('The long part');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5:00');
    await tabTo(page, dialog.getByRole('button', { name: 'Save chapters' }), { max: 10 });
    await page.keyboard.press('Enter');
    await summaryLink(dialog, 'Chapter 2 must start before the audio ends').waitFor();
    await expectAccessible(page, 'chapter editor with an error');

    await dialog.getByLabel('Chapter 2 start').fill('0:15');
    await dialog.getByRole('button', { name: 'Save chapters' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: 'Notifications (F8)' })
      .getByText(/^Chapters of “.*” saved$/)
      .waitFor();

    await page.goto('/podcasts/10');
    await main(page).getByRole('button', { name: 'Chapter 2: The long part, starts at 0:15' }).waitFor();
  });
});
