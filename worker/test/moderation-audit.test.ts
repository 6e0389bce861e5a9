import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { AuditEntry } from '../src/schemas/cms-audit';
import { createTestEnv } from './support/env';
import { makeComment, makePost, signedIn } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.dispose());

const audit = async (cookie: string) => (await (await call(env.env, '/api/cms/audit?limit=50', { cookie })).json()) as AuditEntry[];

describe('the audit log', () => {
  it('is for admins only: 401 signed out, 403 for members and editors', async () => {
    const member = await signedIn(env.db);
    const editor = await signedIn(env.db, { role: 'editor' });
    expect((await call(env.env, '/api/cms/audit')).status).toBe(401);
    expect((await call(env.env, '/api/cms/audit', { cookie: member.cookie })).status).toBe(403);
    expect((await call(env.env, '/api/cms/audit', { cookie: editor.cookie })).status).toBe(403);
  });

  it('records who hid, showed and deleted community content and who resolved a report', async () => {
    const admin = await signedIn(env.db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    const editor = await signedIn(env.db, { role: 'editor', firstName: 'Eddie', lastName: 'Editor' });
    const author = await signedIn(env.db);
    const post = await makePost(env.db, author.user.id);
    const comment = await makeComment(env.db, post.id, author.user.id);
    const reporter = await signedIn(env.db);
    const report = (await (
      await call(env.env, `/api/community/posts/${post.id}/report`, {
        method: 'POST',
        body: { reason: "It's spam" },
        cookie: reporter.cookie,
      })
    ).json()) as { id: number };

    const patch = (path: string, body: unknown) => call(env.env, `/api/community${path}`, { method: 'PATCH', body, cookie: editor.cookie });
    expect((await patch(`/posts/${post.id}/moderation`, { visibility: 'hidden' })).status).toBe(200);
    expect((await patch(`/posts/${post.id}/moderation`, { visibility: 'visible' })).status).toBe(200);
    expect((await patch(`/reports/${report.id}`, { status: 'dismissed' })).status).toBe(200);
    expect((await call(env.env, `/api/community/comments/${comment.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(200);

    const entries = (await audit(admin.cookie)).filter((e) => e.actor.email === editor.user.email);
    expect(entries.map((e) => [e.action, e.entity, e.summary])).toEqual([
      ['delete', 'comment', `Deleted community comment ${comment.id}`],
      ['moderate', 'report', `Marked report ${report.id} (It's spam) as dismissed`],
      ['moderate', 'post', `Showed community post ${post.id}`],
      ['moderate', 'post', `Hid community post ${post.id}`],
    ]);
    expect(entries[0]!.actor.name).toBe('Eddie Editor');
  });

  it('does not record a member deleting their own comment', async () => {
    const admin = await signedIn(env.db, { role: 'admin' });
    const author = await signedIn(env.db);
    const post = await makePost(env.db, author.user.id);
    const comment = await makeComment(env.db, post.id, author.user.id);
    expect((await call(env.env, `/api/community/comments/${comment.id}`, { method: 'DELETE', cookie: author.cookie })).status).toBe(200);
    expect((await audit(admin.cookie)).some((e) => e.actor.email === author.user.email)).toBe(false);
  });
});

describe('moderation and its audit entry', () => {
  it('commit together or not at all: with the audit log unwritable, nothing changes', async () => {
    // A database of its own, whose audit log is renamed away so every audit insert fails.
    const broken = await createTestEnv();
    try {
      const editor = await signedIn(broken.db, { role: 'editor' });
      const author = await signedIn(broken.db);
      const post = await makePost(broken.db, author.user.id);
      const comment = await makeComment(broken.db, post.id, author.user.id);
      const report = (await (
        await call(broken.env, `/api/community/posts/${post.id}/report`, {
          method: 'POST',
          body: { reason: "It's spam" },
          cookie: author.cookie,
        })
      ).json()) as { id: number };
      await broken.db.run(sql`alter table audit_log rename to audit_log_away`);

      // Each request fails (the audit insert cannot run); what matters is what it left behind.
      const send = async (method: string, path: string, body?: unknown) =>
        (await call(broken.env, `/api/community${path}`, { method, body, cookie: editor.cookie })).status;
      expect(await send('PATCH', `/posts/${post.id}/moderation`, { visibility: 'hidden' })).toBeGreaterThanOrEqual(500);
      expect(await send('PATCH', `/comments/${comment.id}/moderation`, { visibility: 'hidden' })).toBeGreaterThanOrEqual(500);
      expect(await send('PATCH', `/reports/${report.id}`, { status: 'resolved' })).toBeGreaterThanOrEqual(500);
      expect(await send('DELETE', `/comments/${comment.id}`)).toBeGreaterThanOrEqual(500);
      expect(await send('DELETE', `/posts/${post.id}`)).toBeGreaterThanOrEqual(500);

      const postNow = await broken.db.select().from(t.communityPosts).where(eq(t.communityPosts.id, post.id)).get();
      expect(postNow).toMatchObject({ visibility: 'visible', commentsCount: 1 });
      expect(await broken.db.select().from(t.postComments).where(eq(t.postComments.id, comment.id)).get()).toMatchObject({
        visibility: 'visible',
      });
      expect(await broken.db.select().from(t.communityReports).where(eq(t.communityReports.id, report.id)).get()).toMatchObject({
        status: 'open',
        resolvedBy: null,
      });
      // A member deleting their own comment writes no audit entry, so it still works.
      expect((await call(broken.env, `/api/community/comments/${comment.id}`, { method: 'DELETE', cookie: author.cookie })).status).toBe(
        200,
      );
    } finally {
      await broken.dispose();
    }
  });

  it('writes no entry when the item does not exist', async () => {
    const admin = await signedIn(env.db, { role: 'admin' });
    const editor = await signedIn(env.db, { role: 'editor' });
    const send = (method: string, path: string, body?: unknown) =>
      call(env.env, `/api/community${path}`, { method, body, cookie: editor.cookie });
    expect((await send('PATCH', '/posts/999999/moderation', { visibility: 'hidden' })).status).toBe(404);
    expect((await send('PATCH', '/comments/999999/moderation', { visibility: 'hidden' })).status).toBe(404);
    expect((await send('PATCH', '/reports/999999', { status: 'resolved' })).status).toBe(404);
    expect((await send('DELETE', '/posts/999999')).status).toBe(404);
    expect((await audit(admin.cookie)).some((e) => e.actor.email === editor.user.email)).toBe(false);
  });
});
