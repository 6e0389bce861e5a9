import { describe, expect, it } from 'vitest';
import { ADMIN, expectAccessible, MEMBER, signIn, useBrowser, fieldError, summaryLink, toastText } from './support/browser';

const EDITOR = { email: 'editor@example.org', password: 'editor-demo-password', firstName: 'Riley' };

const browser = useBrowser();

// A real 1×1 PNG: the worker checks the bytes, not only the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const TABS = [
  'Pages',
  'Templates',
  'Forms',
  'Menus',
  'Redirects',
  'Media',
  'News',
  'Episodes',
  'Audiobooks',
  'Reports',
  'Message Reports',
  'Chat Rooms',
  'Audit Log',
];
const NEW_BUTTONS: Record<string, string> = {
  Pages: 'New Page',
  Templates: 'New Template',
  Forms: 'New Form',
  Menus: 'New Menu',
  Redirects: 'New Redirect',
  Media: 'Upload Media',
  News: 'New Article',
  Episodes: 'New Episode',
  Audiobooks: 'New Audiobook',
};

describe('CMS administration', () => {
  it('tells a member plainly that the area is for editors', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await page.goto('/cms-admin');
    await page.getByRole('heading', { level: 1, name: 'CMS Administration' }).waitFor();
    await page.getByText('This area is for editors and administrators.').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await expectAccessible(page, 'cms admin as a member');
    await context.close();
  });

  it('gives an editor every tab but the audit log, and the Members tab (names, no addresses)', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, EDITOR);
    await page.goto('/cms-admin');
    await page.getByRole('tab', { name: 'Reports', exact: true }).waitFor();
    // TABS lists the tabs with a dialog each, so not Members: the editor has it in the Audit Log's place.
    expect(await page.getByRole('tab').count()).toBe(TABS.length);
    expect(await page.getByRole('tab', { name: 'Audit Log' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('searchbox', { name: 'Search members by name' }).waitFor();
    await page.getByRole('table', { name: 'Members, page 1' }).waitFor();
    expect(await page.getByRole('table', { name: 'Members, page 1' }).getByText('@example.org').count()).toBe(0);
    await expectAccessible(page, 'the Members tab as an editor');
    await context.close();
  });

  it('fits a 375 px phone screen: tables scroll inside their region, the page never sideways', async () => {
    const { page, context } = await browser.newPage({ width: 375, height: 800 });
    await signIn(page, ADMIN);
    for (const tab of ['pages', 'redirects', 'forms']) {
      await page.goto(`/cms-admin?tab=${tab}`);
      await page.getByRole('table').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(375);
    }
    await context.close();
  });

  it('shows the cards and every tab, each axe-clean with its dialog open', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, ADMIN);
    await page.goto('/cms-admin');
    await page.getByRole('heading', { level: 1, name: 'CMS Administration' }).waitFor();
    for (const card of ['Total Pages', 'Page Views', 'Form Submissions', 'Media Files'])
      await page.getByText(card, { exact: true }).waitFor();
    await expect.poll(() => page.getByText(/ published$/).count()).toBe(1);
    await page.getByText(/^\d+\.\d{2} MB used$/).waitFor();
    await page.getByRole('table', { name: 'Pages' }).waitFor();
    expect(await page.getByRole('cell', { name: '/about-us' }).count()).toBe(1);
    await expectAccessible(page, 'cms pages tab');

    for (const name of TABS) {
      await page.getByRole('tab', { name, exact: true }).click();
      await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^Loading/ })
        .waitFor({ state: 'detached' });
      await expectAccessible(page, `cms ${name} tab`);
      const button = NEW_BUTTONS[name];
      if (!button) continue;
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expectAccessible(page, `cms ${name} dialog`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Focus returns to the button that opened the dialog.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(button);
    }

    // Quick Actions opens any tab's create dialog.
    await page.getByRole('button', { name: 'Quick Actions' }).click();
    await page.getByRole('menuitem', { name: 'New redirect' }).click();
    await page.getByRole('dialog', { name: 'New Redirect' }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=redirects&new=1');
    await context.close();
  }, 150_000);

  it('creates a page and opens it at /pages/{slug}, where its views are counted', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, ADMIN);
    await page.goto('/cms-admin?tab=pages');
    await page.getByRole('button', { name: 'New Page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Page' });
    await dialog.getByRole('button', { name: 'Create Page' }).click();
    await fieldError(dialog, 'Title is required').waitFor();
    await dialog.getByLabel('Status').selectOption('scheduled');
    await dialog.getByRole('button', { name: 'Create Page' }).click();
    await fieldError(dialog, 'Choose when the page should be published').waitFor();
    await expectAccessible(page, 'new page dialog with errors');

    const stamp = Date.now();
    const title = `Accessible Events Guide ${stamp}`;
    await dialog.getByLabel('Title').fill(title);
    expect(await dialog.getByLabel('Slug').inputValue()).toBe(`accessible-events-guide-${stamp}`);
    await dialog.getByLabel('Status').selectOption('published');
    await dialog
      .getByLabel('Body')
      .fill('## Before you go\n\nCheck the venue has **step-free** entry. Read [our access guide](/pages/accessibility-statement).');
    await dialog.getByRole('button', { name: 'Create Page' }).click();
    await toastText(page, 'Page created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: `View ${title}` }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Before you go' }).waitFor();
    await page.getByRole('link', { name: 'our access guide' }).waitFor();
    await expectAccessible(page, 'public page');

    await page.goto('/cms-admin?tab=pages');
    // The title is the row header (th); the cells are Slug, Status, Views, Modified, Actions.
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect.poll(async () => (await row.getByRole('cell').nth(2).textContent())?.trim()).toBe('1');
    await context.close();
  });

  it('uploads an image with alt text and shows it in Media', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, ADMIN);
    await page.goto('/cms-admin?tab=media');
    await page.getByRole('button', { name: 'Upload Media' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload media' });
    const filename = `ramp-${Date.now()}.png`;
    await dialog.getByLabel('Drag a file here, or choose one').setInputFiles({ name: filename, mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await fieldError(dialog, 'Alt text is required for images').waitFor();
    await dialog.getByLabel('Alt text').fill('A ramp beside the front steps of the community hall');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await toastText(page, 'File uploaded successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: filename }) });
    await item.getByRole('img', { name: 'A ramp beside the front steps of the community hall' }).waitFor();
    await item.getByText(/^0\.1 KB/).waitFor();
    await expectAccessible(page, 'media tab after upload');
    await context.close();
  });

  it('creates a redirect, follows it, and deletes it after confirmation', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, ADMIN);
    const from = `/e2e-old-${Date.now()}`;
    await page.goto('/cms-admin?tab=redirects&new=1');
    const dialog = page.getByRole('dialog', { name: 'New Redirect' });
    await dialog.getByLabel('From URL').fill(from);
    await dialog.getByLabel('To URL').fill(from);
    await dialog.getByRole('button', { name: 'Create Redirect' }).click();
    await fieldError(dialog, 'A redirect cannot point to itself').waitFor();
    await dialog.getByLabel('To URL').fill('/pages/about-us');
    await dialog.getByRole('button', { name: 'Create Redirect' }).click();
    await toastText(page, 'Redirect created successfully').waitFor();

    await page.goto(from);
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pages/about-us');

    await page.goto('/cms-admin?tab=redirects');
    const row = page.getByRole('row', { name: new RegExp(from) });
    await expect.poll(async () => (await row.getByRole('cell').nth(2).textContent())?.trim()).toBe('1');
    await row.getByRole('button', { name: `Delete ${from}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete redirect?' });
    await confirm.waitFor();
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete redirect' }).click();
    await toastText(page, 'Redirect deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    // The row and its button are gone: focus lands on the tab's heading, not the page body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Redirects');
    await context.close();
  });

  it('publishes a news article that members then see in the feed', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, ADMIN);
    await page.goto('/cms-admin?tab=news&new=1');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const title = `Accessible polling booths announced ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel(/Summary/).fill('Every polling place will have a step-free entrance at the next election.');
    await dialog
      .getByLabel(/Article text/)
      .fill('The electoral commission has confirmed that every polling place will have step-free access.');
    await dialog.getByLabel(/Author/).fill('Jordan Nguyen');
    await dialog
      .getByRole('button', { name: /publish|create|save/i })
      .last()
      .click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/news');
    await page.getByRole('heading', { name: title }).waitFor();

    // Deleting it (after confirming) takes it out of the feed again; the news paging tests
    // that run later count the seeded articles.
    await page.goto('/cms-admin?tab=news');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await toastText(page, 'Article deleted successfully').waitFor();
    await page.goto('/news');
    await page.getByRole('heading', { level: 1, name: 'News Feed' }).waitFor();
    await page.locator('main article').first().waitFor();
    expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
    await context.close();
  });

  it("takes a visitor's answers on a public form, which editors then read as new", async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/forms/1');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await expectAccessible(page, 'public form');
    await page.getByRole('button', { name: 'Send response' }).click();
    await fieldError(page, 'Your name is required').waitFor();
    // "There is a problem" takes focus; its link leads to the field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
    await summaryLink(page, 'Your name is required').click();
    expect(await page.getByLabel(/^Your name/).evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, 'public form with errors');
    const message = `Is the town hall forum step-free? ${Date.now()}`;
    await page.getByLabel(/^Your name/).fill('Pat Visitor');
    await page.getByLabel(/^Email address/).fill('pat@example.org');
    await page.getByLabel(/^Message/).fill(message);
    await page.getByRole('button', { name: 'Send response' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    await context.close();

    const admin = await browser.newPage();
    await signIn(admin.page, ADMIN);
    await admin.page.goto('/cms-admin?tab=forms');
    await admin.page.getByRole('button', { name: 'View Contact us' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Submissions: Contact us' });
    const item = dialog.getByRole('listitem').filter({ hasText: message });
    await item.getByText('New', { exact: true }).waitFor();
    // Sent through the public form: its name and email are only what the visitor typed.
    await item.getByText('Unverified', { exact: true }).waitFor();
    await expectAccessible(admin.page, 'form submissions dialog');
    await item.getByRole('button', { name: /^Mark as read/ }).click();
    await item.getByRole('button', { name: /^Mark as new/ }).waitFor();
    await admin.context.close();
  });
});
