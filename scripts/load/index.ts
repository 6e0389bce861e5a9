// npm run load: a bounded load test on loopback. 50 connections, each one member on
// its own address, mix reads and writes for LOAD_SECONDS (default 60) against the production
// bundle on workerd (the same server as npm run bench), then every acknowledged write is looked
// up in the database and every count checked against its rows. Refusals by the worker's rate
// limits (429) are counted apart: they are the limits working. Exits 1 on any error (5xx,
// unexpected 4xx, failed connection), lost write or count mismatch. Then the chat phase
// (scripts/load/chat.ts, LOAD_CHAT_SECONDS, default 60): the same members in conversations of five
// with their live channels open and, at the same time, LOAD_CHAT_ROOM_MEMBERS (default 100) more in
// one chat room; it fails on any message not delivered exactly once to every member of its
// conversation or room, or not stored once (read back through the API). LOAD_SECONDS=0
// LOAD_CHAT_SECONDS=10 is a quick check of the chat phase alone. See docs/benchmarks.md.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, ms, percentile } from '../bench/stats';
import { benchDir, buildSpa, bundleWorkers, signIn, startBuiltWorker } from '../lib/built-worker';
import { createCampaigns, createMembers, LOAD_PASSWORD, visiblePostIds } from './setup';
import { runChat } from './chat';
import { chatLines, chatPassed } from './chat-report';
import { KINDS, runTraffic, type Kind } from './traffic';
import { runSoakCommand } from './soak';
import { verify } from './verify';

// npm run load -- --soak 30m: the soak of the server npm start runs, instead of the load test below.
if (process.argv.includes('--soak')) process.exit(await runSoakCommand(process.argv.slice(2)));

const CONNECTIONS = 50;
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
/** The mean pause between one member's actions; LOAD_THINK_MS=0 sends back to back. */
const thinkMs = Number(process.env.LOAD_THINK_MS ?? 500);
/** LOAD_ONLY="GET posts,GET user" narrows the mix, to find which actions a failure comes with. */
/** The chat phase (messages over the live channels) after the mixed traffic: LOAD_CHAT_SECONDS, 0 to leave it out. */
const chatSeconds = Number(process.env.LOAD_CHAT_SECONDS ?? 60);
/** A member's mean pause between messages: 2.5 s keeps each under the limit of 30 a minute. */
const chatThinkMs = Number(process.env.LOAD_CHAT_THINK_MS ?? 2500);
/** The members of the one chat room (0 leaves the room out), and each one's mean pause: 100 every 10 s is 10 messages a second in one room. */
const roomMembers = Number(process.env.LOAD_CHAT_ROOM_MEMBERS ?? 100);
const roomThinkMs = Number(process.env.LOAD_CHAT_ROOM_THINK_MS ?? 10_000);
const only = process.env.LOAD_ONLY?.split(',').map((k) => k.trim()) as Kind[] | undefined;
const unknown = only?.filter((k) => !KINDS.includes(k));
if (unknown?.length) throw new Error(`LOAD_ONLY: no action called ${unknown.join(', ')}; the actions are ${KINDS.join(', ')}`);

console.log('Building the SPA and the worker bundles into .bench/dist');
await buildSpa();
await bundleWorkers();
console.log('Starting workerd (through Miniflare), applying migrations and seeding the demo content');
const server = await startBuiltWorker({ stateDir: path.join(benchDir, 'state/load') });
let failed: boolean;
try {
  const members = await createMembers(server.db, CONNECTIONS);
  const campaigns = await createCampaigns(server.db, 3);
  const posts = await visiblePostIds(server.db);
  const cookies = await Promise.all(members.map((m) => signIn(server.url, m.email, LOAD_PASSWORD, { 'CF-Connecting-IP': m.ip })));
  console.log(
    `${CONNECTIONS} members signed in; ${seconds} s of mixed traffic on ${server.url.href}, pausing ${thinkMs} ms on average between actions`,
  );

  const traffic = await runTraffic({ base: server.url, members, cookies, campaigns, posts, seconds, thinkMs, kinds: only });
  const findings = await verify({
    DB: server.DB,
    base: server.url,
    ledger: traffic.ledger,
    memberIds: members.map((m) => m.id),
    campaigns,
  });

  if (chatSeconds > 0)
    console.log(
      `Chat phase: ${CONNECTIONS} members in conversations of 5${roomMembers > 0 ? ` and ${roomMembers} in one room` : ''} for ${chatSeconds} s, each live channel open`,
    );
  const chat =
    chatSeconds > 0
      ? await runChat({
          base: server.url,
          db: server.db,
          members,
          cookies,
          roomMembers,
          seconds: chatSeconds,
          thinkMs: chatThinkMs,
          roomThinkMs,
        })
      : null;

  const all = [...traffic.stats.values()];
  const total = (pick: (s: (typeof all)[number]) => number) => all.reduce((sum, s) => sum + pick(s), 0);
  const requests = total((s) => s.requests);
  const errors = total((s) => s.errors);
  const refused = total((s) => s.refused);
  const latencies = all.flatMap((s) => s.latencies);
  const width = Math.max(...KINDS.map((k) => k.length));
  const line = (cells: string[]) =>
    `${cells[0]!.padEnd(width)}  ${cells
      .slice(1)
      .map((c, i) => c.padStart(i < 4 ? 8 : 9))
      .join('  ')}`;
  const out = [
    `npm run load, ${new Date().toISOString()}: ${CONNECTIONS} connections for ${traffic.seconds.toFixed(0)} s on loopback, each member pausing ${thinkMs} ms on average (0 to ${2 * thinkMs} ms) between actions`,
    'Server: the `wrangler deploy --dry-run` bundle on workerd launched by Miniflare (D1 on SQLite, R2 on disk), no wrangler dev.',
    '',
    line(['Action', 'Requests', 'OK', 'Refused', 'Errors', 'p50', 'p99']),
    ...KINDS.map((k) => {
      const s = traffic.stats.get(k)!;
      return line([
        k,
        count(s.requests),
        count(s.ok),
        count(s.refused),
        count(s.errors),
        ms(percentile(s.latencies, 50)),
        ms(percentile(s.latencies, 99)),
      ]);
    }),
    line([
      'all',
      count(requests),
      count(total((s) => s.ok)),
      count(refused),
      count(errors),
      ms(percentile(latencies, 50)),
      ms(percentile(latencies, 99)),
    ]),
    '',
    `Requests          ${count(requests)} (${(requests / traffic.seconds).toFixed(1)}/s)`,
    `Errors            ${count(errors)}${errors ? `  (${[...traffic.errorStatuses].map(([status, n]) => `${status === 0 ? 'no answer' : `HTTP ${status}`}: ${n}`).join(', ')})` : ''}`,
    `Refused (429)     ${count(refused)}  (rate limits: 10 posts/h per member, 60 comments/h per member, 10 gifts/h per address)`,
    `Acknowledged      ${count(findings.checked.posts)} posts, ${count(findings.checked.comments)} comments, ${count(findings.checked.likes)} like states, ${count(findings.checked.donations)} gifts`,
    `Lost writes       ${count(findings.lost.length)}`,
    `Count mismatches  ${count(findings.mismatches.length)}  (counters of ${count(findings.checked.postCounts)} posts, totals of ${count(findings.checked.campaigns)} campaigns and the donation stats)`,
    `Unacknowledged    ${count(findings.unacknowledged.length)}  (rows written by requests that got no success answer)`,
    `Worker error logs ${count(server.log.errors.length)}`,
    ...(chat ? ['', ...chatLines(chat, chatSeconds)] : []),
  ];
  const details = [
    ...findings.lost.slice(0, 20).map((l) => `lost: ${l}`),
    ...findings.mismatches.slice(0, 20).map((m) => `mismatch: ${m}`),
    ...findings.unacknowledged.slice(0, 10).map((u) => `unacknowledged: ${u}`),
    ...traffic.errors.slice(0, 20).map((e) => `error at ${e.at.toFixed(1)} s: ${e.kind} ${e.call} -> ${e.status} ${e.body}`),
    ...server.log.errors.slice(0, 10).map((l) => `worker log: ${l}`),
    ...(chat
      ? chat
          .flatMap((c) => [...c.errors, ...c.missing, ...c.duplicates, ...c.unexpected, ...c.stored])
          .slice(0, 20)
          .map((c) => `chat: ${c}`)
      : []),
  ];
  const report = [...out, ...(details.length ? ['', ...details] : [])].join('\n');
  console.log(`\n${report}\n`);
  writeFileSync(path.join(benchDir, 'load-latest.txt'), `${report}\n`);
  writeFileSync(path.join(benchDir, 'load-worker.log'), `${server.log.lines.join('\n')}\n`);
  const chatFailed = chat !== null && !chatPassed(chat);
  failed = errors > 0 || findings.lost.length > 0 || findings.mismatches.length > 0 || chatFailed;
} finally {
  await server.dispose();
}
process.exit(failed ? 1 : 0);
