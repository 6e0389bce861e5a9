import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../src/schemas/notifications';
import { createTestEnv } from './support/env';
import { makeComment, makePost, makeUser, signedIn } from './support/factories';
import { call } from './support/request';

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

type Member = Awaited<ReturnType<typeof signedIn>>;

async function inbox(who: Member): Promise<NotificationPage> {
  const res = await call(te.env, '/api/notifications', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationPage;
}

async function report(who: Member, path: string): Promise<number> {
  const res = await call(te.env, `/api/community/${path}/report`, { method: 'POST', cookie: who.cookie, body: { reason: "It's spam" } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const close = (editor: Member, id: number, status: 'resolved' | 'dismissed') =>
  call(te.env, `/api/community/reports/${id}`, { method: 'PATCH', cookie: editor.cookie, body: { status } });

describe('the outcome of a report', () => {
  it('tells the reporter a reply they reported was removed, without a link to it and without naming the editor', async () => {
    const reporter = await signedIn(te.db, { firstName: 'Rita' });
    const editor = await signedIn(te.db, { role: 'editor', firstName: 'Eddie', lastName: 'Editor' });
    const post = await makePost(te.db, (await makeUser(te.db)).id, { title: 'Taxi vouchers' });
    const comment = await makeComment(te.db, post.id, (await makeUser(te.db)).id);
    const id = await report(reporter, `comments/${comment.id}`);
    expect(
      (
        await call(te.env, `/api/community/comments/${comment.id}/moderation`, {
          method: 'PATCH',
          cookie: editor.cookie,
          body: { visibility: 'hidden' },
        })
      ).status,
    ).toBe(200);
    expect((await close(editor, id, 'resolved')).status).toBe(200);
    const page = await inbox(reporter);
    expect(page.notifications).toEqual([
      expect.objectContaining({
        kind: 'report-outcome',
        actorName: null,
        post: null,
        title: 'Taxi vouchers',
        link: null,
        detail: 'removed',
      }),
    ]);
    expect(JSON.stringify(page)).not.toContain('Eddie');
    // Closing it again tells nothing new.
    await close(editor, id, 'resolved');
    expect((await inbox(reporter)).total).toBe(1);
  });

  it('tells the reporter a post was reviewed and left up, linking to it', async () => {
    const reporter = await signedIn(te.db, { firstName: 'Remi' });
    const editor = await signedIn(te.db, { role: 'editor' });
    const post = await makePost(te.db, (await makeUser(te.db)).id, { title: 'Carer payments' });
    const id = await report(reporter, `posts/${post.id}`);
    await close(editor, id, 'dismissed');
    expect((await inbox(reporter)).notifications).toEqual([
      expect.objectContaining({ kind: 'report-outcome', title: 'Carer payments', link: `/community/posts/${post.id}`, detail: 'kept' }),
    ]);
  });

  it('tells no one who turned report outcomes off', async () => {
    const reporter = await signedIn(te.db);
    const editor = await signedIn(te.db, { role: 'editor' });
    await call(te.env, '/api/notifications/preferences', { method: 'PATCH', cookie: reporter.cookie, body: { 'report-outcome': 'off' } });
    const post = await makePost(te.db, (await makeUser(te.db)).id);
    await close(editor, await report(reporter, `posts/${post.id}`), 'dismissed');
    expect((await inbox(reporter)).notifications).toEqual([]);
  });
});
