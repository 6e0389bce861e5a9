import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { joinAndConfirm } from './support/accounts';
import { expectAccessible, toastText, useBrowser } from './support/browser';
import { expectReflow, useDisplaySettings } from './support/page-checks';

// Issue 19 (decision 0041): a member follows or stops following CripChat from the podcast page,
// a library category from the library when it is chosen, and sees both on /notifications.

const browser = useBrowser();

const asNewMember = (page: Page) =>
  joinAndConfirm(page, {
    email: `follows-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.net`,
    firstName: 'Kai',
    lastName: 'Follows',
  });

type Follows = { podcast: boolean; categories: { category: string; following: boolean }[] };
const followsOnServer = (page: Page) => page.evaluate(async () => (await (await fetch('/api/notifications/releases')).json()) as Follows);

describe('following CripChat and library categories', () => {
  it('stops and starts following by keyboard from the podcast page, the library and the notifications page', async () => {
    const { page } = await browser.newPage();
    await asNewMember(page);

    await page.goto('/podcasts');
    const cripchat = page.getByRole('button', { name: 'Follow CripChat', exact: true });
    await cripchat.waitFor();
    expect(await cripchat.getAttribute('aria-pressed')).toBe('true');
    await cripchat.focus();
    await page.keyboard.press('Enter');
    await toastText(page, 'You will no longer hear about new CripChat episodes').first().waitFor();
    expect(await cripchat.getAttribute('aria-pressed')).toBe('false');
    expect((await followsOnServer(page)).podcast).toBe(false);
    await expectAccessible(page, 'podcasts with the follow toggle');

    const category = (await followsOnServer(page)).categories[0]!.category;
    await page.goto(`/library?category=${encodeURIComponent(category)}`);
    const shelf = page.getByRole('button', { name: `Follow ${category}`, exact: true });
    await shelf.waitFor();
    expect(await shelf.getAttribute('aria-pressed')).toBe('true');
    await shelf.focus();
    await page.keyboard.press('Space');
    await toastText(page, `You will no longer hear about new audiobooks in ${category}`).first().waitFor();
    expect(await shelf.getAttribute('aria-pressed')).toBe('false');
    expect((await followsOnServer(page)).categories).toContainEqual({ category, following: false });
    await expectAccessible(page, 'library with a category follow toggle');
    // With no category chosen there is nothing to follow on the library page.
    await page.goto('/library');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: /^Follow / }).count()).toBe(0);

    await page.goto('/notifications');
    const list = page.getByRole('list', { name: 'Podcasts and library categories' });
    await list.waitFor();
    expect(await list.getByRole('button', { name: 'Follow CripChat', exact: true }).getAttribute('aria-pressed')).toBe('false');
    const again = list.getByRole('button', { name: `Follow ${category}`, exact: true });
    expect(await again.getAttribute('aria-pressed')).toBe('false');
    await again.click();
    await toastText(page, `You will hear about new audiobooks in ${category}`).first().waitFor();
    expect((await followsOnServer(page)).categories).toContainEqual({ category, following: true });
    await expectAccessible(page, 'notifications page with what the member follows');

    await page.setViewportSize({ width: 320, height: 640 });
    await useDisplaySettings(page, { fontSize: 200 });
    await page.reload();
    await list.waitFor();
    await expectReflow(page, 'notifications follows at 320 px and 200 % text');
  });
});
