import { describe, expect, it } from 'vitest';
import { expectAccessible, MEMBER, signIn, useBrowser, fieldError, toastText } from './support/browser';

const browser = useBrowser();

describe('CripChat', () => {
  it('lists episodes with players and opens one', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/podcasts');
    await page.getByRole('heading', { level: 1, name: 'CripChat' }).waitFor();
    await page
      .getByRole('link', { name: /^View Full Episode/ })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: /^View Full Episode/ }).count()).toBe(12);
    await expectAccessible(page, 'podcast list');
    await page
      .getByRole('link', { name: /^View Full Episode/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Episode Transcript' }).waitFor();
    await context.close();
  });

  it('plays, skips and seeks by keyboard, and resumes where the member left off', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/podcasts/2');
    await page.getByRole('heading', { name: 'Episode Transcript' }).waitFor();
    const audio = page.locator('audio');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState)).toBeGreaterThan(0);
    await page.evaluate(() => (document.querySelector('audio')!.muted = true));

    // The page's player; the docked player at the foot of the screen has the same buttons.
    const player = page.getByRole('main');
    const play = player.getByRole('button', { name: /^Play / });
    await play.focus();
    await page.keyboard.press('Enter');
    await player.getByRole('button', { name: /^Pause / }).waitFor();
    await page.keyboard.press('Enter');
    await player.getByRole('button', { name: /^Play / }).waitFor();

    await player.getByRole('button', { name: 'Skip forward 10 seconds' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => Math.round(el.currentTime))).toBe(10);
    await page.keyboard.press('Enter');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => Math.round(el.currentTime))).toBe(20);
    await player.getByRole('button', { name: 'Skip back 10 seconds' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => Math.round(el.currentTime))).toBe(10);

    const seek = player.getByRole('slider', { name: 'Seek' });
    await seek.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => Math.round(el.currentTime))).toBe(0);
    // Arrow keys move five seconds each, as media players do (the demo episode is 30 s long).
    for (const expected of [5, 10, 15]) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => Math.round(el.currentTime))).toBe(expected);
    }
    const position = await audio.evaluate((el: HTMLAudioElement) => el.currentTime);
    // The seek is saved a moment after the last change, as whole seconds.
    const saved = () =>
      page.evaluate(() => fetch('/api/listening-positions/episode/2').then((r) => r.json() as Promise<{ positionSeconds: number }>));
    await expect.poll(async () => Math.abs((await saved()).positionSeconds - position), { timeout: 15_000 }).toBeLessThanOrEqual(1);
    const { positionSeconds } = await saved();
    await expectAccessible(page, 'episode page with player');

    await page.reload();
    await page.getByText(/^Resuming from \d+:\d\d$/).waitFor();
    await expect.poll(() => page.locator('audio').evaluate((el: HTMLAudioElement) => Math.round(el.currentTime))).toBe(positionSeconds);
    await context.close();
  });

  it('takes feedback through an accessible dialog', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/podcasts/3');
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Episode feedback' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await fieldError(dialog, 'Please write your feedback').waitFor();
    await expectAccessible(page, 'feedback dialog with an error');
    await dialog.getByLabel('Your feedback, question or topic idea').fill('Loved the guests this week.');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toastText(page, 'Your feedback has been sent to the CripChat team.').waitFor();
    await context.close();
  });

  it('shows Episode Not Found for an unknown episode', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/podcasts/999999');
    await page.getByRole('heading', { name: 'Episode Not Found' }).waitFor();
    await expectAccessible(page, 'episode not found');
    await context.close();
  });
});
