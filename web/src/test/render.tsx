import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { swrConfig } from '@/lib/swr-config';

/** Answers fetches from a table of URL -> [status, body]; anything else is a 404. */
export function stubApi(table: Record<string, [number, unknown]>) {
  const spy = vi.fn(async (url: string) => {
    const [status, body] = table[url] ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** Renders with the app's SWR settings, a fresh cache and an in-memory router. */
export function renderWithApp(ui: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}
