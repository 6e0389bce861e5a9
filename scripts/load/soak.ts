// npm run load -- --soak 30m [--rate 100] [--server dev] [--heap]: the soak test. Starts the server
// exactly as npm start does (scripts/start.ts; scripts/dev.ts with --server dev), on SOAK_PORT or 8798, over a fresh database in
// .wrangler/soak-state-{port}), signs in as the demo member and reads the portal at a steady
// rate for the given time, printing the resident memory of every server process every 10 s.
// Exits 1 if any request is dropped or answered with anything but 200, or if memory keeps
// growing after the warm-up (memory-trend.ts says how that is decided). Not part of npm test.
// --heap also reads every isolate's JavaScript heap through workerd's inspector (isolate-heap.ts),
// to tell growth in JavaScript from growth in workerd's native memory.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { count, ms, percentile } from '../bench/stats';
import { benchDir } from '../lib/built-worker';
import { bin, root } from '../lib/local';
import type { ProcessMemory } from '../lib/process-tree';
import { waitForServer } from '../lib/wait-for-server';
import { isolateHeaps, type IsolateHeap } from './isolate-heap';
import { MAX_GROWTH_MIB_PER_MINUTE, memoryTrend, type Trend } from './memory-trend';
import { signInCookie, soak, type Sample } from './soak-traffic';

const SAMPLE_SECONDS = 10;

/** "30m", "90s", "1h" or a number of seconds. */
export function parseDuration(text: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(text ?? '');
  if (!match) throw new Error(`--soak takes a duration such as 30m, 90s or 1h, not "${text ?? ''}"`);
  return Number(match[1]) * { s: 1, m: 60, h: 3600 }[(match[2] ?? 's') as 's' | 'm' | 'h'];
}

const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
const totalKiB = (processes: readonly ProcessMemory[]) => processes.reduce((sum, p) => sum + p.rssKiB, 0);

/** Runs the soak; returns the exit code. */
export async function runSoakCommand(args: string[]): Promise<number> {
  const seconds = parseDuration(args[args.indexOf('--soak') + 1]);
  const rate = args.includes('--rate') ? Number(args[args.indexOf('--rate') + 1]) : 100;
  // --server dev soaks npm run dev (wrangler dev) instead, to compare the two.
  const script = args.includes('--server') && args[args.indexOf('--server') + 1] === 'dev' ? 'scripts/dev.ts' : 'scripts/start.ts';
  const port = process.env.SOAK_PORT ?? '8798';
  const persist = `.wrangler/soak-state-${port}`;
  const inspectorPort = args.includes('--heap') ? Number(port) + 1000 : undefined;
  const base = new URL(`http://localhost:${port}`);
  const serverLog = path.join(benchDir, 'soak-server.log');

  // A server still answering on the port (an earlier soak stopping, an npm start) would be the
  // one measured, and its database deleted under it: refuse rather than measure the wrong one.
  if (
    await fetch(base, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    )
  ) {
    console.error(`Something already answers on ${base.href}: stop it, or set SOAK_PORT to another port.`);
    return 1;
  }
  rmSync(path.join(root, persist), { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  console.log(`Starting the server (${script}) on ${base.href}, its output in ${path.relative(root, serverLog)}`);
  const server = spawn(bin('tsx'), [script], {
    cwd: root,
    env: { ...process.env, PORT: port, PERSIST_DIR: persist, ...(inspectorPort ? { INSPECTOR_PORT: String(inspectorPort) } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it stops workerd too
  });
  const log = createWriteStream(serverLog);
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  try {
    await waitForServer(base, server, 10 * 60_000);
    const member = DEMO_ACCOUNTS.find((a) => a.role === 'member')!;
    const cookie = await signInCookie(base, member.email, member.password);
    console.log(
      `Signed in as ${member.email}; ${rate} requests a second for ${clock(seconds)} (mixed reads: news, podcasts, library, forum, current user, the page and its script)\n` +
        `Memory (RSS) of every process of the server, every ${SAMPLE_SECONDS} s:`,
    );

    let columns: ProcessMemory[] = [];
    const onSample = (sample: Sample, sofar: { dropped: number; wrongStatus: Map<number, number> }) => {
      if (!columns.length) {
        columns = sample.processes;
        console.log(
          `  ${'time'.padStart(6)} ${'answered'.padStart(9)} ${'dropped'.padStart(8)}  ${columns.map((p) => `${p.pid} ${p.label}`).join(' | ')} | total`,
        );
      }
      const byPid = new Map(sample.processes.map((p) => [p.pid, p]));
      const cells = columns.map((c) => (byPid.has(c.pid) ? mib(byPid.get(c.pid)!.rssKiB) : 'gone'));
      const others = sample.processes.filter((p) => !columns.some((c) => c.pid === p.pid));
      const wrong = [...sofar.wrongStatus.values()].reduce((a, b) => a + b, 0);
      console.log(
        `  ${clock(sample.at).padStart(6)} ${count(sample.answered).padStart(9)} ${count(sofar.dropped + wrong).padStart(8)}  ${cells.join(' | ')} | ${mib(totalKiB(sample.processes))}` +
          (others.length ? `  (new: ${others.map((p) => `${p.pid} ${p.label} ${mib(p.rssKiB)}`).join(', ')})` : ''),
      );
    };
    const heaps: { at: number; isolates: IsolateHeap[] }[] = [];
    const started = Date.now();
    const heapTimer = inspectorPort
      ? setInterval(() => {
          void isolateHeaps(inspectorPort).then(
            (isolates) => {
              const at = (Date.now() - started) / 1000;
              heaps.push({ at, isolates });
              console.log(
                `  ${clock(at).padStart(6)} JS heaps used: ${isolates.map((h) => `${h.name} ${mib(h.usedKiB)} of ${mib(h.totalKiB)}`).join(' | ')}`,
              );
            },
            (error: Error) => console.log(`  heap reading failed: ${error.message}`),
          );
        }, SAMPLE_SECONDS * 1000)
      : undefined;
    const result = await soak({ base, cookie, rootPid: server.pid!, seconds, rate, sampleSeconds: SAMPLE_SECONDS, onSample }).finally(() =>
      clearInterval(heapTimer),
    );
    const heapUsed = (isolates: IsolateHeap[]) => isolates.reduce((sum, h) => sum + h.usedKiB, 0);
    const heapTrend = heaps.length
      ? memoryTrend(
          heaps.map((h) => ({ at: h.at, kib: heapUsed(h.isolates) })),
          result.seconds,
        )
      : undefined;

    const trends: [string, Trend][] = [
      [
        'all server processes',
        memoryTrend(
          result.samples.map((s) => ({ at: s.at, kib: totalKiB(s.processes) })),
          result.seconds,
        ),
      ],
      ...columns.map((c): [string, Trend] => [
        `${c.pid} ${c.label}`,
        memoryTrend(
          result.samples.flatMap((s) => s.processes.filter((p) => p.pid === c.pid).map((p) => ({ at: s.at, kib: p.rssKiB }))),
          result.seconds,
        ),
      ]),
    ];
    const wrong = [...result.wrongStatus.values()].reduce((a, b) => a + b, 0);
    const growing = trends.filter(([, t]) => t.growing);
    const first = result.samples.find((s) => s.at >= trends[0]![1].warmUpSeconds);
    const last = result.samples.at(-1)!;
    const report = [
      `npm run load -- --soak, ${new Date().toISOString()}: ${clock(result.seconds)} at ${rate} requests a second through ${script}`,
      `Requests       ${count(result.requests)} sent, ${count(result.answered)} answered (${(result.answered / result.seconds).toFixed(1)}/s), p50 ${ms(percentile(result.latencies, 50))}, p99 ${ms(percentile(result.latencies, 99))}, max ${ms(result.latencies.reduce((a, b) => Math.max(a, b), 0))}`,
      `Dropped        ${count(result.dropped)} (no answer within 30 s, or the connection closed)`,
      `Not 200        ${count(wrong)}${wrong ? ` (${[...result.wrongStatus].map(([s, n]) => `${s}: ${n}`).join(', ')})` : ''}`,
      `Memory         ${mib(totalKiB(result.samples[0]!.processes))} at the start, ${first ? mib(totalKiB(first.processes)) : '-'} after the warm-up (${clock(trends[0]![1].warmUpSeconds)}), ${mib(totalKiB(last.processes))} at the end`,
      `Trend after the warm-up (Theil–Sen slope of RSS, limit ${MAX_GROWTH_MIB_PER_MINUTE} MiB/min):`,
      ...trends.map(
        ([name, t]) =>
          `  ${name.padEnd(40)} ${t.mibPerMinute >= 0 ? '+' : ''}${t.mibPerMinute.toFixed(2)} MiB/min over ${t.judged} samples${t.growing ? '  GROWING' : ''}`,
      ),
      ...(heapTrend
        ? [
            `JS heaps (used, all isolates): ${mib(heapUsed(heaps[0]!.isolates))} at the first reading, ${mib(heapUsed(heaps.at(-1)!.isolates))} at the last; after the warm-up ${heapTrend.mibPerMinute >= 0 ? '+' : ''}${heapTrend.mibPerMinute.toFixed(2)} MiB/min`,
          ]
        : []),
      ...result.firstProblems.map((p) => `  ${p}`),
      '',
      result.dropped || wrong || growing.length
        ? `FAILED: ${[result.dropped ? `${result.dropped} dropped` : '', wrong ? `${wrong} not 200` : '', growing.length ? `memory keeps growing (${growing.map(([n]) => n).join(', ')})` : ''].filter(Boolean).join('; ')}`
        : 'PASSED: no request dropped, memory flat after the warm-up',
    ].join('\n');
    console.log(`\n${report}\n`);
    writeFileSync(path.join(benchDir, 'soak-latest.txt'), `${report}\n`);
    return result.dropped || wrong || growing.length ? 1 : 0;
  } finally {
    stop();
  }
}
