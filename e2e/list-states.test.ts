import { describe, expect, it } from 'vitest';
import { expectAccessible, MEMBER, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

// Each list screen's loading, error and empty states, forced by holding or faking the API.
const screens = [
  {
    path: '/podcasts',
    api: '**/api/podcasts?*',
    skeletons: 4,
    error: 'Unable to Load Episodes',
    errorText: 'There was an error loading the podcast episodes. Please try again later.',
    empty: 'No Episodes Available',
  },
  {
    path: '/library',
    api: '**/api/audiobooks?*',
    skeletons: 6,
    error: 'Unable to Load Library',
    errorText: 'There was an error loading the audio books. Please try again later.',
    empty: 'No audiobooks available',
  },
  {
    path: '/community',
    api: '**/api/community/posts?*',
    skeletons: 5,
    error: 'Unable to Load Posts',
    errorText: 'There was an error loading the community posts. Please try again later.',
    empty: 'No community posts available',
  },
  {
    path: '/news',
    api: '**/api/news?*',
    skeletons: 6,
    error: 'Unable to Load News',
    errorText: 'There was an error loading the news articles. Please try again later.',
    empty: 'No news articles available',
  },
];

describe.each(screens)('$path states', (screen) => {
  it('shows its skeletons, then its error state with Try Again', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(screen.api, async (route) => {
      await held;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' });
    });
    await page.goto(screen.path);
    await page.getByTestId('skeletons').waitFor();
    expect(await page.getByTestId('skeletons').locator('li').count()).toBe(screen.skeletons);
    await expectAccessible(page, `${screen.path} loading`);
    release();
    await page.getByRole('heading', { name: screen.error }).waitFor();
    await page.getByText(screen.errorText).waitFor();
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(1);
    await expectAccessible(page, `${screen.path} error`);
    await context.close();
  });

  it('shows its empty state', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, MEMBER);
    await context.route(screen.api, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto(screen.path);
    await page.getByRole('heading', { name: screen.empty }).waitFor();
    await expectAccessible(page, `${screen.path} empty`);
    await context.close();
  });
});
