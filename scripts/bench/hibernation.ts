// Idle members cost nothing (issue 16, decisions 0024 and 0040): N members each with their live
// channel open (GET /api/live, one LiveHub Durable Object per member, as the browser opens it),
// left idle, then the server's memory read beside the same server with no one connected.
// Read: workerd's resident memory (/proc) and its isolates' JavaScript heaps after a
// collection (workerd's inspector, as npm run load -- --heap reads it). Hibernation itself is
// shown by each object's `/stats` (live-hub.ts): an object constructed again after the idle
// time was evicted with its socket open, and its socket still receives the next event.
import { performance } from 'node:perf_hooks';
import type { Db } from '../../worker/src/db/client';
import { createSession } from '../../worker/src/accounts/services/sessions';
import { inTurn, openLive, type LiveSocket } from '../lib/live-chat';
import { processTree } from '../lib/process-tree';
import { isolateHeaps } from '../load/isolate-heap';
import { createMembers } from '../load/setup';
import { ratio, type Row, type Section } from './stats';

type HubStats = { sockets: number; constructedAt: string; constructedInIsolate: number };

/** How many hubs are asked for their `/stats` (each ask is an object call; all of them would be N). */
const SAMPLE = 50;
const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function statsOf(LIVE: DurableObjectNamespace, memberId: number): Promise<HubStats> {
  const stub = LIVE.get(LIVE.idFromName(`member:${memberId}`));
  return (await (await stub.fetch('https://live.internal/stats')).json()) as HubStats;
}

/** workerd's resident memory (every workerd process Miniflare started) and the portal isolate's heap after a collection. */
async function memory(inspectorPort: number): Promise<{ rssKiB: number; heapKiB: number }> {
  const rssKiB = processTree(process.pid)
    .filter((p) => p.label.startsWith('workerd'))
    .reduce((sum, p) => sum + p.rssKiB, 0);
  // Every isolate but the floor's: the portal's holds the worker and its Durable Objects, and
  // Miniflare's own (D1, assets, the entry) carry the sockets' requests.
  const heaps = await isolateHeaps(inspectorPort, { collectGarbage: true });
  const heapKiB = heaps.filter((h) => !/floor/i.test(h.name)).reduce((sum, h) => sum + h.usedKiB, 0);
  return { rssKiB, heapKiB };
}

export async function hibernationSection({
  base,
  db,
  LIVE,
  inspectorPort,
  steps,
  idleSeconds,
}: {
  base: URL;
  db: Db;
  LIVE: DurableObjectNamespace;
  inspectorPort: number;
  /** Idle members connected at each reading, rising (e.g. 0, 200, 1000). */
  steps: number[];
  idleSeconds: number;
}): Promise<Section> {
  const most = Math.max(...steps);
  const members = most ? await createMembers(db, most, { prefix: 'idle', ipBlock: 92 }) : [];
  // Sessions written as sign-in writes them: 1,000 PBKDF2 sign-ins would measure the password hash, not the sockets.
  const cookies: string[] = [];
  for (let i = 0; i < members.length; i += 25)
    cookies.push(...(await Promise.all(members.slice(i, i + 25).map(async (m) => `session=${(await createSession(db, m.id)).token}`))));

  const sockets: LiveSocket[] = [];
  const readings: {
    members: number;
    rssKiB: number;
    heapKiB: number;
    awakeHeapKiB: number;
    woke: number;
    asked: number;
    stillOpen: number;
    delivered: number;
  }[] = [];
  try {
    for (const step of steps) {
      const opened = performance.now();
      sockets.push(...(await inTurn(cookies.slice(sockets.length, step), (cookie) => openLive(base, cookie))));
      const sample = members.slice(0, Math.min(step, SAMPLE));
      const before = await Promise.all(sample.map((m) => statsOf(LIVE, m.id)));
      // Just connected: every object is in memory, awake.
      const awake = await memory(inspectorPort);
      console.log(`    ${step} members connected in ${((performance.now() - opened) / 1000).toFixed(1)} s; idle for ${idleSeconds} s`);
      await pause(idleSeconds);
      const read = await memory(inspectorPort);
      const after = await Promise.all(sample.map((m) => statsOf(LIVE, m.id)));
      const woke = after.filter((a, i) => a.constructedAt !== before[i]!.constructedAt).length;
      const stillOpen = after.filter((a) => a.sockets === 1).length;
      // The next event after hibernation reaches every idle member's socket.
      const marker = `wake-${step}`;
      await Promise.all(
        members.slice(0, step).map((m) =>
          LIVE.get(LIVE.idFromName(`member:${m.id}`)).fetch('https://live.internal/publish', {
            method: 'POST',
            body: JSON.stringify({ events: [{ type: 'conversation', conversationId: 0, marker }] }),
          }),
        ),
      );
      await pause(1);
      const delivered = sockets.filter((s) => s.events.some((e) => (e.event as { marker?: string }).marker === marker)).length;
      readings.push({ members: step, ...read, awakeHeapKiB: awake.heapKiB, woke, asked: sample.length, stillOpen, delivered });
    }
  } finally {
    for (const live of sockets) live.socket.close(1000, 'done');
  }
  // Everyone gone: memory that stays is the runtime keeping what it once used (allocator, V8
  // pages), not a cost of idle members; memory that goes was held for the open connections.
  await pause(idleSeconds);
  const afterAll = await memory(inspectorPort);

  const none = readings[0]!;
  const rows: Row[] = readings.flatMap((r) => {
    const out: Row[] = [
      {
        line: `${r.members} idle members: workerd RSS`,
        ours: mib(r.rssKiB),
        baseline: mib(none.rssKiB),
        ratio: ratio(r.rssKiB, none.rssKiB),
      },
      {
        line: `${r.members} members: JS heaps just connected (after GC)`,
        ours: mib(r.awakeHeapKiB),
        baseline: mib(none.heapKiB),
        ratio: ratio(r.awakeHeapKiB, none.heapKiB),
      },
      {
        line: `${r.members} members: JS heaps after ${idleSeconds} s idle (after GC)`,
        ours: mib(r.heapKiB),
        baseline: mib(none.heapKiB),
        ratio: ratio(r.heapKiB, none.heapKiB),
      },
    ];
    if (r.members)
      out.push({
        line: `${r.members} idle members: objects evicted and made again / asked`,
        ours: `${r.woke} / ${r.asked}`,
        baseline: '-',
        ratio: '-',
        goal: 'all hibernated, sockets kept, next event delivered',
        met: r.woke === r.asked && r.stillOpen === r.asked && r.delivered === r.members,
      });
    return out;
  });
  rows.push(
    {
      line: `after all ${most} left: workerd RSS`,
      ours: mib(afterAll.rssKiB),
      baseline: mib(none.rssKiB),
      ratio: ratio(afterAll.rssKiB, none.rssKiB),
    },
    {
      line: `after all ${most} left: JS heaps (after GC)`,
      ours: mib(afterAll.heapKiB),
      baseline: mib(none.heapKiB),
      ratio: ratio(afterAll.heapKiB, none.heapKiB),
    },
  );
  return {
    title: `Hibernation: idle members' live channels (${steps.join(', ')} members, ${idleSeconds} s idle each)`,
    baseline: 'the same server with no member connected, read in the same run',
    rows,
    notes: readings
      .filter((r) => r.members)
      .map(
        (r) =>
          `${r.members} members: ${r.stillOpen} of ${r.asked} asked still held their socket after hibernating; the next event reached ${r.delivered} of ${r.members} sockets`,
      ),
  };
}
