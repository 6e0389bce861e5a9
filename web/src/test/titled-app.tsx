import { render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';

type TitledPage = { path: string; title: string; links?: [to: string, name: string][] };

/**
 * A small app of pages with a PageTitle each, inside a layout that keeps focus memory, as the
 * real layout does. PageTitle remembers the last path it showed (the first page load is
 * special), so callers reset modules before each test and this imports fresh copies.
 */
export async function renderTitledApp(pages: TitledPage[], initial: string) {
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
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: pages.map(({ path, title, links = [] }) => ({
          path,
          element: (
            <>
              <PageTitle title={title}>{title}</PageTitle>
              {links.map(([to, name]) => (
                <Link key={to} to={to}>
                  {name}
                </Link>
              ))}
            </>
          ),
        })),
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
