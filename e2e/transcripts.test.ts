import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, expectAccessible, MEMBER, signIn, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { expectVisibleFocus } from './support/page-checks';

// Timed transcripts: a member plays an episode from any line of its transcript and can have
// the page follow the words; an editor uploads the WebVTT file. By keyboard alone.

const browser = useBrowser();
const shots = path.resolve(import.meta.dirname, 'screenshots');
const transcript = (page: Page) => page.getByRole('region', { name: 'Episode Transcript' });
const audio = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector('audio')!;
    return { time: a.currentTime, paused: a.paused };
  });

describe('timed transcripts', () => {
  it('plays from a cue chosen by keyboard, marks the cue spoken, and follows along until the member scrolls', async () => {
    const { page } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/podcasts/1');
    const cues = transcript(page).getByRole('listitem');
    await cues.first().waitFor();
    await page.evaluate(() => (document.querySelector('audio')!.muted = true));
    await expectAccessible(page, 'episode page with a timed transcript');

    const third = cues.nth(2).getByRole('button');
    const name = (await third.textContent())!;
    const [, clock] = /(\d+:\d\d)/.exec(name)!;
    const start = Number(clock!.split(':')[0]) * 60 + Number(clock!.split(':')[1]);
    await tabTo(page, third, { max: 120 });
    await expectVisibleFocus(page, 'a transcript cue');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await audio(page)).time).toBeGreaterThanOrEqual(start);
    expect((await audio(page)).paused).toBe(false);
    // Marked by the bar, bold type and the marker, not colour alone.
    await expect
      .poll(() =>
        third.evaluate((el) => ({
          weight: getComputedStyle(el).fontWeight,
          marker: getComputedStyle(el.querySelector('[aria-hidden]')!).visibility,
        })),
      )
      .toEqual({ weight: '700', marker: 'visible' });
    expect(await third.evaluate((el) => el === document.activeElement)).toBe(true);

    // Follow along: the cue spoken stays in view while focus stays on the checkbox.
    const follow = transcript(page).getByRole('checkbox', { name: 'Follow along' });
    await tabTo(page, follow, { back: true, max: 10 });
    await page.keyboard.press('Space');
    expect(await follow.isChecked()).toBe(true);
    await page.evaluate(() => scrollTo(0, 0));
    const spokenInView = () =>
      page.evaluate(() => {
        const marked = Array.from(document.querySelectorAll('section[aria-labelledby="transcript-heading"] li button')).find(
          (b) => getComputedStyle(b).fontWeight === '700',
        );
        const box = marked?.getBoundingClientRect();
        return !!box && box.top >= 0 && box.bottom <= innerHeight;
      });
    await expect.poll(spokenInView, { timeout: 8000 }).toBe(true);
    expect(await follow.evaluate((el) => el === document.activeElement)).toBe(true);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'transcript-follow-1280.png') });
    // The member scrolls: following stops.
    await page.keyboard.press('PageDown');
    expect(await follow.isChecked()).toBe(false);
    await page.keyboard.press('k');
  });

  it('lets an editor upload a WebVTT or SRT file by keyboard, naming the line of a broken one', async () => {
    const { page } = await browser.newPage();
    await signIn(page, ADMIN);
    await page.goto('/cms-admin?tab=episodes');
    await tabTo(page, page.getByRole('button', { name: /^Transcript Episode 11:/ }), { max: 150 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Timed transcript: / });
    const text = dialog.getByLabel('Transcript text');
    await tabTo(page, text, { max: 10 });
    await page.keyboard.insertText('WEBVTT\n\n00:00.000 --> 00:04.000\n<v Maya>A first line.\n\n00:05.000 --> 00:03.000\nBackwards.');
    await tabTo(page, dialog.getByRole('button', { name: 'Save transcript' }), { max: 10 });
    await page.keyboard.press('Enter');
    await dialog.locator('[data-error-summary]').getByRole('link', { name: 'Line 6: A cue must end after it starts' }).waitFor();
    await expectAccessible(page, 'transcript upload with an error');

    // An SRT file is taken too, and kept as WebVTT.
    await text.fill('1\n00:00:00,000 --> 00:00:04,000\n<v Maya>A first line.\n\n2\n00:00:04,000 --> 00:00:09,000\n<v Tom>A second line.\n');
    await dialog.getByRole('button', { name: 'Save transcript' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: 'Notifications (F8)' })
      .getByText(/saved \(2 cues\)$/)
      .waitFor();
    await page.goto('/podcasts/11');
    await transcript(page).getByRole('button', { name: '0:04 Tom: A second line.' }).waitFor();
  });
});
