import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../src/schemas/cms';
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
    const report = (await (await call(env.env, `/api/community/posts/${post.id}/report`, { method: 'POST', body: { reason: 'Spam or scam' }, cookie: reporter.cookie })).json()) as { id: number };

    const patch = (path: string, body: unknown) => call(env.env, `/api/community${path}`, { method: 'PATCH', body, cookie: editor.cookie });
    expect((await patch(`/posts/${post.id}/moderation`, { visibility: 'hidden' })).status).toBe(200);
    expect((await patch(`/posts/${post.id}/moderation`, { visibility: 'visible' })).status).toBe(200);
    expect((await patch(`/reports/${report.id}`, { status: 'dismissed' })).status).toBe(200);
    expect((await call(env.env, `/api/community/comments/${comment.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(200);

    const entries = (await audit(admin.cookie)).filter((e) => e.actor.email === editor.user.email);
    expect(entries.map((e) => [e.action, e.entity, e.summary])).toEqual([
      ['delete', 'comment', `Deleted community comment ${comment.id}`],
      ['moderate', 'report', `Marked report ${report.id} (Spam or scam) as dismissed`],
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
