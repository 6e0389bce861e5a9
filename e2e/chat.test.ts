import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, expectAccessible, MEMBER, signIn, useBrowser } from './support/browser';
import { expectReflow, useDisplaySettings } from './support/page-checks';

// Community chat (decision 0027) with two real members at once, each in their own browser
// context: an admin makes a room in the CMS tab and orders it by keyboard, both join, a message
// arrives live for the other, an @mention is chosen from the autocomplete by keyboard and shows
// for the member it names, who thanks them with a reaction the other sees and hears; axe on /chat, /chat/{id} and the CMS tab, and no sideways scroll at
// 320 px with 200 % text.

const browser = useBrowser();
const stamp = Date.now().toString(36);
const roomName = `Garden club ${stamp}`;
const SHOTS = process.env.SCREENSHOT_DIR;

const log = (page: Page) => page.getByRole('log');
const compose = (page: Page) => page.getByRole('textbox', { name: 'Write a message…' });

async function openRoom(page: Page) {
  await page.goto('/chat');
  await page.getByRole('link', { name: new RegExp(roomName) }).click();
  await page.getByRole('heading', { level: 1, name: roomName }).waitFor();
}

describe('community chat between two members, live', () => {
  it('an admin makes and orders a room; two members chat in it live, with an @mention chosen by keyboard', async () => {
    const admin = await browser.newPage();
    const sam = await browser.newPage();
    await signIn(admin.page, ADMIN);
    await signIn(sam.page, MEMBER);

    // The CMS tab: a new room, then Move up by keyboard keeps focus on the moved room's button.
    await admin.page.goto('/cms-admin?tab=chat-rooms');
    await admin.page.getByRole('heading', { name: 'Chat Rooms' }).waitFor();
    await admin.page.getByText('Welcome', { exact: true }).first().waitFor();
    await expectAccessible(admin.page, 'CMS chat rooms tab');
    await admin.page.getByRole('button', { name: 'New Chat Room' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'New Chat Room' });
    await dialog.getByLabel('Name').fill(roomName);
    await dialog.getByLabel('Description (optional)').fill('Seeds, pots and patience.');
    await dialog.getByRole('button', { name: 'Create Room' }).click();
    const moveUp = admin.page.getByRole('button', { name: `Move up ${roomName}` });
    await moveUp.waitFor();
    await moveUp.focus();
    await admin.page.keyboard.press('Enter');
    await admin.page.getByText(new RegExp(`${roomName} moved to position \\d+ of \\d+`)).waitFor();
    await expect.poll(() => admin.page.evaluate(() => document.activeElement?.textContent)).toContain('Move up');

    // Sam's list of rooms, and the room before joining.
    await sam.page.goto('/chat');
    await sam.page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    await sam.page.getByRole('link', { name: new RegExp(roomName) }).waitFor();
    await expectAccessible(sam.page, '/chat');
    await openRoom(sam.page);
    await sam.page.getByText('Join this room to send messages.').waitFor();
    await sam.page.getByRole('button', { name: 'Join room' }).click();
    await compose(sam.page).waitFor();

    // Jordan (the admin) opens it too: both see two people here now.
    await openRoom(admin.page);
    await admin.page.getByRole('button', { name: 'Join room' }).click();
    await compose(admin.page).waitFor();
    await sam.page.locator('summary', { hasText: '2 people here now' }).waitFor();
    await admin.page.locator('summary', { hasText: '2 people here now' }).waitFor();
    await expectAccessible(admin.page, '/chat/{id}');

    // Sam writes; it arrives in Jordan's log without a reload.
    await compose(sam.page).fill('Hello from Sam');
    await compose(sam.page).press('Enter');
    const started = Date.now();
    await log(admin.page).getByText('Hello from Sam').waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(3000);

    // Jordan mentions Sam from the autocomplete, by keyboard only.
    await compose(admin.page).click();
    await admin.page.keyboard.type('Thanks @Sa');
    const option = admin.page.getByRole('option', { name: 'Sam Taylor' });
    await option.waitFor();
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => compose(admin.page).getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await admin.page.keyboard.press('Enter');
    await expect.poll(() => compose(admin.page).inputValue()).toBe('Thanks @Sam Taylor ');
    await admin.page.keyboard.type('welcome!');
    await admin.page.keyboard.press('Enter');

    const mention = log(sam.page).getByRole('article').filter({ hasText: 'welcome!' });
    await mention.getByText('Mentions you').waitFor();
    await expect.poll(() => mention.locator('mark').textContent()).toBe('@Sam Taylor');
    await expectAccessible(sam.page, '/chat/{id} with a mention');

    // Sam thanks Jordan with a reaction from the message's menu, by keyboard; Jordan sees the
    // reaction's words on the message and hears it said (decision 0040).
    await mention.getByRole('button', { name: /^Actions for message from/ }).focus();
    await sam.page.keyboard.press('Enter');
    // Opened by keyboard, the menu makes its first item, "Thank you", the active one.
    const thankYou = sam.page.getByRole('menuitem', { name: 'Thank you' });
    await thankYou.waitFor();
    await expect.poll(() => thankYou.getAttribute('data-focus')).not.toBeNull();
    await sam.page.keyboard.press('Enter');
    const samsChip = mention.getByRole('button', { name: '1 person reacted Thank you' });
    await expect.poll(() => samsChip.getAttribute('aria-pressed')).toBe('true');
    const jordans = log(admin.page).getByRole('article').filter({ hasText: 'welcome!' });
    const jordansChip = jordans.getByRole('button', { name: '1 person reacted Thank you' });
    await jordansChip.waitFor({ timeout: 5000 });
    expect(await jordansChip.getAttribute('aria-pressed')).toBe('false');
    await admin.page
      .getByTestId('message-announcer')
      .getByText(/reacted Thank you to your message\. 1 person reacted Thank you/)
      .waitFor();
    await expectAccessible(admin.page, '/chat/{id} with a reaction');

    if (SHOTS) {
      await sam.page.screenshot({ path: `${SHOTS}/chat-room.png` });
      await admin.page.goto('/cms-admin?tab=chat-rooms');
      await admin.page.getByRole('heading', { name: 'Chat Rooms' }).waitFor();
      await admin.page.screenshot({ path: `${SHOTS}/cms-chat-rooms.png`, fullPage: true });
    }

    // 320 px wide at 200 % text: nothing overflows sideways.
    await useDisplaySettings(sam.page, { fontSize: 200 });
    await sam.page.setViewportSize({ width: 320, height: 700 });
    await sam.page.reload();
    await compose(sam.page).waitFor();
    await log(sam.page).getByText('welcome!').waitFor();
    await expectReflow(sam.page, '/chat/{id} at 320 px, 200 % text');
    if (SHOTS) await sam.page.screenshot({ path: `${SHOTS}/chat-room-320.png` });
    await sam.page.goto('/chat');
    await sam.page.getByRole('link', { name: new RegExp(roomName) }).waitFor();
    await expectReflow(sam.page, '/chat at 320 px, 200 % text');
    if (SHOTS) await sam.page.screenshot({ path: `${SHOTS}/chat-320.png` });
  }, 120_000);
});
