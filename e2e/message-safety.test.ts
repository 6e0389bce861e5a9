import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { joinAndConfirm, trustMember } from './support/accounts';
import { expectAccessible, signIn, toastText, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { expectReflow, settle } from './support/page-checks';

// The safety tools of private messages, end to end with two new members (so the seeded ones
// keep their blocks clear for other tests): A blocks B from B's page by keyboard alone, B's post
// leaves A's forum, A's page is "not found" for B, and A unblocks from their account.

const browser = useBrowser();
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The signed-in member's id, as the app knows it. */
const myId = (page: Page) =>
  page.evaluate(() => fetch('/api/auth/user').then((r) => r.json() as Promise<{ id: number }>)).then((u) => u.id);

/** A post by the signed-in member, through the API the forum's form uses. */
const post = (page: Page, title: string) =>
  page.evaluate(
    (title) =>
      fetch('/api/community/posts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title, content: 'Something to talk about together.', category: 'General Discussion', tags: [] }),
      }).then((r) => r.status),
    title,
  );

describe('blocking a member', () => {
  it('blocks by keyboard alone on their page, hides their posts, hides the blocker’s page from them, and unblocks from the account', async () => {
    const id = stamp();
    const b = await browser.newPage();
    await joinAndConfirm(b.page, { email: `blocked-${id}@example.net`, firstName: 'Blake', lastName: `Blocked${id}` });
    await trustMember(b.page);
    const title = `A post by Blake ${id}`;
    expect(await post(b.page, title)).toBe(201);
    const blakeId = await myId(b.page);

    const a = await browser.newPage();
    await joinAndConfirm(a.page, { email: `blocker-${id}@example.net`, firstName: 'Alex', lastName: `Blocker${id}` });
    await trustMember(a.page);
    const alexId = await myId(a.page);
    await a.page.goto('/community');
    await a.page.getByRole('link', { name: title }).first().waitFor();

    // B's page: Message and Block; Block asks first, with Cancel focused.
    await a.page.goto(`/members/${blakeId}`);
    const name = `Blake Blocked${id}`;
    await a.page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await a.page.getByRole('link', { name: `Message ${name}` }).getAttribute('href')).toBe(`/messages/new?to=${blakeId}`);
    await expectAccessible(a.page, 'a member page with Message and Block');
    const block = a.page.getByRole('button', { name: `Block ${name}` });
    await tabTo(a.page, block);
    await a.page.keyboard.press('Enter');
    const dialog = a.page.getByRole('dialog', { name: `Block ${name}?` });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(a.page, 'the block dialog');
    await tabTo(a.page, dialog.getByRole('button', { name: 'Block', exact: true }), { max: 3 });
    await a.page.keyboard.press('Enter');
    await toastText(a.page, `${name} is blocked`).waitFor();
    const unblock = a.page.getByRole('button', { name: `Unblock ${name}` });
    await unblock.waitFor();
    // Focus is back on the same button, now saying Unblock.
    await expect.poll(() => unblock.evaluate((el) => el === document.activeElement)).toBe(true);
    await a.page.getByText(`You blocked ${name}, so their posts are hidden from you.`).waitFor();
    expect(await a.page.getByRole('link', { name: `Message ${name}` }).count()).toBe(0);
    await expectAccessible(a.page, 'a member page of a blocked member');

    // B's post is gone from A's forum (the list has loaded: the seeded posts are there).
    await a.page.goto('/community');
    await a.page.getByRole('heading', { level: 1 }).waitFor();
    await a.page.locator('article').first().waitFor();
    expect(await a.page.getByRole('link', { name: title }).count()).toBe(0);

    // A's page is "not found" for B; B still sees their own post.
    await b.page.goto(`/members/${alexId}`);
    await b.page.getByRole('heading', { level: 1, name: 'Member Not Found' }).waitFor();
    expect(await b.page.evaluate((alexId) => fetch(`/api/members/${alexId}`).then((r) => r.status), alexId)).toBe(404);
    await b.page.goto('/community');
    await b.page.getByRole('link', { name: title }).first().waitFor();

    // A's account lists B under Blocked Members; Unblock there (asking first) empties it.
    await a.page.goto('/account');
    const section = a.page.getByRole('region', { name: 'Blocked Members' });
    await section.getByRole('link', { name }).waitFor();
    await expectAccessible(a.page, '/account with a blocked member');
    await tabTo(a.page, section.getByRole('button', { name: `Unblock ${name}` }), { max: 80 });
    await a.page.keyboard.press('Enter');
    const confirm = a.page.getByRole('dialog', { name: `Unblock ${name}?` });
    await confirm.waitFor();
    await tabTo(a.page, confirm.getByRole('button', { name: 'Unblock', exact: true }), { max: 3 });
    await a.page.keyboard.press('Enter');
    await section.getByText('You have not blocked anyone.').waitFor();
    await expect.poll(() => a.page.evaluate(() => document.activeElement?.id)).toBe('blocked-members-heading');
    await expectAccessible(a.page, '/account with no blocked members');
    await a.page.goto('/community');
    await a.page.getByRole('link', { name: title }).first().waitFor();
  });
});

const shots = path.resolve(import.meta.dirname, 'screenshots');

/** WCAG 1.4.4 and 1.4.10: the screen fits 320 px at 200 % text; photographed for a person to look at. */
async function fitsNarrow(page: Page, route: string, name: string) {
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await settle(page);
  await expectReflow(page, `${route} at 320 px and 200% text`);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}-320-text200.png`), fullPage: true });
}

describe('at 320 px wide with 200% text', () => {
  it('fits the member page of a blocked member and Blocked Members', async () => {
    const id = stamp();
    const b = await browser.newPage();
    await joinAndConfirm(b.page, { email: `narrow-b-${id}@example.net`, firstName: 'Morgan', lastName: `Averyverylongsurname${id}` });
    await trustMember(b.page);
    const blockedId = await myId(b.page);
    const a = await browser.newPage({ width: 320, height: 700 });
    await joinAndConfirm(a.page, { email: `narrow-a-${id}@example.net`, firstName: 'Narrow', lastName: 'Reader' });
    await trustMember(a.page);
    await a.context.addInitScript(() => localStorage.setItem('accessibility-settings', JSON.stringify({ fontSize: 200 })));
    const put = await a.page.evaluate(
      (blockedId) => fetch(`/api/messages/blocks/${blockedId}`, { method: 'PUT' }).then((r) => r.status),
      blockedId,
    );
    expect(put).toBe(200);
    await fitsNarrow(a.page, `/members/${blockedId}`, 'member-blocked');
    await a.page.getByRole('button', { name: /^Unblock / }).waitFor();
    await fitsNarrow(a.page, '/account', 'account-blocked-members');
    const section = a.page.getByRole('region', { name: 'Blocked Members' });
    await section.getByRole('button', { name: /^Unblock / }).waitFor();
    await section.screenshot({ path: path.join(shots, 'blocked-members-section-320-text200.png') });
  });
});

const EDITOR = { email: 'editor@example.org', password: 'editor-demo-password', firstName: 'Riley' };

/** A call to the API as the page's signed-in member: its status and JSON answer. */
const api = (page: Page, method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    },
    { method, url, body },
  );
const send = (page: Page, conversationId: number, body: string) =>
  api(page, 'POST', `/api/messages/conversations/${conversationId}/messages`, { body, clientId: crypto.randomUUID() });

describe("the editors' message reports", () => {
  it('shows an editor the reported message among its neighbours; removing it and suspending messaging, then lifting it, by keyboard alone', async () => {
    const id = stamp();
    const s = await browser.newPage();
    await joinAndConfirm(s.page, { email: `sender-${id}@example.net`, firstName: 'Sid', lastName: `Sender${id}` });
    await trustMember(s.page);
    const r = await browser.newPage();
    await joinAndConfirm(r.page, { email: `reporter-${id}@example.net`, firstName: 'Remy', lastName: `Reporter${id}` });
    await trustMember(r.page);
    const remyId = await myId(r.page);

    // A conversation through the messages API, as the members' screens make it.
    const started = await api(s.page, 'POST', '/api/messages/conversations', {
      memberIds: [remyId],
      body: `Hello ${id}`,
      clientId: crypto.randomUUID(),
    });
    expect(started.status).toBe(201);
    const conversationId = (started.json.conversation as { id: number }).id;
    expect((await api(r.page, 'POST', `/api/messages/conversations/${conversationId}/accept`)).status).toBe(200);
    expect((await send(r.page, conversationId, `Hi back ${id}`)).status).toBe(201);
    const bad = await send(s.page, conversationId, `You are a nuisance ${id}`);
    expect(bad.status).toBe(201);
    expect((await send(r.page, conversationId, `Please stop ${id}`)).status).toBe(201);
    // Remy reports it from the message's own menu, as members do.
    await r.page.goto(`/messages/${conversationId}`);
    await r.page.getByRole('log').getByText(`You are a nuisance ${id}`).waitFor();
    const nuisance = r.page
      .getByRole('log')
      .getByRole('article')
      .filter({ hasText: `You are a nuisance ${id}` });
    await nuisance.getByRole('button', { name: new RegExp(`^Actions for message from Sid Sender${id} at`) }).click();
    await r.page.getByRole('menuitem', { name: 'Report' }).click();
    const reportDialog = r.page.getByRole('dialog', { name: 'Report This Message' });
    await reportDialog.getByRole('radio', { name: 'Harassment or hate' }).check();
    await reportDialog.getByLabel(/Anything else the editors should know/).fill('Unwanted, again');
    await expectAccessible(r.page, 'report a message');
    await reportDialog.getByRole('button', { name: 'Send report' }).click();
    await toastText(r.page, 'Report sent').first().waitFor();

    // The editor's queue: the reported message marked in words, in order among its neighbours.
    const { page } = await browser.newPage();
    await signIn(page, EDITOR);
    await page.goto('/cms-admin?tab=message-reports');
    const card = page
      .getByRole('listitem')
      .filter({ hasText: `You are a nuisance ${id}` })
      .filter({ hasText: 'Reported by' });
    await card.waitFor();
    await card.getByText(`Reported by Remy Reporter${id}`).waitFor();
    await card.getByText('Unwanted, again').waitFor();
    const context = card.getByRole('list', { name: /^Messages around the reported message/ }).getByRole('listitem');
    expect(await context.allInnerTexts()).toEqual([
      expect.stringContaining(`Hello ${id}`),
      expect.stringContaining(`Hi back ${id}`),
      expect.stringMatching(new RegExp(`^Reported message[\\s\\S]*You are a nuisance ${id}`, 'i')),
      expect.stringContaining(`Please stop ${id}`),
    ]);
    expect(await context.nth(2).getAttribute('aria-current')).toBe('true');
    await expectAccessible(page, 'the Message Reports tab with a report');
    mkdirSync(shots, { recursive: true });
    await card.screenshot({ path: path.join(shots, 'message-report-card.png') });

    // The same report at 320 px and 200 % text.
    const narrow = await browser.newPage({ width: 320, height: 700 });
    await signIn(narrow.page, EDITOR);
    await narrow.context.addInitScript(() => localStorage.setItem('accessibility-settings', JSON.stringify({ fontSize: 200 })));
    await fitsNarrow(narrow.page, '/cms-admin?tab=message-reports', 'message-reports');
    await narrow.page.getByText(`You are a nuisance ${id}`).waitFor();
    await expectReflow(narrow.page, 'a message report at 320 px and 200% text');
    await narrow.context.close();

    const sender = `Sid Sender${id}`;
    await tabTo(page, card.getByRole('button', { name: `Remove and suspend messaging reported message from ${sender}` }), { max: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Remove this message and suspend messaging?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, 'the remove-and-suspend dialog');
    await tabTo(page, dialog.getByRole('button', { name: 'Remove and suspend' }), { max: 3 });
    await page.keyboard.press('Enter');
    await toastText(page, 'Message removed and messaging suspended').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('cms-tab-heading');
    await card.waitFor({ state: 'detached' });

    // Everyone sees "Message deleted"; the sender can read but not send.
    const history = await api(r.page, 'GET', `/api/messages/conversations/${conversationId}/messages`);
    const removed = (history.json.messages as { id: number; deleted: boolean; body: string }[]).find((m) => m.id === bad.json.id);
    expect(removed).toMatchObject({ deleted: true, body: '' });
    const refused = await send(s.page, conversationId, 'Still here');
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Your messaging has been suspended by the editors. You can still read your conversations.');

    // Resolved reports keep it, shown as deleted in its place.
    await page.getByLabel('Show reports that are').selectOption('resolved');
    const resolved = page
      .getByRole('listitem')
      .filter({ hasText: `Hi back ${id}` })
      .filter({ hasText: 'Reported by' });
    await resolved.getByText('Message deleted').waitFor();
    await expectAccessible(page, 'resolved message reports');

    // Lifting the suspension, asked first.
    const suspensions = page.getByRole('region', { name: 'Members whose messaging is suspended' });
    const lift = suspensions.getByRole('button', { name: `Lift messaging suspension of ${sender}` });
    await tabTo(page, lift, { max: 120 });
    await page.keyboard.press('Enter');
    const liftDialog = page.getByRole('dialog', { name: `Lift the messaging suspension of ${sender}?` });
    await liftDialog.waitFor();
    await tabTo(page, liftDialog.getByRole('button', { name: 'Lift suspension' }), { max: 3 });
    await page.keyboard.press('Enter');
    await toastText(page, 'Messaging suspension lifted').waitFor();
    await lift.waitFor({ state: 'detached' });
    await expectAccessible(page, 'the Message Reports tab after lifting');
    expect((await send(s.page, conversationId, 'Sorry')).status).toBe(201);
  }, 120_000);
});
