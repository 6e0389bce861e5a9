import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { ADMIN, signIn, useBrowser } from './support/browser';
import { expectReflow, firstItems, settle } from './support/page-checks';

// WCAG 1.4.4 and 1.4.10 together: 320 CSS px wide with the widget's text at 200%. Every route
// must fit the width; the main ones are also photographed for a person to look at.

const browser = useBrowser();
const shots = path.resolve(import.meta.dirname, 'screenshots');

async function openAtPhoneWidth(who?: typeof ADMIN) {
  const { page, context } = await browser.newPage({ width: 320, height: 700 });
  if (who) await signIn(page, who);
  await context.addInitScript(() => localStorage.setItem('accessibility-settings', JSON.stringify({ fontSize: 200 })));
  return { page, context };
}

/** Loads the route, waits for its content, fails on sideways scrolling, and photographs it when named. */
async function check(page: Page, route: string, screenshot?: string): Promise<void> {
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (route !== '/loading-demo') await settle(page);
  await expectReflow(page, `${route} at 320 px and 200% text`);
  if (!screenshot) return;
  // Lazy images below the fold would be blank in a full-page picture.
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${screenshot}-320-text200.png`), fullPage: true });
}

describe('320 px wide with 200% text', () => {
  it('every public route reflows with no sideways scrolling', async () => {
    const { page, context } = await openAtPhoneWidth();
    await check(page, '/', 'out-home');
    for (const route of [
      '/login',
      '/loading-demo',
      '/donations',
      '/donations/receipts/no-such-receipt',
      '/pages/accessibility-statement',
      '/forms/4',
      '/nowhere',
    ])
      await check(page, route);
    await context.close();
  });

  it('every member and admin route reflows with no sideways scrolling', async () => {
    const { page, context } = await openAtPhoneWidth(ADMIN);
    const items = await firstItems(page);
    const [article, episode, book, post] = [items.article.id, items.episode.id, items.book.id, items.post.id];
    await check(page, '/', 'in-dashboard');
    await check(page, '/news', 'in-news');
    await check(page, `/news/${article}`, 'in-news-article');
    await check(page, '/podcasts', 'in-podcasts');
    await check(page, `/podcasts/${episode}`);
    await check(page, '/library', 'in-library');
    await check(page, `/library/${book}`);
    await check(page, '/community', 'in-community');
    await check(page, `/community/posts/${post}`);
    await check(page, `/members/${items.post.user.id}`);
    await check(page, '/donations', 'in-donations');
    await check(page, '/cms-admin', 'in-cms-admin');
    for (const route of ['/cms-admin?tab=media', '/cms-admin?tab=reports', '/account', '/news/no-such-article']) await check(page, route);
    await context.close();
  }, 120_000);
});
