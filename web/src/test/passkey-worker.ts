import type { PasskeySummary } from '@schemas/passkeys';
import { stubFetch, type Answer } from '@/test/render';

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
export function stubPasskeyWorker(initial: PasskeySummary[], { verify = [201, null] as Answer, failList = false } = {}) {
  let list = [...initial];
  return stubFetch(({ method, url, body }) => {
    if (method === 'GET') return failList ? [503, { message: 'Briefly unavailable.' }] : [200, list];
    if (url.endsWith('/registration/options')) return [200, OPTIONS];
    if (url.endsWith('/registration/verify')) {
      if (verify[0] !== 201) return verify;
      const added = passkey({ id: 9, name: 'Chrome on Linux', createdAt: '2026-11-20T01:00:00.000Z' });
      list = [added, ...list];
      return [201, added];
    }
    const id = Number(url.split('/').pop());
    if (method === 'PATCH') {
      const { name } = body as { name: string };
      list = list.map((p) => (p.id === id ? { ...p, name } : p));
      return [200, list.find((p) => p.id === id)];
    }
    list = list.filter((p) => p.id !== id);
    return [204, null];
  });
}
