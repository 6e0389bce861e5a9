// The chat phase of npm run load (issue 16): the same members in conversations of five, each
// with their live channel open, sending for a while as people do (a pause, a message, now and
// then the same message again as a browser retries after a lost answer). Afterwards: every
// acknowledged message reached every member of its conversation exactly once (the sender's own
// socket too, for their other tabs), nothing arrived that was not acknowledged, and each is
// stored once.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { keepAlive, send } from '../bench/http';
import { inTurn, openLive, startConversations, type Conversation } from '../lib/live-chat';
import type { Member } from './setup';

const GROUP = 5;
/** How often a member sends the same message again (same clientId), as a retry after a lost answer. */
const REPEAT_SHARE = 0.1;
/** How long the last messages get to arrive after sending stops. */
const SETTLE_MS = 3000;

export interface ChatFindings {
  conversations: number;
  sent: number;
  acknowledged: number;
  repeats: number;
  /** 429s: the 30-a-minute limit working. */
  refused: number;
  receipts: number;
  /** From the send to each other member's socket, ms. */
  delivery: number[];
  errors: string[];
  missing: string[];
  duplicates: string[];
  unexpected: string[];
  stored: string[];
  socketsClosed: number;
}

type Acked = { clientId: string; conversation: Conversation; sender: number; sentAt: number };

export async function runChat({
  base,
  DB,
  members,
  cookies,
  seconds,
  thinkMs,
}: {
  base: URL;
  DB: D1Database;
  members: Member[];
  cookies: string[];
  seconds: number;
  thinkMs: number;
}): Promise<ChatFindings> {
  const conversations = await startConversations(
    base,
    cookies,
    members.map((m) => m.id),
    GROUP,
  );
  const conversationOf = new Map(conversations.flatMap((c) => c.members.map((m) => [m, c] as const)));
  const sockets = await inTurn(cookies, (cookie) => openLive(base, cookie));
  const agent = keepAlive(members.length);
  const acked = new Map<number, Acked>();
  const findings: ChatFindings = {
    conversations: conversations.length,
    sent: 0,
    acknowledged: 0,
    repeats: 0,
    refused: 0,
    receipts: 0,
    delivery: [],
    errors: [],
    missing: [],
    duplicates: [],
    unexpected: [],
    stored: [],
    socketsClosed: 0,
  };
  const post = (member: number, conversation: Conversation, clientId: string, body: string) =>
    send(base, agent, {
      method: 'POST',
      path: `/api/messages/conversations/${conversation.id}/messages`,
      headers: { Cookie: cookies[member]! },
      body: { body, clientId },
      timeoutMs: 30_000,
    });
  const deadline = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      members.map(async (_, member) => {
        const conversation = conversationOf.get(member);
        if (!conversation) return;
        while (performance.now() < deadline) {
          await sleep(Math.random() * 2 * thinkMs);
          if (performance.now() >= deadline) break;
          const clientId = randomUUID();
          const body = `Chat ${member}: ${clientId.slice(0, 8)}`;
          const sentAt = performance.now();
          findings.sent++;
          const answer = await post(member, conversation, clientId, body).catch((error: unknown) => ({
            status: 0,
            body: Buffer.from(String(error)),
          }));
          if (answer.status === 429) {
            findings.refused++;
            continue;
          }
          if (answer.status !== 201) {
            findings.errors.push(`send by member ${member} -> ${answer.status} ${answer.body.toString().slice(0, 200)}`);
            continue;
          }
          const { id } = JSON.parse(answer.body.toString()) as { id: number };
          acked.set(id, { clientId, conversation, sender: member, sentAt });
          if (Math.random() < REPEAT_SHARE) {
            findings.repeats++;
            const again = await post(member, conversation, clientId, body).catch((error: unknown) => ({
              status: 0,
              body: Buffer.from(String(error)),
            }));
            const sameId = again.status === 200 && (JSON.parse(again.body.toString()) as { id: number }).id === id;
            if (!sameId)
              findings.errors.push(
                `repeat of message ${id} -> ${again.status} ${again.body.toString().slice(0, 200)} (expected 200 with the same message)`,
              );
          }
        }
      }),
    );
    await sleep(SETTLE_MS);
  } finally {
    agent.destroy();
  }
  findings.acknowledged = acked.size;
  findings.socketsClosed = sockets.filter((s) => s.closed).length;

  // Delivered exactly once to every member of its conversation, and nothing that was not acknowledged.
  for (const [member, live] of sockets.entries()) {
    const seen = new Map<number, { count: number; at: number }>();
    for (const { at, event } of live.events) {
      if (event.type !== 'message') continue;
      const s = seen.get(event.message.id);
      seen.set(event.message.id, { count: (s?.count ?? 0) + 1, at: s?.at ?? at });
    }
    for (const [id, { count }] of seen) {
      if (!acked.has(id)) findings.unexpected.push(`member ${member} received message ${id}, which no send was answered for`);
      else if (count > 1) findings.duplicates.push(`member ${member} received message ${id} ${count} times`);
    }
    for (const [id, message] of acked) {
      if (!message.conversation.members.includes(member)) continue;
      const got = seen.get(id);
      if (!got) findings.missing.push(`member ${member} never received message ${id}`);
      else {
        findings.receipts++;
        if (member !== message.sender) findings.delivery.push(got.at - message.sentAt);
      }
    }
  }

  // Stored once: one row per acknowledged message, with its clientId, and no other rows.
  const ids = conversations.map((c) => c.id);
  const rows = (
    await DB.prepare(`select id, client_id as clientId from messages where conversation_id in (${ids.map(() => '?').join(',')})`)
      .bind(...ids)
      .all<{ id: number; clientId: string }>()
  ).results;
  const byClient = new Map<string, number>();
  for (const row of rows) byClient.set(row.clientId, (byClient.get(row.clientId) ?? 0) + 1);
  for (const [id, message] of acked) {
    const stored = rows.find((r) => r.id === id);
    if (!stored || stored.clientId !== message.clientId) findings.stored.push(`message ${id} is not stored as acknowledged`);
    if ((byClient.get(message.clientId) ?? 0) !== 1)
      findings.stored.push(`clientId ${message.clientId} is stored ${byClient.get(message.clientId)} times`);
  }
  // Each conversation's first message ("Welcome, everyone") came before the phase.
  const extra = rows.length - acked.size - conversations.length;
  if (extra !== 0) findings.stored.push(`${extra} rows in the conversations beyond the acknowledged messages`);
  for (const live of sockets) live.socket.close(1000, 'done');
  return findings;
}
