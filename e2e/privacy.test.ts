import { describe, expect, inject, it } from 'vitest';
import { baseURL, expectAccessible, MEMBER, signIn, toastText, useBrowser, readDownload } from './support/browser';
import { joinAndConfirm, NEW_MEMBER_PASSWORD } from './support/accounts';
import { latestMailTo, linkFrom } from './support/mail';

// "Your data and privacy": a member downloads their data and deletes their account. The account
// is made here, through the join form and the mailed link; a seeded account is only ever read.

const browser = useBrowser();
const mailURL = () => inject('mailURL');
const PASSWORD = NEW_MEMBER_PASSWORD;

describe('your data and privacy', () => {
  it('a member downloads their data, then deletes the account keeping their post as "Former member"', async () => {
    const { page } = await browser.newPage();
    const email = `leaving-${Date.now().toString(36)}@example.net`;
    await joinAndConfirm(page, { email: email, firstName: 'Robin', lastName: 'Leaving' });
    const title = `Thank you all ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/community/posts', {
      data: { title, content: 'It was good to be part of this community.', category: 'General Discussion', tags: [] },
      headers: { origin: baseURL() },
    });
    expect(created.status()).toBe(201);
    const { id: postId } = (await created.json()) as { id: number };

    // From the account page's link to the screen.
    await page.goto('/account');
    await page.getByRole('link', { name: 'Your data and privacy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your data and privacy' }).waitFor();
    await expectAccessible(page, 'your data and privacy');

    // Download my data: one dated JSON file that parses and holds the member's post.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^equal-ground-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readDownload(download)) as {
      account: { email: string };
      posts: { id: number; title: string }[];
    };
    expect(data.account.email).toBe(email);
    expect(data.posts.map((p) => p.title)).toEqual([title]);
    expect(JSON.stringify(data)).not.toMatch(/pbkdf2|passwordHash|tokenHash/);

    // The readable copy: a page of its own, one heading per section.
    await page.getByRole('link', { name: 'View a readable copy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your data' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Posts (1)' }).count()).toBe(1);
    await expectAccessible(page, 'readable copy of your data');
    await page.getByRole('link', { name: 'Back to your data and privacy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your data and privacy' }).waitFor();

    // Delete my account: the dialog, refused without a choice, then kept as "Former member".
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await expectAccessible(page, 'delete account dialog');
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('link', { name: 'Choose what happens to your posts and comments' }).waitFor();
    await expectAccessible(page, 'delete account dialog with an error');
    const after = new Date();
    await dialog.getByRole('radio', { name: 'Keep them, shown as written by "Former member"' }).check();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    // Signed out, on the landing page, told politely.
    await toastText(page, 'Your account has been deleted. Thank you for being part of Equal Ground.').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    const mail = await latestMailTo(mailURL(), email, { subject: /has been deleted/, after });
    expect(mail.text).toContain('Former member');

    // The post stays, under "Former member" (read by a seeded member, read only).
    const { page: reader } = await browser.newPage();
    await signIn(reader, MEMBER);
    await reader.goto(`/community/posts/${postId}`);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await reader.getByText('Former member').count()).toBeGreaterThan(0);
    expect(await reader.getByText('Robin Leaving').count()).toBe(0);
  }, 120_000);

  // The test server prepares any copy of more than 12 rows in the background
  // (EXPORT_INLINE_MAX_ROWS, e2e/support/global-setup.ts), as a large account's is.
  it('a member with a lot of data has it prepared, opens the mailed link and downloads it once', async () => {
    const { page } = await browser.newPage();
    const email = `large-${Date.now().toString(36)}@example.net`;
    await joinAndConfirm(page, { email, firstName: 'Ari', lastName: 'Listener' });
    // 15 places in episodes: rows enough to be "large" here, saved as the player saves them.
    const saved = await page.evaluate(async () => {
      const statuses: number[] = [];
      for (let id = 1; id <= 15; id++) {
        const res = await fetch(`/api/listening-positions/episode/${id}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ positionSeconds: id }),
        });
        statuses.push(res.status);
      }
      return statuses;
    });
    expect(new Set(saved)).toEqual(new Set([200]));

    await page.goto('/account/privacy');
    await page.getByText(/You have a lot here \(about \d+ records\)/).waitFor();
    expect(await page.getByRole('link', { name: 'Download my data (JSON)' }).count()).toBe(0);
    const after = new Date();
    await page.getByRole('button', { name: 'Prepare my data' }).click();
    await toastText(
      page,
      `We are preparing your data. We will email a link to ${email} when it is ready, usually within a few minutes.`,
    ).waitFor();
    // The button is gone; focus is on the words that took its place.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('We are preparing your data');
    await expectAccessible(page, 'your data, being prepared');

    const mail = await latestMailTo(mailURL(), email, { subject: /data is ready to download/, after, timeoutMs: 40_000 });
    const link = linkFrom(mail, '/account/privacy/ready');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Your data is ready' }).waitFor();
    await expectAccessible(page, 'your data is ready');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /^Download my data \(JSON, [\d.]+ MB\)$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^equal-ground-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readDownload(download)) as {
      account: { email: string };
      listeningPositions: unknown[];
    };
    expect(data.account.email).toBe(email);
    expect(data.listeningPositions).toHaveLength(15);

    // Once: the same link now opens nothing.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'This link cannot be used' }).waitFor();
    await expectAccessible(page, 'a used data link');
  }, 120_000);
});
