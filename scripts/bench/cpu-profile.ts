// Where a workload's CPU time goes inside workerd (BENCH_PROFILE=1 with BENCH_ONLY=messages):
// every isolate workerd runs (the portal worker with its Durable Objects, the floor, and
// Miniflare's own workers for D1, R2 and the cache) is sampled through the inspector's
// Profiler domain while the workload runs. Each isolate's profile is written to
// .bench/profiles/ for DevTools, and counted here into samples per function, so a change
// aimed at the send path can be checked against what the samples show rather than guessed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Target = { title?: string; id: string; webSocketDebuggerUrl?: string };
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: Node[]; samples: number[] };

/** One DevTools session: send a method, wait for its answer. */
function session(url: string): Promise<{ call: (method: string, params?: object) => Promise<unknown>; close: () => void }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const waiting = new Map<number, (result: unknown) => void>();
    let next = 1;
    socket.onerror = () => reject(new Error(`cannot reach ${url}`));
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
      if (message.id !== undefined) waiting.get(message.id)?.(message.result);
    };
    socket.onopen = () =>
      resolve({
        call: (method, params = {}) =>
          new Promise((done) => {
            const id = next++;
            waiting.set(id, done);
            socket.send(JSON.stringify({ id, method, params }));
          }),
        close: () => socket.close(),
      });
  });
}

export type CpuSummary = { isolate: string; samples: number; top: { fn: string; samples: number }[] }[];

/**
 * Samples per function (name and place), idle left out. Counted, not weighted by the time
 * between samples: on a busy machine the sampler falls behind, and the first sample after a
 * pause carries the whole pause to whatever runs first (Hono's router, say), which no sample
 * count does.
 */
function summarise(profile: Profile, topN: number): { samples: number; top: { fn: string; samples: number }[] } {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map<string, number>();
  let samples = 0;
  for (const nodeId of profile.samples) {
    const frame = byNode.get(nodeId)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    const place = frame.url ? ` ${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const fn = `${frame.functionName || '(anonymous)'}${place}`;
    counts.set(fn, (counts.get(fn) ?? 0) + 1);
    samples += 1;
  }
  const top = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, topN)
    .map(([fn, n]) => ({ fn, samples: n }));
  return { samples, top };
}

/** Starts sampling every isolate; `stop` ends it, writes the profiles and answers the summary. */
export async function profileIsolates(inspectorPort: number, outDir: string, label: string) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as Target[];
  const sessions = await Promise.all(
    targets
      .filter((t) => t.webSocketDebuggerUrl)
      .map(async (t) => {
        const url = t.webSocketDebuggerUrl!.startsWith('ws') ? t.webSocketDebuggerUrl! : `ws://${t.webSocketDebuggerUrl}`;
        const s = await session(url);
        await s.call('Profiler.enable');
        await s.call('Profiler.setSamplingInterval', { interval: 200 });
        await s.call('Profiler.start');
        return { name: t.title ?? t.id, ...s };
      }),
  );
  return {
    async stop(topN = 25): Promise<CpuSummary> {
      mkdirSync(outDir, { recursive: true });
      const summary: CpuSummary = [];
      for (const s of sessions) {
        const { profile } = (await s.call('Profiler.stop')) as { profile: Profile };
        s.close();
        const file = `${label}-${s.name.replace(/[^\w.-]+/g, '_')}.cpuprofile`;
        writeFileSync(path.join(outDir, file), JSON.stringify(profile));
        summary.push({ isolate: s.name, ...summarise(profile, topN) });
      }
      return summary.sort((a, b) => b.samples - a.samples);
    },
  };
}

/** The summary as lines for the console: each isolate's samples, and each function's share of them. */
export const formatCpuSummary = (summary: CpuSummary, isolates = 4) =>
  summary
    .slice(0, isolates)
    .flatMap(({ isolate, samples, top }) => [
      `  ${isolate}: ${samples} samples`,
      ...top.map((f) => `    ${((100 * f.samples) / samples).toFixed(1).padStart(5)} %  ${f.fn}`),
    ]);
