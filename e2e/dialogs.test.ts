import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, expectAccessible, MEMBER, signIn, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { firstItems } from './support/page-checks';

// Every modal: opened from the keyboard, focus kept inside (Tab from the last control goes to
// the first, Shift+Tab back), Escape closes it, and focus goes back to what opened it. The
// feature tests already run axe on most of these dialogs; it runs here on the rest.

const browser = useBrowser();

/** Where focus is: inside the dialog or not, and the focused element's place in the dialog. */
const focusIn = (dialog: Locator) =>
  dialog.evaluate((root) => {
    const active = document.activeElement;
    const all = Array.from(root.querySelectorAll('*'));
    return { inside: !!active && root.contains(active), at: active ? all.indexOf(active) : -1 };
  });

/**
 * Tabs once round the dialog: focus never leaves it, and it wraps exactly once, from the last
 * control to the first. Then Shift+Tab from the first goes back to the last.
 */
async function expectFocusTrapped(page: Page, dialog: Locator, label: string): Promise<void> {
  await expect.poll(async () => (await focusIn(dialog)).inside, { message: `focus moves into ${label}` }).toBe(true);
  // Focus may arrive on the dialog itself (not in the Tab order); count from the first Tab.
  await page.keyboard.press('Tab');
  const start = (await focusIn(dialog)).at;
  const seen: number[] = [start];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const now = await focusIn(dialog);
    expect(now.inside, `Tab stays inside ${label}`).toBe(true);
    if (now.at === start) break;
    seen.push(now.at);
  }
  expect(seen.length, `Tab comes back round in ${label}: ${seen.join(' ')}`).toBeLessThan(40);
  const first = Math.min(...seen);
  const last = Math.max(...seen);
  const wraps = seen.flatMap((at, i) => (i > 0 && at < seen[i - 1]! ? [[seen[i - 1], at]] : []));
  // One wrap per round (none when focus started on the first control), always last -> first.
  if (start !== first) expect(wraps, `Tab from the last control of ${label} goes to the first`).toEqual([[last, first]]);
  await tabTo(page, dialog.locator('*').nth(first), { max: 40 });
  await page.keyboard.press('Shift+Tab');
  expect((await focusIn(dialog)).at, `Shift+Tab from the first control of ${label} goes to the last`).toBe(last);
}

/** Escape closes the dialog and focus is back on the control that opened it. */
async function expectEscapeRestores(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
}

async function openWithKeyboard(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await tabTo(page, opener, { max: 80 });
  await page.keyboard.press('Enter');
  await dialog.waitFor();
}

describe('dialogs keep and return focus', () => {
  it('in the community: Create Post, and Report on a post (axe-clean)', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/community');
    const create = page.getByRole('button', { name: 'Create Post' });
    const createDialog = page.getByRole('dialog', { name: 'Create Post' });
    await openWithKeyboard(page, create, createDialog);
    await expectFocusTrapped(page, createDialog, 'Create Post');
    await expectEscapeRestores(page, createDialog, create);

    // Someone else's post, which a member may report.
    const posts = await page.evaluate(() =>
      fetch('/api/community/posts?limit=10&offset=0').then((r) => r.json() as Promise<{ id: number; canEdit: boolean }[]>),
    );
    await page.goto(`/community/posts/${posts.find((p) => !p.canEdit)!.id}`);
    const reportButton = page.getByRole('button', { name: 'Report post' });
    const report = page.getByRole('dialog', { name: 'Flag this post' });
    await openWithKeyboard(page, reportButton, report);
    await expectAccessible(page, 'report post dialog');
    await expectFocusTrapped(page, report, 'Flag this post');
    await expectEscapeRestores(page, report, reportButton);
    await context.close();
  });

  it('on an episode: Feedback', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    const { episode } = await firstItems(page);
    await page.goto(`/podcasts/${episode.id}`);
    const feedback = page.getByRole('button', { name: 'Feedback', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Episode feedback' });
    await openWithKeyboard(page, feedback, dialog);
    await expectFocusTrapped(page, dialog, 'Episode feedback');
    await expectEscapeRestores(page, dialog, feedback);
    await context.close();
  });

  it('on donations: Donate for a visitor; Create Campaign and the delete confirmation for an admin', async () => {
    const visitor = await browser.newPage();
    await visitor.page.goto('/donations');
    const donate = visitor.page.getByRole('button', { name: /^Donate to / }).first();
    const donateDialog = visitor.page.getByRole('dialog', { name: /^Donate to / });
    await openWithKeyboard(visitor.page, donate, donateDialog);
    await expectFocusTrapped(visitor.page, donateDialog, 'Donate');
    await expectEscapeRestores(visitor.page, donateDialog, donate);
    await visitor.context.close();

    const { page, context } = await browser.newPage();
    await signIn(page, ADMIN);
    await page.goto('/donations');
    const create = page.getByRole('button', { name: 'Create Campaign' }).first();
    const createDialog = page.getByRole('dialog', { name: 'Create Campaign' });
    await openWithKeyboard(page, create, createDialog);
    await expectFocusTrapped(page, createDialog, 'Create Campaign');
    await expectEscapeRestores(page, createDialog, create);
    const remove = page.getByRole('button', { name: /^Delete campaign / }).first();
    const confirm = page.getByRole('dialog', { name: 'Delete campaign?' });
    await openWithKeyboard(page, remove, confirm);
    // The safe choice has focus first, so Enter on arrival deletes nothing.
    expect(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await expectFocusTrapped(page, confirm, 'Delete campaign?');
    await expectEscapeRestores(page, confirm, remove);
    await context.close();
  });

  it('in the CMS: New Page, and the Quick Actions menu (axe-clean open)', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, ADMIN);
    await page.goto('/cms-admin?tab=pages');
    const newPage = page.getByRole('button', { name: 'New Page' });
    const dialog = page.getByRole('dialog', { name: 'New Page' });
    await openWithKeyboard(page, newPage, dialog);
    await expectFocusTrapped(page, dialog, 'New Page');
    await expectEscapeRestores(page, dialog, newPage);

    const quick = page.getByRole('button', { name: 'Quick Actions' });
    await tabTo(page, quick, { max: 40, back: true });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expectAccessible(page, 'quick actions menu open');
    await page.keyboard.press('ArrowDown');
    expect(await menu.evaluate((el) => el.contains(document.activeElement) || !!el.querySelector('[data-focus]'))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => quick.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('on a phone: the menu panel', async () => {
    const { page, context } = await browser.newPage({ width: 375, height: 800 });
    await signIn(page, MEMBER);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await openWithKeyboard(page, menuButton, dialog);
    await expectFocusTrapped(page, dialog, 'the menu panel');
    await expectEscapeRestores(page, dialog, menuButton);
    await context.close();
  });
});
