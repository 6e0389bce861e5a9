import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import type { Comment, CommunityStats, Report } from '../src/schemas/community';
import type { CommunityPost } from '../src/schemas/content';
import { createTestEnv } from './support/env';
import { makeComment, makePost, signedIn } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  env = await createTestEnv();
  editor = await signedIn(env.db, { role: 'editor', firstName: 'Eddie' });
});
afterAll(() => env.dispose());

const api = (path: string, cookie?: string, method = 'GET', body?: unknown) =>
  call(env.env, `/api/community${path}`, { method, body, cookie });
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const stats = (cookie: string) => json<CommunityStats>(api('/stats', cookie));

describe('reports', () => {
  it('stores one open report per member per item and shows editors the queue', async () => {
    const author = await signedIn(env.db);
    const a = await signedIn(env.db, { firstName: 'Rae' });
    const b = await signedIn(env.db);
    const p = await makePost(env.db, author.user.id, { title: 'Reported post' });
    const c = await makeComment(env.db, p.id, author.user.id, { content: 'Reported comment' });
    const first = await api(`/posts/${p.id}/report`, a.cookie, 'POST', { reason: "It's spam", details: '  Selling things  ' });
    expect(first.status).toBe(201);
    const { id } = await json<{ id: number }>(first);
    const repeat = await api(`/posts/${p.id}/report`, a.cookie, 'POST', { reason: "It's abusive or harassing" });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ id });
    const byB = await json<{ id: number }>(api(`/posts/${p.id}/report`, b.cookie, 'POST', { reason: "It's spam" }));
    expect(byB.id).not.toBe(id);
    const onComment = await api(`/comments/${c.id}/report`, a.cookie, 'POST', { reason: "It's abusive or harassing" });
    expect(onComment.status).toBe(201);
    const commentReport = await json<{ id: number }>(onComment);

    const queue = await json<Report[]>(api('/reports', editor.cookie));
    const mine = queue.filter((r) => [id, byB.id, commentReport.id].includes(r.id));
    expect(mine.map((r) => r.id)).toEqual([commentReport.id, byB.id, id]);
    expect(mine[2]).toMatchObject({
      reason: "It's spam",
      details: 'Selling things',
      status: 'open',
      reporter: { firstName: 'Rae', email: null },
      post: { id: p.id, title: 'Reported post', visibility: 'visible' },
      comment: null,
    });
    expect(mine[0]).toMatchObject({ post: null, comment: { id: c.id, postId: p.id, content: 'Reported comment', visibility: 'visible' } });
  });

  it('lets editors resolve or dismiss, after which a member may report again', async () => {
    const author = await signedIn(env.db);
    const member = await signedIn(env.db);
    const p = await makePost(env.db, author.user.id);
    const { id } = await json<{ id: number }>(
      api(`/posts/${p.id}/report`, member.cookie, 'POST', { reason: 'Something else', details: 'It does not belong here' }),
    );
    const resolved = await api(`/reports/${id}`, editor.cookie, 'PATCH', { status: 'resolved' });
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({ id, status: 'resolved' });
    const row = await env.db.select().from(t.communityReports).where(eq(t.communityReports.id, id)).get();
    expect(row).toMatchObject({ resolvedBy: editor.user.id, resolvedAt: expect.stringMatching(/Z$/) });
    expect((await json<Report[]>(api('/reports', editor.cookie))).some((r) => r.id === id)).toBe(false);
    expect((await json<Report[]>(api('/reports?status=resolved', editor.cookie))).some((r) => r.id === id)).toBe(true);
    const again = await api(`/posts/${p.id}/report`, member.cookie, 'POST', {
      reason: 'Something else',
      details: 'It does not belong here',
    });
    expect(again.status).toBe(201);
    const { id: second } = await json<{ id: number }>(again);
    expect(await json(api(`/reports/${second}`, editor.cookie, 'PATCH', { status: 'dismissed' }))).toMatchObject({ status: 'dismissed' });
    expect((await json<Report[]>(api('/reports?status=dismissed', editor.cookie))).map((r) => r.id)).toContain(second);
  });

  it('validates reports and report updates, and 404s unknown items', async () => {
    const member = await signedIn(env.db);
    const p = await makePost(env.db, member.user.id);
    const missingReason = await api(`/posts/${p.id}/report`, member.cookie, 'POST', {});
    expect(missingReason.status).toBe(400);
    expect(((await missingReason.json()) as ErrorBody).message).toBe('Please choose a reason');
    const longDetails = await api(`/posts/${p.id}/report`, member.cookie, 'POST', { reason: "It's spam", details: 'x'.repeat(1001) });
    expect(((await longDetails.json()) as ErrorBody).message).toBe('Details must be less than 1000 characters');
    expect(await env.db.select().from(t.communityReports).where(eq(t.communityReports.postId, p.id))).toEqual([]);
    expect((await api('/posts/999999/report', member.cookie, 'POST', { reason: "It's spam" })).status).toBe(404);
    expect((await api('/comments/999999/report', member.cookie, 'POST', { reason: "It's spam" })).status).toBe(404);
    expect((await api('/reports/999999', editor.cookie, 'PATCH', { status: 'resolved' })).status).toBe(404);
    expect((await api('/reports/1', editor.cookie, 'PATCH', { status: 'open' })).status).toBe(400);
    expect((await api('/reports?status=closed', editor.cookie)).status).toBe(400);
  });
});

describe('moderation', () => {
  it('hides and shows a post: it leaves lists, reads and counts, and comes back', async () => {
    const author = await signedIn(env.db);
    const p = await makePost(env.db, author.user.id);
    const ids = async () => (await json<CommunityPost[]>(api('/posts?limit=50', author.cookie))).map((x) => x.id);
    const before = await stats(author.cookie);
    const hidden = await api(`/posts/${p.id}/moderation`, editor.cookie, 'PATCH', { visibility: 'hidden' });
    expect(await hidden.json()).toEqual({ id: p.id, visibility: 'hidden' });
    expect(await ids()).not.toContain(p.id);
    expect((await api(`/posts/${p.id}`, author.cookie)).status).toBe(404);
    expect((await api(`/posts/${p.id}/comments`, editor.cookie)).status).toBe(404);
    expect((await stats(author.cookie)).postsAvailable).toBe(before.postsAvailable - 1);
    await api(`/posts/${p.id}/moderation`, editor.cookie, 'PATCH', { visibility: 'visible' });
    expect(await ids()).toContain(p.id);
    expect((await stats(author.cookie)).postsAvailable).toBe(before.postsAvailable);
    const bad = await api(`/posts/${p.id}/moderation`, editor.cookie, 'PATCH', { visibility: 'gone' });
    expect(await bad.json()).toMatchObject({ message: 'visibility must be visible or hidden' });
    expect((await api('/posts/999999/moderation', editor.cookie, 'PATCH', { visibility: 'hidden' })).status).toBe(404);
  });

  it('hides and shows a comment with commentsCount following in step', async () => {
    const author = await signedIn(env.db);
    const p = await makePost(env.db, author.user.id);
    const c = await makeComment(env.db, p.id, author.user.id);
    await makeComment(env.db, p.id, author.user.id);
    const count = async () => (await json<CommunityPost>(api(`/posts/${p.id}`, author.cookie))).commentsCount;
    const listed = async () => (await json<Comment[]>(api(`/posts/${p.id}/comments`, author.cookie))).map((x) => x.id);
    expect(await count()).toBe(2);
    for (let i = 0; i < 2; i++) {
      // Twice: hiding an already hidden comment must not count it out again.
      expect(await json(api(`/comments/${c.id}/moderation`, editor.cookie, 'PATCH', { visibility: 'hidden' }))).toEqual({
        id: c.id,
        visibility: 'hidden',
      });
      expect(await count()).toBe(1);
    }
    expect(await listed()).not.toContain(c.id);
    expect((await api(`/comments/${c.id}`, author.cookie, 'PATCH', { content: 'Sneaky edit' })).status).toBe(404);
    await api(`/comments/${c.id}/moderation`, editor.cookie, 'PATCH', { visibility: 'visible' });
    expect(await count()).toBe(2);
    expect(await listed()).toContain(c.id);
  });

  it('lets editors and admins in, and refuses members with 403', async () => {
    const member = await signedIn(env.db);
    const admin = await signedIn(env.db, { role: 'admin' });
    const p = await makePost(env.db, member.user.id);
    const c = await makeComment(env.db, p.id, member.user.id);
    const calls: [string, string, unknown?][] = [
      ['/reports', 'GET'],
      ['/reports/1', 'PATCH', { status: 'resolved' }],
      [`/posts/${p.id}/moderation`, 'PATCH', { visibility: 'hidden' }],
      [`/comments/${c.id}/moderation`, 'PATCH', { visibility: 'hidden' }],
    ];
    for (const [path, method, body] of calls) {
      const res = await api(path, member.cookie, method, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'This area is for editors and administrators.' });
    }
    expect((await api('/reports', admin.cookie)).status).toBe(200);
    expect((await api(`/posts/${p.id}/moderation`, admin.cookie, 'PATCH', { visibility: 'visible' })).status).toBe(200);
    expect((await env.db.select().from(t.communityPosts).where(eq(t.communityPosts.id, p.id)).get())!.visibility).toBe('visible');
  });

  it('answers 401 to signed-out calls on every route', async () => {
    const routes: [string, string][] = [
      ['/posts', 'GET'],
      ['/posts', 'POST'],
      ['/posts/1', 'GET'],
      ['/posts/1', 'PATCH'],
      ['/posts/1', 'DELETE'],
      ['/posts/1/comments', 'GET'],
      ['/posts/1/comments', 'POST'],
      ['/comments/1', 'PATCH'],
      ['/comments/1', 'DELETE'],
      ['/posts/1/like', 'PUT'],
      ['/posts/1/like', 'DELETE'],
      ['/posts/1/report', 'POST'],
      ['/comments/1/report', 'POST'],
      ['/reports', 'GET'],
      ['/reports/1', 'PATCH'],
      ['/posts/1/moderation', 'PATCH'],
      ['/comments/1/moderation', 'PATCH'],
      ['/stats', 'GET'],
    ];
    for (const [path, method] of routes) {
      const res = await api(path, undefined, method, method === 'GET' || method === 'DELETE' || method === 'PUT' ? undefined : {});
      expect([path, method, res.status]).toEqual([path, method, 401]);
    }
  });
});

describe('GET /api/community/stats', () => {
  it('counts visible posts, recent posters and commenters, this week’s posts and active discussions', async () => {
    const viewer = await signedIn(env.db);
    const before = await stats(viewer.cookie);
    const poster = await signedIn(env.db); // a post today: active, this week
    const oldPoster = await signedIn(env.db); // a post 40 days ago: not active
    const commenter = await signedIn(env.db); // a comment today on an older post: active
    const hiddenOnly = await signedIn(env.db); // only a hidden post and a hidden comment: not active
    expect(
      (await api('/posts', poster.cookie, 'POST', { title: 'Stats today', content: 'Counting this one please', category: 'Events' }))
        .status,
    ).toBe(201);
    const old = await makePost(env.db, oldPoster.user.id, { createdAt: ago(40) });
    await makePost(env.db, oldPoster.user.id, { createdAt: ago(10), lastCommentAt: ago(9) });
    expect((await api(`/posts/${old.id}/comments`, commenter.cookie, 'POST', { content: 'Reviving this' })).status).toBe(201);
    await makePost(env.db, hiddenOnly.user.id, { visibility: 'hidden' });
    const hiddenComment = await makeComment(env.db, old.id, hiddenOnly.user.id);
    await api(`/comments/${hiddenComment.id}/moderation`, editor.cookie, 'PATCH', { visibility: 'hidden' });

    const after = await stats(viewer.cookie);
    expect(after.postsAvailable - before.postsAvailable).toBe(3);
    expect(after.activeMembers - before.activeMembers).toBe(3); // poster, commenter, oldPoster (post 10 days ago)
    expect(after.postsThisWeek - before.postsThisWeek).toBe(1);
    expect(after.activeDiscussions - before.activeDiscussions).toBe(1);
  });
});
