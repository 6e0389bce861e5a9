import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema';
import type { Env } from '../../src/platform/env';
import { LIVE_MEMBER_HEADER } from '../../src/messaging/live/protocol';
import { liveStub, memberChannel } from '../../src/messaging/live/publish';
import type { ConversationDetail, LiveEvent, MembershipStatus, MessageView } from '../../src/schemas/messages';
import { call } from './request';

let sequence = 0;
/** A clientId as a browser makes one (crypto.randomUUID()). */
export const clientId = () => `${crypto.randomUUID()}`;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

/**
 * A conversation written straight to the tables: `members` in order, the first being its
 * starter; each one's status (active unless given).
 */
export async function makeConversation(
  db: Db,
  members: number[],
  { statuses = {}, title = null }: { statuses?: Record<number, MembershipStatus>; title?: string | null } = {},
) {
  const [conversation] = await db.insert(t.conversations).values({ title, createdBy: members[0] }).returning();
  await db
    .insert(t.conversationMembers)
    .values(members.map((userId) => ({ conversationId: conversation!.id, userId, status: statuses[userId] ?? ('active' as const) })));
  return conversation!;
}

/** A message written straight to the table; its insert trigger moves the conversation's newest message and the sender's read mark, as sending does (migrations/0042). */
export async function makeMessage(
  db: Db,
  conversationId: number,
  senderId: number,
  overrides: Partial<typeof t.messages.$inferInsert> = {},
) {
  const [message] = await db
    .insert(t.messages)
    .values({ conversationId, senderId, clientId: `made-${next()}`, body: `Message ${next()}`, ...overrides })
    .returning();
  return message!;
}

/** A block, as the blocks routes make one. */
export async function makeBlock(db: Db, blockerId: number, blockedId: number) {
  await db.insert(t.memberBlocks).values({ blockerId, blockedId });
}

/** An error answer's message ("message" is also a field of a success, so only a string counts). */
const errorOf = (json: unknown) => {
  const m = (json as { message?: unknown }).message;
  return typeof m === 'string' ? m : undefined;
};

/** POST /api/messages/conversations through the API; the answer's status and body. */
export async function start(env: Env, cookie: string, memberIds: number[], body = 'Hello there', extra: Record<string, unknown> = {}) {
  const res = await call(env, '/api/messages/conversations', {
    method: 'POST',
    cookie,
    body: { memberIds, body, clientId: clientId(), ...extra },
  });
  const json = (await res.json()) as { conversation: ConversationDetail; message: MessageView };
  return { status: res.status, json, error: errorOf(json) };
}

/** POST a message into a conversation through the API. */
export async function send(env: Env, cookie: string, conversationId: number, body = 'Another message', id = clientId()) {
  const res = await call(env, `/api/messages/conversations/${conversationId}/messages`, {
    method: 'POST',
    cookie,
    body: { body, clientId: id },
  });
  const json = (await res.json()) as MessageView;
  return { status: res.status, json, error: errorOf(json), headers: res.headers };
}

/** GET a path under /api/messages as JSON. */
export async function getJson<T>(env: Env, cookie: string, path: string): Promise<{ status: number; json: T }> {
  const res = await call(env, `/api/messages${path}`, { cookie });
  return { status: res.status, json: (await res.json()) as T };
}

export type Listener = Awaited<ReturnType<typeof listen>>;

/**
 * A socket on a member's live channel (the object's own door; GET /api/live leads here), as
 * worker/test/live-channels.test.ts opens one. `events` are the parsed events received.
 */
export async function listen(env: Env, memberId: number) {
  const res = await liveStub(env, memberChannel(memberId))!.fetch('https://live.internal/connect', {
    headers: { Upgrade: 'websocket', [LIVE_MEMBER_HEADER]: String(memberId) },
  });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const events: (LiveEvent | 'pong')[] = [];
  const waiters: Array<() => void> = [];
  socket.addEventListener('message', (e) => {
    events.push(typeof e.data === 'string' ? (e.data === 'pong' ? 'pong' : (JSON.parse(e.data) as LiveEvent)) : (e.data as never));
    waiters.splice(0).forEach((w) => w());
  });
  socket.accept();
  /** Waits (up to 5 s) until an event matches, and answers it. */
  const waitFor = async (match: (e: LiveEvent) => boolean): Promise<LiveEvent> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = events.find((e): e is LiveEvent => e !== 'pong' && match(e));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No matching live event; got ${JSON.stringify(events)}`);
      await new Promise<void>((r) => (waiters.push(r), setTimeout(r, 100)));
    }
  };
  const messagesReceived = () =>
    events.filter((e): e is Extract<LiveEvent, { type: 'message' }> => e !== 'pong' && e.type === 'message').map((e) => e.message);
  return { socket, events, waitFor, messagesReceived, close: () => socket.close(1000, 'done') };
}

/** Lets anything in flight arrive, for tests that show something did not. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
