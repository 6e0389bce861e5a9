import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { LAST_SEEN_CACHE, OFFLINE_IMAGES_CACHE } from './last-seen';
import { mediaCacheName } from './media-cache';
import { useForgetOtherMembers } from './use-forget-other-members';

/** Cache Storage with just what the cleanup reads (jsdom has none): names, and an owner entry. */
class MemoryStorage {
  readonly names = new Map<string, Map<string, string>>();
  async keys() {
    return [...this.names.keys()];
  }
  async has(name: string) {
    return this.names.has(name);
  }
  async delete(name: string) {
    return this.names.delete(name);
  }
  async open(name: string) {
    const entries = this.names.get(name) ?? new Map<string, string>();
    this.names.set(name, entries);
    return {
      match: async (url: string) => (entries.has(url) ? new Response(entries.get(url)) : undefined),
      put: async (url: string, response: Response) => void entries.set(url, await response.text()),
    };
  }
}

/** A device where member 5 kept lists, pictures and downloads, and member 7 a download. */
async function deviceUsedBy5() {
  const storage = new MemoryStorage();
  await (await storage.open(LAST_SEEN_CACHE)).put(`${window.location.origin}/__last-seen-owner`, new Response('5'));
  for (const name of [OFFLINE_IMAGES_CACHE, mediaCacheName(5), mediaCacheName(7)]) await storage.open(name);
  vi.stubGlobal('caches', storage);
  return storage;
}

function App() {
  useForgetOtherMembers();
  return null;
}

const member = (id: number) => ({ id, firstName: 'Sam', lastName: 'T', email: 's@example.org', role: 'member', emailVerified: true });

afterEach(() => vi.unstubAllGlobals());

describe('on starting, the app forgets what it keeps for anyone but the member signed in (decision 0047)', () => {
  it('signed out (the session was revoked elsewhere, or the account deleted): every download, list and picture goes', async () => {
    const storage = await deviceUsedBy5();
    stubApi({ '/api/auth/user': [401, { message: 'Unauthorized' }] });
    renderWithApp(<App />);
    await waitFor(() => expect([...storage.names.keys()]).toEqual([]));
  });

  it("signed in as someone else: the last member's lists, pictures and downloads go, and nobody else's stay", async () => {
    const storage = await deviceUsedBy5();
    stubApi({ '/api/auth/user': [200, member(6)] });
    renderWithApp(<App />);
    await waitFor(() => expect([...storage.names.keys()]).toEqual([]));
  });

  it("signed in as the same member: only someone else's downloads go", async () => {
    const storage = await deviceUsedBy5();
    stubApi({ '/api/auth/user': [200, member(5)] });
    renderWithApp(<App />);
    await waitFor(() =>
      expect([...storage.names.keys()].sort()).toEqual([LAST_SEEN_CACHE, OFFLINE_IMAGES_CACHE, mediaCacheName(5)].sort()),
    );
  });

  it('with no connection nothing goes: who is signed in cannot be known, and the downloads are for listening offline', async () => {
    const storage = await deviceUsedBy5();
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', failing);
    renderWithApp(<App />);
    await waitFor(() => expect(failing).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(storage.names.size).toBe(4);
  });
});
