import { financialYearOf } from '../src/schemas/giving';
import { issueDonorLink } from '../src/giving/services/donor-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import { app } from '../src/index';
import { ACCESS, WHILE_SUSPENDED, type Access, type RouteKey } from './support/access-matrix';
import { suspensionMessage } from '../src/schemas/standing';
import type { MultipartUpload } from '../src/schemas/cms-media';
import { makeForm, makeMenu, makePage, makeRedirect, makeSubmission, makeTemplate, visitor } from './support/cms-factories';
import { makeCampaign, makeDonation, makeMonthlyGift, withStripe, withTestMode } from './support/donation-factories';
import { createTestEnv } from './support/env';
import {
  makeChapteredEpisode,
  makeArticle,
  makeAudiobook,
  makeComment,
  makeEpisode,
  makeLevel,
  makePasskey,
  makePost,
  makeUser,
  sessionOf,
  signedIn,
  suspended,
  withTrustLevel,
} from './support/factories';
import { bytesOf, makeMedia, sendPart, uploadAvatar, uploadFile } from './support/media-factories';
import { clientId, makeConversation, makeMessage } from './support/message-factories';
import { joinRows, makeRoom } from './support/chat-factories';
import { call } from './support/request';
import { DEMO_VTT, makeBookmark, makeEpisodeWithTranscript } from './support/listening-factories';
import { makeDraft } from './support/draft-factories';

// Every route the app registers is in the access matrix, and each answers every kind
// of caller as the matrix says. Only 401, 403 and 5xx matter here: a 400 or 404 to a caller the
// matrix lets in means the guard let them through (the route's own tests check the rest).

let te: Awaited<ReturnType<typeof createTestEnv>>;
/** Giving is in its local test mode, so a gift is a 201 rather than a 503 "not set up". */
let env: Env;
/** One signed-in account per kind of caller; `author` writes the posts and comments the author routes act on. */
let actors: Record<'member' | 'editor' | 'admin' | 'author', { user: User; cookie: string }>;
beforeAll(async () => {
  te = await createTestEnv();
  env = withTestMode(te.env);
  const [member, editor, admin, author] = await Promise.all([
    signedIn(te.db),
    signedIn(te.db, { role: 'editor' }),
    signedIn(te.db, { role: 'admin' }),
    signedIn(te.db),
  ]);
  actors = { member: member!, editor: editor!, admin: admin!, author: author! };
  // The matrix is about who reaches a route; a new member's limits (level 0) are trust-levels.test.ts's.
  await Promise.all([member!, author!].map((a) => withTrustLevel(te.db, a.user.id, 1)));
});
afterAll(() => te.dispose());

const registered = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].sort();
const listed = Object.keys(ACCESS).sort();
const routes = Object.entries(ACCESS) as [RouteKey, Access][];

type User = { id: number };
/** One prepared call: a path with real ids in it, and a body or headers where the route needs them. */
type Prepared = {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  send?: (cookie: string | undefined) => Response | Promise<Response>;
};
/** Makes what the route acts on, fresh for every call; `author` writes the post or comment. */
type Fixture = (author: User) => Promise<Prepared>;

let sequence = 0;
const n = () => `${Date.now().toString(36)}${++sequence}`;
/** Episode numbers of their own, clear of the factories' and of each other. */
let episodeNumber = 90_000;

const article = { title: 'Access matrix article', excerpt: 'A summary of it', content: 'The words of the article.', author: 'A. Writer' };
const book = {
  title: 'Access',
  author: 'An Author',
  narrator: 'A Narrator',
  description: 'About the book.',
  category: 'Classic Fiction',
  publishedYear: 1900,
  duration: 3600,
};
const gift = { amount: '25.00', donorName: 'Pat Giver', showName: true, email: 'pat@example.org' };

/** An upload started (by the admin), one part long; `withPart` also sends that part. */
async function startedUpload(withPart = false): Promise<MultipartUpload> {
  const { cookie } = actors.admin;
  const bytes = bytesOf('audio/wav', 1000);
  const res = await call(env, '/api/cms/media/uploads', {
    method: 'POST',
    cookie,
    body: { filename: `long-${n()}.wav`, mimeType: 'audio/wav', size: bytes.byteLength, alt: '' },
  });
  if (res.status !== 201) throw new Error(`Could not start an upload: ${res.status}`);
  const upload = (await res.json()) as MultipartUpload;
  if (withPart) await sendPart(env, cookie, upload.uploadId, 1, bytes);
  return upload;
}

async function report(author: User) {
  const post = await makePost(te.db, author.id);
  const reporter = await makeUser(te.db);
  const [row] = await te.db
    .insert(t.communityReports)
    .values({ postId: post.id, reporterId: reporter.id, reason: "It's spam" })
    .returning();
  return row!;
}

/** A conversation of the author and another member. */
const ownConversation = async (author: User) => makeConversation(te.db, [author.id, (await makeUser(te.db)).id]);

/** The path of the author's own message in their own conversation. */
async function ownMessagePath(author: User) {
  const conversation = await ownConversation(author);
  return `/api/messages/conversations/${conversation.id}/messages/${(await makeMessage(te.db, conversation.id, author.id)).id}`;
}

/** An open chat room every caller (and the author) has joined, so sending is theirs to try. */
async function joinedRoom(author: User) {
  const room = await makeRoom(te.db);
  await joinRows(te.db, room.id, [...new Set([...Object.values(actors).map((a) => a.user.id), author.id])]);
  return room;
}
const roomPath = async (suffix = '') => `/api/chat/rooms/${(await makeRoom(te.db)).id}${suffix}`;

/** A monthly gift's manage path, through a live link to its own address. */
async function monthlyPath(suffix = '') {
  const gift = await makeMonthlyGift(te.db, (await makeCampaign(te.db)).id);
  return `/api/donations/manage/${await issueDonorLink(te.db, gift.email)}/monthly/${gift.id}${suffix}`;
}

/** The author's own monthly gift (made while signed in), on /api/account/giving. */
async function ownMonthlyPath(author: User, suffix = '') {
  const gift = await makeMonthlyGift(te.db, (await makeCampaign(te.db)).id, { userId: author.id });
  return `/api/account/giving/monthly/${gift.id}${suffix}`;
}

/** Routes with a path to fill or a body to send; a route with neither is called as it is. */
const fixtures: Partial<Record<RouteKey, Fixture>> = {
  'POST /api/auth/login': async () => ({
    path: '/api/auth/login',
    body: { email: (await makeUser(te.db)).email, password: 'correct horse battery' },
    headers: visitor(),
  }),
  // Someone else's session: the member's own are covered in auth-sessions.test.ts; here only the guard matters.
  'DELETE /api/auth/sessions/:id': async (author) => ({ path: `/api/auth/sessions/${(await sessionOf(te.db, author.id)).publicId}` }),
  'DELETE /api/cms/members/:id/sessions': async () => ({ path: `/api/cms/members/${(await signedIn(te.db)).user.id}/sessions` }),
  'PATCH /api/cms/members/:id/role': async () => ({
    path: `/api/cms/members/${(await makeUser(te.db)).id}/role`,
    body: { role: 'editor' },
  }),
  'PATCH /api/cms/members/:id/level': async () => ({
    path: `/api/cms/members/${(await makeUser(te.db)).id}/level`,
    body: { level: 'Free' },
  }),
  'PUT /api/cms/members/:id/suspension': async () => ({
    path: `/api/cms/members/${(await makeUser(te.db)).id}/suspension`,
    body: { reason: 'Repeated spam', until: null },
  }),
  'DELETE /api/cms/members/:id/suspension': async () => ({
    path: `/api/cms/members/${(await makeUser(te.db, suspended())).id}/suspension`,
  }),
  // A report that does not exist is 404 and a member not suspended from messaging is 400: past the guard either way.
  'PATCH /api/cms/message-reports/:id': async () => ({ path: '/api/cms/message-reports/999999', body: { action: 'dismiss' } }),
  'DELETE /api/cms/members/:memberId/messaging-suspension': async () => ({
    path: `/api/cms/members/${(await makeUser(te.db)).id}/messaging-suspension`,
  }),
  'POST /api/cms/membership-levels': async () => ({ path: '/api/cms/membership-levels', body: { name: `Level ${n()}` } }),
  'PATCH /api/cms/membership-levels/:id': async () => ({
    path: `/api/cms/membership-levels/${(await makeLevel(te.db)).id}`,
    body: { name: `Renamed ${n()}` },
  }),
  'DELETE /api/cms/membership-levels/:id': async () => ({ path: `/api/cms/membership-levels/${(await makeLevel(te.db)).id}` }),
  'POST /api/auth/register': async () => ({
    path: '/api/auth/register',
    body: { firstName: 'New', lastName: 'Person', email: `new-${n()}@example.test`, password: 'a long enough password' },
    headers: visitor(),
  }),
  'GET /api/callback': async () => ({ path: '/api/callback?code=abc&state=def' }),
  // The author's passkey: another member's is 404, which the matrix counts as let in (passkeys.test.ts checks the 404).
  'PATCH /api/auth/passkeys/:id': async (author) => ({
    path: `/api/auth/passkeys/${(await makePasskey(te.db, author.id)).id}`,
    body: { name: 'Renamed' },
  }),
  'DELETE /api/auth/passkeys/:id': async (author) => ({ path: `/api/auth/passkeys/${(await makePasskey(te.db, author.id)).id}` }),
  'POST /api/auth/passkeys/authentication/options': async () => ({ path: '/api/auth/passkeys/authentication/options', headers: visitor() }),
  'POST /api/auth/passkeys/authentication/verify': async () => ({
    path: '/api/auth/passkeys/authentication/verify',
    body: {},
    headers: visitor(),
  }),

  'GET /api/search': async () => ({ path: '/api/search?q=article' }),
  'GET /api/news/search': async () => ({ path: '/api/news/search?q=article' }),
  'GET /api/news/:id': async () => ({ path: `/api/news/${(await makeArticle(te.db)).id}` }),
  'POST /api/news': async () => ({ path: '/api/news', body: article }),
  'PATCH /api/news/:id': async () => ({ path: `/api/news/${(await makeArticle(te.db)).id}`, body: { title: 'A changed title' } }),
  'DELETE /api/news/:id': async () => ({ path: `/api/news/${(await makeArticle(te.db)).id}` }),

  'GET /api/podcasts/:id': async () => ({ path: `/api/podcasts/${(await makeEpisode(te.db)).id}` }),
  'POST /api/podcasts/:id/feedback': async () => ({
    path: `/api/podcasts/${(await makeEpisode(te.db)).id}/feedback`,
    body: { feedback: 'Loved this one.' },
  }),
  'POST /api/podcasts': async () => ({
    path: '/api/podcasts',
    body: {
      title: 'An episode about access',
      description: 'What it is about.',
      episodeNumber: ++episodeNumber,
      audioMediaId: (await makeMedia(te.db, env, 'audio/wav')).id,
      duration: 1800,
    },
  }),
  'PATCH /api/podcasts/:id': async () => ({ path: `/api/podcasts/${(await makeEpisode(te.db)).id}`, body: { title: 'A changed title' } }),
  'DELETE /api/podcasts/:id': async () => ({ path: `/api/podcasts/${(await makeEpisode(te.db)).id}` }),

  'GET /api/audiobooks/search': async () => ({ path: '/api/audiobooks/search?q=book' }),
  'GET /api/audiobooks/:id': async () => ({ path: `/api/audiobooks/${(await makeAudiobook(te.db)).id}` }),
  'PUT /api/audiobooks/:id/favourite': async () => ({ path: `/api/audiobooks/${(await makeAudiobook(te.db)).id}/favourite` }),
  'DELETE /api/audiobooks/:id/favourite': async () => ({ path: `/api/audiobooks/${(await makeAudiobook(te.db)).id}/favourite` }),
  'POST /api/audiobooks': async () => ({
    path: '/api/audiobooks',
    body: { ...book, audioMediaId: (await makeMedia(te.db, env, 'audio/wav')).id },
  }),
  'PATCH /api/audiobooks/:id': async () => ({
    path: `/api/audiobooks/${(await makeAudiobook(te.db)).id}`,
    body: { title: 'A changed title' },
  }),
  'DELETE /api/audiobooks/:id': async () => ({ path: `/api/audiobooks/${(await makeAudiobook(te.db)).id}` }),

  'POST /api/community/posts': async () => ({
    path: '/api/community/posts',
    body: { title: 'Access for all', content: 'Some thoughts to share.', category: 'General Discussion' },
  }),
  'GET /api/community/posts/:id': async (a) => ({ path: `/api/community/posts/${(await makePost(te.db, a.id)).id}` }),
  'PATCH /api/community/posts/:id': async (a) => ({
    path: `/api/community/posts/${(await makePost(te.db, a.id)).id}`,
    body: { title: 'A changed title' },
  }),
  'DELETE /api/community/posts/:id': async (a) => ({ path: `/api/community/posts/${(await makePost(te.db, a.id)).id}` }),
  'PUT /api/community/posts/:id/like': async (a) => ({ path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/like` }),
  // Another member's notification (404 to the caller: 'own' means never 401/403 for a member).
  'POST /api/notifications/:id/read': async (a) => {
    const post = await makePost(te.db, a.id);
    const [row] = await te.db
      .insert(t.notifications)
      .values({ userId: a.id, kind: 'post-reply', postId: post.id, groupKey: `post:${post.id}` })
      .returning();
    return { path: `/api/notifications/${row!.id}/read` };
  },
  'GET /api/notifications/follows/:postId': async (a) => ({ path: `/api/notifications/follows/${(await makePost(te.db, a.id)).id}` }),
  'PUT /api/community/posts/:id/read': async (a) => ({
    path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/read`,
    body: { lastReadCommentId: 0 },
  }),
  'PUT /api/notifications/follows/:postId': async (a) => ({
    path: `/api/notifications/follows/${(await makePost(te.db, a.id)).id}`,
    body: { following: true },
  }),
  'PUT /api/notifications/releases/podcast': async () => ({ path: '/api/notifications/releases/podcast', body: { following: true } }),
  'PUT /api/notifications/releases/category': async () => ({
    path: '/api/notifications/releases/category',
    body: { category: (await makeAudiobook(te.db)).category, following: true },
  }),
  'DELETE /api/community/posts/:id/like': async (a) => ({ path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/like` }),
  'GET /api/community/posts/:id/revisions': async (a) => ({ path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/revisions` }),
  'GET /api/community/comments/:id/revisions': async (a) => ({
    path: `/api/community/comments/${(await makeComment(te.db, (await makePost(te.db, a.id)).id, a.id)).id}/revisions`,
  }),
  'GET /api/community/posts/:id/comments': async (a) => ({ path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/comments` }),
  'GET /api/community/posts/:id/saved': async (a) => ({ path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/saved` }),
  'PUT /api/community/posts/:id/saved': async (a) => ({ path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/saved` }),
  'DELETE /api/community/posts/:id/saved': async (a) => ({ path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/saved` }),
  'PUT /api/community/comments/:id/saved': async (a) => ({
    path: `/api/community/comments/${(await makeComment(te.db, (await makePost(te.db, a.id)).id, a.id)).id}/saved`,
  }),
  'DELETE /api/community/comments/:id/saved': async (a) => ({
    path: `/api/community/comments/${(await makeComment(te.db, (await makePost(te.db, a.id)).id, a.id)).id}/saved`,
  }),
  'POST /api/community/posts/:id/comments': async (a) => ({
    path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/comments`,
    body: { content: 'Well said.' },
  }),
  'PATCH /api/community/comments/:id': async (a) => ({
    path: `/api/community/comments/${(await makeComment(te.db, (await makePost(te.db, a.id)).id, a.id)).id}`,
    body: { content: 'Edited.' },
  }),
  'DELETE /api/community/comments/:id': async (a) => ({
    path: `/api/community/comments/${(await makeComment(te.db, (await makePost(te.db, a.id)).id, a.id)).id}`,
  }),
  'POST /api/community/posts/:id/report': async (a) => ({
    path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/report`,
    body: { reason: "It's spam" },
  }),
  'POST /api/community/comments/:id/report': async (a) => ({
    path: `/api/community/comments/${(await makeComment(te.db, (await makePost(te.db, a.id)).id, a.id)).id}/report`,
    body: { reason: "It's spam" },
  }),
  'PATCH /api/community/reports/:id': async (a) => ({
    path: `/api/community/reports/${(await report(a)).id}`,
    body: { status: 'resolved' },
  }),
  'PATCH /api/community/posts/:id/moderation': async (a) => ({
    path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/moderation`,
    body: { visibility: 'hidden' },
  }),
  'PATCH /api/community/comments/:id/moderation': async (a) => ({
    path: `/api/community/comments/${(await makeComment(te.db, (await makePost(te.db, a.id)).id, a.id)).id}/moderation`,
    body: { visibility: 'hidden' },
  }),
  'POST /api/community/posts/:id/reading': async (a) => ({
    path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/reading`,
    body: { seconds: 30 },
  }),
  'GET /api/community/posts/:id/slow-mode': async (a) => ({ path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/slow-mode` }),
  'PUT /api/community/posts/:id/slow-mode': async (a) => ({
    path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/slow-mode`,
    body: { minutes: 5 },
  }),
  'DELETE /api/community/posts/:id/slow-mode': async (a) => ({
    path: `/api/community/posts/${(await makePost(te.db, a.id)).id}/slow-mode`,
  }),
  'GET /api/cms/members/:id/trust-level': async () => ({ path: `/api/cms/members/${(await makeUser(te.db)).id}/trust-level` }),
  'PUT /api/cms/members/:id/trust-level': async () => ({
    path: `/api/cms/members/${(await makeUser(te.db)).id}/trust-level`,
    body: { level: 2 },
  }),
  'DELETE /api/cms/members/:id/trust-level': async () => ({ path: `/api/cms/members/${(await makeUser(te.db)).id}/trust-level` }),

  'PATCH /api/profile': async () => ({ path: '/api/profile', body: { firstName: 'Sam', lastName: 'Member', pronouns: 'they/them' } }),
  'PUT /api/profile/avatar': async () => ({
    path: '/api/profile/avatar',
    send: (cookie) => uploadAvatar(env, cookie, { name: 'me.png', type: 'image/png', bytes: bytesOf('image/png') }),
  }),
  'GET /api/members/:id': async (a) => ({ path: `/api/members/${a.id}` }),
  'PUT /api/messages/blocks/:memberId': async () => ({ path: `/api/messages/blocks/${(await makeUser(te.db)).id}` }),
  'DELETE /api/messages/blocks/:memberId': async () => ({ path: `/api/messages/blocks/${(await makeUser(te.db)).id}` }),
  // A conversation the caller is not in is 404 (never 403): past the guard, as for any member.
  'POST /api/messages/conversations/:id/messages/:messageId/report': async () => ({
    path: '/api/messages/conversations/999999/messages/999999/report',
    body: { reason: "It's spam" },
  }),

  // The author's own conversation with someone else, and the author's message in it.
  'POST /api/messages/conversations': async () => ({
    path: '/api/messages/conversations',
    body: { memberIds: [(await makeUser(te.db)).id], body: 'Hello', clientId: clientId() },
  }),
  'GET /api/messages/conversations/:id': async (a) => ({ path: `/api/messages/conversations/${(await ownConversation(a)).id}` }),
  'GET /api/messages/conversations/:id/messages': async (a) => ({
    path: `/api/messages/conversations/${(await ownConversation(a)).id}/messages`,
  }),
  'POST /api/messages/conversations/:id/messages': async (a) => ({
    path: `/api/messages/conversations/${(await ownConversation(a)).id}/messages`,
    body: { body: 'Hello again', clientId: clientId() },
  }),
  'PATCH /api/messages/conversations/:id/messages/:messageId': async (a) => ({
    path: await ownMessagePath(a),
    body: { body: 'Edited' },
  }),
  'DELETE /api/messages/conversations/:id/messages/:messageId': async (a) => ({ path: await ownMessagePath(a) }),
  'POST /api/messages/conversations/:id/messages/:messageId/reactions': async (a) => ({
    path: `${await ownMessagePath(a)}/reactions`,
    body: { reaction: 'Thank you' },
  }),
  'POST /api/messages/conversations/:id/read': async (a) => ({
    path: `/api/messages/conversations/${(await ownConversation(a)).id}/read`,
    body: { lastReadMessageId: 1 },
  }),
  'POST /api/messages/conversations/:id/accept': async (a) => ({
    path: `/api/messages/conversations/${(await ownConversation(a)).id}/accept`,
  }),
  'POST /api/messages/conversations/:id/decline': async (a) => ({
    path: `/api/messages/conversations/${(await ownConversation(a)).id}/decline`,
  }),
  'POST /api/messages/conversations/:id/leave': async (a) => ({
    path: `/api/messages/conversations/${(await ownConversation(a)).id}/leave`,
  }),
  'POST /api/messages/conversations/:id/typing': async (a) => ({
    path: `/api/messages/conversations/${(await ownConversation(a)).id}/typing`,
  }),
  'GET /api/messages/members': async () => ({ path: '/api/messages/members?q=Test' }),

  // Chat rooms: a fresh open room; sending is in one every caller joined; deleting is the author's message.
  'GET /api/live/rooms/:id': async () => ({ path: `/api/live/rooms/${(await makeRoom(te.db)).id}` }),
  'GET /api/chat/rooms/:id': async () => ({ path: await roomPath() }),
  'POST /api/chat/rooms/:id/join': async () => ({ path: await roomPath('/join') }),
  'POST /api/chat/rooms/:id/leave': async () => ({ path: await roomPath('/leave') }),
  'GET /api/chat/rooms/:id/messages': async () => ({ path: await roomPath('/messages') }),
  'POST /api/chat/rooms/:id/messages': async (a) => ({
    path: `/api/chat/rooms/${(await joinedRoom(a)).id}/messages`,
    body: { body: 'Hello room', clientId: clientId() },
  }),
  'DELETE /api/chat/rooms/:id/messages/:messageId': async (a) => {
    const room = await makeRoom(te.db);
    return { path: `/api/chat/rooms/${room.id}/messages/${(await makeMessage(te.db, room.conversationId, a.id)).id}` };
  },
  'POST /api/chat/rooms/:id/messages/:messageId/report': async (a) => {
    const room = await makeRoom(te.db);
    const message = await makeMessage(te.db, room.conversationId, a.id);
    return { path: `/api/chat/rooms/${room.id}/messages/${message.id}/report`, body: { reason: 'Spam or scam' } };
  },
  'POST /api/chat/rooms/:id/read': async (a) => ({
    path: `/api/chat/rooms/${(await joinedRoom(a)).id}/read`,
    body: { lastReadMessageId: 1 },
  }),
  'GET /api/chat/rooms/:id/members': async () => ({ path: await roomPath('/members?q=Te') }),
  'POST /api/chat/rooms/:id/messages/:messageId/reactions': async (a) => {
    const room = await joinedRoom(a);
    const message = await makeMessage(te.db, room.conversationId, a.id);
    return { path: `/api/chat/rooms/${room.id}/messages/${message.id}/reactions`, body: { reaction: 'Thank you' } };
  },
  'POST /api/chat/rooms/:id/typing': async (a) => ({ path: `/api/chat/rooms/${(await joinedRoom(a)).id}/typing` }),
  'POST /api/cms/chat-rooms': async () => ({ path: '/api/cms/chat-rooms', body: { name: `Room ${n()}` } }),
  'PATCH /api/cms/chat-rooms/:id': async () => ({
    path: `/api/cms/chat-rooms/${(await makeRoom(te.db)).id}`,
    body: { description: 'Changed' },
  }),
  'POST /api/cms/chat-rooms/:id/move': async () => ({
    path: `/api/cms/chat-rooms/${(await makeRoom(te.db)).id}/move`,
    body: { direction: 'up' },
  }),
  'PUT /api/cms/chat-rooms/:id/mutes/:memberId': async () => ({
    path: `/api/cms/chat-rooms/${(await makeRoom(te.db)).id}/mutes/${(await makeUser(te.db)).id}`,
    body: { minutes: 10 },
  }),
  'DELETE /api/cms/chat-rooms/:id/mutes/:memberId': async () => ({
    path: `/api/cms/chat-rooms/${(await makeRoom(te.db)).id}/mutes/${(await makeUser(te.db)).id}`,
  }),
  'PATCH /api/messages/settings': async () => ({ path: '/api/messages/settings', body: { readReceipts: true } }),

  'GET /api/listening-positions/:kind/:id': async () => ({ path: `/api/listening-positions/episode/${(await makeEpisode(te.db)).id}` }),
  'PUT /api/listening-positions/:kind/:id': async () => ({
    path: `/api/listening-positions/audiobook/${(await makeAudiobook(te.db)).id}`,
    body: { positionSeconds: 42 },
  }),
  'GET /api/chapters/:kind/:id': async () => ({ path: `/api/chapters/episode/${(await makeEpisode(te.db)).id}` }),
  'PUT /api/chapters/:kind/:id': async () => ({
    path: `/api/chapters/audiobook/${(await makeAudiobook(te.db)).id}`,
    body: { chapters: [{ title: 'Opening', start: '0:00' }] },
  }),
  'GET /api/bookmarks/:kind/:id': async () => ({ path: `/api/bookmarks/episode/${(await makeEpisode(te.db)).id}` }),
  'POST /api/bookmarks/:kind/:id': async () => ({
    path: `/api/bookmarks/audiobook/${(await makeAudiobook(te.db)).id}`,
    body: { positionSeconds: 60, note: 'The key point' },
  }),
  'DELETE /api/bookmarks/:id': async (a) => ({ path: `/api/bookmarks/${(await makeBookmark(te.db, a.id)).id}` }),
  'PUT /api/community/drafts': async () => ({ path: '/api/community/drafts', body: { title: 'Half a title', content: 'Half a thought' } }),
  'DELETE /api/community/drafts/:id': async (a) => ({ path: `/api/community/drafts/${(await makeDraft(te.db, a.id)).id}` }),
  'GET /api/transcripts/:id': async () => ({ path: `/api/transcripts/${(await makeEpisodeWithTranscript(te.db, te.env.MEDIA)).id}` }),
  'PUT /api/transcripts/:id': async () => ({ path: `/api/transcripts/${(await makeEpisode(te.db)).id}`, body: { vtt: DEMO_VTT } }),
  'DELETE /api/transcripts/:id': async () => ({ path: `/api/transcripts/${(await makeEpisodeWithTranscript(te.db, te.env.MEDIA)).id}` }),

  'POST /api/cms/pages': async () => ({ path: '/api/cms/pages', body: { title: `Access page ${n()}` } }),
  'GET /api/cms/pages/:id': async () => ({ path: `/api/cms/pages/${(await makePage(te.db)).id}` }),
  'PATCH /api/cms/pages/:id': async () => ({ path: `/api/cms/pages/${(await makePage(te.db)).id}`, body: { title: 'Renamed' } }),
  'DELETE /api/cms/pages/:id': async () => ({ path: `/api/cms/pages/${(await makePage(te.db)).id}` }),
  'POST /api/cms/templates': async () => ({
    path: '/api/cms/templates',
    body: { name: `Access template ${n()}`, category: 'Information' },
  }),
  'GET /api/cms/templates/:id': async () => ({ path: `/api/cms/templates/${(await makeTemplate(te.db)).id}` }),
  'PATCH /api/cms/templates/:id': async () => ({
    path: `/api/cms/templates/${(await makeTemplate(te.db)).id}`,
    body: { name: `Renamed ${n()}` },
  }),
  'DELETE /api/cms/templates/:id': async () => ({ path: `/api/cms/templates/${(await makeTemplate(te.db)).id}` }),
  'POST /api/cms/templates/:id/duplicate': async () => ({ path: `/api/cms/templates/${(await makeTemplate(te.db)).id}/duplicate` }),
  'POST /api/cms/forms': async () => ({
    path: '/api/cms/forms',
    body: { name: `Access form ${n()}`, fields: [{ name: 'note', label: 'Note', type: 'text' }] },
  }),
  'GET /api/cms/forms/:id': async () => ({ path: `/api/cms/forms/${(await makeForm(te.db)).id}` }),
  'PATCH /api/cms/forms/:id': async () => ({ path: `/api/cms/forms/${(await makeForm(te.db)).id}`, body: { isActive: false } }),
  'DELETE /api/cms/forms/:id': async () => ({ path: `/api/cms/forms/${(await makeForm(te.db)).id}` }),
  'GET /api/cms/forms/:id/submissions': async () => ({ path: `/api/cms/forms/${(await makeForm(te.db)).id}/submissions` }),
  'PATCH /api/cms/forms/:id/submissions/:submissionId': async () => {
    const form = await makeForm(te.db);
    return { path: `/api/cms/forms/${form.id}/submissions/${(await makeSubmission(te.db, form.id)).id}`, body: { isRead: true } };
  },
  'DELETE /api/cms/forms/:id/submissions/:submissionId': async () => {
    const form = await makeForm(te.db);
    return { path: `/api/cms/forms/${form.id}/submissions/${(await makeSubmission(te.db, form.id)).id}` };
  },
  'POST /api/cms/menus': async () => ({ path: '/api/cms/menus', body: { name: `Access menu ${n()}`, location: 'footer' } }),
  'GET /api/cms/menus/:id': async () => ({ path: `/api/cms/menus/${(await makeMenu(te.db)).id}` }),
  'PATCH /api/cms/menus/:id': async () => ({ path: `/api/cms/menus/${(await makeMenu(te.db)).id}`, body: { isActive: false } }),
  'DELETE /api/cms/menus/:id': async () => ({ path: `/api/cms/menus/${(await makeMenu(te.db)).id}` }),
  'POST /api/cms/redirects': async () => ({ path: '/api/cms/redirects', body: { fromUrl: `/access-${n()}`, toUrl: '/news' } }),
  'GET /api/cms/redirects/:id': async () => ({ path: `/api/cms/redirects/${(await makeRedirect(te.db)).id}` }),
  'PATCH /api/cms/redirects/:id': async () => ({ path: `/api/cms/redirects/${(await makeRedirect(te.db)).id}`, body: { statusCode: 302 } }),
  'DELETE /api/cms/redirects/:id': async () => ({ path: `/api/cms/redirects/${(await makeRedirect(te.db)).id}` }),
  'POST /api/cms/media': async () => ({
    path: '/api/cms/media',
    send: (cookie) => uploadFile(env, cookie, { name: `picture-${n()}.png`, type: 'image/png', bytes: bytesOf('image/png') }, 'A picture'),
  }),
  'PATCH /api/cms/media/:id': async () => ({
    path: `/api/cms/media/${(await makeMedia(te.db, env, 'image/png')).id}`,
    body: { alt: 'New words' },
  }),
  'DELETE /api/cms/media/:id': async () => ({ path: `/api/cms/media/${(await makeMedia(te.db, env, 'image/png')).id}` }),
  'POST /api/cms/media/uploads': async () => ({
    path: '/api/cms/media/uploads',
    body: { filename: `long-${n()}.wav`, mimeType: 'audio/wav', size: 1000, alt: '' },
  }),
  'GET /api/cms/media/uploads/:uploadId': async () => ({ path: `/api/cms/media/uploads/${(await startedUpload()).uploadId}` }),
  'PUT /api/cms/media/uploads/:uploadId/parts/:partNumber': async () => {
    const { uploadId } = await startedUpload();
    return {
      path: `/api/cms/media/uploads/${uploadId}/parts/1`,
      send: (cookie) => sendPart(env, cookie, uploadId, 1, bytesOf('audio/wav', 1000)),
    };
  },
  'POST /api/cms/media/uploads/:uploadId/complete': async () => ({
    path: `/api/cms/media/uploads/${(await startedUpload(true)).uploadId}/complete`,
  }),
  'DELETE /api/cms/media/uploads/:uploadId': async () => ({ path: `/api/cms/media/uploads/${(await startedUpload()).uploadId}` }),

  'GET /api/pages/:slug': async () => ({ path: `/api/pages/${(await makePage(te.db)).slug}` }),
  'POST /api/pages/:slug/views': async () => ({ path: `/api/pages/${(await makePage(te.db)).slug}/views`, headers: visitor() }),
  'GET /api/forms/:id': async () => ({ path: `/api/forms/${(await makeForm(te.db)).id}` }),
  'POST /api/forms/:id/submissions': async () => ({
    path: `/api/forms/${(await makeForm(te.db)).id}/submissions`,
    body: { name: 'Sam', email: 'sam@example.test' },
    headers: visitor(),
  }),
  'GET /api/menus/:location': async () => ({ path: `/api/menus/${(await makeMenu(te.db)).location}` }),

  'POST /api/donation-campaigns': async () => ({
    path: '/api/donation-campaigns',
    body: { title: 'Access campaign', description: 'Funds for ramps.', goal: '1000', status: 'active' },
  }),
  'PATCH /api/donation-campaigns/:id': async () => ({
    path: `/api/donation-campaigns/${(await makeCampaign(te.db)).id}`,
    body: { title: 'Renamed' },
  }),
  'DELETE /api/donation-campaigns/:id': async () => ({ path: `/api/donation-campaigns/${(await makeCampaign(te.db)).id}` }),
  'POST /api/donation-campaigns/:id/donations': async () => ({
    path: `/api/donation-campaigns/${(await makeCampaign(te.db)).id}/donations`,
    body: gift,
    headers: visitor(),
  }),
  'GET /api/donations/manage/:token': async () => ({
    path: `/api/donations/manage/${await issueDonorLink(te.db, `manage-${Date.now()}@example.test`)}`,
  }),
  'GET /api/donations/manage/:token/statements/:year': async () => {
    const gift = await makeDonation(te.db, (await makeCampaign(te.db)).id);
    return { path: `/api/donations/manage/${await issueDonorLink(te.db, gift.email)}/statements/${financialYearOf(gift.paidAt!)}` };
  },
  'POST /api/donations/manage/:token/monthly/:id/stop': async () => ({ path: await monthlyPath('/stop') }),
  'PATCH /api/donations/manage/:token/monthly/:id': async () => ({ path: await monthlyPath(), body: { amount: '30' } }),
  'POST /api/donations/manage/:token/monthly/:id/card': async () => ({ path: await monthlyPath('/card') }),
  'POST /api/account/giving/monthly/:id/stop': async (author) => ({ path: await ownMonthlyPath(author, '/stop') }),
  'PATCH /api/account/giving/monthly/:id': async (author) => ({ path: await ownMonthlyPath(author), body: { amount: '30' } }),
  'POST /api/account/giving/monthly/:id/card': async (author) => ({ path: await ownMonthlyPath(author, '/card') }),
  'POST /api/donations/test-clock': async () => ({ path: '/api/donations/test-clock', body: { months: 1 } }),
  'GET /api/donations/payments': async () => ({ path: '/api/donations/payments' }),
  'GET /api/donations/donors': async () => ({ path: '/api/donations/donors' }),
  'GET /api/donations/export': async () => ({ path: '/api/donations/export?from=2026-07-01&to=2026-07-31' }),
  'POST /api/donations/payments/:id/refund': async () => ({
    path: `/api/donations/payments/${(await makeDonation(te.db, (await makeCampaign(te.db)).id)).id}/refund`,
  }),
  'POST /api/donations/manage-link': async () => ({
    path: '/api/donations/manage-link',
    body: { email: 'giver@example.test' },
    headers: visitor(),
  }),
  'GET /api/account/giving/statements/:year': async () => ({ path: '/api/account/giving/statements/2026' }),
  'GET /api/account/export/prepared/:token': async () => ({ path: '/api/account/export/prepared/Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4' }),
  'GET /api/account/export/prepared/:token/file': async () => ({
    path: '/api/account/export/prepared/Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4/file',
  }),
  'GET /api/donations/receipts/:token': async () => ({
    path: `/api/donations/receipts/${(await makeDonation(te.db, (await makeCampaign(te.db)).id)).receiptToken}`,
  }),
  'POST /api/donations/stripe-webhook': async () => ({
    path: '/api/donations/stripe-webhook',
    body: '{"id":"evt_1","type":"checkout.session.completed"}',
    headers: { 'stripe-signature': 't=1,v1=bad', origin: '' },
  }),

  'GET /podcasts/transcripts/:file': async () => ({
    path: `/podcasts/transcripts/${(await makeEpisode(te.db, { transcript: 'The words spoken.' })).id}.txt`,
  }),
  'GET /podcasts/chapters/:file': async () => ({ path: `/podcasts/chapters/${(await makeChapteredEpisode(te.db)).id}.json` }),
  'GET /media/*': async () => ({ path: `/media/${(await makeMedia(te.db, env, 'image/png')).key}` }),
  'HEAD /media/*': async () => ({ path: `/media/${(await makeMedia(te.db, env, 'image/png')).key}` }),
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodOf = (key: RouteKey) => key.slice(0, key.indexOf(' '));
const pathOf = (key: RouteKey) => key.slice(key.indexOf(' ') + 1);

type Caller = 'visitor' | 'member' | 'editor' | 'admin' | 'author';
/** What each caller must get: 'in' (anything but 401, 403 or 5xx) or the refusal. */
type Outcome = 'in' | 401 | 403;

const everyone = { visitor: 'in', member: 'in', editor: 'in', admin: 'in' } as const;
const members = { visitor: 401, member: 'in', editor: 'in', admin: 'in' } as const;

/** For the author levels, `member`, `editor` and `admin` did not write the thing; `author` did. */
const EXPECTED: Record<Exclude<Access, 'signed-webhook'>, Partial<Record<Caller, Outcome>>> = {
  anyone: everyone,
  token: everyone,
  member: members,
  own: members,
  author: { visitor: 401, member: 403, editor: 403, admin: 403, author: 'in' },
  'author-or-editor': { visitor: 401, member: 403, editor: 'in', admin: 'in', author: 'in' },
  editor: { visitor: 401, member: 403, editor: 'in', admin: 'in' },
  admin: { visitor: 401, member: 403, editor: 403, admin: 'in' },
};

/** Signing out ends the session it is called with: that route gets accounts of its own. */
const ENDS_SESSION = new Set<RouteKey>(['POST /api/logout', 'POST /api/auth/login', 'POST /api/auth/register']);

/** The caller's cookie for a call of the route (none for a visitor). */
async function cookieOf(key: RouteKey, caller: Caller): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  if (!ENDS_SESSION.has(key)) return actors[caller].cookie;
  return (await signedIn(te.db, { role: caller === 'author' ? 'member' : caller })).cookie;
}

/** Prepares the route (fresh things to act on) and calls it with the cookie. */
async function callRoute(
  key: RouteKey,
  cookie: string | undefined,
  target: Env = env,
  author: User = actors.author.user,
): Promise<Response> {
  const fixture = fixtures[key];
  const prepared: Prepared = fixture ? await fixture(author) : { path: pathOf(key), body: WRITES.has(methodOf(key)) ? {} : undefined };
  if (prepared.send) return await prepared.send(cookie);
  return call(target, prepared.path, { method: methodOf(key), cookie, body: prepared.body, headers: prepared.headers });
}

describe('the access matrix', () => {
  it('lists every route the app registers', () => {
    expect(
      registered.filter((key) => !(key in ACCESS)),
      'routes missing from worker/test/support/access-matrix.ts',
    ).toEqual([]);
  });

  it('lists no route the app does not register', () => {
    expect(
      listed.filter((key) => !registered.includes(key)),
      'routes in the matrix that no longer exist',
    ).toEqual([]);
  });

  it('has a fixture for every route with a path to fill', () => {
    expect(routes.filter(([key]) => /[:*]/.test(key) && !fixtures[key]).map(([key]) => key)).toEqual([]);
  });
});

describe('every route answers each kind of caller as the matrix says, and never 5xx', () => {
  it.each(routes.filter(([, access]) => access !== 'signed-webhook'))('%s (%s)', async (key, access) => {
    const failures: string[] = [];
    // One call at a time: Miniflare's D1 trips over concurrent requests. Each call has fresh things to act on.
    for (const [caller, outcome] of Object.entries(EXPECTED[access as Exclude<Access, 'signed-webhook'>]) as [Caller, Outcome][]) {
      const res = await callRoute(key, await cookieOf(key, caller));
      await res.body?.cancel();
      if (res.status >= 500) failures.push(`${caller}: ${res.status} (a server error)`);
      else if (outcome === 'in' && (res.status === 401 || res.status === 403))
        failures.push(`${caller}: ${res.status}, but the matrix lets them in`);
      else if (outcome !== 'in' && res.status !== outcome) failures.push(`${caller}: ${res.status}, expected ${outcome}`);
    }
    expect(failures, `${key} is '${access}'`).toEqual([]);
  });
});

/** Every path parameter replaced by something that names nothing. */
const missingPath = (key: RouteKey) => pathOf(key).replace(/:[A-Za-z]+/g, '999999999');

describe('guards come first: a refused caller learns nothing of what exists or what is wrong with the body', () => {
  // Paths that name nothing and empty bodies: a lookup or validation run before the guard would answer 404 or 400.
  const guarded = routes.filter(([, access]) => !['anyone', 'token', 'signed-webhook'].includes(access));
  it.each(guarded)('%s (%s)', async (key, access) => {
    const method = methodOf(key);
    const body = WRITES.has(method) ? {} : undefined;
    const refused: [Caller, number][] = [['visitor', 401]];
    if (access === 'editor' || access === 'admin') refused.push(['member', 403]);
    if (access === 'admin') refused.push(['editor', 403]);
    const got: string[] = [];
    for (const [caller] of refused)
      got.push(`${caller} ${(await call(env, missingPath(key), { method, body, cookie: await cookieOf(key, caller) })).status}`);
    expect(got, key).toEqual(refused.map(([caller, status]) => `${caller} ${status}`));
  });
});

describe("'own' routes act only on the caller's own data", () => {
  it('keeps listening positions and favourites per member, and GET /api/auth/user is the caller', async () => {
    const a = await signedIn(te.db);
    const b = await signedIn(te.db);
    const episode = await makeEpisode(te.db);
    const audiobook = await makeAudiobook(te.db);
    expect(
      (
        await call(env, `/api/listening-positions/episode/${episode.id}`, {
          method: 'PUT',
          cookie: a.cookie,
          body: { positionSeconds: 42 },
        })
      ).status,
    ).toBe(200);
    expect((await call(env, `/api/audiobooks/${audiobook.id}/favourite`, { method: 'PUT', cookie: a.cookie })).status).toBe(200);

    const position = async (cookie: string) =>
      ((await (await call(env, `/api/listening-positions/episode/${episode.id}`, { cookie })).json()) as { positionSeconds: number })
        .positionSeconds;
    expect([await position(a.cookie), await position(b.cookie)]).toEqual([42, 0]);
    const favourites = async (cookie: string) => JSON.stringify(await (await call(env, '/api/audiobooks/favourites', { cookie })).json());
    expect(await favourites(a.cookie)).toContain(audiobook.title);
    expect(await favourites(b.cookie)).not.toContain(audiobook.title);
    // b un-favouriting a's book touches only b's list.
    expect((await call(env, `/api/audiobooks/${audiobook.id}/favourite`, { method: 'DELETE', cookie: b.cookie })).status).toBe(200);
    expect(await favourites(a.cookie)).toContain(audiobook.title);

    const me = (await (await call(env, '/api/auth/user', { cookie: b.cookie })).json()) as { id: number };
    expect(me.id).toBe(b.user.id);
  });
});

describe("'token' routes", () => {
  it('answer 404 to anyone, signed in or not, without the right token', async () => {
    await makeDonation(te.db, (await makeCampaign(te.db)).id);
    const wrong = '/api/donations/receipts/not-the-right-token-at-all';
    expect([(await call(env, wrong)).status, (await call(env, wrong, { cookie: actors.admin.cookie })).status]).toEqual([404, 404]);
  });
});

describe("'signed-webhook' routes (the Stripe webhook)", () => {
  const webhooks = routes.filter(([, access]) => access === 'signed-webhook').map(([key]) => key);
  it('is only the Stripe webhook', () => expect(webhooks).toEqual(['POST /api/donations/stripe-webhook']));

  it.each(webhooks)('%s answers 404 to everyone while Stripe is not configured, and 400 to a bad signature once it is', async (key) => {
    const got: string[] = [];
    for (const caller of ['visitor', 'member', 'editor', 'admin'] as const) {
      const cookie = await cookieOf(key, caller);
      got.push(`${caller} ${(await callRoute(key, cookie, env)).status} ${(await callRoute(key, cookie, withStripe(env))).status}`);
    }
    expect(got).toEqual(['visitor 404 400', 'member 404 400', 'editor 404 400', 'admin 404 400']);
  });
});

describe('a suspended member (WHILE_SUSPENDED)', () => {
  const reason = 'Repeated spam in the forum';
  const memberWrites = routes
    .filter(([key, access]) => WRITES.has(methodOf(key)) && !['editor', 'admin', 'signed-webhook'].includes(access))
    .map(([key]) => key);
  const classes = Object.entries(WHILE_SUSPENDED) as [RouteKey, string][];
  const refused = classes.filter(([, c]) => c === 'refused').map(([key]) => key);
  const allowed = classes.filter(([, c]) => c !== 'refused').map(([key]) => key);

  it('has every write route a member who is not staff may call, and nothing else', () => {
    expect(
      memberWrites.filter((key) => !(key in WHILE_SUSPENDED)),
      'write routes missing from WHILE_SUSPENDED',
    ).toEqual([]);
    expect(
      classes.map(([key]) => key).filter((key) => !memberWrites.includes(key)),
      'WHILE_SUSPENDED names routes that are not member writes',
    ).toEqual([]);
  });

  // A fresh suspended member for each call, who also wrote what the author routes act on.
  it.each(refused)('%s answers 403 with the reason and end, and changes nothing', async (key) => {
    const until = '2999-12-31';
    const { user, cookie } = await signedIn(te.db, suspended(reason, until));
    const res = await callRoute(key, cookie, env, user);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: suspensionMessage({ reason, until }) });
  });

  it.each(allowed)('%s stays open to them', async (key) => {
    const { user, cookie } = await signedIn(te.db, suspended(reason));
    const res = await callRoute(key, cookie, env, user);
    await res.body?.cancel();
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });

  it('may post again the day after the last day, and may give signed out', async () => {
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const ended = await signedIn(te.db, suspended(reason, yesterday));
    expect((await callRoute('POST /api/community/posts', ended.cookie, env, ended.user)).status).toBe(201);
    expect((await callRoute('POST /api/donation-campaigns/:id/donations', undefined)).status).toBe(201);
  });
});
