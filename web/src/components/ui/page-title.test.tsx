import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

// PageTitle remembers the last path it showed (the first page load is special), so each test
// starts from a fresh copy of the modules, as a fresh page load would.
beforeEach(() => {
  vi.resetModules();
});

async function renderApp() {
  const { PageTitle } = await import('./page-title');
  const { RouteAnnouncer } = await import('./route-announcer');
  const page = (title: string) => (
    <>
      <PageTitle title={title}>{title}</PageTitle>
      <RouteAnnouncer />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page('Home') },
      { path: '/news', element: page('News Feed') },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PageTitle', () => {
  it('names the document; on the first page focus stays put and nothing is announced', async () => {
    await renderApp();
    expect(document.title).toBe("Home | Members' Portal");
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');
  });

  it('after an in-app navigation moves focus to the new h1 and announces the new title, also on the way back', async () => {
    const router = await renderApp();
    await act(() => router.navigate('/news'));
    expect(document.title).toBe("News Feed | Members' Portal");
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'News Feed' }));
    expect(screen.getByTestId('route-announcer')).toHaveTextContent("News Feed | Members' Portal");
    await act(() => router.navigate(-1));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Home' }));
    expect(screen.getByTestId('route-announcer')).toHaveTextContent("Home | Members' Portal");
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
