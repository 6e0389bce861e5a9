import { count, eq } from 'drizzle-orm';
import { toCurrentUser } from '../src/accounts/services/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import type { Comment } from '../src/schemas/community';
import type { CommunityPost } from '../src/schemas/content';
import { createComment, deleteComment, listComments } from '../src/community/services/community-comments';
import { createLibsqlDb, createTestEnv } from './support/env';
import { makeComment, makePost, makeUser, signedIn } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let libsql: Db;
beforeAll(async () => {
  env = await createTestEnv();
  libsql = await createLibsqlDb();
});
afterAll(() => env.dispose());

const comment = (cookie: string, postId: number, body: unknown) =>
  call(env.env, `/api/community/posts/${postId}/comments`, { method: 'POST', body, cookie });
const listed = async (cookie: string, postId: number) =>
  (await (await call(env.env, `/api/community/posts/${postId}/comments`, { cookie })).json()) as Comment[];
const postRow = async (db: Db, id: number) => (await db.select().from(t.communityPosts).where(eq(t.communityPosts.id, id)).get())!;
const commentRows = async (db: Db, postId: number) =>
  (await db.select({ n: count() }).from(t.postComments).where(eq(t.postComments.postId, postId)))[0]!.n;

describe('POST /api/community/posts/:id/comments', () => {
  it('adds the comment, counts it and stamps lastCommentAt, and lists comments oldest first', async () => {
    const author = await signedIn(env.db);
    const { cookie, user } = await signedIn(env.db, { firstName: 'Lee', lastName: 'Tran' });
    const p = await makePost(env.db, author.user.id);
    const first = await comment(cookie, p.id, { content: '  First!  ' });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      postId: p.id,
      content: 'First!',
      canEdit: true,
      canModerate: false,
      user: { firstName: 'Lee', email: user.email },
    });
    await comment(author.cookie, p.id, { content: 'Second' });
    const row = await postRow(env.db, p.id);
    expect(row.commentsCount).toBe(2);
    expect(Date.now() - Date.parse(row.lastCommentAt!)).toBeLessThan(60_000);
    const seen = await listed(cookie, p.id);
    expect(seen.map((c) => c.content)).toEqual(['First!', 'Second']);
    expect(seen[1]).toMatchObject({ canEdit: false, user: { email: null } });
    const editor = await signedIn(env.db, { role: 'editor' });
    expect((await listed(editor.cookie, p.id)).every((c) => c.canModerate && !c.canEdit)).toBe(true);
    expect(await (await call(env.env, `/api/community/posts/${p.id}`, { cookie })).json()).toMatchObject({ commentsCount: 2 });
  });

  it.each([
    ['empty', '', 'Comment cannot be empty'],
    ['only spaces', '   ', 'Comment cannot be empty'],
    ['missing', undefined, 'Comment cannot be empty'],
    ['1001 characters', 'x'.repeat(1001), 'Comment must be less than 1000 characters'],
  ])('refuses a comment that is %s with the form message and stores nothing', async (_name, content, message) => {
    const { cookie, user } = await signedIn(env.db);
    const p = await makePost(env.db, user.id);
    const res = await comment(cookie, p.id, { content });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe(message);
    expect(await commentRows(env.db, p.id)).toBe(0);
    expect((await postRow(env.db, p.id)).commentsCount).toBe(0);
  });

  it('accepts 1 and 1000 characters', async () => {
    const { cookie, user } = await signedIn(env.db);
    const p = await makePost(env.db, user.id);
    for (const content of ['x', 'y'.repeat(1000)]) {
      const res = await comment(cookie, p.id, { content });
      expect(res.status).toBe(201);
      expect(((await res.json()) as Comment).content).toBe(content);
    }
  });

  it('keeps commentsCount equal to the rows when 20 comments arrive at once from several members', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => signedIn(env.db)));
    const p = await makePost(env.db, members[0]!.user.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => comment(members[i % 4]!.cookie, p.id, { content: `Reply ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await commentRows(env.db, p.id)).toBe(20);
    expect((await postRow(env.db, p.id)).commentsCount).toBe(20);
    expect(
      ((await (await call(env.env, `/api/community/posts/${p.id}`, { cookie: members[1]!.cookie })).json()) as CommunityPost).commentsCount,
    ).toBe(20);
  });

  it('refuses the 61st comment in an hour with 429 and the message', async () => {
    const { cookie, user } = await signedIn(env.db);
    const posts = await Promise.all([makePost(env.db, user.id), makePost(env.db, user.id)]);
    // In chunks: this test is about the limit, not concurrency (which has its own test), and
    // 60 requests at once can swamp the local runtime on a loaded machine.
    const sent: Response[] = [];
    for (let chunk = 0; chunk < 6; chunk++) {
      sent.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) => comment(cookie, posts[i % 2]!.id, { content: `Note ${chunk * 10 + i}` })),
        )),
      );
    }
    expect(sent.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const res = await comment(cookie, posts[0]!.id, { content: 'One too many' });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: 'You have commented a lot this hour. Please wait a while before commenting again.' });
    expect((await commentRows(env.db, posts[0]!.id)) + (await commentRows(env.db, posts[1]!.id))).toBe(60);
  });

  it('answers 404 for a missing or hidden post, on read and write', async () => {
    const { cookie, user } = await signedIn(env.db);
    const hidden = await makePost(env.db, user.id, { visibility: 'hidden' });
    for (const id of [999999, hidden.id]) {
      expect(await (await comment(cookie, id, { content: 'Hello' })).json()).toEqual({ message: 'Post not found' });
      expect((await call(env.env, `/api/community/posts/${id}/comments`, { cookie })).status).toBe(404);
    }
    expect(await commentRows(env.db, hidden.id)).toBe(0);
  });
});

describe('PATCH and DELETE /api/community/comments/:id', () => {
  it('lets the author edit their comment and refuses others, editors included', async () => {
    const { cookie, user } = await signedIn(env.db);
    const p = await makePost(env.db, user.id);
    const c = await makeComment(env.db, p.id, user.id, { updatedAt: '2020-01-01T00:00:00.000Z' });
    const res = await call(env.env, `/api/community/comments/${c.id}`, { method: 'PATCH', body: { content: 'Edited' }, cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Comment;
    expect(body).toMatchObject({ id: c.id, content: 'Edited', canEdit: true });
    expect(body.updatedAt > '2020-01-01T00:00:00.000Z').toBe(true);
    const tooLong = await call(env.env, `/api/community/comments/${c.id}`, {
      method: 'PATCH',
      body: { content: 'x'.repeat(1001) },
      cookie,
    });
    expect(((await tooLong.json()) as ErrorBody).message).toBe('Comment must be less than 1000 characters');
    for (const who of [await signedIn(env.db), await signedIn(env.db, { role: 'editor' })]) {
      const refused = await call(env.env, `/api/community/comments/${c.id}`, {
        method: 'PATCH',
        body: { content: 'Hijack' },
        cookie: who.cookie,
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'This is not your comment.' });
    }
    expect((await listed(cookie, p.id))[0]!.content).toBe('Edited');
    expect((await call(env.env, '/api/community/comments/999999', { method: 'PATCH', body: { content: 'x' }, cookie })).status).toBe(404);
  });

  it('lets the author or an editor delete, refuses another member, and keeps the count', async () => {
    const author = await signedIn(env.db);
    const p = await makePost(env.db, author.user.id);
    const a = await makeComment(env.db, p.id, author.user.id);
    const b = await makeComment(env.db, p.id, author.user.id);
    await makeComment(env.db, p.id, author.user.id);
    const other = await signedIn(env.db);
    expect((await call(env.env, `/api/community/comments/${a.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(403);
    const own = await call(env.env, `/api/community/comments/${a.id}`, { method: 'DELETE', cookie: author.cookie });
    expect(await own.json()).toEqual({ ok: true });
    const editor = await signedIn(env.db, { role: 'editor' });
    expect((await call(env.env, `/api/community/comments/${b.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(200);
    expect((await call(env.env, `/api/community/comments/${b.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(404);
    expect(await commentRows(env.db, p.id)).toBe(1);
    expect((await postRow(env.db, p.id)).commentsCount).toBe(1);
  });
});

describe('on libSQL too', () => {
  it('adds, lists and deletes comments with the counters in step', async () => {
    const user = await makeUser(libsql);
    const viewer = { id: user.id, role: 'member' as const };
    const p = await makePost(libsql, user.id);
    const { comment: c, reached: nobody } = await createComment(libsql, viewer, p.id, { content: 'On libSQL' });
    expect(nobody).toEqual([]); // an author is never told about their own reply
    const other = await makeUser(libsql);
    const { reached } = await createComment(libsql, { id: other.id, role: 'member' }, p.id, { content: 'Again' });
    // The notification's upsert (insert ... select ... on conflict ... returning) runs on libSQL too.
    expect(reached).toEqual([{ userId: user.id, kind: 'post-reply', fresh: true, notificationId: expect.any(Number) }]);
    expect((await listComments(libsql, viewer, p.id)).map((x) => x.content)).toEqual(['On libSQL', 'Again']);
    expect((await postRow(libsql, p.id)).commentsCount).toBe(2);
    await deleteComment(libsql, toCurrentUser(user), c.id);
    expect((await postRow(libsql, p.id)).commentsCount).toBe(1);
    expect(await commentRows(libsql, p.id)).toBe(1);
  });
});
