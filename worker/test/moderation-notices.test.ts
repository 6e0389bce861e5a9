import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationView } from '../src/schemas/notifications';
import { createTestEnv } from './support/env';
import { makeComment, makePost, signedIn } from './support/factories';
import { call } from './support/request';

// Issue 19 (decision 0041): an author is told when an editor hides, shows or deletes their post
// or comment, with the reason given, and never who the editor was.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());
beforeEach(() => {
  te.mail.length = 0;
});

type Member = Awaited<ReturnType<typeof signedIn>>;

async function notices(who: Member): Promise<NotificationView[]> {
  const res = await call(te.env, '/api/notifications?kind=moderation', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as NotificationPage).notifications;
}
const moderate = (editor: Member, what: 'posts' | 'comments', id: number, body: unknown) =>
  call(te.env, `/api/community/${what}/${id}/moderation`, { method: 'PATCH', cookie: editor.cookie, body });

describe('moderation notices', () => {
  it('hiding a post tells its author at once, by email, with the reason and without the editor’s name', async () => {
    const author = await signedIn(te.db, { firstName: 'Ada' });
    const editor = await signedIn(te.db, { role: 'editor', firstName: 'Eddie' });
    const post = await makePost(te.db, author.user.id, { title: 'Ramps at the library' });
    const res = await moderate(editor, 'posts', post.id, { visibility: 'hidden', reason: 'It shares a member’s phone number' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: post.id, visibility: 'hidden' });

    const [notice] = await notices(author);
    expect(notice).toMatchObject({
      kind: 'moderation',
      actorName: null,
      post: null,
      title: 'Ramps at the library',
      link: '/account#trust-level-heading',
      detail: 'hidden-post',
      reason: 'It shares a member’s phone number',
      read: false,
    });
    expect(te.mail).toHaveLength(1);
    const [mail] = te.mail;
    expect(mail).toMatchObject({ to: author.user.email, subject: 'An editor hid your post “Ramps at the library” from the forum' });
    expect(mail!.text).toContain('The reason they gave: It shares a member’s phone number.');
    expect(mail!.text).not.toContain('Eddie');

    // Hiding what is already hidden changes nothing and tells no one again.
    await moderate(editor, 'posts', post.id, { visibility: 'hidden', reason: 'Again' });
    expect(await notices(author)).toHaveLength(1);

    // Shown again: a second notice, leading to the post.
    await moderate(editor, 'posts', post.id, { visibility: 'visible' });
    const [shown] = await notices(author);
    expect(shown).toMatchObject({ detail: 'shown-post', link: `/community/posts/${post.id}`, reason: null });
  });

  it('hiding a comment names the discussion and leads to the author’s flagged list; showing it leads to the comment', async () => {
    const author = await signedIn(te.db);
    const editor = await signedIn(te.db, { role: 'editor' });
    const post = await makePost(te.db, editor.user.id, { title: 'Taxi vouchers' });
    const comment = await makeComment(te.db, post.id, author.user.id);
    expect((await moderate(editor, 'comments', comment.id, { visibility: 'hidden', reason: 'Off topic' })).status).toBe(200);
    expect((await notices(author))[0]).toMatchObject({ detail: 'hidden-comment', title: 'Taxi vouchers', reason: 'Off topic' });
    await moderate(editor, 'comments', comment.id, { visibility: 'visible', reason: '' });
    expect((await notices(author))[0]).toMatchObject({
      detail: 'shown-comment',
      link: `/community/posts/${post.id}#comment-${comment.id}`,
    });
  });

  it('an editor deleting someone’s post or comment tells them why; the notice outlives the post', async () => {
    const author = await signedIn(te.db);
    const editor = await signedIn(te.db, { role: 'editor' });
    const post = await makePost(te.db, author.user.id, { title: 'Selling my old chair' });
    const other = await makePost(te.db, editor.user.id, { title: 'Wheelchair repairs' });
    const comment = await makeComment(te.db, other.id, author.user.id);
    const gone = await call(te.env, `/api/community/comments/${comment.id}?reason=${encodeURIComponent('Advertising')}`, {
      method: 'DELETE',
      cookie: editor.cookie,
    });
    expect(gone.status).toBe(200);
    expect((await call(te.env, `/api/community/posts/${post.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(200);
    const [postNotice, commentNotice] = await notices(author);
    expect(postNotice).toMatchObject({ detail: 'deleted-post', title: 'Selling my old chair', link: null, reason: null });
    expect(commentNotice).toMatchObject({ detail: 'deleted-comment', title: 'Wheelchair repairs', link: null, reason: 'Advertising' });
  });

  it('tells no one when an editor acts on their own words, or an author deletes theirs', async () => {
    const editor = await signedIn(te.db, { role: 'editor' });
    const author = await signedIn(te.db);
    const own = await makePost(te.db, editor.user.id);
    await moderate(editor, 'posts', own.id, { visibility: 'hidden', reason: 'Testing' });
    await call(te.env, `/api/community/posts/${own.id}`, { method: 'DELETE', cookie: editor.cookie });
    expect(await notices(editor)).toEqual([]);
    const theirs = await makePost(te.db, author.user.id);
    await call(te.env, `/api/community/posts/${theirs.id}`, { method: 'DELETE', cookie: author.cookie });
    expect(await notices(author)).toEqual([]);
  });

  it('an author who turned these off is not told; one who chose the app only gets no email', async () => {
    const quiet = await signedIn(te.db);
    const appOnly = await signedIn(te.db);
    const editor = await signedIn(te.db, { role: 'editor' });
    await call(te.env, '/api/notifications/preferences', { method: 'PATCH', cookie: quiet.cookie, body: { moderation: 'off' } });
    await call(te.env, '/api/notifications/preferences', { method: 'PATCH', cookie: appOnly.cookie, body: { moderation: 'app' } });
    await moderate(editor, 'posts', (await makePost(te.db, quiet.user.id)).id, { visibility: 'hidden', reason: 'Spam' });
    await moderate(editor, 'posts', (await makePost(te.db, appOnly.user.id)).id, { visibility: 'hidden', reason: 'Spam' });
    expect(await notices(quiet)).toEqual([]);
    expect(await notices(appOnly)).toHaveLength(1);
    expect(te.mail).toEqual([]);
  });

  it('a reason over 500 characters is 400 with the message, and nothing changes', async () => {
    const author = await signedIn(te.db);
    const editor = await signedIn(te.db, { role: 'editor' });
    const post = await makePost(te.db, author.user.id);
    const res = await moderate(editor, 'posts', post.id, { visibility: 'hidden', reason: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('The reason must be at most 500 characters');
    const del = await call(te.env, `/api/community/posts/${post.id}?reason=${'y'.repeat(501)}`, {
      method: 'DELETE',
      cookie: editor.cookie,
    });
    expect(del.status).toBe(400);
    const [row] = await te.db.all<{ visibility: string }>(sql`select visibility from community_posts where id = ${post.id}`);
    expect(row?.visibility).toBe('visible');
    expect(await notices(author)).toEqual([]);
  });

  it('the audit log keeps the reason', async () => {
    const author = await signedIn(te.db);
    const editor = await signedIn(te.db, { role: 'editor' });
    const post = await makePost(te.db, author.user.id);
    await moderate(editor, 'posts', post.id, { visibility: 'hidden', reason: 'Spam' });
    const [entry] = await te.db.all<{ summary: string }>(
      sql`select summary from audit_log where entity = 'post' and entity_id = ${String(post.id)} order by id desc limit 1`,
    );
    expect(entry?.summary).toBe(`Hid community post ${post.id} (reason: Spam)`);
  });
});
