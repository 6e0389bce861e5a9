import { issueDonorLink } from '../src/giving/services/donor-links';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import { app } from '../src/index';
import { ACCESS, type Access, type RouteKey } from './support/access-matrix';
import { sha256Hex } from '../src/lib/crypto';
import { signStripePayload } from '../src/giving/stripe';
import { JSON_MAX_DEPTH, TOO_DEEP_MESSAGE } from '../src/lib/json-depth';
import { NOT_AN_OBJECT_MESSAGE } from '../src/lib/validate';
import type { MultipartUpload } from '../src/schemas/cms-media';
import { createSession } from '../src/accounts/services/sessions';
import { unsubscribeKey } from '../src/notifications/services/notification-delivery';
import {
  badRequest,
  jsonText,
  nonObjectBody,
  renderPath,
  renderQuery,
  renderRequestBody,
  show,
  WRITES,
  type BadRequest,
  type BodyKind,
  type BodyPlan,
  type Rendered,
} from './support/bad-input';
import { makeForm, makeMenu, makePage, makeRedirect, makeSubmission, makeTemplate, visitor } from './support/cms-factories';
import { changes, emptyTables, ownTables, snapshot, type Excluded } from './support/db-snapshot';
import { makeCampaign, makeDonation, makeMonthlyGift, WEBHOOK_SECRET, withStripe, withTestMode } from './support/donation-factories';
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
  signedIn,
  suspended,
} from './support/factories';
import { bytesOf, makeMedia } from './support/media-factories';
import { DEMO_VTT, makeBookmark, makeEpisodeWithTranscript } from './support/listening-factories';
import { makeDraft } from './support/draft-factories';
import { clientId, makeConversation, makeMessage } from './support/message-factories';
import { joinRows, makeRoom } from './support/chat-factories';

// Every route in the access matrix, called by a caller it lets in, is thrown generated
// bad input (path params, query strings, bodies). Whatever it is, the answer is never a 5xx; a
// refusal (4xx) is JSON with a message and leaves every table exactly as it was.
//
// Replay: FC_SEED=<seed from the report> (and -t '<route>'); FC_NUM_RUNS raises the runs per route.

const SEED = Number(process.env.FC_SEED ?? 90_210);
const NUM_RUNS = Number(process.env.FC_NUM_RUNS ?? 10);
const ORIGIN = 'http://localhost';
const MiB = 1024 * 1024;

let te: Awaited<ReturnType<typeof createTestEnv>>;
/** Giving in its local test mode, as in access-matrix.test.ts: a valid gift is a 201. */
let env: Env;
let tables: string[];
let excluded: Excluded[];
/** Owns what visitor routes act on (a visitor has no account to own them). */
let owner: Who;
/** The last error the worker logged: a 5xx report shows it. */
let lastError = '';
let requests = 0;
/** Where the time goes (ms): making callers and targets, snapshots, and the requests themselves. */
const spent = { setup: 0, snapshot: 0, request: 0 };
async function timed<T>(what: keyof typeof spent, work: Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work;
  } finally {
    spent[what] += performance.now() - start;
  }
}
const started = Date.now();

beforeAll(async () => {
  // Refusals log auth.refused and gifts log donation.paid by the hundred: keep the output to the report.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void (lastError = String(line)));
  te = await createTestEnv();
  env = withTestMode(te.env);
  ({ tables, excluded } = await ownTables(te.env.DB));
});
// Each route starts from an empty database: small snapshots, and `-t '<route>'` replays a failure exactly.
beforeEach(async () => {
  await emptyTables(te.env.DB, tables);
  owner = await signedIn(te.db);
});
afterAll(async () => {
  vi.restoreAllMocks();
  console.info(
    `bad input: ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (${Object.entries(spent)
      .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}); tables left out of the snapshot: ${excluded.map((e) => e.name).join(', ')}`,
  );
  await te.dispose();
});

type Who = { user: { id: number }; cookie?: string };
/** What a route acts on, made fresh for each run: raw path params, a valid query and a valid body. */
type Target = { params?: Record<string, string>; query?: string; body?: Record<string, unknown> };
type Prepare = (who: Who) => Promise<Target>;

let sequence = 0;
const n = () => `${Date.now().toString(36)}${++sequence}`;
let episodeNumber = 95_000;
const idOf = (row: { id: number }) => ({ id: String(row.id) });

/** A notification for the member: someone else's reply to their post. */
async function notificationFor(userId: number) {
  const post = await makePost(te.db, userId);
  const [row] = await te.db
    .insert(t.notifications)
    .values({ userId, kind: 'post-reply', postId: post.id, groupKey: `post:${post.id}` })
    .returning();
  return row!;
}

/** An upload started by the caller (an admin), one part long; `withPart` also sends that part. */
async function startedUpload(who: Who, withPart = false): Promise<MultipartUpload> {
  const bytes = bytesOf('audio/wav', 1000);
  const headers = { origin: ORIGIN, cookie: who.cookie!, 'content-type': 'application/json' };
  const res = await app.request(
    `${ORIGIN}/api/cms/media/uploads`,
    { method: 'POST', headers, body: JSON.stringify({ filename: `long-${n()}.wav`, mimeType: 'audio/wav', size: 1000, alt: '' }) },
    env,
  );
  if (res.status !== 201) throw new Error(`Could not start an upload: ${res.status}`);
  const upload = (await res.json()) as MultipartUpload;
  if (withPart) {
    const put = {
      method: 'PUT',
      headers: { origin: ORIGIN, cookie: who.cookie!, 'content-type': 'application/octet-stream' },
      body: bytes,
    };
    await app.request(`${ORIGIN}/api/cms/media/uploads/${upload.uploadId}/parts/1`, put, env);
  }
  return upload;
}

async function openReport(author: Who['user']) {
  const post = await makePost(te.db, author.id);
  const [row] = await te.db
    .insert(t.communityReports)
    .values({ postId: post.id, reporterId: (await makeUser(te.db)).id, reason: 'Spam or scam' })
    .returning();
  return row!;
}
/** Another session of the caller's, named as the session list names it. */
async function otherSession(who: Who): Promise<string> {
  const tokenHash = await sha256Hex((await createSession(te.db, who.user.id)).token);
  return (await te.db.select({ publicId: t.sessions.publicId }).from(t.sessions).where(eq(t.sessions.tokenHash, tokenHash)).get())!
    .publicId;
}
/** A browser's passkey answer in shape (its contents are not a real credential's). */
const passkeyAnswer = (kind: 'attestationObject' | 'authenticatorData') => ({
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key',
  clientExtensionResults: {},
  response:
    kind === 'attestationObject'
      ? { clientDataJSON: 'e30', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal'] }
      : { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'MEUCIQ' },
});
/** A message from another member in a conversation of the caller's, written straight to the tables. */
async function messageTo(who: Who['user']) {
  const sender = await makeUser(te.db);
  const [conversation] = await te.db.insert(t.conversations).values({ createdBy: sender.id }).returning();
  await te.db.insert(t.conversationMembers).values([
    { conversationId: conversation!.id, userId: sender.id },
    { conversationId: conversation!.id, userId: who.id },
  ]);
  const [message] = await te.db
    .insert(t.messages)
    .values({ conversationId: conversation!.id, senderId: sender.id, clientId: `bad-input-${n()}`, body: 'Hello' })
    .returning();
  return message!;
}
/** An open report of such a message, for the editors' queue. */
async function messageReport(who: Who['user']) {
  const message = await messageTo(who);
  const [row] = await te.db
    .insert(t.messageReports)
    .values({ messageId: message.id, reporterId: who.id, reason: 'Spam or scam' })
    .returning();
  return row!;
}
const commentBy = async (author: Who['user']) => makeComment(te.db, (await makePost(te.db, author.id)).id, author.id);

const article = { title: 'Bad input article', excerpt: 'A summary of it', content: 'The words of the article.', author: 'A. Writer' };
const book = {
  title: 'Bad input',
  author: 'An Author',
  narrator: 'A Narrator',
  description: 'About the book.',
  category: 'Classic Fiction',
  publishedYear: 1900,
  duration: 3600,
};
const gift = { amount: '25.00', donorName: 'Pat Giver', showName: true, email: 'pat@example.org' };

/** A conversation of the caller and another member (a message request to the caller, so accepting it changes something). */
const conversationOf = async (who: Who) => {
  const other = await makeUser(te.db);
  return makeConversation(te.db, [other.id, who.user.id], { statuses: { [who.user.id]: 'request' } });
};

/** An active conversation of the caller and another member. */
/** An open chat room the caller joined, and the caller's own message in another. */
async function joinedRoomOf(who: Who) {
  const room = await makeRoom(te.db);
  await joinRows(te.db, room.id, [who.user.id]);
  return room;
}
async function roomMessageOf(who: Who) {
  const room = await makeRoom(te.db);
  const message = await makeMessage(te.db, room.conversationId, who.user.id);
  return { id: String(room.id), messageId: String(message.id) };
}
const activeConversationOf = async (who: Who) => makeConversation(te.db, [who.user.id, (await makeUser(te.db)).id]);

/** The caller's own message in an active conversation of theirs. */
async function messageOf(who: Who) {
  const conversation = await activeConversationOf(who);
  return { id: String(conversation.id), messageId: String((await makeMessage(te.db, conversation.id, who.user.id)).id) };
}

/** The valid call of each route that has a path to fill, a query it needs, or a body: what the bad input is made from. */
/** A monthly gift and a live link to its own address. */
async function monthlyParams() {
  const gift = await makeMonthlyGift(te.db, (await makeCampaign(te.db)).id);
  return { params: { token: await issueDonorLink(te.db, gift.email), id: String(gift.id) } };
}

/** The caller's own monthly gift, made while signed in. */
async function ownMonthlyParams(w: Who) {
  const gift = await makeMonthlyGift(te.db, (await makeCampaign(te.db)).id, { userId: w.user.id });
  return { params: { id: String(gift.id) } };
}

const targets: Partial<Record<RouteKey, Prepare>> = {
  'POST /api/auth/login': async () => ({ body: { email: (await makeUser(te.db)).email, password: 'correct horse battery' } }),
  'POST /api/auth/register': async () => ({
    body: { firstName: 'New', lastName: 'Person', email: `new-${n()}@example.test`, password: 'a long enough password' },
  }),
  'GET /api/callback': async () => ({ query: 'code=abc&state=def' }),
  'DELETE /api/auth/sessions/:id': async (w) => ({ params: { id: await otherSession(w) } }),
  'PATCH /api/auth/passkeys/:id': async (w) => ({ params: idOf(await makePasskey(te.db, w.user.id)), body: { name: 'Work laptop' } }),
  'DELETE /api/auth/passkeys/:id': async (w) => ({ params: idOf(await makePasskey(te.db, w.user.id)) }),
  // Shaped as a browser's answers; without the ceremony's cookie they are refused as expired.
  'POST /api/auth/passkeys/registration/verify': async () => ({ body: { response: passkeyAnswer('attestationObject'), name: 'My phone' } }),
  'POST /api/auth/passkeys/authentication/verify': async () => ({ body: { response: passkeyAnswer('authenticatorData') } }),

  'GET /api/search': async () => ({ query: 'q=ramps&kind=news&from=2025-01-01&to=2025-12-31&page=1' }),
  'GET /api/news/search': async () => ({ query: 'q=article' }),
  'GET /api/news/:id': async () => ({ params: idOf(await makeArticle(te.db)) }),
  'POST /api/news': async () => ({ body: article }),
  'PATCH /api/news/:id': async () => ({ params: idOf(await makeArticle(te.db)), body: { title: 'A changed title' } }),
  'DELETE /api/news/:id': async () => ({ params: idOf(await makeArticle(te.db)) }),

  'GET /api/podcasts/:id': async () => ({ params: idOf(await makeEpisode(te.db)) }),
  'POST /api/podcasts/:id/feedback': async () => ({
    params: idOf(await makeEpisode(te.db)),
    body: { feedback: 'Loved this one.', happyToBeQuoted: true },
  }),
  'POST /api/podcasts': async () => ({
    body: {
      title: 'An episode about input',
      description: 'What it is about.',
      episodeNumber: ++episodeNumber,
      audioMediaId: (await makeMedia(te.db, env, 'audio/wav')).id,
      duration: 1800,
    },
  }),
  'PATCH /api/podcasts/:id': async () => ({ params: idOf(await makeEpisode(te.db)), body: { title: 'A changed title' } }),
  'DELETE /api/podcasts/:id': async () => ({ params: idOf(await makeEpisode(te.db)) }),

  'GET /api/audiobooks/search': async () => ({ query: 'q=book' }),
  'GET /api/audiobooks/:id': async () => ({ params: idOf(await makeAudiobook(te.db)) }),
  'PUT /api/audiobooks/:id/favourite': async () => ({ params: idOf(await makeAudiobook(te.db)) }),
  'DELETE /api/audiobooks/:id/favourite': async () => ({ params: idOf(await makeAudiobook(te.db)) }),
  'POST /api/audiobooks': async () => ({ body: { ...book, audioMediaId: (await makeMedia(te.db, env, 'audio/wav')).id } }),
  'PATCH /api/audiobooks/:id': async () => ({ params: idOf(await makeAudiobook(te.db)), body: { title: 'A changed title' } }),
  'DELETE /api/audiobooks/:id': async () => ({ params: idOf(await makeAudiobook(te.db)) }),

  'POST /api/community/posts': async () => ({
    body: {
      title: 'Input for all',
      content: 'Some thoughts to share.',
      category: 'General Discussion',
      tags: ['a', 'b'],
      contentWarning: null,
    },
  }),
  'GET /api/community/posts/:id': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)) }),
  'PATCH /api/community/posts/:id': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)), body: { title: 'A changed title' } }),
  'DELETE /api/community/posts/:id': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)) }),
  'PUT /api/community/posts/:id/like': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)) }),
  'PUT /api/community/posts/:id/read': async (w) => {
    const post = await makePost(te.db, w.user.id);
    return { params: idOf(post), body: { lastReadCommentId: (await makeComment(te.db, post.id, w.user.id)).id } };
  },
  'POST /api/notifications/:id/read': async (w) => ({ params: idOf(await notificationFor(w.user.id)) }),
  'GET /api/notifications/follows/:postId': async (w) => ({ params: { postId: String((await makePost(te.db, w.user.id)).id) } }),
  'PUT /api/notifications/follows/:postId': async (w) => ({
    params: { postId: String((await makePost(te.db, w.user.id)).id) },
    body: { following: false },
  }),
  'PUT /api/notifications/releases/podcast': async () => ({ body: { following: false } }),
  'PUT /api/notifications/releases/category': async () => ({ body: { category: (await makeAudiobook(te.db)).category, following: false } }),
  'POST /api/notifications/unsubscribe': async (w) => ({
    query: `member=${w.user.id}&kind=post-reply&token=${await unsubscribeKey(te.db, w.user.id)}`,
  }),
  'DELETE /api/community/posts/:id/like': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)) }),
  'GET /api/community/posts/:id/revisions': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)) }),
  'GET /api/community/comments/:id/revisions': async (w) => ({ params: idOf(await commentBy(w.user)) }),
  'GET /api/community/saved': async () => ({ query: 'page=1' }),
  'GET /api/community/posts/:id/saved': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)) }),
  'PUT /api/community/posts/:id/saved': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)) }),
  'DELETE /api/community/posts/:id/saved': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)) }),
  'PUT /api/community/comments/:id/saved': async (w) => ({ params: idOf(await commentBy(w.user)) }),
  'DELETE /api/community/comments/:id/saved': async (w) => ({ params: idOf(await commentBy(w.user)) }),
  'GET /api/community/posts/:id/comments': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)) }),
  // A reply, so the bad input reaches replyToId too.
  'POST /api/community/posts/:id/comments': async (w) => {
    const post = await makePost(te.db, w.user.id);
    return { params: idOf(post), body: { content: 'Well said.', replyToId: (await makeComment(te.db, post.id, w.user.id)).id } };
  },
  'PATCH /api/community/comments/:id': async (w) => ({ params: idOf(await commentBy(w.user)), body: { content: 'Edited.' } }),
  'DELETE /api/community/comments/:id': async (w) => ({ params: idOf(await commentBy(w.user)) }),
  'POST /api/community/posts/:id/report': async (w) => ({
    params: idOf(await makePost(te.db, w.user.id)),
    body: { reason: 'Something else', details: 'It sells things.' },
  }),
  'POST /api/community/comments/:id/report': async (w) => ({
    params: idOf(await commentBy(w.user)),
    body: { reason: "It's spam", details: '' },
  }),
  'GET /api/community/reports': async () => ({ query: 'status=open' }),
  'PATCH /api/community/reports/:id': async (w) => ({ params: idOf(await openReport(w.user)), body: { status: 'resolved' } }),
  'PATCH /api/community/posts/:id/moderation': async (w) => ({
    params: idOf(await makePost(te.db, w.user.id)),
    body: { visibility: 'hidden' },
  }),
  'PATCH /api/community/comments/:id/moderation': async (w) => ({ params: idOf(await commentBy(w.user)), body: { visibility: 'hidden' } }),
  'POST /api/community/posts/:id/reading': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)), body: { seconds: 30 } }),
  'GET /api/community/posts/:id/slow-mode': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)) }),
  'PUT /api/community/posts/:id/slow-mode': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)), body: { minutes: 5 } }),
  'DELETE /api/community/posts/:id/slow-mode': async (w) => ({ params: idOf(await makePost(te.db, w.user.id)) }),
  'GET /api/cms/members/:id/trust-level': async () => ({ params: idOf(await makeUser(te.db)) }),
  'PUT /api/cms/members/:id/trust-level': async () => ({ params: idOf(await makeUser(te.db)), body: { level: 1 } }),
  'DELETE /api/cms/members/:id/trust-level': async () => ({ params: idOf(await makeUser(te.db)) }),

  'PATCH /api/profile': async () => ({ body: { firstName: 'Sam', lastName: 'Member', pronouns: 'they/them', bio: 'Hello.' } }),
  'GET /api/members/:id': async (w) => ({ params: idOf(w.user) }),
  'PUT /api/messages/blocks/:memberId': async () => ({ params: { memberId: String((await makeUser(te.db)).id) } }),
  'DELETE /api/messages/blocks/:memberId': async () => ({ params: { memberId: String((await makeUser(te.db)).id) } }),
  'POST /api/messages/conversations/:id/messages/:messageId/report': async (w) => {
    const message = await messageTo(w.user);
    return { params: { id: String(message.conversationId), messageId: String(message.id) }, body: { reason: 'Spam or scam', details: '' } };
  },

  // The caller's own conversation and message: bad input reaches past the 404 for outsiders.
  // Chat rooms (decision 0027): an open room the caller joined, and the caller's own message in it.
  'GET /api/live/rooms/:id': async () => ({ params: idOf(await makeRoom(te.db)) }),
  'GET /api/chat/rooms/:id': async () => ({ params: idOf(await makeRoom(te.db)) }),
  'POST /api/chat/rooms/:id/join': async () => ({ params: idOf(await makeRoom(te.db)) }),
  'POST /api/chat/rooms/:id/leave': async () => ({ params: idOf(await makeRoom(te.db)) }),
  'GET /api/chat/rooms/:id/messages': async () => ({ params: idOf(await makeRoom(te.db)), query: 'before=1000' }),
  'POST /api/chat/rooms/:id/messages': async (w) => ({
    params: idOf(await joinedRoomOf(w)),
    body: { body: 'Hello room', clientId: clientId() },
  }),
  'DELETE /api/chat/rooms/:id/messages/:messageId': async (w) => ({ params: await roomMessageOf(w) }),
  'POST /api/chat/rooms/:id/messages/:messageId/report': async (w) => ({
    params: await roomMessageOf(w),
    body: { reason: 'Spam or scam', details: '' },
  }),
  'POST /api/chat/rooms/:id/read': async (w) => ({ params: idOf(await joinedRoomOf(w)), body: { lastReadMessageId: 1 } }),
  'GET /api/chat/rooms/:id/members': async () => ({ params: idOf(await makeRoom(te.db)), query: 'q=Te' }),
  'POST /api/chat/rooms/:id/messages/:messageId/reactions': async (w) => {
    const room = await joinedRoomOf(w);
    const message = await makeMessage(te.db, room.conversationId, w.user.id);
    return { params: { id: String(room.id), messageId: String(message.id) }, body: { reaction: 'Thank you' } };
  },
  'POST /api/chat/rooms/:id/typing': async (w) => ({ params: idOf(await joinedRoomOf(w)) }),
  'POST /api/cms/chat-rooms': async () => ({ body: { name: `Room ${n()}`, description: 'About it', slowModeSeconds: 10 } }),
  'PATCH /api/cms/chat-rooms/:id': async () => ({ params: idOf(await makeRoom(te.db)), body: { name: 'Renamed', archived: true } }),
  'POST /api/cms/chat-rooms/:id/move': async () => ({ params: idOf(await makeRoom(te.db)), body: { direction: 'down' } }),
  'PUT /api/cms/chat-rooms/:id/mutes/:memberId': async () => ({
    params: { id: String((await makeRoom(te.db)).id), memberId: String((await makeUser(te.db)).id) },
    body: { minutes: 60 },
  }),
  'DELETE /api/cms/chat-rooms/:id/mutes/:memberId': async () => ({
    params: { id: String((await makeRoom(te.db)).id), memberId: String((await makeUser(te.db)).id) },
  }),

  'GET /api/messages/conversations': async () => ({ query: 'box=inbox&page=1' }),
  'POST /api/messages/conversations': async () => ({
    body: { memberIds: [(await makeUser(te.db)).id], body: 'Hello', clientId: clientId() },
  }),
  'GET /api/messages/conversations/:id': async (w) => ({ params: idOf(await activeConversationOf(w)) }),
  'GET /api/messages/conversations/:id/messages': async (w) => ({ params: idOf(await activeConversationOf(w)), query: 'before=1000' }),
  'POST /api/messages/conversations/:id/messages': async (w) => ({
    params: idOf(await activeConversationOf(w)),
    body: { body: 'Hello again', clientId: clientId() },
  }),
  'PATCH /api/messages/conversations/:id/messages/:messageId': async (w) => ({ params: await messageOf(w), body: { body: 'Edited' } }),
  'DELETE /api/messages/conversations/:id/messages/:messageId': async (w) => ({ params: await messageOf(w) }),
  'POST /api/messages/conversations/:id/messages/:messageId/reactions': async (w) => ({
    params: await messageOf(w),
    body: { reaction: 'Thank you' },
  }),
  'POST /api/messages/conversations/:id/read': async (w) => ({
    params: idOf(await activeConversationOf(w)),
    body: { lastReadMessageId: 1 },
  }),
  'POST /api/messages/conversations/:id/accept': async (w) => ({ params: idOf(await conversationOf(w)) }),
  'POST /api/messages/conversations/:id/decline': async (w) => ({ params: idOf(await conversationOf(w)) }),
  'POST /api/messages/conversations/:id/leave': async (w) => ({ params: idOf(await conversationOf(w)) }),
  'POST /api/messages/conversations/:id/typing': async (w) => ({ params: idOf(await activeConversationOf(w)) }),
  'GET /api/messages/members': async () => ({ query: 'q=Test' }),
  'PATCH /api/messages/settings': async () => ({ body: { whoMayMessage: 'talked', quickPhrases: ['Yes'] } }),

  'GET /api/listening-positions/:kind/:id': async () => ({ params: { kind: 'episode', id: String((await makeEpisode(te.db)).id) } }),
  'PUT /api/listening-positions/:kind/:id': async () => ({
    params: { kind: 'audiobook', id: String((await makeAudiobook(te.db)).id) },
    body: { positionSeconds: 42 },
  }),
  'GET /api/chapters/:kind/:id': async () => ({ params: { kind: 'episode', id: String((await makeEpisode(te.db)).id) } }),
  'PUT /api/chapters/:kind/:id': async () => ({
    params: { kind: 'audiobook', id: String((await makeAudiobook(te.db)).id) },
    body: {
      chapters: [
        { title: 'Opening', start: '0:00' },
        { title: 'Middle', start: '0:15' },
      ],
    },
  }),
  'GET /api/bookmarks/:kind/:id': async () => ({ params: { kind: 'episode', id: String((await makeEpisode(te.db)).id) } }),
  'POST /api/bookmarks/:kind/:id': async () => ({
    params: { kind: 'audiobook', id: String((await makeAudiobook(te.db)).id) },
    body: { positionSeconds: 60, note: 'The key point' },
  }),
  'DELETE /api/bookmarks/:id': async (w) => ({ params: idOf(await makeBookmark(te.db, w.user.id)) }),
  'PUT /api/community/drafts': async (w) => ({
    body: { postId: (await makePost(te.db, w.user.id)).id, content: 'Half a thought' },
  }),
  'DELETE /api/community/drafts/:id': async (w) => ({ params: idOf(await makeDraft(te.db, w.user.id)) }),
  'GET /api/transcripts/:id': async () => ({ params: idOf(await makeEpisodeWithTranscript(te.db, te.env.MEDIA)) }),
  'PUT /api/transcripts/:id': async () => ({ params: idOf(await makeEpisode(te.db)), body: { vtt: DEMO_VTT } }),
  'DELETE /api/transcripts/:id': async () => ({ params: idOf(await makeEpisodeWithTranscript(te.db, te.env.MEDIA)) }),

  'POST /api/cms/pages': async () => ({ body: { title: `Input page ${n()}`, slug: '', body: 'Words', status: 'draft', publishAt: null } }),
  'GET /api/cms/pages/:id': async () => ({ params: idOf(await makePage(te.db)) }),
  'PATCH /api/cms/pages/:id': async () => ({ params: idOf(await makePage(te.db)), body: { title: 'Renamed', status: 'published' } }),
  'DELETE /api/cms/pages/:id': async () => ({ params: idOf(await makePage(te.db)) }),
  'POST /api/cms/templates': async () => ({ body: { name: `Input template ${n()}`, category: 'Information', body: '# Heading' } }),
  'GET /api/cms/templates/:id': async () => ({ params: idOf(await makeTemplate(te.db)) }),
  'PATCH /api/cms/templates/:id': async () => ({ params: idOf(await makeTemplate(te.db)), body: { name: `Renamed ${n()}` } }),
  'DELETE /api/cms/templates/:id': async () => ({ params: idOf(await makeTemplate(te.db)) }),
  'POST /api/cms/templates/:id/duplicate': async () => ({ params: idOf(await makeTemplate(te.db)) }),
  'POST /api/cms/forms': async () => ({
    body: { name: `Input form ${n()}`, isActive: true, fields: [{ name: 'note', label: 'Note', type: 'text', required: false }] },
  }),
  'GET /api/cms/forms/:id': async () => ({ params: idOf(await makeForm(te.db)) }),
  'PATCH /api/cms/forms/:id': async () => ({ params: idOf(await makeForm(te.db)), body: { isActive: false } }),
  'DELETE /api/cms/forms/:id': async () => ({ params: idOf(await makeForm(te.db)) }),
  'GET /api/cms/forms/:id/submissions': async () => ({ params: idOf(await makeForm(te.db)), query: 'limit=5' }),
  'PATCH /api/cms/forms/:id/submissions/:submissionId': async () => {
    const form = await makeForm(te.db);
    return { params: { id: String(form.id), submissionId: String((await makeSubmission(te.db, form.id)).id) }, body: { isRead: true } };
  },
  'DELETE /api/cms/forms/:id/submissions/:submissionId': async () => {
    const form = await makeForm(te.db);
    return { params: { id: String(form.id), submissionId: String((await makeSubmission(te.db, form.id)).id) } };
  },
  'POST /api/cms/menus': async () => ({ body: { name: `Input menu ${n()}`, location: 'footer', items: [{ label: 'Home', url: '/' }] } }),
  'GET /api/cms/menus/:id': async () => ({ params: idOf(await makeMenu(te.db)) }),
  'PATCH /api/cms/menus/:id': async () => ({ params: idOf(await makeMenu(te.db)), body: { isActive: false } }),
  'DELETE /api/cms/menus/:id': async () => ({ params: idOf(await makeMenu(te.db)) }),
  'POST /api/cms/redirects': async () => ({ body: { fromUrl: `/input-${n()}`, toUrl: '/news', statusCode: 302 } }),
  'GET /api/cms/redirects/:id': async () => ({ params: idOf(await makeRedirect(te.db)) }),
  'PATCH /api/cms/redirects/:id': async () => ({ params: idOf(await makeRedirect(te.db)), body: { statusCode: 302 } }),
  'DELETE /api/cms/redirects/:id': async () => ({ params: idOf(await makeRedirect(te.db)) }),
  'PATCH /api/cms/media/:id': async () => ({ params: idOf(await makeMedia(te.db, env, 'image/png')), body: { alt: 'New words' } }),
  'DELETE /api/cms/media/:id': async () => ({ params: idOf(await makeMedia(te.db, env, 'image/png')) }),
  'POST /api/cms/media/uploads': async () => ({ body: { filename: `long-${n()}.wav`, mimeType: 'audio/wav', size: 1000, alt: '' } }),
  'GET /api/cms/media/uploads/:uploadId': async (w) => ({ params: { uploadId: (await startedUpload(w)).uploadId } }),
  'PUT /api/cms/media/uploads/:uploadId/parts/:partNumber': async (w) => ({
    params: { uploadId: (await startedUpload(w)).uploadId, partNumber: '1' },
  }),
  'POST /api/cms/media/uploads/:uploadId/complete': async (w) => ({ params: { uploadId: (await startedUpload(w, true)).uploadId } }),
  'DELETE /api/cms/media/uploads/:uploadId': async (w) => ({ params: { uploadId: (await startedUpload(w)).uploadId } }),
  'GET /api/cms/news': async () => ({ query: 'q=article&limit=5' }),
  'DELETE /api/cms/members/:id/sessions': async () => ({ params: idOf((await signedIn(te.db)).user) }),
  'PATCH /api/cms/members/:id/role': async () => ({ params: idOf(await makeUser(te.db)), body: { role: 'editor' } }),
  'PATCH /api/cms/members/:id/level': async () => ({ params: idOf(await makeUser(te.db)), body: { level: 'Free' } }),
  'PUT /api/cms/members/:id/suspension': async () => ({
    params: idOf(await makeUser(te.db)),
    body: { reason: 'Repeated spam', until: null },
  }),
  'DELETE /api/cms/members/:id/suspension': async () => ({ params: idOf(await makeUser(te.db, suspended())) }),
  'GET /api/cms/message-reports': async () => ({ query: 'status=open' }),
  'PATCH /api/cms/message-reports/:id': async (w) => ({ params: idOf(await messageReport(w.user)), body: { action: 'dismiss' } }),
  'DELETE /api/cms/members/:memberId/messaging-suspension': async (w) => {
    const member = await makeUser(te.db);
    await te.db
      .insert(t.messagingSettings)
      .values({ userId: member.id, messagingSuspendedAt: new Date().toISOString(), messagingSuspendedBy: w.user.id });
    return { params: { memberId: String(member.id) } };
  },
  'POST /api/cms/membership-levels': async () => ({ body: { name: `Level ${n()}` } }),
  'PATCH /api/cms/membership-levels/:id': async () => ({ params: idOf(await makeLevel(te.db)), body: { name: `Renamed ${n()}` } }),
  'DELETE /api/cms/membership-levels/:id': async () => ({ params: idOf(await makeLevel(te.db)) }),

  'GET /api/pages/:slug': async () => ({ params: { slug: (await makePage(te.db)).slug } }),
  'POST /api/pages/:slug/views': async () => ({ params: { slug: (await makePage(te.db)).slug } }),
  'GET /api/forms/:id': async () => ({ params: idOf(await makeForm(te.db)) }),
  'POST /api/forms/:id/submissions': async () => ({
    params: idOf(await makeForm(te.db)),
    body: { name: 'Sam', email: 'sam@example.test', message: 'Hello', subscribe: true },
  }),
  'GET /api/menus/:location': async () => ({ params: { location: (await makeMenu(te.db)).location } }),

  'POST /api/donation-campaigns': async () => ({
    body: { title: 'Input campaign', description: 'Funds for ramps.', goal: '1000', status: 'active', imageUrl: '', endDate: '' },
  }),
  'PATCH /api/donation-campaigns/:id': async () => ({ params: idOf(await makeCampaign(te.db)), body: { title: 'Renamed' } }),
  'DELETE /api/donation-campaigns/:id': async () => ({ params: idOf(await makeCampaign(te.db)) }),
  'POST /api/donation-campaigns/:id/donations': async () => ({ params: idOf(await makeCampaign(te.db)), body: gift }),
  'GET /api/donations/manage/:token': async () => ({ params: { token: await issueDonorLink(te.db, `input-${n()}@example.test`) } }),
  'GET /api/donations/manage/:token/statements/:year': async () => ({
    params: { token: await issueDonorLink(te.db, `input-${n()}@example.test`), year: '2026' },
  }),
  'POST /api/donations/manage/:token/monthly/:id/stop': async () => monthlyParams(),
  'PATCH /api/donations/manage/:token/monthly/:id': async () => ({ ...(await monthlyParams()), body: { amount: '30' } }),
  'POST /api/donations/manage/:token/monthly/:id/card': async () => monthlyParams(),
  'POST /api/donations/test-clock': async () => ({ body: { months: 1 } }),
  'GET /api/donations/payments': async () => ({ query: 'limit=10&offset=0&q=Donor' }),
  'GET /api/donations/donors': async () => ({ query: 'limit=10&offset=0&q=Donor' }),
  'GET /api/donations/export': async () => ({ query: 'from=2026-07-01&to=2026-07-31' }),
  'POST /api/donations/payments/:id/refund': async () => ({ params: idOf(await makeDonation(te.db, (await makeCampaign(te.db)).id)) }),
  'POST /api/account/giving/monthly/:id/stop': async (w) => ownMonthlyParams(w),
  'PATCH /api/account/giving/monthly/:id': async (w) => ({ ...(await ownMonthlyParams(w)), body: { amount: '30' } }),
  'POST /api/account/giving/monthly/:id/card': async (w) => ownMonthlyParams(w),
  'GET /api/account/giving/statements/:year': async () => ({ params: { year: '2026' } }),
  'GET /api/account/export/prepared/:token': async () => ({ params: { token: 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4' } }),
  'GET /api/account/export/prepared/:token/file': async () => ({ params: { token: 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4' } }),
  'GET /api/donations/receipts/:token': async () => ({
    params: { token: (await makeDonation(te.db, (await makeCampaign(te.db)).id)).receiptToken! },
  }),
  'POST /api/donations/stripe-webhook': async () => ({
    body: {
      id: `evt_${n()}`,
      type: 'checkout.session.completed',
      data: { object: { id: `cs_${n()}`, payment_status: 'paid', amount_total: 2500, currency: 'aud', metadata: { donation_id: '1' } } },
    },
  }),

  'GET /podcasts/transcripts/:file': async () => ({
    params: { file: `${(await makeEpisode(te.db, { transcript: 'The words spoken.' })).id}.txt` },
  }),
  'GET /podcasts/chapters/:file': async () => ({ params: { file: `${(await makeChapteredEpisode(te.db)).id}.json` } }),
  'GET /media/*': async () => ({ params: { '*': (await makeMedia(te.db, env, 'image/png')).key } }),
  'HEAD /media/*': async () => ({ params: { '*': (await makeMedia(te.db, env, 'image/png')).key } }),
};

/**
 * Refusals that write by design, per route, with the reason. Everything else a 4xx leaves
 * exactly as it was.
 */
const REFUSALS_THAT_WRITE: Partial<Record<RouteKey, { tables: string[]; why: string }>> = {
  'POST /api/auth/login': {
    tables: ['rate_limits'],
    why: 'a wrong password (401) counts against the account and the address: counting refusals is what the sign-in limit is',
  },
  'POST /api/auth/passkeys/authentication/verify': {
    tables: ['rate_limits', 'webauthn_challenges'],
    why: 'each passkey sign-in is counted against the address before it is checked, and spends its challenge whatever the outcome (single use)',
  },
  'POST /api/messages/conversations/:id/messages': {
    tables: ['rate_limits'],
    why: 'each attempt to send counts against the 30-a-minute limit in the one batch that also looks the conversation up (a send is two D1 round trips)',
  },
  'POST /api/chat/rooms/:id/messages': {
    tables: ['rate_limits'],
    why: 'as private messages: each attempt to send in a room counts against the same limit, in the batch that looks the room up',
  },
  'POST /api/auth/passkeys/registration/verify': {
    tables: ['webauthn_challenges'],
    why: 'an answer spends its challenge whatever the outcome (single use)',
  },
};

/** Routes whose body is not JSON: the multipart upload, an upload's raw part, and Stripe's signed event. */
const BODY_KIND: Partial<Record<RouteKey, BodyKind>> = {
  'POST /api/cms/media': 'form',
  'PUT /api/profile/avatar': 'form',
  'PUT /api/cms/media/uploads/:uploadId/parts/:partNumber': 'bytes',
  'POST /api/donations/stripe-webhook': 'stripe',
};

const methodOf = (key: RouteKey) => key.slice(0, key.indexOf(' '));
const pathOf = (key: RouteKey) => key.slice(key.indexOf(' ') + 1);
const routes = Object.entries(ACCESS) as [RouteKey, Access][];

/** Who calls: a fresh account of a kind the matrix lets in (admins for editor routes, the author for author routes), or a visitor. */
async function callerFor(access: Access): Promise<Who | null> {
  if (access === 'anyone' || access === 'token' || access === 'signed-webhook') return null;
  return signedIn(te.db, { role: access === 'editor' || access === 'admin' ? 'admin' : 'member' });
}

/** The caller and fresh things to act on, for one call of the route. */
function prepare(key: RouteKey, access: Access): Promise<{ who: Who | null; target: Target }> {
  return timed(
    'setup',
    (async () => {
      const who = await callerFor(access);
      return { who, target: (await targets[key]?.(who ?? owner)) ?? {} };
    })(),
  );
}

const takeSnapshot = () => timed('snapshot', snapshot(te.env.DB, tables));

/** The case's body and the headers that go with it; Stripe's events are signed unless the case brings its own signature. */
async function bodyFor(key: RouteKey, target: Target, c: BadRequest): Promise<Rendered> {
  const rendered = renderRequestBody(c.body!, target.body);
  if (BODY_KIND[key] === 'stripe')
    rendered.headers['stripe-signature'] =
      c.signature ?? (await signStripePayload(WEBHOOK_SECRET, typeof rendered.body === 'string' ? rendered.body : ''));
  return rendered;
}

type Sent = { res: Response; text: string; described: string };

async function send(
  method: string,
  url: string,
  init: { headers: Record<string, string>; body?: BodyInit | ReadableStream; shown?: string },
  target: Env,
): Promise<Sent> {
  requests++;
  lastError = '';
  const { res, text } = await timed(
    'request',
    (async () => {
      const res = await app.request(
        url,
        {
          method,
          headers: init.headers,
          body: init.body,
          ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
        } as RequestInit,
        target,
      );
      return { res, text: method === 'HEAD' ? '' : await res.text() };
    })(),
  );
  return { res, text, described: `${method} ${show(url.slice(ORIGIN.length))}${init.shown ? ` body ${init.shown}` : ''}` };
}

/** The error the worker logged for the last request, without the (possibly 100,000-character) path. */
function loggedError(): string {
  try {
    return String((JSON.parse(lastError) as { error?: unknown }).error);
  } catch {
    return lastError.slice(0, 300) || 'nothing';
  }
}

/** A refusal is JSON with a message (HEAD has no body, so only its type is checked). */
function refusalProblems({ res, text }: Sent, method: string): string[] {
  if (res.status < 400) return [];
  if (method === 'HEAD') return /json/.test(res.headers.get('content-type') ?? '') ? [] : [`a ${res.status} to HEAD is not typed JSON`];
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body?.message === 'string' && body.message ? [] : [`a ${res.status} without a message: ${show(text)}`];
  } catch {
    return [`a ${res.status} that is not JSON: ${show(text)}`];
  }
}

/**
 * Calls the route with the case and returns what is wrong with the answer (nothing, if all is
 * well); `expected` also demands that exact status and message.
 */
async function tryCase(key: RouteKey, access: Access, c: BadRequest, expected?: { status: number; message: string }): Promise<string[]> {
  const method = methodOf(key);
  const { who, target } = await prepare(key, access);
  const headers: Record<string, string> = { ...visitor(), ...(who?.cookie ? { cookie: who.cookie } : {}), ...c.headers };
  // Stripe's servers send no Origin; a browser's write does.
  if (WRITES.has(method) && access !== 'signed-webhook') headers.origin = ORIGIN;
  const body: Rendered = c.body ? await bodyFor(key, target, c) : { headers: {}, shown: '' };
  const before = await takeSnapshot();
  const sent = await send(
    method,
    `${ORIGIN}${renderPath(pathOf(key), target.params, c.params)}${renderQuery(target.query, c.query)}`,
    { ...body, headers: { ...headers, ...body.headers } },
    access === 'signed-webhook' ? withStripe(env) : env,
  );
  const problems = refusalProblems(sent, method);
  if (sent.res.status >= 500) problems.unshift(`server error; the worker logged ${loggedError()}`);
  if (expected && (sent.res.status !== expected.status || !sent.text.includes(JSON.stringify(expected.message))))
    problems.unshift(`expected ${expected.status} ${JSON.stringify(expected.message)}`);
  if (sent.res.status >= 400)
    problems.push(...changes(before, await takeSnapshot(), REFUSALS_THAT_WRITE[key]?.tables).map((d) => `changed ${d}`));
  return problems.map((p) => `${sent.described} -> ${sent.res.status} ${show(sent.text.slice(0, 300))}: ${p}`);
}

describe('bad input to every route: never a 5xx, and a refusal is JSON with a message and changes nothing', () => {
  it('has a target for every route with a path to fill, and snapshots every table but the ones that cannot hide a change', () => {
    expect(routes.filter(([key]) => /[:*]/.test(key) && !targets[key]).map(([key]) => key)).toEqual([]);
    expect(excluded.every((e) => e.why)).toBe(true);
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'rate_limits', 'audit_log']));
  });

  it.each(routes)(
    '%s (%s)',
    async (key, access) => {
      await fc.assert(
        fc.asyncProperty(badRequest({ method: methodOf(key), path: pathOf(key), body: BODY_KIND[key] }), async (c) => {
          const problems = await tryCase(key, access, c);
          if (problems.length) throw new Error(problems.join('\n'));
        }),
        { seed: SEED, numRuns: NUM_RUNS },
      );
    },
    180_000,
  );
});

describe('a JSON body that is not an object (an array, a string, a number, null) is a 400 with the usual message, and changes nothing', () => {
  // Every write that reads a JSON body, PATCH included (all its fields are optional, so an empty
  // array once passed as "no changes"). DELETE and the writes that take no body ignore one.
  const jsonWrites = routes.filter(
    ([key]) => WRITES.has(methodOf(key)) && methodOf(key) !== 'DELETE' && BODY_KIND[key] !== 'form' && BODY_KIND[key] !== 'bytes',
  );

  it.for(jsonWrites)('%s (%s)', { timeout: 180_000 }, async ([key, access], ctx) => {
    if (!(await prepare(key, access)).target.body) return ctx.skip('takes no body');
    await fc.assert(
      fc.asyncProperty(nonObjectBody(), async (plan) => {
        const c: BadRequest = { params: {}, query: null, body: { json: plan } };
        const problems = await tryCase(key, access, c, { status: 400, message: NOT_AN_OBJECT_MESSAGE });
        if (problems.length) throw new Error(problems.join('\n'));
      }),
      { seed: SEED, numRuns: NUM_RUNS },
    );
  });
});

/** Origins that are not this site's, however close, and Sec-Fetch-Site values a cross-site form sends (with no Origin). */
const CROSS_SITE: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { origin: 'http://localhost:8080' },
  { origin: 'http://localhost.evil.example' },
  { origin: 'https://localhost' },
  { origin: '', 'sec-fetch-site': 'cross-site' },
  { origin: '', 'sec-fetch-site': 'same-site' },
];
/**
 * Types that are not JSON, multipart or an upload part's bytes: what a plain HTML form (or a
 * careless client) sends, and types that merely begin like JSON's.
 */
const NOT_JSON = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'text/html',
  'application/xml',
  'text/plain; charset=application/json',
  'application/jsonp',
  'application/json-seq',
];

/** Sends the route's valid call with one header wrong; the answer must be exactly the refusal, and change nothing. */
async function refusalProblemsFor(
  key: RouteKey,
  access: Access,
  refusal: { headers: Record<string, string>; expect: number },
): Promise<string[]> {
  const method = methodOf(key);
  const { who, target } = await prepare(key, access);
  const headers = {
    ...visitor(),
    ...(who?.cookie ? { cookie: who.cookie } : {}),
    origin: ORIGIN,
    'content-type': 'application/json',
    ...refusal.headers,
  };
  const before = await takeSnapshot();
  const sent = await send(
    method,
    `${ORIGIN}${renderPath(pathOf(key), target.params)}${renderQuery(target.query)}`,
    { headers, body: jsonText(target.body ?? {}) },
    env,
  );
  const problems = [...refusalProblems(sent, method), ...changes(before, await takeSnapshot()).map((d) => `changed ${d}`)];
  if (sent.res.status !== refusal.expect) problems.unshift(`expected ${refusal.expect}`);
  return problems.map((p) => `${sent.described} ${show(refusal.headers)} -> ${sent.res.status} ${show(sent.text.slice(0, 300))}: ${p}`);
}

/**
 * One-click unsubscribe (RFC 8058) takes a form POST from a mail provider's server, from any
 * origin, and uses no cookie: lib/security.ts lets it through, and notifications.test.ts proves
 * a cross-site form POST with the right secret works and a wrong one changes nothing.
 */
const CROSS_SITE_BY_DESIGN = new Set<RouteKey>(['POST /api/notifications/unsubscribe']);

describe('cross-site writes are 403 and bodies that are not JSON are 415, before anything else, and change nothing', () => {
  // Each write route gets the next origin and the next type in turn, so every one is tried on several routes.
  const cases = routes
    .filter(([key]) => WRITES.has(methodOf(key)) && !CROSS_SITE_BY_DESIGN.has(key))
    .map(([key, access], i) => [key, access, CROSS_SITE[i % CROSS_SITE.length]!, NOT_JSON[i % NOT_JSON.length]!] as const);
  it.each(cases)('%s (%s): %j, %s', async (key, access, crossSite, type) => {
    const problems = [
      ...(await refusalProblemsFor(key, access, { headers: crossSite, expect: 403 })),
      ...(await refusalProblemsFor(key, access, { headers: { 'content-type': type }, expect: 415 })),
    ];
    expect(problems).toEqual([]);
  });
});

describe('oversize bodies', () => {
  // The multipart upload and an upload's parts have their own, larger, limits (cms-media tests).
  const jsonWrites = routes.filter(([key]) => WRITES.has(methodOf(key)) && BODY_KIND[key] !== 'form' && BODY_KIND[key] !== 'bytes');

  it('answers 413 to a JSON body over 1 MiB on every JSON route, with or without a Content-Length, and changes nothing', async () => {
    const failures: string[] = [];
    for (const [key, access] of jsonWrites) {
      for (const streamed of [false, true]) {
        const method = methodOf(key);
        const { who, target } = await prepare(key, access);
        const text = jsonText({ ...target.body, padding: 'x'.repeat(MiB) });
        const bytes = new TextEncoder().encode(text);
        const headers: Record<string, string> = {
          ...visitor(),
          ...(who?.cookie ? { cookie: who.cookie } : {}),
          'content-type': 'application/json',
        };
        if (access !== 'signed-webhook') headers.origin = ORIGIN;
        else headers['stripe-signature'] = await signStripePayload(WEBHOOK_SECRET, text);
        if (!streamed) headers['content-length'] = String(bytes.byteLength);
        // Streamed: no Content-Length, as with chunked transfer; the limit must count what arrives.
        const body = streamed ? chunked(bytes) : bytes;
        const before = await takeSnapshot();
        const path = renderPath(pathOf(key), target.params);
        const sent = await send(
          method,
          `${ORIGIN}${path}`,
          { headers, body, shown: `${bytes.byteLength} bytes${streamed ? ', streamed' : ''}` },
          access === 'signed-webhook' ? withStripe(env) : env,
        );
        const changed = changes(before, await takeSnapshot()).map((d) => d.slice(0, d.indexOf(':')));
        const problems = [...refusalProblems(sent, method), ...(changed.length ? [`changed ${changed.join(', ')}`] : [])];
        if (sent.res.status !== 413) problems.unshift(`${sent.res.status}, not 413`);
        if (problems.length) failures.push(`${key}${streamed ? ' (streamed)' : ''}: ${problems.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('a JSON body nested deeper than JSON_MAX_DEPTH is a 400 with its message on every route, and changes nothing', () => {
  // The route's valid body with one field nested one level too deep (or, for a route that takes
  // no body, such a body anyway): refused before anything parses it, whoever asks. One-click
  // unsubscribe never reads its body, so it has nothing to refuse.
  const jsonWrites = routes.filter(
    ([key]) => WRITES.has(methodOf(key)) && BODY_KIND[key] !== 'form' && BODY_KIND[key] !== 'bytes' && !CROSS_SITE_BY_DESIGN.has(key),
  );
  const nested = (levels: number): unknown => (levels === 0 ? 1 : [nested(levels - 1)]);

  it.for(jsonWrites)('%s (%s)', async ([key, access]) => {
    const { target } = await prepare(key, access);
    const json: BodyPlan = target.body
      ? { kind: 'set', field: 0, value: nested(JSON_MAX_DEPTH) }
      : { kind: 'text', text: JSON.stringify({ a: nested(JSON_MAX_DEPTH) }) };
    const c: BadRequest = { params: {}, query: null, body: { json } };
    expect(await tryCase(key, access, c, { status: 400, message: TOO_DEEP_MESSAGE })).toEqual([]);
  });
});

/** The bytes as a stream of 64 KiB chunks. */
function chunked(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, (offset += 64 * 1024)));
    },
  });
}
