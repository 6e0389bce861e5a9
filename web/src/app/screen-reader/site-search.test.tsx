import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import type { SiteSearchAnswer } from '@schemas/site-search-answer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SearchRoute from '@/app/routes/search';
import SearchDialog from '@/features/search/components/search-dialog';
import { renderWithApp, stubFetch } from '@/test/render';
import { forget, heard, hears, listen, saidTimes } from '@/test/screen-reader';

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

describe('Search results, heard through a screen reader', () => {
  const episode = {
    id: 5,
    title: 'Plan review survival guide',
    episodeNumber: 12,
    audioUrl: '/media/12.mp3',
    thumbnailUrl: null,
    duration: 900,
  };
  const line = (id: number, startSeconds: number) => ({
    kind: 'transcript' as const,
    id,
    title: episode.title,
    snippet: 'Bring your goals to the review.',
    date: '2026-11-20',
    path: '/podcasts/5',
    startSeconds,
    episode,
  });
  const mixed = answer('review', {
    groups: [
      { kind: 'news', count: 0, more: false },
      { kind: 'episodes', count: 3, more: false },
      { kind: 'audiobooks', count: 0, more: false },
      { kind: 'forum', count: 1, more: false },
      { kind: 'pages', count: 0, more: false },
    ],
    results: [
      { kind: 'episode', id: 5, title: episode.title, snippet: 'Getting through a plan review.', date: '2026-11-20', path: '/podcasts/5' },
      line(71, 10),
      line(72, 80),
      {
        kind: 'comment',
        id: 9,
        title: 'Travel hacks for disabled travellers',
        snippet: 'My review of the trains.',
        date: '2026-11-21',
        path: '/community/posts/3',
      },
    ],
  });
  // Each result's name: its title (the words seen), then what it is.
  const names = [
    'Plan review survival guide, podcast episode',
    'Plan review survival guide, transcript line at 0:10',
    'Plan review survival guide, transcript line at 1:20',
    'Travel hacks for disabled travellers, forum comment',
  ];

  it('on /search, each link says its title and what it is, and reading the list says the kind once per result', async () => {
    stubFetch(() => [200, mixed]);
    const user = userEvent.setup();
    renderWithApp(<SearchRoute />, '/search?q=review');
    await screen.findByText('Travel hacks for disabled travellers');
    const links = screen.getAllByRole('link').filter((link) => link.hasAttribute('data-search-result'));
    // The name begins with the words seen (WCAG 2.5.3): the kind is sr-only text after the title.
    expect(links.map((link) => link.textContent)).toEqual(names);
    await listen();
    links[0]!.focus();
    await forget();
    for (const [i, name] of names.slice(1).entries()) {
      // Tab passes the transcript line's Play from here on the way.
      do await user.tab();
      while (document.activeElement !== links[i + 1]);
      expect(await heard()).toContain(`link, ${name}`);
    }
    expect(links[3]).toHaveFocus();

    // Read line by line: the kind is said with the title, not a second time above it.
    links[0]!.focus();
    await forget();
    for (let i = 0; i < 30; i += 1) await virtual.next();
    const read = await heard();
    expect(read).toContain('link, Plan review survival guide, transcript line at 0:10');
    expect(read).toContain('20 November 2026');
    expect(saidTimes(read, 'Transcript line')).toBe(0);
  }, 30_000);

  it('in the search dialog, the arrow keys walk results that say what each is', async () => {
    stubFetch(() => [200, mixed]);
    const user = userEvent.setup();
    renderWithApp(<SearchDialog onClose={() => {}} />);
    const box = await screen.findByRole('searchbox', { name: 'Search the portal' });
    await user.type(box, 'review');
    await screen.findByText('Travel hacks for disabled travellers');
    await listen();
    for (const name of names) {
      await user.keyboard('{ArrowDown}');
      expect(await heard()).toContain(`link, ${name}`);
      expect(screen.getByRole('link', { name })).toHaveFocus();
    }
  }, 30_000);
});
