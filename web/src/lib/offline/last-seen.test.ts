import { describe, expect, it } from 'vitest';
import { LAST_SEEN_CACHE, OFFLINE_IMAGES_CACHE, forgetLastSeen, keepsAnswer, lastSeenAnswer, rememberAnswer } from './last-seen';
import { mediaCacheName } from './media-cache';

/** Cache Storage as the browser keeps it, by URL (jsdom has none). */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo | URL) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(keyOf(request), response.clone());
  }
}
const keyOf = (request: RequestInfo | URL) => (typeof request === 'string' ? request : request instanceof URL ? request.href : request.url);

class MemoryStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return this.caches.get(name)!;
  }
  async has(name: string) {
    return this.caches.has(name);
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  async keys() {
    return [...this.caches.keys()];
  }
}

const origin = 'https://members.example.org';
const get = (path: string) => new Request(`${origin}${path}`);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const storage = () => new MemoryStorage() as unknown as CacheStorage & MemoryStorage;
const signedIn = (store: CacheStorage, id: number) => rememberAnswer(store, get('/api/auth/user'), json({ id, firstName: 'Sam' }));
const episodes = (title: string) => json({ items: [{ id: 1, title }] });

describe('the last-seen lists', () => {
  it('keeps lists and the items members read, never a search, drafts or messages', () => {
    for (const kept of [
      '/api/auth/user',
      '/api/news',
      '/api/news/12',
      '/api/podcasts',
      '/api/podcasts/3',
      '/api/audiobooks',
      '/api/audiobooks/categories',
      '/api/audiobooks/favourites',
      '/api/community/posts',
      '/api/community/posts/7',
      '/api/community/posts/7/comments',
      '/api/community/stats',
      '/api/listening-positions',
      '/api/dashboard/summary',
    ])
      expect(keepsAnswer(kept), kept).toBe(true);
    for (const never of [
      '/api/news/search',
      '/api/audiobooks/search',
      '/api/community/drafts',
      '/api/community/posts/7/revisions',
      '/api/messages',
      '/api/notifications/unread',
      '/api/listening-positions/episode/3',
      '/api/auth/sessions',
    ])
      expect(keepsAnswer(never), never).toBe(false);
  });

  it('keeps nothing until it knows whose copy it is, then answers from it', async () => {
    const store = storage();
    await rememberAnswer(store, get('/api/podcasts?limit=10&offset=0'), episodes('Before'));
    expect(await lastSeenAnswer(store, get('/api/podcasts?limit=10&offset=0'))).toBeUndefined();

    await signedIn(store, 5);
    await rememberAnswer(store, get('/api/podcasts?limit=10&offset=0'), episodes('Episode 12'));
    const kept = await lastSeenAnswer(store, get('/api/podcasts?limit=10&offset=0'));
    expect(await kept?.json()).toEqual({ items: [{ id: 1, title: 'Episode 12' }] });
    expect(await (await lastSeenAnswer(store, get('/api/auth/user')))?.json()).toEqual({ id: 5, firstName: 'Sam' });
    // Another page of the list is another answer.
    expect(await lastSeenAnswer(store, get('/api/podcasts?limit=10&offset=10'))).toBeUndefined();
  });

  it('an answer that arrives as the browser signs out never makes the copy again', async () => {
    const store = storage();
    await signedIn(store, 7);
    // Sign-out deletes the copy between the answer's check and its write (the e2e race, decision 0047).
    const has = store.has.bind(store);
    store.has = async (name: string) => {
      const there = await has(name);
      await forgetLastSeen(store);
      return there;
    };
    await rememberAnswer(store, get('/api/podcasts'), episodes('Late'));
    expect(await store.keys()).not.toContain(LAST_SEEN_CACHE);
  });

  it('keeps only answers that succeeded', async () => {
    const store = storage();
    await signedIn(store, 5);
    await rememberAnswer(store, get('/api/news'), json({ items: [] }));
    await rememberAnswer(store, get('/api/news'), json({ error: 'Something went wrong' }, 500));
    expect(await (await lastSeenAnswer(store, get('/api/news')))?.json()).toEqual({ items: [] });
    await rememberAnswer(store, get('/api/auth/user'), json({ error: 'Unavailable' }, 503));
    expect(await lastSeenAnswer(store, get('/api/news'))).toBeDefined();
  });

  it('empties the copy when someone else signs in, and deletes it when the browser is signed out or signs out', async () => {
    const store = storage();
    await signedIn(store, 5);
    await rememberAnswer(store, get('/api/audiobooks/favourites'), json({ items: [{ id: 9 }] }));

    await signedIn(store, 6);
    expect(await lastSeenAnswer(store, get('/api/audiobooks/favourites'))).toBeUndefined();
    expect(await (await lastSeenAnswer(store, get('/api/auth/user')))?.json()).toEqual({ id: 6, firstName: 'Sam' });

    await rememberAnswer(store, get('/api/auth/user'), json({ error: 'Unauthorized' }, 401));
    expect(store.caches.has(LAST_SEEN_CACHE)).toBe(false);
    await rememberAnswer(store, get('/api/news'), json({ items: [] }));
    expect(await lastSeenAnswer(store, get('/api/news'))).toBeUndefined();

    await signedIn(store, 6);
    await forgetLastSeen(store);
    expect(await lastSeenAnswer(store, get('/api/auth/user'))).toBeUndefined();
  });

  it("when the server says the browser is signed out, or signed in as someone else, every other member's downloads and pictures go too (decision 0047)", async () => {
    const store = storage();
    await signedIn(store, 5);
    await (await store.open(OFFLINE_IMAGES_CACHE)).put(`${origin}/media/covers/a.jpg`, new Response('jpg'));
    await (await store.open(mediaCacheName(5))).put(`${origin}/media/books/5.mp3`, new Response('mp3'));
    await (await store.open(mediaCacheName(7))).put(`${origin}/media/books/7.mp3`, new Response('mp3'));

    // The same member again: only someone else's downloads go.
    await signedIn(store, 5);
    expect([...store.caches.keys()].sort()).toEqual([LAST_SEEN_CACHE, OFFLINE_IMAGES_CACHE, mediaCacheName(5)].sort());

    // Another member: the first one's lists, pictures and downloads go.
    await signedIn(store, 6);
    expect([...store.caches.keys()]).toEqual([LAST_SEEN_CACHE]);
    await (await store.open(mediaCacheName(6))).put(`${origin}/media/books/6.mp3`, new Response('mp3'));

    // Their session was revoked elsewhere (or the account deleted): the next start is signed out, and nothing stays.
    await rememberAnswer(store, get('/api/auth/user'), json({ message: 'Unauthorized' }, 401));
    expect([...store.caches.keys()]).toEqual([]);
  });
});
