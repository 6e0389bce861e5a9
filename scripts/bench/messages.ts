// Message delivery latency (issue 16): 50 members in 10 conversations of 5, each with their
// live channel open (GET /api/live, a WebSocket to their own Durable Object). The time from a
// sender's POST to each of the other four members' sockets receiving the message, beside the
// floor measured in the same run: a bare worker relaying a POST to four Durable Objects that
// send it to their sockets (scripts/bench/floor-worker.ts), the same path without the session,
// D1 or our code. Floor and portal alternate, so drift on the shared machine hits both.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Db } from '../../worker/src/db/client';
import type { LiveEvent } from '../../worker/src/schemas/messages';
import { signIn } from '../lib/built-worker';
import { inTurn, openFloorListener, openLive, startConversations, type Conversation, type LiveSocket } from '../lib/live-chat';
import { createMembers, LOAD_PASSWORD } from '../load/setup';
import { keepAlive, send } from './http';
import { formatCpuSummary, type CpuSummary } from './cpu-profile';
import { ms, percentile, ratio, type Section } from './stats';

const MEMBERS = 50;
const GROUP = 5;
const GOAL_P99_MS = 100;
/** A message not received within this is counted as lost (and fails the line). */
const WAIT_MS = 5000;

type Deliver = (conversation: Conversation, sender: number, clientId: string) => Promise<number>;
type Result = { delivery: number[]; ack: number[]; lost: number };

/** Resolves with the arrival time of the first event carrying `clientId` on each socket. */
function arrivals(sockets: LiveSocket[], clientId: string): Promise<(number | null)[]> {
  return Promise.all(
    sockets.map(
      (live) =>
        new Promise<number | null>((resolve) => {
          const timer = setTimeout(() => resolve(null), WAIT_MS);
          const previous = live.onEvent;
          live.onEvent = (event: LiveEvent, at: number) => {
            previous?.(event, at);
            if (event.type === 'message' && event.message.clientId === clientId) {
              clearTimeout(timer);
              live.onEvent = previous;
              resolve(at);
            }
          };
        }),
    ),
  );
}

/** Every conversation at once, one message at a time within each, senders taking turns. */
async function run(
  conversations: Conversation[],
  sockets: LiveSocket[],
  rounds: number,
  offset: number,
  deliver: Deliver,
): Promise<Result> {
  const result: Result = { delivery: [], ack: [], lost: 0 };
  await Promise.all(
    conversations.map(async (conversation) => {
      for (let r = 0; r < rounds; r++) {
        const sender = conversation.members[(r + offset) % conversation.members.length]!;
        const receivers = conversation.members.filter((m) => m !== sender).map((m) => sockets[m]!);
        const clientId = randomUUID();
        const received = arrivals(receivers, clientId);
        const started = performance.now();
        const status = await deliver(conversation, sender, clientId);
        result.ack.push(performance.now() - started);
        if (status !== 201) throw new Error(`Sending answered ${status}`);
        for (const at of await received) {
          if (at === null) result.lost++;
          else result.delivery.push(at - started);
        }
      }
    }),
  );
  return result;
}

export async function messagesSection({
  base,
  floorHeaders,
  db,
  rounds,
  profiler,
}: {
  base: URL;
  floorHeaders: Record<string, string>;
  db: Db;
  rounds: number;
  /** Samples workerd's isolates while the ten senders run (BENCH_PROFILE, cpu-profile.ts); its summary becomes notes. */
  profiler?: () => Promise<{ stop: () => Promise<CpuSummary> }>;
}): Promise<Section> {
  // The load test's members, made as it makes them, each signing in from their own address.
  const members = await createMembers(db, MEMBERS);
  const cookies = await Promise.all(members.map((m) => signIn(base, m.email, LOAD_PASSWORD, { 'CF-Connecting-IP': m.ip })));
  const conversations = await startConversations(
    base,
    cookies,
    members.map((m) => m.id),
    GROUP,
  );
  console.log(`    ${members.length} members signed in, ${conversations.length} conversations started`);
  const sockets = await inTurn(cookies, (cookie) => openLive(base, cookie));
  console.log(`    ${sockets.length} live channels open`);
  const floorSockets = await inTurn(members, (_, i) => openFloorListener(base, floorHeaders, `listener-${i}`));
  const agent = keepAlive(conversations.length);
  try {
    const portal: Deliver = async (conversation, sender, clientId) =>
      (
        await send(base, agent, {
          method: 'POST',
          path: `/api/messages/conversations/${conversation.id}/messages`,
          headers: { Cookie: cookies[sender]! },
          body: { body: `Bench message ${clientId.slice(0, 8)}`, clientId },
        })
      ).status;
    // `stored`: the floors that store the message before relaying it (floor-worker.ts).
    const floorOf =
      (stored?: 'd1' | 'object'): Deliver =>
      async (conversation, sender, clientId) =>
        (
          await send(base, agent, {
            method: 'POST',
            path: stored ? `/echo?stored=${stored}&conversation=${conversation.id}` : '/echo',
            headers: floorHeaders,
            body: {
              to: conversation.members.filter((m) => m !== sender).map((m) => `listener-${m}`),
              event: { type: 'message', conversationId: 0, message: { clientId, body: `Bench message ${clientId.slice(0, 8)}` } },
            },
          })
        ).status;
    const floor = floorOf();
    const d1First = floorOf('d1');
    const objectFirst = floorOf('object');
    // Warm-up: every object woken once, every connection open.
    await run(conversations, sockets, 1, 0, portal);
    await run(conversations, floorSockets, 1, 0, floor);
    await run(conversations, floorSockets, 1, 0, d1First);
    await run(conversations, floorSockets, 1, 0, objectFirst);
    console.log('    warmed up');
    const empty = (): Result => ({ delivery: [], ack: [], lost: 0 });
    const [ours, base_, d1Base, objectBase] = [empty(), empty(), empty(), empty()];
    const half = Math.ceil(rounds / 2);
    // Each line's deliverer takes turns with the others within each half, so drift on the shared machine hits them alike.
    const inTurns = async (lines: readonly (readonly [Result, LiveSocket[], Deliver])[]) => {
      for (const offset of [1, 1 + half]) {
        for (const [into, socketsOf, deliver] of lines) {
          const from = await run(conversations, socketsOf, half, offset, deliver);
          into.delivery.push(...from.delivery);
          into.ack.push(...from.ack);
          into.lost += from.lost;
        }
      }
    };
    const profile = await profiler?.();
    await inTurns([
      [base_, floorSockets, floor],
      [ours, sockets, portal],
    ]);
    const cpu = profile ? formatCpuSummary(await profile.stop()) : [];
    // The floors that store first, after the profile's window (it compares the portal's isolate with the bare floor's).
    await inTurns([
      [d1Base, floorSockets, d1First],
      [objectBase, floorSockets, objectFirst],
    ]);
    // One message at a time (one conversation): each message's own cost, with nothing queued before it.
    const aloneRounds = Math.max(10, half);
    const aloneFloor = await run(conversations.slice(0, 1), floorSockets, aloneRounds, 2, floor);
    const alone = await run(conversations.slice(0, 1), sockets, aloneRounds, 2, portal);
    const aloneD1 = await run(conversations.slice(0, 1), floorSockets, aloneRounds, 2, d1First);
    const aloneObject = await run(conversations.slice(0, 1), floorSockets, aloneRounds, 2, objectFirst);
    const pings: number[] = [];
    for (let i = 0; i < 100; i++) pings.push(await sockets[i % sockets.length]!.ping());
    const [p50, p99] = [percentile(ours.delivery, 50), percentile(ours.delivery, 99)];
    const [f50, f99] = [percentile(base_.delivery, 50), percentile(base_.delivery, 99)];
    return {
      title: `Message delivery: ${MEMBERS} members in ${conversations.length} conversations of ${GROUP}, ${conversations.length * half * 2} messages, ${ours.delivery.length} receipts`,
      baseline: 'a bare worker relaying the POST to the 4 listeners’ Durable Objects, which send it to their sockets (no session, no D1)',
      rows: [
        { line: 'POST message -> every other member’s socket p50', ours: ms(p50), baseline: ms(f50), ratio: ratio(p50, f50) },
        {
          line: 'POST message -> every other member’s socket p99',
          ours: ms(p99),
          baseline: ms(f99),
          ratio: ratio(p99, f99),
          goal: `< ${GOAL_P99_MS} ms, <= 2x floor`,
          met: p99 < GOAL_P99_MS && p99 <= 2 * f99 && ours.lost === 0,
        },
        {
          line: 'same, one message at a time, p50',
          ours: ms(percentile(alone.delivery, 50)),
          baseline: ms(percentile(aloneFloor.delivery, 50)),
          ratio: ratio(percentile(alone.delivery, 50), percentile(aloneFloor.delivery, 50)),
        },
        {
          line: 'same, one message at a time, p99',
          ours: ms(percentile(alone.delivery, 99)),
          baseline: ms(percentile(aloneFloor.delivery, 99)),
          ratio: ratio(percentile(alone.delivery, 99), percentile(aloneFloor.delivery, 99)),
          goal: `< ${GOAL_P99_MS} ms, <= 2x floor`,
          met: percentile(alone.delivery, 99) < GOAL_P99_MS && percentile(alone.delivery, 99) <= 2 * percentile(aloneFloor.delivery, 99),
        },
        {
          line: 'POST message answered (201) p50',
          ours: ms(percentile(ours.ack, 50)),
          baseline: ms(percentile(base_.ack, 50)),
          ratio: ratio(percentile(ours.ack, 50), percentile(base_.ack, 50)),
        },
        {
          line: 'POST message answered (201) p99',
          ours: ms(percentile(ours.ack, 99)),
          baseline: ms(percentile(base_.ack, 99)),
          ratio: ratio(percentile(ours.ack, 99), percentile(base_.ack, 99)),
        },
        // What storing first costs by itself: the least a message can do before it is delivered.
        ...storedFloorRows('in D1 first (one insert)', d1Base, aloneD1, base_, aloneFloor),
        ...storedFloorRows('in a conversation object’s SQLite first', objectBase, aloneObject, base_, aloneFloor),
        {
          line: 'ours beside the D1-first floor, ten senders, p99',
          ours: ms(p99),
          baseline: ms(percentile(d1Base.delivery, 99)),
          ratio: ratio(p99, percentile(d1Base.delivery, 99)),
        },
      ],
      notes: [
        `not received within ${WAIT_MS / 1000} s: ${ours.lost + alone.lost} (portal), ${base_.lost + aloneFloor.lost} (floor), ${d1Base.lost + aloneD1.lost + objectBase.lost + aloneObject.lost} (floors that store first)`,
        'the "floor that stores" lines are bare relays too (baseline: the floor above), each writing the message once before relaying it: to D1, or to the SQLite storage of one object per conversation, which then relays it (docs/decisions/0024)',
        `the first lines send in all ${conversations.length} conversations at once (${conversations.length} senders in flight); "one message at a time" sends ${aloneRounds} in one conversation, each after the last arrived`,
        `WebSocket ping -> pong on a member's socket (answered by the runtime, the object stays asleep): p50 ${ms(percentile(pings, 50))}, p99 ${ms(percentile(pings, 99))}`,
        'A message is stored in D1 (one batch) before it is published, and published before the sender is answered, so delivery includes the D1 write.',
        ...(cpu.length
          ? [
              'CPU samples while the ten senders (and the floor) ran, the busiest isolates, and each function’s share of its isolate:',
              ...cpu,
            ]
          : []),
      ],
    };
  } finally {
    agent.destroy();
    for (const live of [...sockets, ...floorSockets]) live.socket.close(1000, 'done');
  }
}

/** A floor that stores first, beside the bare floor: ten senders p99, and one message at a time p50. */
function storedFloorRows(how: string, many: Result, one: Result, floor: Result, floorOne: Result): Section['rows'] {
  const [p99, f99] = [percentile(many.delivery, 99), percentile(floor.delivery, 99)];
  const [p50, f50] = [percentile(one.delivery, 50), percentile(floorOne.delivery, 50)];
  return [
    { line: `floor that stores ${how}, ten senders, p99`, ours: ms(p99), baseline: ms(f99), ratio: ratio(p99, f99) },
    { line: `same, one message at a time, p50`, ours: ms(p50), baseline: ms(f50), ratio: ratio(p50, f50) },
  ];
}
