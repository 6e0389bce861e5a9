import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import type { ErrorBody } from '../src/lib/errors';
import { LINK_SPENT_MESSAGE } from '../src/accounts/services/account-email';
import {
  DELETED_MESSAGE,
  FORMER_MEMBER_EMAIL,
  NO_PASSWORD_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  deletionLinkMessage,
} from '../src/accounts/services/account-deletion';
import type { CommunityPost } from '../src/schemas/content';
import type { DataExport } from '../src/schemas/privacy';
import { POST_CHOICE_MESSAGE } from '../src/schemas/privacy';
import { auditInsert } from '../src/cms/services/audit';
import { securityEventStatement } from '../src/accounts/services/security-log';
import { makeCampaign, makeDonation, withTestMode } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { makeAudiobook, makeComment, makeEpisode, makePasskey, makePost, makeUser, sessionOf, signedIn } from './support/factories';
import { visitor } from './support/cms-factories';
import { linkIn } from './support/mail-outbox';
import { bytesOf, uploadAvatar } from './support/media-factories';
import { call } from './support/request';

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
beforeAll(async () => {
  te = await createTestEnv();
  env = withTestMode(te.env);
});
afterAll(() => te.dispose());

const PASSWORD = 'correct horse battery';
const send = (path: string, cookie: string | undefined, body?: unknown, method = 'POST') =>
  call(env, path, { method, cookie, body, headers: visitor() });
const messageOf = async (res: Response) => ((await res.json()) as ErrorBody).message;

async function mailsDuring<T>(action: () => T | Promise<T>) {
  const before = te.mail.length;
  const result = await action();
  return { result, mails: te.mail.slice(before) };
}

/** A member with data of every kind, and another member beside them whose data must never leak. */
async function memberWithEverything() {
  const me = await signedIn(te.db);
  const other = await signedIn(te.db, {
    email: `other-${Date.now()}-${Math.random()}@example.test`,
    firstName: 'Olive',
    lastName: 'Other',
  });
  await sessionOf(te.db, me.user.id, new Date(), 'Safari on iPhone');
  const myPost = await makePost(te.db, me.user.id, { title: 'My own post about ramps' });
  const theirPost = await makePost(te.db, other.user.id, { title: 'Another member’s post' });
  await makeComment(te.db, theirPost.id, other.user.id, { content: 'Their own comment' });
  // Through the routes, as members do, so the counters are what production keeps.
  expect((await send(`/api/community/posts/${theirPost.id}/comments`, me.cookie, { content: 'My comment on their post' })).status).toBe(
    201,
  );
  expect((await send(`/api/community/posts/${myPost.id}/comments`, other.cookie, { content: 'Their comment on my post' })).status).toBe(
    201,
  );
  expect((await send(`/api/community/posts/${theirPost.id}/like`, me.cookie, undefined, 'PUT')).status).toBe(200);
  expect((await send(`/api/community/posts/${theirPost.id}/like`, other.cookie, undefined, 'PUT')).status).toBe(200);
  expect((await send(`/api/community/posts/${myPost.id}/like`, other.cookie, undefined, 'PUT')).status).toBe(200);
  const book = await makeAudiobook(te.db, { title: 'A book I love' });
  expect((await send(`/api/audiobooks/${book.id}/favourite`, me.cookie, undefined, 'PUT')).status).toBeLessThan(300);
  expect((await send(`/api/listening-positions/audiobook/${book.id}`, me.cookie, { positionSeconds: 125 }, 'PUT')).status).toBeLessThan(
    300,
  );
  const episode = await makeEpisode(te.db);
  expect((await send(`/api/bookmarks/audiobook/${book.id}`, me.cookie, { positionSeconds: 125, note: 'The bit about ramps' })).status).toBe(
    201,
  );
  expect((await send(`/api/bookmarks/audiobook/${book.id}`, other.cookie, { positionSeconds: 30, note: 'Not mine' })).status).toBe(201);
  expect((await send(`/api/podcasts/${episode.id}/feedback`, me.cookie, { feedback: 'More on housing please.' })).status).toBe(201);
  expect((await send(`/api/podcasts/${episode.id}/feedback`, other.cookie, { feedback: 'Their feedback.' })).status).toBe(201);
  expect((await send(`/api/community/posts/${theirPost.id}/report`, me.cookie, { reason: "It's spam" })).status).toBe(201);
  // Reading: time on a discussion (what trust levels come from) and how far they read it.
  expect((await send(`/api/community/posts/${theirPost.id}/reading`, me.cookie, { seconds: 90 })).status).toBeLessThan(300);
  expect((await send(`/api/community/posts/${theirPost.id}/read`, me.cookie, { lastReadCommentId: 0 }, 'PUT')).status).toBe(200);
  expect((await send(`/api/community/posts/${myPost.id}/reading`, other.cookie, { seconds: 30 })).status).toBeLessThan(300);
  const campaign = await makeCampaign(te.db, { title: 'Ramps for the hall' });
  const gift = { amount: '25.00', donorName: 'Me Giving', showName: true, email: 'gift-address@example.test' };
  expect((await send(`/api/donation-campaigns/${campaign.id}/donations`, me.cookie, gift)).status).toBe(201);
  const byEmail = await makeDonation(te.db, campaign.id, {
    email: me.user.email,
    donorName: 'Me Earlier',
    receiptNumber: `R-E${me.user.id}`,
  });
  const othersGift = await makeDonation(te.db, campaign.id, { email: other.user.email, donorName: 'Olive Other' });
  await te.db.batch([
    auditInsert(te.db, { ...other.user, role: 'admin', emailVerified: true } as never, {
      action: 'moderate',
      entity: 'member',
      entityId: me.user.id,
      summary: `Signed member ${me.user.id} out of every session`,
    }),
  ]);
  return { me, other, myPost, theirPost, book, campaign, byEmail, othersGift };
}

const postOf = (id: number) => te.db.select().from(t.communityPosts).where(eq(t.communityPosts.id, id)).get();

describe('download my data (GET /api/account/export)', () => {
  it('is one dated JSON file with everything about the member, and nothing secret or anyone else’s', async () => {
    const { me, other, myPost, theirPost, othersGift, book } = await memberWithEverything();
    const res = await call(env, '/api/account/export', { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="equal-ground-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    const data = JSON.parse(text) as DataExport;

    expect(data.account).toMatchObject({ id: me.user.id, email: me.user.email, firstName: 'Test', signsInWith: ['password'] });
    expect(data.sessions.map((s) => s.device).sort()).toEqual(['Safari on iPhone', 'Unknown device']);
    expect(data.posts).toEqual([
      expect.objectContaining({ id: myPost.id, title: 'My own post about ramps', likesCount: 1, commentsCount: 1 }),
    ]);
    expect(data.comments).toEqual([expect.objectContaining({ content: 'My comment on their post', postTitle: 'Another member’s post' })]);
    expect(data.likes).toEqual([expect.objectContaining({ postTitle: 'Another member’s post' })]);
    expect(data.favourites).toEqual([expect.objectContaining({ title: 'A book I love' })]);
    expect(data.listeningPositions).toEqual([expect.objectContaining({ kind: 'audiobook', title: 'A book I love', positionSeconds: 125 })]);
    expect(data.bookmarks).toEqual([
      {
        kind: 'audiobook',
        itemId: book.id,
        title: 'A book I love',
        positionSeconds: 125,
        note: 'The bit about ramps',
        createdAt: expect.any(String),
      },
    ]);
    expect(data.donations.map((d) => [d.donorName, d.amount, d.status]).sort()).toEqual([
      ['Me Earlier', '25.00', 'paid'],
      ['Me Giving', '25.00', 'paid'],
    ]);
    expect(data.donations.find((d) => d.donorName === 'Me Earlier')?.receiptNumber).toBe(`R-E${me.user.id}`);
    expect(data.formSubmissions).toEqual([
      expect.objectContaining({ form: 'Podcast feedback', answers: expect.objectContaining({ feedback: 'More on housing please.' }) }),
    ]);
    expect(data.reports).toEqual([expect.objectContaining({ about: 'post', reason: "It's spam" })]);
    expect(data.auditEntries).toEqual([expect.objectContaining({ summary: `Signed member ${me.user.id} out of every session` })]);
    expect(data.reading.time).toEqual([{ postId: theirPost.id, postTitle: 'Another member’s post', day: expect.any(String), seconds: 90 }]);
    expect(data.reading.readUpTo).toEqual([
      { postId: theirPost.id, postTitle: 'Another member’s post', lastReadCommentId: expect.any(Number), readAt: expect.any(String) },
    ]);
    expect(data.reading.levelSetByEditor).toBeNull();

    // No secrets: no password hash, no session or link token hash, no receipt address.
    const [user, sessionRows, gifts] = await Promise.all([
      te.db.select().from(t.users).where(eq(t.users.id, me.user.id)).get(),
      te.db.select().from(t.sessions).where(eq(t.sessions.userId, me.user.id)),
      te.db.select().from(t.donations).where(eq(t.donations.email, me.user.email)),
    ]);
    expect(text).not.toContain(user!.passwordHash!);
    expect(text).not.toContain('pbkdf2');
    for (const s of sessionRows) {
      expect(text).not.toContain(s.tokenHash);
      expect(text).not.toContain(s.publicId);
    }
    for (const g of gifts) expect(text).not.toContain(g.receiptToken!);
    expect(text).not.toMatch(/passwordHash|tokenHash|receiptToken/);
    // Nothing of the other member's beyond the titles of posts the member acted on.
    expect(text).not.toContain(other.user.email);
    expect(text).not.toContain('Their comment on my post');
    expect(text).not.toContain('Their feedback.');
    expect(text).not.toContain(othersGift.donorName!);
  });

  it('lists gifts made to the address only once the address is confirmed', async () => {
    const me = await signedIn(te.db, { emailVerifiedAt: null });
    const campaign = await makeCampaign(te.db);
    await makeDonation(te.db, campaign.id, { email: me.user.email });
    const data = (await (await call(env, '/api/account/export', { cookie: me.cookie })).json()) as DataExport;
    expect(data.donations).toEqual([]);
  });

  it('has a readable copy: a page with a heading for every section', async () => {
    const { me } = await memberWithEverything();
    const res = await call(env, '/api/account/export/readable', { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<h1>Your data</h1>');
    for (const heading of [
      'Your account',
      'Signed-in devices (2)',
      'Posts (1)',
      'Comments (1)',
      'Likes (1)',
      'Favourite audiobooks (1)',
      'Donations (2)',
      'Form responses (1)',
    ])
      expect(html).toContain(heading);
    expect(html).toContain('My own post about ramps');
  });

  it('escapes what members wrote', async () => {
    const me = await signedIn(te.db);
    await makePost(te.db, me.user.id, { title: '<script>alert(1)</script> title' });
    const html = await (await call(env, '/api/account/export/readable', { cookie: me.cookie })).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; title');
  });
});

describe('delete my account with the password (POST /api/account/delete)', () => {
  it('refuses a wrong password with 400 and the form’s words, and changes nothing', async () => {
    const { me, myPost } = await memberWithEverything();
    const res = await send('/api/account/delete', me.cookie, { password: 'not my password', posts: 'keep' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.message).toBe(WRONG_PASSWORD_MESSAGE);
    expect(body.errors?.password).toEqual([WRONG_PASSWORD_MESSAGE]);
    expect(await te.db.select().from(t.users).where(eq(t.users.id, me.user.id)).get()).toBeDefined();
    expect(await postOf(myPost.id)).toMatchObject({ userId: me.user.id });
    expect((await call(env, '/api/auth/user', { cookie: me.cookie })).status).toBe(200);
  });

  it('asks for the choice about posts and comments', async () => {
    const { cookie } = await signedIn(te.db);
    const res = await send('/api/account/delete', cookie, { password: PASSWORD });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors?.posts).toEqual([POST_CHOICE_MESSAGE]);
  });

  it('"keep": posts and comments stay as "Former member", everything else of theirs goes, counts agree', async () => {
    const { me, other, myPost, theirPost, campaign, byEmail } = await memberWithEverything();
    const statsBefore = await (await call(env, '/api/donation-stats')).json();
    const before = await postOf(theirPost.id);
    expect(before).toMatchObject({ likesCount: 2, commentsCount: 2 });

    const { result: res, mails } = await mailsDuring(() => send('/api/account/delete', me.cookie, { password: PASSWORD, posts: 'keep' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: DELETED_MESSAGE });
    expect(res.headers.get('set-cookie')).toMatch(/session=;/);

    // The account, its sessions and its personal rows are gone.
    expect(await te.db.select().from(t.users).where(eq(t.users.id, me.user.id)).get()).toBeUndefined();
    expect((await call(env, '/api/auth/user', { cookie: me.cookie })).status).toBe(401);
    for (const table of [t.sessions, t.favourites, t.listeningPositions, t.postLikes, t.accountTokens] as const)
      expect(await te.db.select().from(table).where(eq(table.userId, me.user.id))).toEqual([]);
    expect(await te.db.select().from(t.communityReports).where(eq(t.communityReports.reporterId, me.user.id))).toEqual([]);
    expect(await te.db.select().from(t.cmsFormSubmissions).where(eq(t.cmsFormSubmissions.memberId, me.user.id))).toEqual([]);

    // Their post and comment stay, under the one "Former member".
    const former = await te.db.select().from(t.users).where(eq(t.users.email, FORMER_MEMBER_EMAIL)).get();
    expect(former).toMatchObject({ firstName: 'Former', lastName: 'member', passwordHash: null, oidcSubject: null, emailVerifiedAt: null });
    expect(await postOf(myPost.id)).toMatchObject({ userId: former!.id, likesCount: 1, commentsCount: 1 });
    const seen = (await (await call(env, `/api/community/posts/${myPost.id}`, { cookie: other.cookie })).json()) as CommunityPost;
    expect(seen.user).toEqual({ id: expect.any(Number), firstName: 'Former', lastName: 'member', email: null, profileImageUrl: null });
    const comments = await te.db.select().from(t.postComments).where(eq(t.postComments.postId, theirPost.id));
    expect(comments.find((c) => c.content === 'My comment on their post')?.userId).toBe(former!.id);
    // Their like went: one fewer; the comments stayed: the same count.
    expect(await postOf(theirPost.id)).toMatchObject({ likesCount: 1, commentsCount: 2, lastCommentAt: before!.lastCommentAt });

    // Gifts stay with their receipt numbers and amounts, and nothing that names the person.
    const gifts = await te.db.select().from(t.donations).where(eq(t.donations.campaignId, campaign.id));
    const kept = gifts.filter((g) => g.id !== gifts.find((x) => x.email === other.user.email)?.id);
    expect(kept).toHaveLength(2);
    for (const g of kept) {
      expect(g).toMatchObject({ donorName: null, showName: false, userId: null, amountCents: 2500, status: 'paid' });
      expect(g.email).toMatch(/^removed-[a-z0-9]+@removed\.invalid$/);
      expect(g.receiptNumber).toBeTruthy();
    }
    expect(new Set(kept.map((g) => g.email)).size).toBe(1);
    expect(kept.find((g) => g.id === byEmail.id)?.receiptNumber).toBe(byEmail.receiptNumber);
    expect(await (await call(env, '/api/donation-stats')).json()).toEqual(statsBefore);

    // The old address is told.
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'account-deleted', to: me.user.email, subject: 'Your Equal Ground account has been deleted' });
    expect(mails[0]!.text).toContain('Former member');
  });

  it('"keep" twice: one "Former member" account holds both members’ posts', async () => {
    const a = await signedIn(te.db);
    const b = await signedIn(te.db);
    const [pa, pb] = [await makePost(te.db, a.user.id), await makePost(te.db, b.user.id)];
    for (const m of [a, b]) expect((await send('/api/account/delete', m.cookie, { password: PASSWORD, posts: 'keep' })).status).toBe(200);
    const formers = await te.db.select().from(t.users).where(eq(t.users.email, FORMER_MEMBER_EMAIL));
    expect(formers).toHaveLength(1);
    const rows = await te.db
      .select()
      .from(t.communityPosts)
      .where(inArray(t.communityPosts.id, [pa.id, pb.id]));
    expect(rows.map((r) => r.userId)).toEqual([formers[0]!.id, formers[0]!.id]);
  });

  it('"delete": their posts (with what others wrote under them) and comments go, and the counts follow', async () => {
    const { me, other, myPost, theirPost } = await memberWithEverything();
    const otherComment = await te.db
      .select()
      .from(t.postComments)
      .where(and(eq(t.postComments.postId, theirPost.id), eq(t.postComments.content, 'Their own comment')))
      .get();
    const res = await send('/api/account/delete', me.cookie, { password: PASSWORD, posts: 'delete' });
    expect(res.status).toBe(200);
    expect(await postOf(myPost.id)).toBeUndefined();
    expect(await te.db.select().from(t.postComments).where(eq(t.postComments.postId, myPost.id))).toEqual([]);
    expect(await te.db.select().from(t.postLikes).where(eq(t.postLikes.postId, myPost.id))).toEqual([]);
    const left = await te.db.select().from(t.postComments).where(eq(t.postComments.postId, theirPost.id));
    expect(left.map((c) => c.content)).toEqual(['Their own comment']);
    expect(await postOf(theirPost.id)).toMatchObject({ likesCount: 1, commentsCount: 1, lastCommentAt: otherComment!.createdAt });
    expect(await te.db.select().from(t.users).where(eq(t.users.id, me.user.id)).get()).toBeUndefined();
    // The other member is untouched.
    expect((await call(env, '/api/auth/user', { cookie: other.cookie })).status).toBe(200);
  });

  it('tells an account without a password to use the emailed link', async () => {
    const me = await signedIn(te.db, { passwordHash: null, oidcSubject: `sub-${Date.now()}` });
    const res = await send('/api/account/delete', me.cookie, { password: 'anything at all', posts: 'keep' });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(NO_PASSWORD_MESSAGE);
  });

  it('limits password tries, so a borrowed session cannot guess', async () => {
    const me = await signedIn(te.db);
    for (let i = 0; i < 5; i++)
      expect((await send('/api/account/delete', me.cookie, { password: `wrong ${i}`, posts: 'keep' })).status).toBe(400);
    expect((await send('/api/account/delete', me.cookie, { password: PASSWORD, posts: 'keep' })).status).toBe(429);
  });
});

describe('delete my account with a mailed link (POST /api/account/delete/link, /delete/confirm)', () => {
  it('mails a one-hour link; opening it (in any browser) deletes the account once', async () => {
    const me = await signedIn(te.db, { passwordHash: null, oidcSubject: `sub-link-${Date.now()}` });
    const post = await makePost(te.db, me.user.id);
    const { result: res, mails } = await mailsDuring(() => send('/api/account/delete/link', me.cookie));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: deletionLinkMessage(me.user.email) });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'delete-account', to: me.user.email, subject: 'Confirm deleting your Equal Ground account' });
    const token = linkIn(mails[0]!, '/delete-account').searchParams.get('token')!;
    // Nothing is deleted by asking.
    expect(await te.db.select().from(t.users).where(eq(t.users.id, me.user.id)).get()).toBeDefined();

    const { result: done, mails: after } = await mailsDuring(() =>
      send('/api/account/delete/confirm', undefined, { token, posts: 'delete' }),
    );
    expect(done.status).toBe(200);
    expect(await te.db.select().from(t.users).where(eq(t.users.id, me.user.id)).get()).toBeUndefined();
    expect(await postOf(post.id)).toBeUndefined();
    expect(after.map((m) => m.kind)).toEqual(['account-deleted']);
    expect((await call(env, '/api/auth/user', { cookie: me.cookie })).status).toBe(401);

    const again = await send('/api/account/delete/confirm', undefined, { token, posts: 'delete' });
    expect(again.status).toBe(400);
    expect(await messageOf(again)).toBe(LINK_SPENT_MESSAGE);
  });

  it('refuses a link of another kind', async () => {
    const me = await makeUser(te.db);
    const res = await send('/api/account/delete/confirm', undefined, { token: 'not-a-real-token', posts: 'keep' });
    expect(res.status).toBe(400);
    expect(await te.db.select().from(t.users).where(eq(t.users.id, me.id)).get()).toBeDefined();
  });
});

describe('what came with profiles and the security log', () => {
  it('the download holds the profile and the security log; deleting the account takes the photo out of the bucket', async () => {
    const me = await signedIn(te.db, { pronouns: 'they/them', bio: 'Wheelchair user and gardener.' });
    await te.db.batch([securityEventStatement(te.db, me.user.id, 'signed-in', 'Firefox on Android', { method: 'password' })]);
    await makePasskey(te.db, me.user.id, { name: 'My phone' });
    const photo = await uploadAvatar(te.env, me.cookie, { name: 'me.png', type: 'image/png', bytes: bytesOf('image/png', 2000) });
    expect(photo.status).toBe(200);
    const { avatarKey } = (await te.db.select().from(t.users).where(eq(t.users.id, me.user.id)).get())!;
    expect(await te.env.MEDIA.head(avatarKey!)).not.toBeNull();

    const res = await call(te.env, '/api/account/export', { cookie: me.cookie });
    expect(res.status).toBe(200);
    const data = (await res.json()) as DataExport;
    expect(data.account).toMatchObject({ pronouns: 'they/them', bio: 'Wheelchair user and gardener.', photoUrl: `/media/${avatarKey}` });
    expect(data.passkeys).toEqual([{ name: 'My phone', addedAt: expect.any(String), lastUsedAt: null }]);
    expect(JSON.stringify(data)).not.toContain('cHVibGljLWtleQ');
    expect(data.securityLog).toEqual([
      expect.objectContaining({ what: 'signed-in', how: 'password', device: 'Firefox on Android', newDevice: true }),
    ]);

    expect((await send('/api/account/delete', me.cookie, { password: 'correct horse battery', posts: 'delete' })).status).toBe(200);
    expect(await te.env.MEDIA.head(avatarKey!)).toBeNull();
    expect(await te.db.select().from(t.securityEvents).where(eq(t.securityEvents.userId, me.user.id)).all()).toEqual([]);
    expect(await te.db.select().from(t.passkeys).where(eq(t.passkeys.userId, me.user.id)).all()).toEqual([]);
  });
});
