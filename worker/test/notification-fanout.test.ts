import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { createTestEnv } from './support/env';
import { makePost, makeUser, signedIn } from './support/factories';
import { call } from './support/request';
import { sendHeldMail } from '../src/notifications/services/notification-schedule';

// A discussion with more followers than D1 binds values in one statement (100): every one of
// them is told, live and by mail, and the comment is answered 201 (npm run bench found this).

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

describe('telling many followers', () => {
  it('tells all 130 followers of a discussion of one reply, by mail too', async () => {
    const author = await signedIn(te.db);
    const post = await makePost(te.db, author.user.id, { title: 'A busy discussion' });
    const followers = await Promise.all(Array.from({ length: 130 }, () => makeUser(te.db)));
    for (let i = 0; i < followers.length; i += 30)
      await te.db.insert(t.postFollows).values(followers.slice(i, i + 30).map((f) => ({ userId: f.id, postId: post.id, following: true })));
    const writer = await signedIn(te.db);
    te.mail.length = 0;
    const res = await call(te.env, `/api/community/posts/${post.id}/comments`, {
      method: 'POST',
      cookie: writer.cookie,
      body: { content: 'News for everyone following.' },
    });
    expect(res.status).toBe(201);
    const told = await te.db.select().from(t.notifications).where(eq(t.notifications.postId, post.id));
    expect(told).toHaveLength(131); // the followers and the author
    const mailed = new Set(te.mail.map((m) => m.to));
    for (const f of followers) expect(mailed.has(f.email), f.email).toBe(true);
    expect(told.every((n) => n.emailedAt !== null)).toBe(true);
  });

  it('sends 130 members’ mail held through Do Not Disturb in one run once it ends', async () => {
    const post = await makePost(te.db, (await makeUser(te.db)).id, { title: 'Held through the night' });
    const members = await Promise.all(Array.from({ length: 130 }, () => makeUser(te.db)));
    const held = new Date(Date.now() - 60_000).toISOString();
    for (let i = 0; i < members.length; i += 10)
      await te.db
        .insert(t.notifications)
        .values(
          members
            .slice(i, i + 10)
            .map((m) => ({ userId: m.id, kind: 'post-reply' as const, postId: post.id, groupKey: `held:${m.id}`, mailHeldAt: held })),
        );
    te.mail.length = 0;
    // Their settings, unsubscribe secrets and rows are each read for all of them: more ids than
    // D1 binds in one statement.
    expect(await sendHeldMail(te.env, te.db, 'https://portal.example.test')).toBe(130);
    const mailed = new Set(te.mail.map((m) => m.to));
    for (const m of members) expect(mailed.has(m.email), m.email).toBe(true);
  });
});
