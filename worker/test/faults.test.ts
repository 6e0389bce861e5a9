import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../src/platform/env';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { makeMedia } from './support/media-factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());
afterEach(() => vi.restoreAllMocks());

describe('when the database fails', () => {
  it('answers 503 with a JSON message for a single failed query, not 500', async () => {
    const member = await signedIn(t.db);
    await t.db.run(sql`alter table news_articles rename to news_articles_away`);
    try {
      const res = await call(t.env, '/api/news', { cookie: member.cookie });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: 'The service is briefly unavailable. Please try again shortly.' });
    } finally {
      await t.db.run(sql`alter table news_articles_away rename to news_articles`);
    }
  });
});

/** An R2 bucket whose every call fails, as when the storage service is unreachable. */
const brokenBucket = () =>
  new Proxy({} as R2Bucket, {
    get: () => () => Promise.reject(new Error('R2 internal error: the bucket is unreachable')),
  });

describe('when R2 fails', () => {
  it('answers 503 with a JSON message for a file, and logs it with the request id', async () => {
    const media = await makeMedia(t.db, t.env, 'image/png');
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    const broken: Env = { ...t.env, MEDIA: brokenBucket() };
    const res = await call(broken, `/media/${media.key}`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'The service is briefly unavailable. Please try again shortly.' });
    const logged = lines.map((l) => JSON.parse(l) as { event: string; requestId: string; path: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ event: 'request.failed', requestId: res.headers.get('x-request-id'), path: `/media/${media.key}` }),
    );
  });
});

describe('when the database fails during a write', () => {
  it('answers 503 and the member can try again once it is back', async () => {
    const member = await signedIn(t.db);
    await t.db.run(sql`alter table community_posts rename to community_posts_away`);
    const body = { title: 'Still here?', content: 'Written while the database was away.', category: 'General Discussion' };
    try {
      const res = await call(t.env, '/api/community/posts', { method: 'POST', cookie: member.cookie, body });
      expect(res.status).toBe(503);
    } finally {
      await t.db.run(sql`alter table community_posts_away rename to community_posts`);
    }
    expect((await call(t.env, '/api/community/posts', { method: 'POST', cookie: member.cookie, body })).status).toBe(201);
  });
});
