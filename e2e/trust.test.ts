import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, expectAccessible, fieldError, MEMBER, signIn, toastText, useBrowser } from './support/browser';
import { expectReflow, useDisplaySettings } from './support/page-checks';

// Trust levels, flags and slow mode (decision 0034) on the demo data: the demo member Sam is new
// (level 0) and part of the way to level 1; Kirra, Daniel and Liam are regulars who flagged a spam post.

const browser = useBrowser();
const shots = process.env.TRUST_SHOTS;

async function visiblePosts(page: Page) {
  return page.evaluate(() =>
    fetch('/api/community/posts?limit=10&offset=0').then(
      (r) => r.json() as Promise<{ id: number; canEdit: boolean; commentsCount: number }[]>,
    ),
  );
}

describe('trust levels', () => {
  it('shows a new member their level and what unlocks the next, in words, at 1280 and 320 px (axe-clean)', async () => {
    for (const width of [1280, 320]) {
      const { page } = await browser.newPage({ width });
      await signIn(page, MEMBER);
      // At 320 px, with text at 200 % (saved on the device; applied from the next page).
      if (width === 320) await useDisplaySettings(page, { fontSize: 200 });
      await page.goto('/account');
      const section = page.getByRole('region', { name: 'Your Trust Level' });
      await section.getByText('Level 0: New member').waitFor();
      await section.getByRole('heading', { level: 3, name: 'To reach level 1 (Member)' }).waitFor();
      // The seed's 3 posts on 2 days, plus whatever other browser tests read as this member today.
      const progress = await section.getByRole('listitem').allTextContents();
      expect(progress).toEqual(
        expect.arrayContaining([expect.stringMatching(/^[345] of 5 posts read/), expect.stringMatching(/^[23] of 3 days with reading/)]),
      );
      await expectAccessible(page, `account trust level at ${width}`);
      await expectReflow(page, `account at ${width}`);
      if (shots) await section.screenshot({ path: `${shots}/account-trust-${width}.png` });
    }
  });

  it("refuses a new member's third link with the worker's words, and flags need a reason for Something else", async () => {
    const { page } = await browser.newPage();
    await signIn(page, MEMBER);
    const post = (await visiblePosts(page)).find((p) => !p.canEdit)!;
    await page.goto(`/community/posts/${post.id}`);
    await page.getByRole('textbox', { name: 'Your comment' }).fill('See https://a.example, https://b.example and https://c.example');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await toastText(page, 'New members can put at most 2 links in a post or comment.').first().waitFor();

    await page.getByRole('button', { name: 'Report post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Flag this post' });
    await dialog.getByLabel('What is wrong?').selectOption('Something else');
    await dialog.getByRole('button', { name: 'Send flag' }).click();
    await fieldError(dialog, 'Please say what is wrong').waitFor();
    await expectAccessible(page, 'flag dialog with an error');
    if (shots) await dialog.screenshot({ path: `${shots}/flag-dialog.png` });
    await dialog.getByLabel('Reason (needed for Something else)').fill('It is an advert, not a question.');
    await dialog.getByRole('button', { name: 'Send flag' }).click();
    await toastText(page, 'Thank you for telling us').waitFor();
  });

  it('lets an editor put a post in slow mode, which members then read above the comment form (axe-clean)', async () => {
    const admin = await browser.newPage();
    await signIn(admin.page, ADMIN);
    const post = (await visiblePosts(admin.page)).at(-1)!;
    await admin.page.goto(`/community/posts/${post.id}`);
    await admin.page.getByLabel('Slow mode (editors)').selectOption('10');
    await admin.page.getByRole('button', { name: 'Save slow mode' }).click();
    await toastText(admin.page, 'Slow mode is on: one comment per 10 minutes.').waitFor();
    await admin.page.getByText('Slow mode: each member can comment once every 10 minutes here.').waitFor();
    await expectAccessible(admin.page, 'post page with slow mode, editor');

    const member = await browser.newPage({ width: 320 });
    await signIn(member.page, MEMBER);
    await member.page.goto(`/community/posts/${post.id}`);
    await member.page.getByText('Slow mode: each member can comment once every 10 minutes here.').waitFor();
    expect(await member.page.getByLabel('Slow mode (editors)').count()).toBe(0);
    await expectReflow(member.page, 'post page with slow mode at 320');
    if (shots) await member.page.screenshot({ path: `${shots}/slow-mode-320.png`, fullPage: true });
    await admin.page.getByLabel('Slow mode (editors)').selectOption('off');
    await admin.page.getByRole('button', { name: 'Save slow mode' }).click();
    await toastText(admin.page, 'Slow mode is off.').waitFor();
  });

  it("groups flags per post with the flaggers' levels in the report queue, and sets a level by hand (axe-clean)", async () => {
    const { page } = await browser.newPage();
    await signIn(page, ADMIN);
    await page.goto('/cms-admin?tab=reports');
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Post: Guaranteed NDIS plan increase, message me' }) });
    await item.getByText('(hidden from the forum)').waitFor();
    expect(await item.getByText(/\(trust level 2\)/).count()).toBe(3);
    await item.getByText(/\(trust level 0\)/).waitFor();
    await expectAccessible(page, 'report queue grouped');
    if (shots) await item.screenshot({ path: `${shots}/report-queue.png` });

    await page.goto('/cms-admin?tab=members');
    await page.getByRole('searchbox').fill('Fatima');
    await page.getByRole('button', { name: 'Trust level Fatima Haidari' }).click();
    const dialog = page.getByRole('dialog', { name: "Change Fatima Haidari's trust level" });
    await dialog.getByText('Now level 0 (New member), from their activity.', { exact: false }).waitFor();
    await expectAccessible(page, 'trust level dialog');
    if (shots) await dialog.screenshot({ path: `${shots}/trust-dialog.png` });
    await dialog.getByLabel('Trust level').selectOption('1');
    await dialog.getByRole('button', { name: 'Change trust level' }).click();
    await toastText(page, 'Fatima Haidari is now at level 1 (Member).').waitFor();
  });
});
