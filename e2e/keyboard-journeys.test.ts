import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { joinAndConfirm } from './support/accounts';
import { MEMBER, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { expectVisibleFocus } from './support/page-checks';

// Issue 7's main journeys with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and
// typing. Locators only say where a keyboard user is heading; nothing is clicked or filled.

const browser = useBrowser();

const focusIsOn = (page: Page, tag: string) => expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe(tag);

async function signInWithKeyboard(page: Page, who = MEMBER): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type(who.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(who.password);
  await tabTo(page, form.getByRole('button', { name: 'Sign in' }), { max: 3 });
  await expectVisibleFocus(page, 'the Sign in button');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${who.firstName}!` }).waitFor();
}

describe('keyboard-only journeys', () => {
  it('signs in, landing on the dashboard heading', async () => {
    const { page, context } = await browser.newPage();
    await signInWithKeyboard(page);
    await focusIsOn(page, 'H1');
    expect(await page.title()).toBe("Dashboard | Members' Portal");
    await context.close();
  });

  it('reads an article: from the news list to its text', async () => {
    const { page, context } = await browser.newPage();
    await signInWithKeyboard(page);
    await page.goto('/news');
    const card = page.locator('main article').first();
    const title = (await card.getByRole('heading').textContent())!;
    await tabTo(page, card.getByRole('link', { name: title }));
    await expectVisibleFocus(page, 'the article link');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await focusIsOn(page, 'H1');
    // Reading on: the page scrolls with Space from the heading until the article's text shows.
    const text = page.locator('main article .whitespace-pre-line');
    for (let i = 0; i < 10 && !(await text.evaluate((el) => el.getBoundingClientRect().top < innerHeight)); i++)
      await page.keyboard.press('Space');
    expect(await text.evaluate((el) => el.getBoundingClientRect().top < innerHeight && (el.textContent ?? '').length > 100)).toBe(true);
    await context.close();
  });

  it('plays an episode from the podcast list and pauses it again', async () => {
    const { page, context } = await browser.newPage();
    await signInWithKeyboard(page);
    await page.goto('/podcasts');
    const player = page.getByRole('group', { name: /^Audio player: / }).first();
    // The app's one audio element, which the card's Play loads and starts.
    const audio = page.locator('audio');
    await player.waitFor();
    await audio.evaluate((el: HTMLAudioElement) => (el.muted = true));
    await tabTo(page, player.getByRole('button', { name: /^Play / }));
    await expectVisibleFocus(page, 'the Play button');
    await page.keyboard.press('Space');
    await player.getByRole('button', { name: /^Pause / }).waitFor();
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0)).toBe(true);
    // Focus stayed on the same button, now Pause; Enter pauses.
    await page.keyboard.press('Enter');
    await player.getByRole('button', { name: /^Play / }).waitFor();
    expect(await audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
    await context.close();
  });

  it('creates a community post in the dialog, opens it and adds a comment', async () => {
    const { page, context } = await browser.newPage();
    // A member of their own: the demo member is new (trust level 0, 3 posts a day), and other
    // browser tests post as them. Signing in by keyboard is the journey above.
    await joinAndConfirm(page, { email: `kim-${Date.now().toString(36)}@example.net`, firstName: 'Kim', lastName: 'Keyboard' });
    await page.goto('/community');
    await page.locator('main article').first().waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Create Post' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Post' });
    await dialog.waitFor();
    const title = `Keyboard-only meetup in Geelong ${Date.now()}`;
    await tabTo(page, dialog.getByLabel('Title'), { max: 5 });
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Anyone keen to meet at the library on Saturday? It has a lift and a quiet room.');
    await page.keyboard.press('Tab');
    // A closed select takes type-ahead: "Ev" picks Events.
    await page.keyboard.type('Ev');
    expect(await dialog.getByLabel('Category').inputValue()).toBe('Events');
    await tabTo(page, dialog.getByRole('button', { name: 'Create Post' }), { max: 6 });
    await expectVisibleFocus(page, 'the Create Post button');
    await page.keyboard.press('Enter');
    // Said through the polite live region that is always on the page, not only shown.
    await page.locator('[role="status"][aria-live="polite"]').filter({ hasText: 'Your post has been created successfully!' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const card = page.locator('main article').filter({ hasText: title });
    await tabTo(page, card.getByRole('link', { name: title, exact: true }), { max: 80 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await focusIsOn(page, 'H1');
    await tabTo(page, page.getByPlaceholder('Share your thoughts...'), { max: 20 });
    await page.keyboard.type('Count me in. I will bring the accessible parking map.');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'the Post Comment button');
    await page.keyboard.press('Enter');
    await page.locator('[role="status"][aria-live="polite"]').filter({ hasText: 'Your comment has been added!' }).waitFor();
    await page.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    await context.close();
  });

  it('donates without signing in: opens Donate, chooses an amount, gives, and reaches the receipt', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/donations');
    const donate = page.getByRole('button', { name: /^Donate to / }).first();
    await tabTo(page, donate);
    await expectVisibleFocus(page, 'the Donate button');
    const campaign = (await donate.getAttribute('aria-label')) ?? (await donate.textContent())!;
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: campaign.replace(/^Donate to\s*/, 'Donate to ') });
    await dialog.waitFor();
    // The amounts are one radio group (after How often): Tab reaches its chosen amount once, the arrows choose another.
    const amounts = dialog.getByRole('group', { name: 'Amount', exact: true }).getByRole('radio');
    const states = await amounts.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).checked));
    const start = Math.max(0, states.indexOf(true));
    await tabTo(page, amounts.nth(start), { max: 8 });
    await page.keyboard.press('ArrowRight');
    const next = (start + 1) % states.length;
    await expect.poll(() => amounts.nth(next).isChecked()).toBe(true);
    const amount = (await amounts.nth(next).evaluate((el) => el.closest('label')?.textContent ?? ''))!.trim();
    await tabTo(page, dialog.getByLabel('Your name'), { max: 3 });
    await page.keyboard.type('Kim Keyboard');
    await tabTo(page, dialog.getByLabel('Email for your receipt'), { max: 3 });
    await page.keyboard.type('kim.keyboard@example.org');
    await tabTo(page, dialog.getByRole('button', { name: `Donate ${amount}` }), { max: 3 });
    await expectVisibleFocus(page, 'the Donate button in the dialog');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/donations\/receipts\/[A-Za-z0-9_-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Donation receipt' }).waitFor();
    await focusIsOn(page, 'H1');
    await page.getByText('Kim Keyboard').waitFor();
    await context.close();
  });
});
