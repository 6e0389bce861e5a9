import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTitledApp } from '@/test/titled-app';

// PageTitle remembers the last path it showed (the first page load is special), so each test
// starts from a fresh copy of the modules, as a fresh page load would.
beforeEach(() => {
  vi.resetModules();
});

const renderApp = () =>
  renderTitledApp(
    [
      { path: '/', title: 'Home', links: [['/news', 'Open /news']] },
      {
        path: '/news',
        title: 'News Feed',
        links: [
          ['/news/1', 'Open /news/1'],
          ['/news/2', 'Open /news/2'],
        ],
      },
      { path: '/news/:id', title: 'Article' },
    ],
    '/',
  );

describe('PageTitle', () => {
  it('names the document; on the first page focus stays put', async () => {
    await renderApp();
    expect(document.title).toBe("Home | Members' Portal");
    expect(document.activeElement).toBe(document.body);
  });

  it('after an in-app navigation moves focus to the new h1, and nothing else speaks (no second live announcement)', async () => {
    const router = await renderApp();
    await act(() => router.navigate('/news'));
    expect(document.title).toBe("News Feed | Members' Portal");
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'News Feed' }));
    expect(document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')).toHaveLength(0);
  });

  it('on Back, focus returns to the link the member opened, not the page heading', async () => {
    const router = await renderApp();
    await act(() => router.navigate('/news'));
    const second = screen.getByRole('link', { name: 'Open /news/2' });
    act(() => second.focus());
    await act(() => router.navigate('/news/2'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Article' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open /news/2' })).toHaveFocus());
  });

  it('leaves focus alone when only the query changes (search, paging, tabs)', async () => {
    const router = await renderApp();
    await act(() => router.navigate('/news'));
    const search = document.createElement('input');
    document.body.append(search);
    search.focus();
    await act(() => router.navigate('/news?page=2'));
    expect(document.activeElement).toBe(search);
    search.remove();
  });
});
