// The chat phase of npm run load (issue 16), two shapes at once: the load test's members in
// conversations of five, each with their own live channel open (GET /api/live), and a second
// set of members (100 by default) joined to one chat room with the room's channel open (GET
// /api/live/rooms/:id), as the SPA opens them. Everyone sends for a while as people do (a
// pause, a message with a client-generated id through the API, now and then the same message
// again as a browser retries after a lost answer). Afterwards chat-check.ts decides: every
// acknowledged message reached every member of its conversation or room exactly once (the
// sender's own socket too, for their other tabs), nothing arrived that was not acknowledged,
// and each is stored exactly once, read back through the API as a screen reads it.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../worker/src/db/client';
import * as t from '../../worker/src/db/schema';
import type { MessagePage } from '../../worker/src/schemas/messages';
import { keepAlive, send } from '../bench/http';
import { signIn } from '../lib/built-worker';
import { inTurn, openLive, openRoomLive, startConversations, type LiveSocket } from '../lib/live-chat';
import { checkChat, type AckedMessage, type ChatVerdict, type Receipt } from './chat-check';
import { createMembers, LOAD_PASSWORD, type Member } from './setup';

const GROUP = 5;
/** How often a member sends the same message again (same clientId), as a retry after a lost answer. */
const REPEAT_SHARE = 0.1;
/** Tries of a send that got no answer, the first included: the member's Retry. */
export const RETRIES = 3;
/** How long the last messages get to arrive after sending stops. */
const SETTLE_MS = 3000;

/** One shape's figures: its sends, and chat-check's verdict on them. */
export interface ShapeFindings extends ChatVerdict {
  shape: string;
  members: number;
  channels: number;
  /** Each member's mean pause between messages, ms. */
  thinkMs: number;
  sent: number;
  acknowledged: number;
  repeats: number;
  /** Sends tried again after no answer (or a 5xx), as the member's Retry does. */
  retried: number;
  /** 429s: the 30-a-minute limit working. */
  refused: number;
  errors: string[];
  socketsClosed: number;
}

/** A conversation or the room: who hears it, where a member sends to and reads it from. */
type Channel = { key: string; members: number[]; sendPath: string; readPath: string };

export async function runChat({
  base,
  db,
  members,
  cookies,
  roomMembers,
  seconds,
  thinkMs,
  roomThinkMs,
}: {
  base: URL;
  db: Db;
  /** The load test's members (signed in), in conversations of five. */
  members: Member[];
  cookies: string[];
  /** How many more members share one room (0: no room). */
  roomMembers: number;
  seconds: number;
  thinkMs: number;
  roomThinkMs: number;
}): Promise<ShapeFindings[]> {
  const conversations = await startConversations(
    base,
    cookies,
    members.map((m) => m.id),
    GROUP,
  );
  const conversationChannels: Channel[] = conversations.map((c) => ({
    key: `conversation:${c.id}`,
    members: c.members,
    sendPath: `/api/messages/conversations/${c.id}/messages`,
    readPath: `/api/messages/conversations/${c.id}/messages`,
  }));
  const conversationSockets = await inTurn(cookies, (cookie) => openLive(base, cookie));
  const shapes = [
    {
      shape: `${members.length} members in ${conversations.length} conversations of ${GROUP}`,
      channels: conversationChannels,
      cookies,
      sockets: conversationSockets,
      thinkMs,
    },
  ];

  if (roomMembers > 0) {
    const people = await createMembers(db, roomMembers, { prefix: 'chat-room', ipBlock: 92 });
    const roomCookies = await inTurn(people, (m) => signIn(base, m.email, LOAD_PASSWORD, { 'CF-Connecting-IP': m.ip }));
    // The room as the CMS makes one (an editor's tab, out of this phase); each member joins it themselves.
    const [conversation] = await db.insert(t.conversations).values({ title: 'Load room' }).returning();
    const [room] = await db.insert(t.chatRooms).values({ conversationId: conversation!.id, name: 'Load room' }).returning();
    const agent = keepAlive(4);
    try {
      await inTurn(roomCookies, async (cookie) => {
        const joined = await send(base, agent, {
          method: 'POST',
          path: `/api/chat/rooms/${room!.id}/join`,
          headers: { Cookie: cookie, Origin: base.origin, 'Content-Length': '0' },
        });
        if (joined.status !== 200) throw new Error(`Joining the room answered ${joined.status}: ${joined.body.toString()}`);
      });
    } finally {
      agent.destroy();
    }
    const roomSockets = await inTurn(roomCookies, (cookie) => openRoomLive(base, cookie, room!.id));
    shapes.push({
      shape: `${roomMembers} members in one room`,
      channels: [
        {
          key: `room:${room!.id}`,
          members: people.map((_, i) => i),
          sendPath: `/api/chat/rooms/${room!.id}/messages`,
          readPath: `/api/chat/rooms/${room!.id}/messages`,
        },
      ],
      cookies: roomCookies,
      sockets: roomSockets,
      thinkMs: roomThinkMs,
    });
  }

  const reader = keepAlive(2);
  try {
    // Each channel's messages from before the phase (a conversation's first), through the API.
    const before = new Map<string, Set<number>>();
    for (const { channels, cookies: c } of shapes)
      for (const channel of channels)
        before.set(channel.key, new Set((await readAll(base, reader, channel, c[channel.members[0]!]!)).map((m) => m.id)));

    const deadline = performance.now() + seconds * 1000;
    const runs = await Promise.all(shapes.map((s) => sendFor({ base, ...s, deadline })));
    await sleep(SETTLE_MS);

    const findings: ShapeFindings[] = [];
    for (const [i, { shape, channels, cookies: c, sockets, thinkMs: pause }] of shapes.entries()) {
      const stored = new Map<string, { id: number; clientId: string }[]>();
      for (const channel of channels) stored.set(channel.key, await readAll(base, reader, channel, c[channel.members[0]!]!));
      const verdict = checkChat({
        acked: runs[i]!.acked,
        audiences: new Map(channels.map((ch) => [ch.key, ch.members])),
        received: new Map(sockets.map((live, member) => [member, receiptsOf(live)])),
        stored,
        before,
      });
      findings.push({
        shape,
        members: sockets.length,
        channels: channels.length,
        thinkMs: pause,
        ...runs[i]!.counts,
        acknowledged: runs[i]!.acked.length,
        socketsClosed: sockets.filter((s) => s.closed).length,
        ...verdict,
      });
    }
    return findings;
  } finally {
    reader.destroy();
    for (const { sockets } of shapes) for (const live of sockets) live.socket.close(1000, 'done');
  }
}

/** Every member of a shape sending until the deadline: a pause, a message, now and then a retry of it. */
async function sendFor({
  base,
  channels,
  cookies,
  thinkMs,
  deadline,
}: {
  base: URL;
  channels: Channel[];
  cookies: string[];
  thinkMs: number;
  deadline: number;
}) {
  const agent = keepAlive(cookies.length);
  const acked: AckedMessage[] = [];
  const counts = { sent: 0, repeats: 0, retried: 0, refused: 0, errors: [] as string[] };
  const post = (member: number, channel: Channel, clientId: string, body: string) =>
    send(base, agent, {
      method: 'POST',
      path: channel.sendPath,
      headers: { Cookie: cookies[member]! },
      body: { body, clientId },
      timeoutMs: 30_000,
    }).catch((error: unknown) => ({ status: 0, body: Buffer.from(String(error)) }));
  try {
    await Promise.all(
      channels.flatMap((channel) =>
        channel.members.map(async (member) => {
          while (performance.now() < deadline) {
            await sleep(Math.random() * 2 * thinkMs);
            if (performance.now() >= deadline) break;
            const clientId = randomUUID();
            const body = `Chat ${member}: ${clientId.slice(0, 8)}`;
            const sentAt = performance.now();
            counts.sent++;
            let answer = await post(member, channel, clientId, body);
            // No answer (a connection the overloaded server dropped) or a 5xx: the member presses
            // Retry, which sends the same clientId (web/src/components/messages/use-message-thread.ts).
            // If the first try was stored, the retry is answered 200 with it, and it must still be
            // delivered once.
            let tries = 1;
            for (; (answer.status === 0 || answer.status >= 500) && tries < RETRIES; tries++) {
              counts.retried++;
              await sleep(500 * tries);
              answer = await post(member, channel, clientId, body);
            }
            if (answer.status === 429) {
              counts.refused++;
              continue;
            }
            if (answer.status !== 201 && !(tries > 1 && answer.status === 200)) {
              counts.errors.push(`send by member ${member} in ${channel.key} -> ${answer.status} ${answer.body.toString().slice(0, 200)}`);
              continue;
            }
            const { id } = JSON.parse(answer.body.toString()) as { id: number };
            acked.push({ id, clientId, channel: channel.key, sender: member, sentAt });
            if (Math.random() < REPEAT_SHARE) {
              counts.repeats++;
              const again = await post(member, channel, clientId, body);
              const sameId = again.status === 200 && (JSON.parse(again.body.toString()) as { id: number }).id === id;
              if (!sameId)
                counts.errors.push(
                  `repeat of ${channel.key}#${id} -> ${again.status} ${again.body.toString().slice(0, 200)} (expected 200 with the same message)`,
                );
            }
          }
        }),
      ),
    );
  } finally {
    agent.destroy();
  }
  return { acked, counts };
}

/** The message frames a socket received, by channel: a conversation's `message`, a room's `room-message`. */
function receiptsOf(live: LiveSocket): Receipt[] {
  const out: Receipt[] = [];
  for (const { at, event } of live.events) {
    const e = event as { type: string; conversationId?: number; roomId?: number; message?: { id: number } };
    if (e.type === 'message') out.push({ channel: `conversation:${e.conversationId}`, id: e.message!.id, at });
    else if (e.type === 'room-message') out.push({ channel: `room:${e.roomId}`, id: e.message!.id, at });
  }
  return out;
}

/** A channel's whole history as a member reads it (GET …/messages?after=, page after page). */
async function readAll(base: URL, agent: ReturnType<typeof keepAlive>, channel: Channel, cookie: string) {
  const rows: { id: number; clientId: string }[] = [];
  for (let after = 0; ;) {
    const answer = await send(base, agent, { path: `${channel.readPath}?after=${after}`, headers: { Cookie: cookie } });
    if (answer.status !== 200) throw new Error(`Reading ${channel.key} answered ${answer.status}: ${answer.body.toString()}`);
    const page = JSON.parse(answer.body.toString()) as MessagePage;
    if (page.messages.length === 0) return rows;
    rows.push(...page.messages.map((m) => ({ id: m.id, clientId: m.clientId })));
    after = Math.max(...page.messages.map((m) => m.id));
  }
}
