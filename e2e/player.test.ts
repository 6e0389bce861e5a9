import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, MEMBER, signIn, useBrowser } from './support/browser';
import { joinAndConfirm } from './support/accounts';
import { tabTo } from './support/keyboard';
import { expectReflow, expectVisibleFocus, MODES, useDisplaySettings } from './support/page-checks';

// The app's one player: started on an episode page, it keeps playing while the member reads
// other screens, and the docked player at the foot of every screen shows and drives it.

const browser = useBrowser();
const shots = path.resolve(import.meta.dirname, 'screenshots');

const dock = (page: Page) => page.getByRole('region', { name: 'Player' });
const main = (page: Page) => page.getByRole('main');
const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector('audio')!;
    const watched = (window as unknown as { watched?: { audio: HTMLAudioElement; pauses: number } }).watched;
    return {
      same: watched?.audio === audio,
      pauses: watched?.pauses ?? -1,
      paused: audio.paused,
      time: audio.currentTime,
      count: document.querySelectorAll('audio').length,
    };
  });

/**
 * Opens an episode page, where the player is cued paused, muted so the tests make no sound.
 * Episodes 6 to 8 for the demo member: e2e/podcasts.test.ts resumes episode 2 and expects it at 0.
 */
async function openEpisode(page: Page, id = 6) {
  await page.goto(`/podcasts/${id}`);
  await main(page).getByRole('slider', { name: 'Seek' }).waitFor();
  await page.evaluate(() => (document.querySelector('audio')!.muted = true));
}

/** Rectangles that share any area. */
const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The dock leaves the accessibility button and the page's last content uncovered. */
async function expectNothingCovered(page: Page, label: string) {
  const found = await page.evaluate(() => {
    const dockEl = document.querySelector('section[aria-label="Player"]')!;
    const button = document.querySelector('button[aria-label="Accessibility settings"]')!.getBoundingClientRect();
    const controls = Array.from(dockEl.querySelectorAll('a, button, select, img, p')).map(
      (el) => el.getBoundingClientRect().toJSON() as DOMRect,
    );
    scrollTo(0, document.documentElement.scrollHeight);
    const footer = document.querySelector('footer')!.getBoundingClientRect();
    return { button: button.toJSON() as DOMRect, controls, footerBottom: footer.bottom, dockTop: dockEl.getBoundingClientRect().top };
  });
  const hit = found.controls.filter((c) => overlap(c, found.button));
  expect(hit, `dock controls under the accessibility button on ${label}`).toEqual([]);
  expect(found.footerBottom, `the footer ends above the dock on ${label}`).toBeLessThanOrEqual(found.dockTop + 1);
}

/** A message (Share's "copied") stands above the dock, however tall large text makes the dock. */
async function expectToastAboveDock(page: Page, label: string) {
  await main(page).getByRole('button', { name: 'Share' }).click();
  const toast = page.getByTestId('toast');
  await toast.waitFor();
  const [toastBox, dockBox] = [await toast.boundingBox(), await dock(page).boundingBox()];
  expect(toastBox!.y + toastBox!.height, `the message is above the dock at ${label}`).toBeLessThanOrEqual(dockBox!.y + 1);
  expect(toastBox!.y, `the message's top is on the screen at ${label}`).toBeGreaterThanOrEqual(0);
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
}

describe('the player that follows you', () => {
  it('keeps one episode playing through news, community and the library, and shows it still playing on return', async () => {
    const { page } = await browser.newPage();
    await signIn(page, MEMBER);
    await openEpisode(page);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await main(page)
      .getByRole('button', { name: `Play ${title}` })
      .click();
    await main(page)
      .getByRole('button', { name: `Pause ${title}` })
      .waitFor();
    await dock(page)
      .getByRole('button', { name: `Pause ${title}` })
      .waitFor();
    await page.evaluate(() => {
      const watched = { audio: document.querySelector('audio')!, pauses: 0 };
      watched.audio.addEventListener('pause', () => watched.pauses++);
      (window as unknown as { watched: typeof watched }).watched = watched;
    });

    let last = (await audioState(page)).time;
    for (const [link, heading] of [
      ['News Feed', 'News Feed'],
      ['Community', 'Community'],
      ['Audio Library', 'Audio Book Library'],
    ]) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await dock(page)
        .getByRole('button', { name: `Pause ${title}` })
        .waitFor();
      const before = last;
      await expect.poll(async () => (await audioState(page)).time, { message: `time moves on at ${link}` }).toBeGreaterThan(before);
      const state = await audioState(page);
      expect(state, `the same element, never paused, at ${link}`).toMatchObject({ same: true, pauses: 0, paused: false, count: 1 });
      last = state.time;
    }

    // Back through the dock's link: the page shows the same episode, still playing.
    await dock(page).getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await main(page)
      .getByRole('button', { name: `Pause ${title}` })
      .waitFor();
    expect(await audioState(page)).toMatchObject({ same: true, pauses: 0, paused: false, count: 1 });
    expect(await main(page).getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toMatch(/ of 30 seconds$/);

    // Either view drives it: pause in the dock, and the page's button says Play.
    await dock(page)
      .getByRole('button', { name: `Pause ${title}` })
      .click();
    await main(page)
      .getByRole('button', { name: `Play ${title}` })
      .waitFor();
    expect((await audioState(page)).paused).toBe(true);
  });

  it('is clean for axe and leaves the page and the accessibility button uncovered, in every mode', async () => {
    const { page } = await browser.newPage();
    await signIn(page, MEMBER);
    for (const mode of ['light', 'dark', 'high contrast']) {
      await useDisplaySettings(page, MODES[mode]!);
      await openEpisode(page);
      await dock(page).waitFor();
      await expectAccessible(page, `episode page with the dock (${mode})`);
      await expectNothingCovered(page, mode);
    }
    await useDisplaySettings(page, {});
    await openEpisode(page);
    await dock(page).waitFor();
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'player-dock-1280.png') });
  });

  it('reflows at 320 px with 200% text without sideways scrolling or covering anything', async () => {
    const { page, context } = await browser.newPage({ width: 320, height: 700 });
    await signIn(page, MEMBER);
    await context.addInitScript(() => localStorage.setItem('accessibility-settings', JSON.stringify({ fontSize: 200 })));
    await openEpisode(page);
    await dock(page).waitFor();
    await expectReflow(page, 'episode page with the dock at 320 px and 200% text');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'player-dock-320-text200.png') });
    const height = await dock(page).evaluate((el) => el.getBoundingClientRect().height);
    expect(height, 'the dock leaves most of the screen to the page').toBeLessThan(700 / 2);
    await expectNothingCovered(page, '320 px and 200% text');
    await expectToastAboveDock(page, '320 px and 200% text');
  });

  it('leaves most of a laptop at 200 % zoom to the page, with or without large text, and its controls scroll inside it', async () => {
    // 1280 by 800 at 200 % zoom is 640 by 400 CSS pixels; the widget's 200 % text doubles the dock's words again.
    for (const largeText of [false, true]) {
      const { page, context } = await browser.newPage({ width: 640, height: 400 });
      await signIn(page, MEMBER);
      if (largeText) await context.addInitScript(() => localStorage.setItem('accessibility-settings', JSON.stringify({ fontSize: 200 })));
      await openEpisode(page);
      await dock(page).waitFor();
      const label = `640 by 400${largeText ? ' with 200% text' : ''}`;
      const height = await dock(page).evaluate((el) => el.getBoundingClientRect().height);
      expect(height, `the dock leaves most of the screen to the page at ${label}`).toBeLessThan(400 / 2);
      await expectReflow(page, `episode page with the dock at ${label}`);
      // The title keeps room for words: its two buttons once squeezed it to one letter a line.
      const titleWidth = await dock(page)
        .getByRole('link')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width);
      expect(titleWidth, `the title's width at ${label}`).toBeGreaterThan(150);
      // The last of the dock's controls is reached by keyboard, scrolled into view inside the dock.
      const close = dock(page).getByRole('button', { name: 'Close player' });
      await close.focus();
      const [box, dockBox] = [await close.boundingBox(), await dock(page).boundingBox()];
      expect(box!.y + box!.height, `Close player shows inside the dock at ${label}`).toBeLessThanOrEqual(dockBox!.y + dockBox!.height + 1);
      expect(box!.y, `Close player shows inside the dock at ${label}`).toBeGreaterThanOrEqual(dockBox!.y - 1);
      // And a control of the page's, focused, is not under the dock.
      const share = main(page).getByRole('button', { name: 'Share' });
      await share.focus();
      const shareBox = (await share.boundingBox())!;
      expect(shareBox.y + shareBox.height, `Share is above the dock at ${label}`).toBeLessThanOrEqual(dockBox!.y + 1);
      await expectToastAboveDock(page, label);
      await expectAccessible(page, `episode page with the dock at ${label}`);
      if (largeText) await page.screenshot({ path: path.join(shots, 'player-dock-640x400-text200.png') });
      await context.close();
    }
  });

  it('works by keyboard alone: play on the page, skip and pause in the dock, back to the episode by its link', async () => {
    const { page } = await browser.newPage();
    await signIn(page, MEMBER);
    await openEpisode(page, 7);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await tabTo(page, main(page).getByRole('button', { name: `Play ${title}` }));
    await page.keyboard.press('Enter');
    await main(page)
      .getByRole('button', { name: `Pause ${title}` })
      .waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News Feed' }).click();
    await page.getByRole('heading', { level: 1, name: 'News Feed' }).waitFor();
    const forward = dock(page).getByRole('button', { name: 'Skip forward 10 seconds' });
    await tabTo(page, forward, { max: 200 });
    await expectVisibleFocus(page, 'the dock’s Skip forward button');
    const before = (await audioState(page)).time;
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(before + 9);
    await tabTo(page, dock(page).getByRole('button', { name: `Pause ${title}` }), { back: true, max: 5 });
    await page.keyboard.press('Space');
    await dock(page)
      .getByRole('button', { name: `Play ${title}` })
      .waitFor();
    expect((await audioState(page)).paused).toBe(true);
    await tabTo(page, dock(page).getByRole('link', { name: title }), { back: true, max: 5 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await main(page)
      .getByRole('button', { name: `Play ${title}` })
      .waitFor();
  });

  it('offers what the member started on the dashboard under "Continue listening", and resumes it where they stopped', async () => {
    const { page } = await browser.newPage();
    // A new member, so no other test's listening shows here.
    await joinAndConfirm(page, { email: `listener-${Date.now()}@example.org`, firstName: 'Lee', lastName: 'Listener' });
    await expect.poll(() => page.getByRole('heading', { name: 'Continue listening' }).count()).toBe(0);

    await openEpisode(page, 4);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await main(page)
      .getByRole('button', { name: `Play ${title}` })
      .click();
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(3);
    // Pausing saves the position.
    await main(page)
      .getByRole('button', { name: `Pause ${title}` })
      .click();
    const stopped = Math.round((await audioState(page)).time);
    await dock(page).getByRole('button', { name: 'Close player' }).click();
    await dock(page).waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const section = page.getByRole('region', { name: 'Continue listening' });
    await section.getByRole('link', { name: title }).waitFor();
    await section.getByText(/^Stopped at 0:0\d of \d+:\d\d · \d+:\d\d left$/).waitFor();
    await expectAccessible(page, 'dashboard with Continue listening');
    mkdirSync(shots, { recursive: true });
    await section.screenshot({ path: path.join(shots, 'continue-listening-1280.png') });

    await section.getByRole('button', { name: `Resume ${title}` }).click();
    await dock(page)
      .getByRole('button', { name: `Pause ${title}` })
      .waitFor();
    await page.evaluate(() => (document.querySelector('audio')!.muted = true));
    const resumed = await audioState(page);
    expect(resumed.paused).toBe(false);
    expect(resumed.time).toBeGreaterThanOrEqual(stopped - 1);
  });

  it('takes single-key shortcuts in the dock, which its settings list and turn off', async () => {
    const { page } = await browser.newPage();
    await signIn(page, MEMBER);
    await openEpisode(page, 8);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const link = dock(page).getByRole('link', { name: title });
    await tabTo(page, link, { max: 200 });
    await page.keyboard.press('k');
    await dock(page)
      .getByRole('button', { name: `Pause ${title}` })
      .waitFor();
    await page.keyboard.press('k');
    await dock(page)
      .getByRole('button', { name: `Play ${title}` })
      .waitFor();
    const at = (await audioState(page)).time;
    await page.keyboard.press('l');
    await expect.poll(async () => Math.round((await audioState(page)).time - at)).toBe(10);
    await page.keyboard.press(']');
    await expect.poll(() => dock(page).getByRole('combobox', { name: 'Playback speed' }).inputValue()).toBe('1.05');
    await page.keyboard.press('[');

    await tabTo(page, dock(page).getByRole('button', { name: 'Player settings' }));
    await page.keyboard.press('Enter');
    const settings = dock(page).getByRole('group', { name: 'Player settings' });
    await settings.getByRole('heading', { name: 'Keyboard shortcuts' }).waitFor();
    await expectAccessible(page, 'the dock with its settings open');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'player-settings-1280.png') });
    // Opening the panel moved focus to its heading: the panel's fields are the next Tabs.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Player settings');
    await tabTo(page, settings.getByRole('checkbox', { name: 'Single-key shortcuts' }), { max: 5 });
    await page.keyboard.press('Space');
    expect(await settings.getByRole('checkbox', { name: 'Single-key shortcuts' }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    const before = (await audioState(page)).time;
    await page.keyboard.press('l');
    await page.keyboard.press('k');
    expect(await audioState(page)).toMatchObject({ time: before, paused: true });
  });
});
