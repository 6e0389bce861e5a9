import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

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
