import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forget, hears, listen, saidTimes } from '@/test/screen-reader';

// PageTitle remembers the last path it showed: a fresh copy of the modules is a fresh page load.
beforeEach(() => {
  vi.resetModules();
});

async function renderApp() {
  const { PageTitle } = await import('@/components/ui/page-title');
  const { useFocusMemory } = await import('@/lib/focus-memory');
  function Layout() {
    const main = useFocusMemory();
    return (
      <main ref={main}>
        <Outlet />
      </main>
    );
  }
  const page = (title: string, links: [string, string][] = []) => (
    <>
      <PageTitle title={title}>{title}</PageTitle>
      {links.map(([to, name]) => (
        <Link key={to} to={to}>
          {name}
        </Link>
      ))}
    </>
  );
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            path: '/news',
            element: page('News Feed', [
              ['/news/1', 'NDIS review opens'],
              ['/news/2', 'Ramps at every station'],
            ]),
          },
          { path: '/news/:id', element: page('Ramps at every station') },
        ],
      },
    ],
    { initialEntries: ['/news'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Changing page, heard through a screen reader', () => {
  it('says the new page once, by its heading, and Back returns to the link the member followed', async () => {
    const router = await renderApp();
    const user = userEvent.setup();
    await listen();

    await user.click(screen.getByRole('link', { name: 'Ramps at every station' }));
    const arrived = await hears('heading, Ramps at every station, level 1');
    expect(arrived).toContain('heading, Ramps at every station, level 1');
    // Once: no route announcer repeating the title over the heading.
    expect(saidTimes(arrived, 'heading, Ramps at every station')).toBe(1);
    expect(arrived.filter((phrase) => /^(polite|assertive):/.test(phrase))).toEqual([]);

    await forget();
    await act(() => router.navigate(-1));
    const back = await hears('link, Ramps at every station');
    expect(back).toContain('link, Ramps at every station');
    expect(back).not.toContain('heading, News Feed, level 1');
    expect(screen.getByRole('link', { name: 'Ramps at every station' })).toHaveFocus();
  }, 30_000);
});
