import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import { sharedKey } from '../src/lib/member-cache';
import type { CommunityPost, NewsArticleCard } from '../src/schemas/content';
import { personalise, type SharedPost } from '../src/community/services/community-list';
import { CARD_START_CHARS } from '../src/content/services/news';
import { FakeCache } from './support/edge-cache';
import { createTestEnv } from './support/env';
import { makeArticle, makeEpisode, makePost, signedIn } from './support/factories';
import { call } from './support/request';

// Decision 0030: the shared part of members' list reads is kept in the Cache API. These tests
// prove what its key names, that a change shows on the next read, and that nothing one member may
// not see (a draft, a hidden post, a blocked member's post, another member's likes, rights or
// address) reaches them from it.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let cache: FakeCache;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());
beforeEach(() => {
  cache = new FakeCache();
  vi.stubGlobal('caches', { default: cache });
});
afterEach(() => vi.unstubAllGlobals());

const ORIGIN = 'http://localhost';
const get = (path: string, cookie?: string) => call(te.env, path, { cookie });
const json = async <T>(res: Response | Promise<Response>) => {
  const r = await res;
  expect(r.status, await r.clone().text()).toBe(200);
  return { body: (await r.json()) as T, cache: r.headers.get('x-member-cache') };
};
const storedBodies = () => [...cache.stored.values()].map((e) => new TextDecoder().decode(e.body)).join('\n');

describe('the shared key', () => {
  it('names the area, its stamp, what is read and the validated query, in a fixed order', () => {
    const a = sharedKey(`${ORIGIN}/api/news?offset=0&limit=12&utm=x`, 'news', 7, 'list', { offset: 0, limit: 12 });
    const b = sharedKey(`${ORIGIN}/api/news?limit=12`, 'news', 7, 'list', { limit: 12, offset: 0 });
    expect(a.url).toBe(`${ORIGIN}/__member-cache/news/v7/list?limit=12&offset=0`);
    expect(b.url).toBe(a.url);
    expect(sharedKey(ORIGIN, 'news', 8, 'list', { limit: 12, offset: 0 }).url).not.toBe(a.url);
    expect(sharedKey(ORIGIN, 'podcasts', 7, 'list', { limit: 12, offset: 0 }).url).not.toBe(a.url);
    expect(sharedKey(ORIGIN, 'audiobooks', 1, 'list', { limit: 12, offset: 0, category: undefined }).url).toBe(
      `${ORIGIN}/__member-cache/audiobooks/v1/list?limit=12&offset=0`,
    );
  });

  it('is the same for every member and every spelling of the query, and holds no member', async () => {
    await makeArticle(te.db);
    const [one, two] = [await signedIn(te.db), await signedIn(te.db)];
    expect((await json(get('/api/news?limit=12', one.cookie))).cache).toBe('MISS');
    expect((await json(get('/api/news?offset=0&limit=12&utm_source=mail', two.cookie))).cache).toBe('HIT');
    // Only the shared part is stored: never a member's answer under its own address.
    expect(cache.keys).toHaveLength(1);
    const key = cache.keys[0]!.url;
    expect(key).toMatch(/^http:\/\/localhost\/__member-cache\/news\/v\d+\/list\?limit=12&offset=0$/);
    for (const secret of [one.cookie, two.cookie].map((c) => c.split('=')[1]!)) expect(key).not.toContain(secret);
  });

  it('is never answered as an address', async () => {
    const { cookie } = await signedIn(te.db);
    await json(get('/api/news?limit=12', cookie));
    const key = new URL(cache.keys[0]!.url);
    for (const who of [undefined, cookie]) {
      const res = await get(`${key.pathname}${key.search}`, who);
      expect(res.status).toBe(404);
    }
  });
});

describe('reads from the shared part', () => {
  it('serves a signed-out request nothing, however warm the cache', async () => {
    const { cookie } = await signedIn(te.db);
    for (const path of ['/api/news?limit=12', '/api/podcasts?limit=12', '/api/audiobooks?limit=12', '/api/community/posts?limit=10']) {
      await json(get(path, cookie));
      expect((await get(path)).status).toBe(401);
      expect((await get(path, 'session=not-a-session')).status).toBe(401);
    }
  });

  it('shows a published draft, an edit and a deletion on the next read, not after a lifetime', async () => {
    const [member, editor] = [await signedIn(te.db), await signedIn(te.db, { role: 'editor' })];
    const draft = await makeArticle(te.db, { title: 'Not yet ready', status: 'draft' });
    const list = () => json<NewsArticleCard[]>(get('/api/news?limit=50', member.cookie));
    expect((await list()).body.map((a) => a.id)).not.toContain(draft.id);
    expect((await list()).cache).toBe('HIT');
    expect((await get(`/api/news/${draft.id}`, member.cookie)).status).toBe(404);
    expect(storedBodies()).not.toContain('Not yet ready');

    await call(te.env, `/api/news/${draft.id}`, { method: 'PATCH', cookie: editor.cookie, body: { status: 'published' } });
    const published = await list();
    expect(published.cache).toBe('MISS');
    expect(published.body.map((a) => a.id)).toContain(draft.id);

    await call(te.env, `/api/news/${draft.id}`, { method: 'PATCH', cookie: editor.cookie, body: { status: 'draft' } });
    expect((await list()).body.map((a) => a.id)).not.toContain(draft.id);
    expect((await get(`/api/news/${draft.id}`, member.cookie)).status).toBe(404);
  });

  it('drops a hidden post for everyone on the next read', async () => {
    const [author, reader, editor] = [await signedIn(te.db), await signedIn(te.db), await signedIn(te.db, { role: 'editor' })];
    const post = await makePost(te.db, author.user.id, { title: 'To be hidden soon' });
    const list = (cookie: string) => json<CommunityPost[]>(get('/api/community/posts?limit=50', cookie));
    expect((await list(reader.cookie)).body.map((p) => p.id)).toContain(post.id);
    await call(te.env, `/api/community/posts/${post.id}/moderation`, {
      method: 'PATCH',
      cookie: editor.cookie,
      body: { visibility: 'hidden' },
    });
    for (const who of [reader, author, editor]) expect((await list(who.cookie)).body.map((p) => p.id)).not.toContain(post.id);
  });

  it("never gives one member another's like, right to edit, right to moderate or address", async () => {
    const [author, reader, editor] = [await signedIn(te.db), await signedIn(te.db), await signedIn(te.db, { role: 'editor' })];
    const post = await makePost(te.db, author.user.id, { title: 'Liked by its author' });
    await call(te.env, `/api/community/posts/${post.id}/like`, { method: 'PUT', cookie: author.cookie });
    const find = async (cookie: string) =>
      (await json<CommunityPost[]>(get('/api/community/posts?limit=50', cookie))).body.find((p) => p.id === post.id)!;

    // The author, an editor and a member read the same shared page, in that order.
    const mine = await find(author.cookie);
    expect(mine).toMatchObject({ likedByMe: true, canEdit: true, canModerate: false, likesCount: 1 });
    expect(mine.user.email).toBe(author.user.email);
    expect((await find(editor.cookie)).canModerate).toBe(true);
    const theirs = await find(reader.cookie);
    expect(theirs).toMatchObject({ likedByMe: false, canEdit: false, canModerate: false, likesCount: 1 });
    expect(theirs.user.email).toBeNull();

    // The stored copy holds nobody's like, rights or address.
    const stored = storedBodies();
    expect(stored).toContain('Liked by its author');
    for (const personal of ['likedByMe', 'canEdit', 'canModerate', author.user.email, reader.user.email, editor.user.email])
      expect(stored).not.toContain(personal);
  });

  it("never shows a blocker the blocked member's posts, while others still see them, and keeps the blocker's pages full", async () => {
    const [blocked, blocker, other] = [await signedIn(te.db), await signedIn(te.db), await signedIn(te.db)];
    for (let i = 0; i < 3; i++) await makePost(te.db, other.user.id, { title: `Other post ${i}` });
    const theirs = await makePost(te.db, blocked.user.id, { title: 'From the blocked member' });
    const page = (cookie: string) => json<CommunityPost[]>(get('/api/community/posts?limit=3', cookie));

    expect((await page(other.cookie)).body.map((p) => p.id)).toContain(theirs.id); // warms the shared page
    await call(te.env, `/api/messages/blocks/${blocked.user.id}`, { method: 'PUT', cookie: blocker.cookie });
    const seen = await page(blocker.cookie);
    expect(seen.body.map((p) => p.user.id)).not.toContain(blocked.user.id);
    expect(seen.body).toHaveLength(3);
    expect((await page(other.cookie)).body.map((p) => p.id)).toContain(theirs.id);

    await call(te.env, `/api/messages/blocks/${blocked.user.id}`, { method: 'DELETE', cookie: blocker.cookie });
    expect((await page(blocker.cookie)).body.map((p) => p.id)).toContain(theirs.id);
  });

  it('refuses a session ended elsewhere on its next read, with the shared part cached', async () => {
    const member = await signedIn(te.db);
    await json(get('/api/news?limit=12', member.cookie));
    await te.db.delete(t.sessions).where(eq(t.sessions.userId, member.user.id));
    expect((await get('/api/news?limit=12', member.cookie)).status).toBe(401);
  });
});

describe('what a list carries', () => {
  it("gives each card the excerpt, or the start of the body when there is none, never the whole body or an episode's transcript", async () => {
    const { cookie } = await signedIn(te.db);
    const body = `Opening words of the article. ${'More of the body. '.repeat(200)}`;
    const bare = await makeArticle(te.db, { title: 'No excerpt here', excerpt: '', content: body });
    const cards = (await json<Array<Record<string, unknown>>>(get('/api/news?limit=50', cookie))).body;
    const card = cards.find((a) => a.id === bare.id)!;
    expect(card).not.toHaveProperty('content');
    expect(card.excerpt).toBe(body.slice(0, CARD_START_CHARS));
    expect((await json<{ content: string }>(get(`/api/news/${bare.id}`, cookie))).body.content).toBe(body);

    const episode = await makeEpisode(te.db, { transcript: 'Every word that was said.' });
    const episodes = (await json<Array<Record<string, unknown>>>(get('/api/podcasts?limit=50', cookie))).body;
    expect(episodes.find((e) => e.id === episode.id)).not.toHaveProperty('transcript');
    expect((await json<{ transcript: string }>(get(`/api/podcasts/${episode.id}`, cookie))).body.transcript).toBe(
      'Every word that was said.',
    );
  });
});

describe('the per-member merge', () => {
  const shared = (id: number, authorId: number): SharedPost => ({
    id,
    title: `Post ${id}`,
    content: 'Words',
    category: 'General Discussion',
    tags: [],
    contentWarning: null,
    createdAt: '2026-11-26T00:00:00.000Z',
    updatedAt: '2026-11-26T00:00:00.000Z',
    likesCount: 0,
    commentsCount: 0,
    user: { id: authorId, firstName: 'A', lastName: 'B', email: null, profileImageUrl: null },
  });

  it("filters the viewer's blocked members' posts and puts in only the viewer's own parts", () => {
    const viewer = { id: 1, role: 'member' as const, email: 'me@example.test' };
    const merged = personalise([shared(10, 1), shared(11, 2), shared(12, 3)], viewer, {
      liked: new Set([11]),
      blocked: new Set([3]),
      newComments: new Map(),
    });
    expect(merged.map((p) => p.id)).toEqual([10, 11]);
    expect(merged.map((p) => [p.likedByMe, p.canEdit, p.user.email])).toEqual([
      [false, true, 'me@example.test'],
      [true, false, null],
    ]);
  });
});
