import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsArticleCard } from '@schemas/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsList } from '@/features/news/components/news-list';
import { renderWithApp, stubApi } from '@/test/render';
import { heard, hears, listen, saidTimes } from '@/test/screen-reader';

afterEach(() => vi.unstubAllGlobals());

// A list gives each article's card (the excerpt, never the body).
const article = (id: number, title: string): NewsArticleCard => ({
  id,
  title,
  excerpt: 'An excerpt long enough to read.',
  author: 'Editorial team',
  imageUrl: null,
  publishedAt: '2026-11-20T00:00:00.000Z',
  readingTime: 6,
  tags: [],
});

describe('News search, heard through a screen reader', () => {
  it('says how many articles match, says when none do, and Clear Search lands back in the search box', async () => {
    stubApi({
      '/api/news?limit=12&offset=0': [200, [article(1, 'Housing news')]],
      '/api/news/search?q=housing': [200, Array.from({ length: 11 }, (_, i) => article(i + 1, `Housing story ${i + 1}`))],
      '/api/news/search?q=zzqx': [200, []],
    });
    const user = userEvent.setup();
    renderWithApp(<NewsList />, '/news');
    await screen.findByText('Housing news');
    await listen();

    const search = screen.getByRole('searchbox', { name: 'Search news articles' });
    await user.type(search, 'housing');
    expect(await hears('polite: 11 articles match "housing"')).toContain('polite: 11 articles match "housing"');

    await user.clear(search);
    await user.type(search, 'zzqx');
    expect(await hears('polite: No articles match your search for "zzqx"')).toContain('polite: No articles match your search for "zzqx"');
    // Said once, not once per keystroke.
    expect(saidTimes(await heard(), 'No articles match')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveValue('');
    expect(document.activeElement).not.toBe(document.body);
  }, 30_000);

  it('after Clear Search, the box is heard empty and a polite status says the full list is back', async () => {
    stubApi({
      '/api/news?limit=12&offset=0': [200, [article(1, 'Housing news')]],
      '/api/news/search?q=zzqx': [200, []],
    });
    const user = userEvent.setup();
    renderWithApp(<NewsList />, '/news');
    await screen.findByText('Housing news');
    const search = screen.getByRole('searchbox', { name: 'Search news articles' });
    await user.type(search, 'zzqx');
    await screen.findByRole('button', { name: 'Clear Search' });
    await listen();

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    const log = await hears('polite: Search cleared, showing all articles');
    expect(log).toContain('polite: Search cleared, showing all articles');
    expect(log.filter((p) => p.includes('zzqx'))).toEqual([]);
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
  }, 30_000);
});
