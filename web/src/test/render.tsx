import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { swrConfig } from '@/lib/swr-config';

/**
 * Answers fetches from a table of "METHOD /path" -> [status, body]; a key without a method is
 * a GET. Anything else is a 404, so a test that stubs a read cannot answer a write by mistake.
 */
export function stubApi(table: Record<string, [number, unknown]>) {
  const spy = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const [status, body] = table[`${method} ${url}`] ?? (method === 'GET' ? table[url] : undefined) ?? [404, { message: 'Not found' }];
    const text = status === 204 ? null : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** Renders with the app's SWR settings, a fresh cache and an in-memory router. */
export function renderWithApp(ui: ReactElement, path = '/'): RenderResult {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}
