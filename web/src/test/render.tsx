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

/** What a stateful stub answers with: a status and a JSON body (null: no body, as a 204). */
export type Answer = [status: number, body: unknown];

/** One request as a stateful stub sees it; a JSON body comes parsed, any other body as sent. */
export interface StubRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stubs fetch with a handler that decides each answer as the test goes, for the little workers
 * whose state changes under a test (a list that grows or shrinks, a toggle); stubApi is for a
 * fixed table. Returns the calls as "METHOD url", in order, for tests that check what was sent.
 */
export function stubFetch(handler: (request: StubRequest) => Answer | Promise<Answer>): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const [status, body] = await handler({ method, url, body: parseBody(init.body) });
      return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
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
