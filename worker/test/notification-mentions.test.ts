import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Comment } from '../src/schemas/community';
import type { CommunityPost } from '../src/schemas/content';
import type { NotificationPage } from '../src/schemas/notifications';
import { mentionCandidates, notifyMentioned } from '../src/community/services/mentions';
import { createTestEnv } from './support/env';
import { makePost, makeUser, signedIn } from './support/factories';
import { call } from './support/request';

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());
beforeEach(() => {
  te.mail.length = 0;
});

type Member = Awaited<ReturnType<typeof signedIn>>;
// Each test names its own members: a name two members share is nobody's mention.
const member = (firstName: string, lastName = 'Tester') => signedIn(te.db, { firstName, lastName });

async function reply(who: Member, postId: number, content: string): Promise<Comment> {
  const res = await call(te.env, `/api/community/posts/${postId}/comments`, { method: 'POST', cookie: who.cookie, body: { content } });
  expect(res.status).toBe(201);
  return (await res.json()) as Comment;
}

async function inbox(who: Member): Promise<NotificationPage> {
  const res = await call(te.env, '/api/notifications', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationPage;
}

const block = (blocker: Member, blocked: Member) =>
  te.db.insert(t.memberBlocks).values({ blockerId: blocker.user.id, blockedId: blocked.user.id });

describe('finding mentions in text', () => {
  it('reads @ and up to four words of a name, and not an email address', () => {
    expect(mentionCandidates('Thanks @Ada Lovelace, see you')).toEqual(['ada', 'ada lovelace']);
    expect(mentionCandidates('write to ada@example.test')).toEqual([]);
    expect(mentionCandidates('@Mary-Jane O’Neil was right')).toEqual([
      'mary-jane',
      'mary-jane o’neil',
      'mary-jane o’neil was',
      'mary-jane o’neil was right',
    ]);
  });
});

describe('mentions in the forum', () => {
  it('an edit tells only the members it newly names, once; editing again tells no one twice', async () => {
    const author = await member('Editha', 'Author');
    const first = await member('Fern', 'First');
    const added = await member('Addie', 'Added');
    const post = await makePost(te.db, author.user.id, { title: 'Lifts at the station', content: 'Which lifts work?' });
    const comment = await reply(author, post.id, 'Thanks @Fern First.');
    expect((await inbox(first)).notifications).toHaveLength(1);
    const edit = (content: string) =>
      call(te.env, `/api/community/comments/${comment.id}`, { method: 'PATCH', cookie: author.cookie, body: { content } });
    expect((await edit('Thanks @Fern First and @Addie Added.')).status).toBe(200);
    expect((await inbox(first)).notifications).toHaveLength(1);
    expect((await inbox(added)).notifications).toEqual([
      expect.objectContaining({ kind: 'mention', post: { id: post.id, title: 'Lifts at the station' }, commentId: comment.id }),
    ]);
    expect(te.mail.filter((m) => m.to === added.user.email)).toHaveLength(1);
    // The same names again (a typo fixed): nobody is told twice.
    expect((await edit('Thanks, @Fern First and @Addie Added!')).status).toBe(200);
    expect((await inbox(added)).notifications).toHaveLength(1);
    expect(te.mail.filter((m) => m.to === added.user.email)).toHaveLength(1);

    // A post's edit too.
    const late = await member('Lachlan', 'Late');
    const res = await call(te.env, `/api/community/posts/${post.id}`, {
      method: 'PATCH',
      cookie: author.cookie,
      body: { content: 'Which lifts work? @Lachlan Late knows.' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CommunityPost).content).toBe('Which lifts work? @Lachlan Late knows.');
    expect((await inbox(late)).notifications).toEqual([
      expect.objectContaining({ kind: 'mention', post: { id: post.id, title: 'Lifts at the station' } }),
    ]);
  });

  it('tells a member mentioned in a reply, once, at the reply, by mail at once; the post author mentioned hears the mention, not a second reply notice', async () => {
    const author = await member('Mentionee', 'Author');
    const named = await member('Nadia', 'Named');
    const writer = await member('Wren', 'Writer');
    const post = await makePost(te.db, author.user.id, { title: 'Hoists at the pool' });
    const comment = await reply(writer, post.id, 'Good question @Nadia Named and @Mentionee Author, I asked the council.');
    const theirs = await inbox(named);
    expect(theirs.notifications).toEqual([
      expect.objectContaining({
        kind: 'mention',
        actorName: 'Wren Writer',
        post: { id: post.id, title: 'Hoists at the pool' },
        commentId: comment.id,
      }),
    ]);
    const authors = await inbox(author);
    expect(authors.notifications.map((n) => n.kind)).toEqual(['mention']);
    const mail = te.mail.find((m) => m.to === named.user.email);
    expect(mail?.subject).toBe('Wren Writer mentioned you in “Hoists at the pool”');
    expect(mail?.text).toContain(`/community/posts/${post.id}#comment-${comment.id}`);
  });

  it('tells a member mentioned in a new post', async () => {
    const named = await member('Petra', 'Posted');
    const writer = await member('Otto', 'Poster');
    const res = await call(te.env, '/api/community/posts', {
      method: 'POST',
      cookie: writer.cookie,
      body: { title: 'Accessible venues', content: 'What do you think, @Petra Posted?', category: 'General Discussion' },
    });
    expect(res.status).toBe(201);
    const post = (await res.json()) as CommunityPost;
    expect((await inbox(named)).notifications).toEqual([
      expect.objectContaining({ kind: 'mention', post: { id: post.id, title: 'Accessible venues' } }),
    ]);
  });

  it('never tells the writer, a member who blocked the writer, a member with mentions off, or either of two members who share a name', async () => {
    const writer = await member('Selma', 'Self');
    const blocker = await member('Bertie', 'Blocker');
    const quiet = await member('Quinn', 'Quiet');
    const twinA = await member('Tess', 'Twin');
    const twinB = await member('Tess', 'Twin');
    await block(blocker, writer);
    await call(te.env, '/api/notifications/preferences', { method: 'PATCH', cookie: quiet.cookie, body: { mention: 'off' } });
    const post = await makePost(te.db, (await makeUser(te.db)).id);
    await reply(writer, post.id, '@Selma Self @Bertie Blocker @Quinn Quiet @Tess Twin');
    for (const m of [writer, blocker, quiet, twinA, twinB]) expect((await inbox(m)).notifications).toEqual([]);
  });

  it('tells at most ten members about one reply', async () => {
    const writer = await member('Many', 'Mentioner');
    const named = await Promise.all(Array.from({ length: 12 }, (_, i) => member(`Crowd${String.fromCharCode(97 + i)}`, 'Member')));
    const post = await makePost(te.db, writer.user.id);
    await reply(writer, post.id, named.map((m) => `@${m.user.firstName} Member`).join(' '));
    const told = await te.db.all<{ n: number }>(
      sql`select count(*) as n from notifications where kind = 'mention' and actor_id = ${writer.user.id}`,
    );
    expect(told[0]!.n).toBe(10);
    expect((await inbox(named[10]!)).notifications).toEqual([]);
  });

  it('deleting the reply withdraws its mention', async () => {
    const named = await member('Della', 'Deleted');
    const writer = await member('Wes', 'Withdrawer');
    const post = await makePost(te.db, (await makeUser(te.db)).id);
    const comment = await reply(writer, post.id, 'cc @Della Deleted');
    expect((await inbox(named)).unread).toBe(1);
    expect((await call(te.env, `/api/community/comments/${comment.id}`, { method: 'DELETE', cookie: writer.cookie })).status).toBe(200);
    expect((await inbox(named)).notifications).toEqual([]);
  });
});

describe('notifyMentioned, for mentions outside the forum (chat rooms)', () => {
  it('tells only the mentioned members in the audience, with the place’s own title and link', async () => {
    const inRoom = await member('Rhea', 'Roomie');
    const outside = await member('Omar', 'Outsider');
    const writer = await member('Cleo', 'Chatter');
    const reached = await notifyMentioned(te.env, te.db, {
      actorId: writer.user.id,
      text: 'hi @Rhea Roomie and @Omar Outsider',
      place: { title: 'the Access chat room', link: '/chat/rooms/3', groupKey: 'mention:room:3' },
      audience: sql`(select ${inRoom.user.id})`,
      origin: 'https://portal.example.test',
    });
    expect(reached.map((r) => r.userId)).toEqual([inRoom.user.id]);
    expect((await inbox(inRoom)).notifications).toEqual([
      expect.objectContaining({ kind: 'mention', post: null, title: 'the Access chat room', link: '/chat/rooms/3' }),
    ]);
    expect((await inbox(outside)).notifications).toEqual([]);
    expect(te.mail.find((m) => m.to === inRoom.user.email)?.text).toContain('https://portal.example.test/chat/rooms/3');
  });
});
