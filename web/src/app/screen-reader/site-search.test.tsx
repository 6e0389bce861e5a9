import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSearchAnswer } from '@schemas/site-search-answer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SearchDialog from '@/features/search/components/search-dialog';
import { renderWithApp, stubFetch } from '@/test/render';
import { hears, listen } from '@/test/screen-reader';

afterEach(() => vi.unstubAllGlobals());

const answer = (q: string, over: Partial<SiteSearchAnswer> = {}): SiteSearchAnswer => ({
  q,
  kind: 'all',
  page: 1,
  matched: 'all',
  groups: [],
  results: [],
  hasMore: false,
  suggestion: null,
  ...over,
});

const found = answer('review', {
  groups: [{ kind: 'news', count: 1, more: false }],
  results: [
    { kind: 'news', id: 1, title: 'Plan review survival guide', snippet: 'How a review goes.', date: '2026-11-20', path: '/news/1' },
  ],
});

describe('Site search (Ctrl+K), heard through a screen reader', () => {
  it('"Did you mean" searches the word and keeps focus in the search box, which reads it', async () => {
    stubFetch(({ url }) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      return [200, q === 'review' ? found : answer(q ?? '', { suggestion: 'review' })];
    });
    const user = userEvent.setup();
    renderWithApp(<SearchDialog onClose={() => {}} />);
    const box = await screen.findByRole('searchbox', { name: 'Search the portal' });
    await listen();
    await user.type(box, 'reveiw');
    await user.click(await screen.findByRole('button', { name: 'review' }));
    expect(await hears('polite: 1 result for "review"')).toContain('polite: 1 result for "review"');
    await screen.findByText('Plan review survival guide');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('review');
  }, 30_000);
});
