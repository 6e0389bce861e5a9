import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, controlled, expectAccessible, signIn, toastText, useBrowser } from './support/browser';
import { joinAndConfirm } from './support/accounts';
import { expectReflow, useDisplaySettings } from './support/page-checks';

// Offline listening (issue 17, decision 0039): an episode downloaded into the member's cache
// plays, and seeks, with the network cut, answered by the service worker from the stored copy.

const browser = useBrowser();
const shots = path.resolve(import.meta.dirname, 'screenshots');
const main = (page: Page) => page.getByRole('main');

/** The build the tests' server serves (scripts/start.ts builds it), read for its file names. */
const dist = path.resolve(import.meta.dirname, '../web/dist');
const buildManifest = () =>
  JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
const buildFileCount = () =>
  readdirSync(dist, { recursive: true, withFileTypes: true }).filter((d) => d.isFile() && !d.parentPath.includes('.vite')).length;

/** Paths of the files in the service worker's caches whose name starts with `prefix`. */
const cachedPaths = (page: Page, prefix: string) =>
  page.evaluate(async (prefix) => {
    const paths: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.startsWith(prefix)))
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  }, prefix);

describe('offline listening', () => {
  it('installs only the app shell, and keeps a screen opened once so it opens offline', async () => {
    const { page, context } = await browser.newPage();
    await joinAndConfirm(page, { email: `offline-shell-${Date.now()}@example.org`, firstName: 'Sam', lastName: 'Shell' });
    await controlled(page);

    // The precache is the shell (decision 0039): index.html and the entry chunk, a fraction of the build.
    const manifest = buildManifest();
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
    const downloadsChunk = manifest['src/app/routes/downloads.tsx']!.file;
    const precached = await cachedPaths(page, 'workbox-precache');
    expect(precached).toContain('/index.html');
    expect(precached).toContain(`/${entry}`);
    expect(precached).not.toContain(`/${downloadsChunk}`);
    expect(precached.length).toBeLessThan(buildFileCount() / 3);

    // The Downloads screen, a lazily loaded route, opened once online: its chunk is kept.
    await page.goto('/downloads');
    await page.getByRole('heading', { level: 1, name: 'Downloads' }).waitFor();
    await expect.poll(() => cachedPaths(page, 'app-chunks')).toContain(`/${downloadsChunk}`);

    // A fresh page load (nothing of that screen in memory), then the connection drops: the
    // offline notice's link opens the screen inside the app from the kept chunk.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The browser's HTTP cache would hide a missing copy (it keeps hashed files too, until it
    // needs the room, as a phone's soon does): emptied, only the service worker's caches answer.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    await page.getByRole('status').getByRole('link', { name: 'downloads' }).click();
    await page.getByRole('heading', { level: 1, name: 'Downloads' }).waitFor();
    await main(page).getByRole('heading', { name: 'Nothing downloaded yet' }).waitFor();
    await expectAccessible(page, '/downloads opened offline');

    // A screen never opened on this device cannot load offline: it says so, in the layout, in words.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'This page needs a connection' }).waitFor();
    await main(page).getByRole('button', { name: 'Try again' }).waitFor();
    await expectAccessible(page, 'a screen never opened, offline');
    await context.setOffline(false);
  }, 300_000);

  it('opens the last-seen lists offline, after a reload too, and forgets them at sign-out', async () => {
    const { page, context } = await browser.newPage();
    await joinAndConfirm(page, { email: `offline-lists-${Date.now()}@example.org`, firstName: 'Lee', lastName: 'Lists' });
    await controlled(page);
    await page.goto('/podcasts');
    await page.getByRole('heading', { level: 1, name: 'CripChat' }).waitFor();
    const firstEpisode = main(page).locator('a[href^="/podcasts/"]').first();
    const title = (await firstEpisode.innerText()).trim();
    expect(title).not.toBe('');
    // The pictures are kept as they arrive (web/src/sw.ts): one still loading when the member
    // leaves the page is not kept, so wait until the first artwork is shown and stored.
    const shownArtwork = main(page).locator('img[src^="/media/"]').first();
    await shownArtwork.scrollIntoViewIfNeeded();
    await expect.poll(() => shownArtwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const artworkPath = new URL(await shownArtwork.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)).pathname;
    await expect.poll(() => cachedPaths(page, 'offline-images')).toContain(artworkPath);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Lee!' }).waitFor();
    await expect.poll(() => cachedPaths(page, 'offline-last-seen')).toEqual(expect.arrayContaining(['/api/auth/user', '/api/podcasts']));

    // A full page load with no connection and no HTTP cache: who is signed in, and the lists,
    // come from the member's last-seen copy; the notice says they may be out of date.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Lee!' }).waitFor();
    // Chromium's offline emulation leaves a reloaded page's navigator.onLine true (a device with
    // no connection reads false from the start); going offline again tells the page as a device would.
    await context.setOffline(false);
    await context.setOffline(true);
    await page
      .getByRole('status')
      .filter({ hasText: 'You are offline. Lists and pages you opened before show what they held then' })
      .waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CripChat' }).click();
    await main(page).getByRole('link', { name: title }).first().waitFor();
    // Its pictures too, kept as they were shown online.
    const artwork = main(page).locator('img[src^="/media/"]').first();
    await artwork.waitFor();
    await expect.poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectAccessible(page, '/podcasts offline, from the last-seen list');
    await page.screenshot({ path: path.join(shots, 'podcasts-offline-last-seen.png') });
    await context.setOffline(false);

    await page.evaluate(() => fetch('/api/logout', { method: 'POST' }));
    await expect
      .poll(() => page.evaluate(async () => [await caches.has('offline-last-seen'), await caches.has('offline-images')]))
      .toEqual([false, false]);
  }, 300_000);

  it('leaves pages to the network while online: a CMS redirect still redirects once the service worker is in control', async () => {
    const admin = await browser.newPage();
    await signIn(admin.page, ADMIN);
    const from = `/offline-old-${Date.now()}`;
    const created = await admin.page.evaluate(
      async (from) =>
        (
          await fetch('/api/cms/redirects', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ fromUrl: from, toUrl: '/pages/about-us' }),
          })
        ).status,
      from,
    );
    expect(created).toBe(201);
    await controlled(admin.page);
    await admin.page.goto(from);
    await admin.page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(new URL(admin.page.url()).pathname).toBe('/pages/about-us');
  }, 300_000);

  it('downloads an episode, then plays and seeks it from the device with the network cut', async () => {
    const { page, context } = await browser.newPage();
    await joinAndConfirm(page, { email: `offline-${Date.now()}@example.org`, firstName: 'Ola', lastName: 'Offline' });
    await controlled(page);

    await page.goto('/podcasts/3');
    const download = main(page).getByRole('button', { name: 'Download for offline' });
    await download.waitFor();
    await expectAccessible(page, 'episode page, download button idle');
    await download.click();
    await main(page)
      .getByRole('status')
      .filter({ hasText: /^Saved on this device/ })
      .waitFor({ timeout: 60_000 });
    // Download for offline, then Cancel, went as the download went on: focus followed to Remove.
    await expect
      .poll(() =>
        main(page)
          .getByRole('button', { name: 'Remove download' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await expectAccessible(page, 'episode page, download saved');
    const stored = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((n) => n.startsWith('offline-media-'));
      return names.length === 1 ? (await (await caches.open(names[0]!)).keys()).map((r) => new URL(r.url).pathname) : names;
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^\/media\//);

    await main(page).getByRole('link', { name: 'Your downloads' }).click();
    await page.getByRole('heading', { level: 1, name: 'Downloads' }).waitFor();
    const item = main(page).getByRole('listitem');
    await expect.poll(() => item.count()).toBe(1);
    await expect
      .poll(() =>
        main(page)
          .getByText(/This browser allows this site about/)
          .count(),
      )
      .toBe(1);
    await expectAccessible(page, '/downloads');

    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    // A reload with no network: the shell comes from the service worker's precache, and who is
    // signed in from the member's last-seen copy, so the Downloads page opens with the episode.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Downloads' }).waitFor();
    await main(page).getByRole('listitem').first().waitFor();
    expect(page.url()).toMatch(/\/downloads$/);
    await expectAccessible(page, 'offline after a reload');

    // Back to the downloads, inside the app, as a member would from the notice's link.
    await context.setOffline(false);
    await page.goto('/downloads');
    await main(page).getByRole('listitem').first().waitFor();
    await context.setOffline(true);
    const title = await main(page).getByRole('listitem').getByRole('heading', { level: 2 }).innerText();
    await main(page)
      .getByRole('button', { name: `Play ${title}` })
      .click();
    await page.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return audio !== null && audio.readyState >= HTMLMediaElement.HAVE_METADATA && audio.duration > 10;
    });
    await page.evaluate(() => (document.querySelector('audio')!.muted = true));
    // Seeking needs a range of the stored file: the network is cut, so only the service worker can answer.
    await page.evaluate(() => {
      const audio = document.querySelector('audio')!;
      audio.currentTime = audio.duration / 2;
    });
    await page.waitForFunction(
      () => {
        const audio = document.querySelector('audio')!;
        return !audio.paused && audio.currentTime > audio.duration / 2 && audio.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA;
      },
      undefined,
      { timeout: 20_000 },
    );
    const error = await page.evaluate(() => document.querySelector('audio')!.error);
    expect(error).toBeNull();

    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'downloads-offline-1280.png'), fullPage: true });

    // Where they stopped, saved offline, is kept on the device and sent once the connection returns.
    await page.evaluate(() => document.querySelector('audio')!.pause());
    const queued = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('listening-positions-pending:')).length);
    await expect.poll(queued).toBe(1);
    const stoppedAt = await page.evaluate(() => Math.round(document.querySelector('audio')!.currentTime));
    await context.setOffline(false);
    await expect.poll(queued).toBe(0);
    const saved = await page.evaluate(() =>
      fetch('/api/listening-positions/episode/3').then((r) => r.json() as Promise<{ positionSeconds: number }>),
    );
    expect(saved.positionSeconds).toBe(stoppedAt);

    // Removing it empties the list; the member's cache has nothing left.
    await page
      .getByRole('region', { name: 'Player' })
      .getByRole('button', { name: /^Pause/ })
      .click()
      .catch(() => {});
    await main(page)
      .getByRole('button', { name: `Remove ${title}` })
      .click();
    await main(page).getByRole('heading', { name: 'Nothing downloaded yet' }).waitFor();
    await expectAccessible(page, '/downloads, empty');
  }, 300_000);

  it('keeps a bookmark added or deleted offline on the device, marked waiting, and syncs it once back online', async () => {
    const { page, context } = await browser.newPage();
    await joinAndConfirm(page, { email: `offline-bookmark-${Date.now()}@example.org`, firstName: 'Bea', lastName: 'Bookmark' });
    await page.goto('/podcasts/9');
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const bookmarks = main(page).getByRole('region', { name: 'Bookmarks' });
    await bookmarks.getByLabel('Note (optional)').waitFor();
    await page.evaluate(() => (document.querySelector('audio')!.muted = true));
    await main(page)
      .getByRole('button', { name: `Play ${title}` })
      .click();
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')!.currentTime)).toBeGreaterThan(3);
    await page.evaluate(() => document.querySelector('audio')!.pause());
    const at = Math.floor(await page.evaluate(() => document.querySelector('audio')!.currentTime));
    const clock = `0:${String(at).padStart(2, '0')}`;
    const queued = () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('bookmarks-pending:')) ?? '') || '[]')
            .length as number,
      );
    const onServer = () =>
      page.evaluate(() =>
        fetch('/api/bookmarks/episode/9')
          .then((r) => r.json() as Promise<{ bookmarks: { positionSeconds: number; note: string }[] }>)
          .then((r) => r.bookmarks.map((b) => `${b.positionSeconds} ${b.note}`)),
      );

    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    await bookmarks.getByLabel('Note (optional)').fill('Made on the bus');
    await bookmarks.getByRole('button', { name: /^Add bookmark at/ }).click();
    await toastText(page, `Bookmark kept on this device at ${clock}`).waitFor();
    // Shown at once, and said in words (not colour alone) that it has not reached the account yet.
    const waiting = bookmarks.getByRole('listitem').filter({ hasText: 'Made on the bus' });
    await expect.poll(() => waiting.innerText()).toMatch(/waiting to sync/);
    await bookmarks.getByRole('button', { name: `Play from ${clock}: Made on the bus` }).waitFor();
    expect(await queued()).toBe(1);
    await expectAccessible(page, 'episode page, a bookmark waiting to sync');
    await page.screenshot({ path: path.join(shots, 'bookmark-waiting-to-sync-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 320, height: 800 });
    await expectReflow(page, 'a bookmark waiting to sync, 320 px');
    await waiting.screenshot({ path: path.join(shots, 'bookmark-waiting-to-sync-320.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await context.setOffline(false);
    await expect.poll(queued).toBe(0);
    await expect.poll(() => waiting.innerText()).not.toMatch(/waiting to sync/);
    expect(await onServer()).toEqual([`${at} Made on the bus`]);

    // Deleted offline: gone from the list at once, and from the account once back online.
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    await bookmarks.getByRole('button', { name: `Delete bookmark at ${clock}` }).click();
    await toastText(page, 'It is deleted from your account when you are back online.').waitFor();
    await bookmarks.getByText('None yet.').waitFor();
    expect(await queued()).toBe(1);
    await context.setOffline(false);
    await expect.poll(queued).toBe(0);
    await expect.poll(onServer).toEqual([]);
  }, 300_000);

  it('reflows at 320 px with 200% text, and sign-out clears the downloads', async () => {
    const { page } = await browser.newPage({ width: 320, height: 800 });
    await joinAndConfirm(page, { email: `offline-narrow-${Date.now()}@example.org`, firstName: 'Nia', lastName: 'Narrow' });
    await controlled(page);
    await useDisplaySettings(page, { fontSize: 200 });
    await page.goto('/podcasts/4');
    await main(page).getByRole('button', { name: 'Download for offline' }).click();
    await main(page)
      .getByRole('status')
      .filter({ hasText: /^Saved on this device/ })
      .waitFor({ timeout: 60_000 });
    await expectReflow(page, 'episode page with a download, 320 px');
    await page.goto('/downloads');
    await main(page).getByRole('listitem').first().waitFor();
    await expectReflow(page, '/downloads at 320 px');
    await page.screenshot({ path: path.join(shots, 'downloads-320-text200.png'), fullPage: true });
    // Remove takes its card, and itself, away: focus waits on the heading, and the removal is said.
    await main(page)
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Remove / })
      .click();
    await main(page)
      .getByRole('status')
      .filter({ hasText: /^Removed .+ from this device\.$/ })
      .waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('downloads-heading');

    await page.evaluate(() => fetch('/api/logout', { method: 'POST' }));
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('offline-media-')).length)).toBe(0);
  }, 300_000);
});
