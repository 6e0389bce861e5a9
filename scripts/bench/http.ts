// A small HTTP client and closed-loop load generator on node:http with keep-alive sockets.
// node:http rather than fetch: it costs the client less per request on this two-core machine,
// so more of the time measured is the server's, and it reports the first body byte.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** From sending the request to the first byte of the body (or the end, for an empty body). */
  ttfbMs: number;
  totalMs: number;
}

export interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Give up (and free the socket) when the server sends nothing for this long. */
  timeoutMs?: number;
}

/**
 * An agent that keeps up to `sockets` connections open to the server; with `idleMs`, it closes
 * a connection that has been idle that long itself, before the server does.
 */
export const keepAlive = (sockets: number, idleMs?: number) =>
  new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets, timeout: idleMs });

export function send(base: URL, agent: http.Agent, call: Call): Promise<Answer> {
  const payload = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
  const headers: Record<string, string> = { ...call.headers };
  if (payload) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(payload.length);
    headers.Origin = base.origin;
  }
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      { host: base.hostname, port: base.port, method: call.method ?? 'GET', path: call.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        let ttfbMs: number | undefined;
        res.on('data', (chunk: Buffer) => {
          ttfbMs ??= performance.now() - started;
          chunks.push(chunk);
        });
        res.on('end', () => {
          const totalMs = performance.now() - started;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ttfbMs: ttfbMs ?? totalMs, totalMs });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (call.timeoutMs) req.setTimeout(call.timeoutMs, () => req.destroy(new Error(`no answer within ${call.timeoutMs! / 1000} s`)));
    req.end(payload);
  });
}

export interface LoopResult {
  /** Latency of every request sent inside the measured window (however long it took), in ms. */
  latencies: number[];
  /** Answers that arrived inside the measured window, whenever they were sent. */
  completed: number;
  statuses: Map<number, number>;
  failures: number;
  seconds: number;
  perSecond: number;
}

/**
 * `concurrency` connections each send their next request as soon as the last one is answered,
 * for `seconds` after a warm-up that is not measured. Throughput counts the answers that
 * arrive inside the window; latency counts every request sent inside it, waiting for the
 * slow ones after the window closes, so a slow endpoint's tail is not cut off.
 * `next(connection)` makes one request and returns its answer.
 */
export async function closedLoop({
  concurrency,
  seconds,
  warmupSeconds = 1,
  next,
}: {
  concurrency: number;
  seconds: number;
  warmupSeconds?: number;
  next: (connection: number) => Promise<Answer>;
}): Promise<LoopResult> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let failures = 0;
  let completed = 0;
  const start = performance.now();
  const measureFrom = start + warmupSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  const worker = async (connection: number) => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const answer = await next(connection);
        const done = performance.now();
        if (done >= measureFrom && done <= end) completed++;
        if (sent >= measureFrom) {
          latencies.push(answer.totalMs);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      } catch {
        if (sent >= measureFrom) failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i)));
  return { latencies, completed, statuses, failures, seconds, perSecond: completed / seconds };
}
