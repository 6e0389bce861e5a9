import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { joinAndConfirm, trustMember } from './support/accounts';
import { expectAccessible, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { expectReflow, MODES, useDisplaySettings, type DisplaySettings } from './support/page-checks';

// Private messages between two real members at once, each in their own browser context: a
// request arrives live, is accepted and answered live, the screen says in words when the live
// channel is down and catches up after, and every state passes axe in light, dark and high contrast.

const browser = useBrowser();
const stamp = Date.now().toString(36);
const ada = { email: `ada-${stamp}@example.net`, firstName: 'Ada', lastName: `Writer${stamp}` };
const ben = { email: `ben-${stamp}@example.net`, firstName: 'Ben', lastName: `Reader${stamp}` };
const adaName = `${ada.firstName} ${ada.lastName}`;
const benName = `${ben.firstName} ${ben.lastName}`;
const SHOTS = process.env.SCREENSHOT_DIR;

const log = (page: Page) => page.getByRole('log');
const compose = (page: Page) => page.getByRole('textbox', { name: 'Write a message…' });

/** axe in light, dark and high contrast: the modes apply from the next load. */
async function expectAccessibleInModes(page: Page, label: string, ready: (page: Page) => Promise<unknown>) {
  for (const mode of ['light', 'dark', 'high contrast']) {
    await useDisplaySettings(page, MODES[mode]!);
    await page.reload();
    await ready(page);
    await expectAccessible(page, `${label} (${mode})`);
  }
  await useDisplaySettings(page, {});
}

async function shoot(page: Page, name: string, settings: DisplaySettings = {}) {
  if (!SHOTS) return;
  await useDisplaySettings(page, settings);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (/\/messages\/\d+$/.test(page.url())) await compose(page).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
  await useDisplaySettings(page, {});
}

/** Sends through the API as the page's member, a clientId each (used to make a long history). */
function sendMany(page: Page, conversationId: number, bodies: string[]) {
  return page.evaluate(
    async ({ id, texts }) => {
      for (const body of texts) {
        const res = await fetch(`/api/messages/conversations/${id}/messages`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ body, clientId: crypto.randomUUID() }),
        });
        if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
      }
    },
    { id: conversationId, texts: bodies },
  );
}

describe('private messages between two members, live', () => {
  it('starts a conversation, which arrives as a live request; accepted and answered, the reply arrives within a second; offline is said in words and caught up', async () => {
    const a: { context: BrowserContext; page: Page } = await browser.newPage();
    const b: { context: BrowserContext; page: Page } = await browser.newPage();
    await joinAndConfirm(a.page, ada);
    await joinAndConfirm(b.page, ben);
    // Past a new member's first-contact rule (decision 0034): this is about messaging itself.
    await Promise.all([trustMember(a.page), trustMember(b.page)]);

    // Ada's empty inbox.
    await a.page.goto('/messages');
    await a.page.getByRole('heading', { level: 2, name: 'No conversations yet' }).waitFor();
    await expectAccessibleInModes(a.page, 'inbox, empty', (p) => p.getByRole('heading', { name: 'No conversations yet' }).waitFor());
    await a.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages', exact: true }).waitFor();

    // Ben waits on his inbox: nothing reloads it from here on.
    await b.page.goto('/messages');
    await b.page.getByRole('heading', { level: 2, name: 'No conversations yet' }).waitFor();

    // Ada finds Ben by name (a combobox) and writes.
    await a.page.getByRole('link', { name: 'New message' }).click();
    await a.page.getByRole('heading', { level: 1, name: 'New message' }).waitFor();
    await a.page.getByRole('button', { name: 'Send' }).click();
    await a.page.locator('[data-error-summary]').getByRole('link', { name: 'Choose who to message' }).waitFor();
    await a.page.getByRole('combobox').fill(ben.lastName);
    await a.page.getByRole('option', { name: benName }).click();
    await a.page
      .getByRole('list', { name: 'Chosen members' })
      .getByRole('button', { name: `Remove ${benName}` })
      .waitFor();
    await a.page.getByRole('textbox', { name: 'Message' }).fill('Hello Ben!\nAre you coming on Saturday? https://example.org/picnic');
    await expectAccessible(a.page, 'new message, filled in');
    await a.page.getByRole('button', { name: 'Send' }).click();
    await a.page.getByRole('heading', { level: 1, name: benName }).waitFor();
    await log(a.page).getByText('Are you coming on Saturday?').waitFor();
    await expect(log(a.page).getByRole('link', { name: 'https://example.org/picnic' }).getAttribute('href')).resolves.toBe(
      'https://example.org/picnic',
    );
    const conversationId = Number(new URL(a.page.url()).pathname.split('/').pop());

    // Ben sees the request live: the tab count and the nav's count change without a reload.
    await b.page.getByRole('link', { name: 'Message requests (1)' }).waitFor({ timeout: 5000 });
    await b.page.getByRole('link', { name: 'Messages, 1 message request' }).first().waitFor();
    await b.page.getByRole('link', { name: 'Message requests (1)' }).click();
    await b.page.getByRole('link', { name: new RegExp(adaName) }).click();
    await b.page.getByRole('heading', { level: 2, name: 'Message request' }).waitFor();
    await log(b.page).getByText('Hello Ben!').waitFor();
    await expect(b.page.getByTestId('cannot-send').textContent()).resolves.toContain('Accept');
    await expectAccessibleInModes(b.page, 'conversation, a request', (p) => p.getByRole('heading', { name: 'Message request' }).waitFor());

    await b.page.getByRole('button', { name: 'Accept' }).click();
    await compose(b.page).waitFor();
    await compose(b.page).fill('Yes! See you there.');
    const sentAt = Date.now();
    await compose(b.page).press('Enter');
    await log(a.page).getByText('Yes! See you there.').waitFor({ timeout: 1000 });
    expect(Date.now() - sentAt).toBeLessThan(1000);
    // Ada's last message is marked seen once Ben has read it; Ben's reply is read by Ada.
    await log(b.page).getByText('Yes! See you there.').waitFor();

    // Ada's live channel drops: the screen says so in words, and catches up when it is back.
    await a.context.setOffline(true);
    await a.page.getByText('Live updates paused. Reconnecting…').waitFor({ timeout: 10_000 });
    await expectAccessible(a.page, 'conversation, offline (light)');
    await compose(b.page).fill('Sent while you were away');
    await compose(b.page).press('Enter');
    await log(b.page).getByText('Sent while you were away').waitFor();
    await a.context.setOffline(false);
    await log(a.page).getByText('Sent while you were away').waitFor({ timeout: 15_000 });
    await a.page.getByText('Live updates paused. Reconnecting…').waitFor({ state: 'hidden' });
    await expect(log(a.page).getByText('Sent while you were away').count()).resolves.toBe(1);

    // A long history: the newest page, and "Load earlier messages" for the rest.
    await sendMany(
      a.page,
      conversationId,
      Array.from({ length: 14 }, (_, i) => `Ada's history line ${i + 1}`),
    );
    await sendMany(
      b.page,
      conversationId,
      Array.from({ length: 14 }, (_, i) => `Ben's history line ${i + 1}`),
    );
    await a.page.reload();
    await log(a.page).getByText("Ben's history line 14").waitFor();
    await expectAccessibleInModes(a.page, 'conversation, long history', (p) => log(p).getByText("Ben's history line 14").waitFor());
    await a.page.getByRole('button', { name: 'Load earlier messages' }).click();
    await log(a.page).getByText('Hello Ben!').waitFor();
    await expect(log(a.page).getByText('Yes! See you there.').count()).resolves.toBe(1);

    // 320 px wide at 200 % text: nothing overflows, and the compose box is on screen.
    await a.page.setViewportSize({ width: 320, height: 640 });
    await useDisplaySettings(a.page, { fontSize: 200 });
    await a.page.reload();
    await compose(a.page).waitFor();
    await expectReflow(a.page, 'conversation at 320 px, 200 % text');
    const box = (await compose(a.page).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    await useDisplaySettings(a.page, {});
    await a.page.setViewportSize({ width: 1280, height: 900 });

    if (SHOTS) {
      await shoot(a.page, 'conversation-1280');
      await a.page.setViewportSize({ width: 320, height: 640 });
      await shoot(a.page, 'conversation-320-200', { fontSize: 200 });
      await a.page.goto('/messages');
      await shoot(a.page, 'inbox-320-200', { fontSize: 200 });
      await a.page.setViewportSize({ width: 1280, height: 900 });
      await shoot(a.page, 'inbox-1280');
    }
  }, 240_000);

  it('works by keyboard alone: Tab to a message, arrows between messages, react from its menu, C to the box, send; single keys can be turned off', async () => {
    const a = await browser.newPage();
    const b = await browser.newPage();
    const stampK = `${stamp}k`;
    const kim = { email: `kim-${stampK}@example.net`, firstName: 'Kim', lastName: `Keys${stampK}` };
    const lee = { email: `lee-${stampK}@example.net`, firstName: 'Lee', lastName: `Tabs${stampK}` };
    await joinAndConfirm(a.page, kim);
    await joinAndConfirm(b.page, lee);
    await Promise.all([trustMember(a.page), trustMember(b.page)]);
    // Lee starts it, Kim accepts by keyboard.
    await b.page.goto('/messages/new');
    await b.page.getByRole('combobox').fill(kim.lastName);
    await b.page.getByRole('option', { name: `${kim.firstName} ${kim.lastName}` }).click();
    await b.page.getByRole('textbox', { name: 'Message' }).fill('First from Lee');
    await b.page.getByRole('button', { name: 'Send' }).click();
    await log(b.page).getByText('First from Lee').waitFor();
    await compose(b.page).fill('Second from Lee');
    await compose(b.page).press('Enter');
    await log(b.page).getByText('Second from Lee').waitFor();
    const path = new URL(b.page.url()).pathname;

    await a.page.goto(path);
    const accept = a.page.getByRole('button', { name: 'Accept' });
    await tabTo(a.page, accept);
    await a.page.keyboard.press('Enter');
    // The banner goes with its Accept button: focus goes on to the message box.
    await expect.poll(() => compose(a.page).evaluate((el) => el === document.activeElement)).toBe(true);

    // The newest message is the log's one stop; arrows move within it.
    const newest = log(a.page).getByRole('article').last();
    await tabTo(a.page, newest, { back: true });
    await a.page.keyboard.press('ArrowUp');
    const older = log(a.page).getByRole('article').first();
    await expect(older.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await a.page.keyboard.press('Enter');
    await a.page.getByRole('menuitem', { name: 'Thank you' }).waitFor();
    await a.page.keyboard.press('ArrowDown');
    await a.page.keyboard.press('Enter');
    await older.getByRole('button', { name: '1 person reacted Thank you' }).waitFor();
    // Lee sees the reaction live.
    await log(b.page).getByRole('button', { name: '1 person reacted Thank you' }).waitFor({ timeout: 5000 });
    // Taken back by its own button, which goes with it: focus stays on the message.
    await older.getByRole('button', { name: '1 person reacted Thank you' }).focus();
    await a.page.keyboard.press('Enter');
    await older.getByRole('list', { name: 'Reactions' }).waitFor({ state: 'detached' });
    await expect.poll(() => older.evaluate((el) => el === document.activeElement)).toBe(true);

    await older.focus();
    await a.page.keyboard.press('c');
    await expect(compose(a.page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(compose(a.page).inputValue()).resolves.toBe('');
    await a.page.keyboard.type('Typed with the keyboard');
    await a.page.keyboard.press('Enter');
    await log(b.page).getByText('Typed with the keyboard').waitFor({ timeout: 5000 });

    // Single-key shortcuts can be turned off (WCAG 2.1.4), and quick replies are the member's own.
    await a.page.goto('/account');
    const settings = a.page.getByRole('region', { name: 'Messages' });
    await settings.getByRole('checkbox', { name: 'Single-key shortcuts' }).uncheck();
    await settings.getByRole('button', { name: 'Add a phrase' }).click();
    await settings.getByRole('textbox', { name: 'Phrase 6' }).fill('On my way');
    await settings.getByRole('button', { name: 'Move up On my way' }).click();
    await expectAccessible(a.page, 'account, messages settings');
    await settings.getByRole('button', { name: 'Save message settings' }).click();
    await a.page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Message settings saved').waitFor();
    await a.page.goto(path);
    await log(a.page).getByRole('article').first().waitFor();
    await a.page.getByRole('group', { name: 'Quick replies' }).getByRole('button').nth(4).getByText('On my way').waitFor();
    await log(a.page).getByRole('article').first().focus();
    await a.page.keyboard.press('c');
    await expect(
      log(a.page)
        .getByRole('article')
        .first()
        .evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await a.page.getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: 'On my way' }).click();
    await expect(a.page.getByRole('button', { name: 'Send' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await a.page.keyboard.press('Enter');
    await log(b.page).getByText('On my way').waitFor({ timeout: 5000 });

    // "Keyboard shortcuts" lists the keys.
    await tabTo(a.page, a.page.getByRole('button', { name: 'Keyboard shortcuts' }), { back: true, max: 80 });
    await a.page.keyboard.press('Enter');
    // With single keys turned off, the list says so and leaves them out.
    const shortcuts = a.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await shortcuts.getByText('They are turned off in your settings.').waitFor();
    await expect(shortcuts.getByText('Go to the message box').count()).resolves.toBe(0);
    await shortcuts.getByText('Previous / next message (in the message list)').waitFor();
    await expectAccessible(a.page, 'keyboard shortcuts dialog');
    await a.page.keyboard.press('Escape');

    // Edit and delete one's own message from its menu; the other member sees both live.
    const mine = log(a.page).getByRole('article').filter({ hasText: 'Typed with the keyboard' });
    await mine.getByRole('button', { name: /^Actions for your message/ }).click();
    await a.page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = a.page.getByRole('dialog', { name: 'Edit message' });
    await edit.getByRole('textbox', { name: 'Message' }).fill('Typed, then edited');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await log(b.page).getByRole('article').filter({ hasText: 'Typed, then edited' }).getByText('(edited)').waitFor({ timeout: 5000 });
    const quick = log(a.page).getByRole('article').filter({ hasText: 'On my way' });
    await quick.getByRole('button', { name: /^Actions for your message/ }).click();
    await a.page.getByRole('menuitem', { name: 'Delete' }).click();
    await a.page.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete message' }).click();
    await log(a.page).getByText('Message deleted').waitFor();
    await log(b.page).getByText('Message deleted').waitFor({ timeout: 5000 });
    await expect(log(b.page).getByText('On my way').count()).resolves.toBe(0);
  }, 180_000);
});
