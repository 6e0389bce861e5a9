// Chat room delivery latency (issue 16, decision 0027): 100 members with one room open (GET
// /api/live/rooms/:id, one Durable Object holding 100 sockets). The time from a sender's POST to
// each of the other 99 members' sockets receiving the message, beside the floor in the same
// run: a bare worker relaying the POST to one Durable Object that holds 100 sockets and sends
// it to each (scripts/bench/floor-worker.ts), the same path without the session, D1 or our code.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Db } from '../../worker/src/db/client';
import * as t from '../../worker/src/db/schema';
import { signIn } from '../lib/built-worker';
import { inTurn, openFloorListener, openRoomLive, type LiveSocket } from '../lib/live-chat';
import { createMembers, LOAD_PASSWORD } from '../load/setup';
import { keepAlive, send } from './http';
import { ms, percentile, ratio, type Section } from './stats';

const MEMBERS = 100;
const GOAL_P99_MS = 100;
const WAIT_MS = 5000;
const FLOOR_ROOM = 'room-bench';

type Deliver = (sender: number, clientId: string) => Promise<number>;
/** `slowest`: the message whose last receipt came latest, when it was answered and when it reached everyone (ms from its POST). */
type Result = { delivery: number[]; ack: number[]; lost: number; slowest?: { ack: number; last: number } };

/** The clientId a room's (or the floor's) frame carries, if it is a message. */
const clientIdOf = (event: unknown) => (event as { message?: { clientId?: string } }).message?.clientId;

function arrivals(sockets: LiveSocket[], clientId: string): Promise<(number | null)[]> {
  return Promise.all(
    sockets.map(
      (live) =>
        new Promise<number | null>((resolve) => {
          const timer = setTimeout(() => resolve(null), WAIT_MS);
          const previous = live.onEvent;
          live.onEvent = (event, at) => {
            previous?.(event, at);
            if (clientIdOf(event) === clientId) {
              clearTimeout(timer);
              live.onEvent = previous;
              resolve(at);
            }
          };
        }),
    ),
  );
}

const slowestNote = (who: string, { slowest }: Result) =>
  slowest
    ? `slowest message (${who}): answered in ${ms(slowest.ack)}, reached the last member in ${ms(slowest.last)}`
    : `no message reached everyone (${who})`;

/** One message at a time, senders taking turns: each message reaches the other 99 before the next. */
async function run(sockets: LiveSocket[], rounds: number, offset: number, deliver: Deliver): Promise<Result> {
  const result: Result = { delivery: [], ack: [], lost: 0 };
  for (let r = 0; r < rounds; r++) {
    const sender = (r * 7 + offset) % sockets.length;
    const clientId = randomUUID();
    const received = arrivals(
      sockets.filter((_, i) => i !== sender),
      clientId,
    );
    const started = performance.now();
    const status = await deliver(sender, clientId);
    const ack = performance.now() - started;
    result.ack.push(ack);
    if (status !== 201) throw new Error(`Sending answered ${status}`);
    let last = 0;
    for (const at of await received) {
      if (at === null) result.lost++;
      else {
        result.delivery.push(at - started);
        last = Math.max(last, at - started);
      }
    }
    if (last > (result.slowest?.last ?? -1)) result.slowest = { ack, last };
  }
  return result;
}

export async function chatRoomSection({
  base,
  floorHeaders,
  db,
  rounds,
}: {
  base: URL;
  floorHeaders: Record<string, string>;
  db: Db;
  rounds: number;
}): Promise<Section> {
  const members = await createMembers(db, MEMBERS, { prefix: 'room', ipBlock: 91 });
  const cookies = await inTurn(members, (m) => signIn(base, m.email, LOAD_PASSWORD, { 'CF-Connecting-IP': m.ip }));
  // The room as the CMS makes one, and every member joined (POST /join is each member's own).
  const [conversation] = await db.insert(t.conversations).values({ title: 'Bench room' }).returning();
  const [room] = await db.insert(t.chatRooms).values({ conversationId: conversation!.id, name: 'Bench room' }).returning();
  await db.batch(
    members.map((m) => db.insert(t.chatRoomMembers).values({ roomId: room!.id, userId: m.id })) as unknown as Parameters<Db['batch']>[0],
  );
  const sockets = await inTurn(cookies, (cookie) => openRoomLive(base, cookie, room!.id));
  const floorSockets = await inTurn(members, () => openFloorListener(base, floorHeaders, FLOOR_ROOM));
  console.log(`    ${sockets.length} members in one room, ${floorSockets.length} floor listeners on one object`);
  const agent = keepAlive(2);
  try {
    const portal: Deliver = async (sender, clientId) =>
      (
        await send(base, agent, {
          method: 'POST',
          path: `/api/chat/rooms/${room!.id}/messages`,
          headers: { Cookie: cookies[sender]! },
          body: { body: `Bench room message ${clientId.slice(0, 8)}`, clientId },
        })
      ).status;
    const floor: Deliver = async (_sender, clientId) =>
      (
        await send(base, agent, {
          method: 'POST',
          path: '/echo',
          headers: floorHeaders,
          body: { to: [FLOOR_ROOM], event: { type: 'room-message', roomId: 0, message: { clientId } } },
        })
      ).status;
    await run(sockets, 3, 0, portal);
    await run(floorSockets, 3, 0, floor);
    const ours: Result = { delivery: [], ack: [], lost: 0 };
    const floorResult: Result = { delivery: [], ack: [], lost: 0 };
    const half = Math.ceil(rounds / 2);
    for (const offset of [1, 2]) {
      const f = await run(floorSockets, half, offset, floor);
      const o = await run(sockets, half, offset, portal);
      for (const [into, from] of [
        [floorResult, f],
        [ours, o],
      ] as const) {
        into.delivery.push(...from.delivery);
        into.ack.push(...from.ack);
        into.lost += from.lost;
        if (from.slowest && from.slowest.last > (into.slowest?.last ?? -1)) into.slowest = from.slowest;
      }
    }
    const [p50, p99] = [percentile(ours.delivery, 50), percentile(ours.delivery, 99)];
    const [f50, f99] = [percentile(floorResult.delivery, 50), percentile(floorResult.delivery, 99)];
    return {
      title: `Chat room delivery: ${MEMBERS} members in one room, ${half * 2} messages, ${ours.delivery.length} receipts`,
      baseline: `a bare worker relaying the POST to one Durable Object holding ${MEMBERS} sockets (no session, no D1)`,
      rows: [
        { line: 'POST room message -> every other member’s socket p50', ours: ms(p50), baseline: ms(f50), ratio: ratio(p50, f50) },
        {
          line: 'POST room message -> every other member’s socket p99',
          ours: ms(p99),
          baseline: ms(f99),
          ratio: ratio(p99, f99),
          goal: `< ${GOAL_P99_MS} ms, <= 2x floor`,
          met: p99 < GOAL_P99_MS && p99 <= 2 * f99 && ours.lost === 0,
        },
        {
          line: 'POST room message answered (201) p50',
          ours: ms(percentile(ours.ack, 50)),
          baseline: ms(percentile(floorResult.ack, 50)),
          ratio: ratio(percentile(ours.ack, 50), percentile(floorResult.ack, 50)),
        },
      ],
      notes: [
        `not received within ${WAIT_MS / 1000} s: ${ours.lost} (portal), ${floorResult.lost} (floor)`,
        // A p99 far above the p50 is one message held up for all 99 (1 % of receipts): held before the answer, or after?
        slowestNote('portal', ours),
        slowestNote('floor', floorResult),
        'one message at a time, each after the last reached all 99 others; the room is one object call per message whatever its size (decision 0027)',
      ],
    };
  } finally {
    agent.destroy();
    for (const live of [...sockets, ...floorSockets]) live.socket.close(1000, 'done');
  }
}
