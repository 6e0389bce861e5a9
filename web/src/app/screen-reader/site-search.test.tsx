import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSearchAnswer } from '@schemas/site-search-answer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SearchRoute from '@/app/routes/search';
import SearchDialog from '@/features/search/components/search-dialog';
import { renderWithApp, stubFetch } from '@/test/render';
import { heard, hears, listen } from '@/test/screen-reader';

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

describe('The search page, heard through a screen reader', () => {
  const groups = [
    { kind: 'news' as const, count: 40, more: false },
    { kind: 'episodes' as const, count: 19, more: false },
    { kind: 'audiobooks' as const, count: 7, more: false },
    { kind: 'forum' as const, count: 0, more: false },
    { kind: 'pages' as const, count: 0, more: false },
  ];
  const result = {
    kind: 'episode' as const,
    id: 3,
    title: 'Planning your week',
    snippet: 'A plan.',
    date: '2026-11-20',
    path: '/podcasts/3',
  };

  it('says the filtered count and kind, and Apply dates keeps focus', async () => {
    const calls = stubFetch(({ url }) => {
      const params = new URL(url, 'http://x').searchParams;
      const kind = (params.get('kind') ?? 'all') as SiteSearchAnswer['kind'];
      return [200, answer('plan', { kind, groups, results: [result] })];
    });
    const user = userEvent.setup();
    renderWithApp(<SearchRoute />, '/search?q=plan');
    await screen.findByText('Planning your week');
    await listen();

    await user.click(screen.getByRole('button', { name: 'Podcasts (19)' }));
    expect(await hears('polite: 19 podcasts for "plan"')).toContain('polite: 19 podcasts for "plan"');

    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-01-01' } });
    const apply = screen.getByRole('button', { name: 'Apply dates' });
    await user.click(apply);
    await waitFor(() => expect(calls.some((c) => c.includes('from=2026-01-01'))).toBe(true));
    await heard();
    expect(screen.getByRole('button', { name: 'Apply dates' })).toHaveFocus();
    expect(screen.getByLabelText('From date')).toHaveValue('2026-01-01');
  }, 30_000);
});
