import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, MEMBER, signIn, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';

// One search for the whole portal (issue 20): from any page, Ctrl+K, a few words, a transcript
// line, and the one player plays the episode from that line. By keyboard alone.

const browser = useBrowser();
const shots = path.resolve(import.meta.dirname, 'screenshots');
const audio = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector('audio');
    return a ? { time: a.currentTime, paused: a.paused } : null;
  });
const seconds = (clock: string) => clock.split(':').reduce((s, part) => s * 60 + Number(part), 0);

describe('site-wide search', () => {
  it('Ctrl+K from a page, a search, a transcript line, and Play from here starts the episode at that line', async () => {
    const { page } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/news');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    const box = dialog.getByRole('searchbox', { name: 'Search the portal' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('hypocrites');
    const status = dialog.getByTestId('list-status');
    await expect.poll(() => status.textContent()).toMatch(/^1 result for "hypocrites"$/);
    const line = dialog.getByRole('listitem').filter({ hasText: 'Transcript line' });
    const label = (await line.getByText(/^Transcript line, at/).textContent())!;
    const start = seconds(/at (\d+:\d\d)/.exec(label)![1]!);
    await expectAccessible(page, 'search dialog with results');

    // The arrow key walks into the results; Tab goes on to the line's Play from here.
    await page.keyboard.press('ArrowDown');
    expect(await line.getByRole('link').evaluate((el) => el === document.activeElement)).toBe(true);
    const play = line.getByRole('button', { name: /^Play from here/ });
    await tabTo(page, play, { max: 3 });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => audio(page), { timeout: 10_000 }).not.toBeNull();
    await page.evaluate(() => (document.querySelector('audio')!.muted = true));
    await expect.poll(async () => (await audio(page))!.time, { timeout: 10_000 }).toBeGreaterThanOrEqual(start);
    expect((await audio(page))!.paused).toBe(false);
    expect((await audio(page))!.time).toBeLessThan(start + 5);
  });

  it('opens with "/" outside a field, and the /search page filters, pages and offers Did you mean', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/podcasts');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    await page.keyboard.type('plan review');
    await dialog.getByRole('link', { name: 'See all results, with filters' }).click();
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    await page.getByRole('button', { name: /^Podcasts \(\d+\)$/ }).waitFor();
    await expectAccessible(page, '/search with results');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'search-1280.png'), fullPage: true });

    await page.getByRole('button', { name: /^Podcasts \(/ }).click();
    await expect.poll(() => page.url()).toContain('kind=episodes');
    const shown = (kinds: RegExp) => page.locator('main li:has(h3)').filter({ hasText: kinds }).count();
    await expect.poll(() => shown(/^(Podcast episode|Transcript line)/)).toBeGreaterThan(0);
    expect(await shown(/^(News|Forum post|Audiobook)/)).toBe(0);

    await page.goto('/search?q=hypocrytes');
    const suggestion = page.getByRole('button', { name: 'hypocrites' });
    await suggestion.waitFor();
    await expectAccessible(page, '/search with no results and a suggestion');
    await suggestion.focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^Transcript line, at/).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('hypocrites');

    // 320 px wide at 200 % text: nothing overflows sideways.
    const narrow = await context.newPage();
    await narrow.setViewportSize({ width: 320, height: 800 });
    await narrow.goto('/search?q=plan%20review');
    await narrow.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await narrow.getByRole('button', { name: /^Everything \(/ }).waitFor();
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await narrow.screenshot({ path: path.join(shots, 'search-320.png'), fullPage: true });
  });
});
