import type { PasskeySummary } from '@schemas/passkeys';
import { vi } from 'vitest';

/*
 * The worker's passkey routes as a member's browser sees them, for component and screen-reader
 * tests. The device's ceremony (@simplewebauthn/browser) is mocked in each test file: vi.mock
 * must sit in the file it applies to.
 */

export const passkey = (overrides: Partial<PasskeySummary>): PasskeySummary => ({
  id: 1,
  name: 'Chrome on Android',
  createdAt: '2026-10-05T01:00:00.000Z',
  lastUsedAt: null,
  ...overrides,
});
export const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost', name: 'Equal Ground' } };
export const CREDENTIAL = { id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key', clientExtensionResults: {}, response: {} };

/** A little worker: the list, the ceremony's two calls, rename and remove, as the routes answer. */
export function stubPasskeyWorker(initial: PasskeySummary[], { verify = [201, null] as [number, unknown], failList = false } = {}) {
  let list = [...initial];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const json = (status: number, body: unknown) => new Response(body === null ? null : JSON.stringify(body), { status });
      if (method === 'GET') return failList ? json(503, { message: 'Briefly unavailable.' }) : json(200, list);
      if (url.endsWith('/registration/options')) return json(200, OPTIONS);
      if (url.endsWith('/registration/verify')) {
        if (verify[0] !== 201) return json(...verify);
        const added = passkey({ id: 9, name: 'Chrome on Linux', createdAt: '2026-11-20T01:00:00.000Z' });
        list = [added, ...list];
        return json(201, added);
      }
      const id = Number(url.split('/').pop());
      if (method === 'PATCH') {
        const { name } = JSON.parse(String(init.body)) as { name: string };
        list = list.map((p) => (p.id === id ? { ...p, name } : p));
        return json(
          200,
          list.find((p) => p.id === id),
        );
      }
      list = list.filter((p) => p.id !== id);
      return json(204, null);
    }),
  );
  return calls;
}
