// The soak's traffic: one signed-in member reading the portal at a steady rate (an open loop:
// each request leaves on its schedule whether or not the last one has been answered, so a
// server that slows down is not given a rest), and the resident memory of every server
// process sampled at a fixed interval.
import { performance } from 'node:perf_hooks';
import { keepAlive, send, type Answer } from '../bench/http';
import { processTree, type ProcessMemory } from '../lib/process-tree';

/** What a signed-in member's pages read, and how often, out of the total. */
const MIX = [
  { path: '/api/news?limit=12', weight: 3 },
  { path: '/api/podcasts?limit=12', weight: 2 },
  { path: '/api/audiobooks', weight: 2 },
  { path: '/api/community/posts?limit=10', weight: 2 },
  { path: '/api/auth/user', weight: 2 },
  // The page itself and its script: the static side of the server (assets) serves them.
  { path: '/', weight: 1 },
  { path: 'ENTRY_SCRIPT', weight: 1 },
] as const;

/** A request not answered within this long is counted as dropped. */
const TIMEOUT_MS = 30_000;

export interface Sample {
  /** Seconds since the traffic began. */
  at: number;
  processes: ProcessMemory[];
  /** Requests answered so far. */
  answered: number;
}

export interface SoakResult {
  samples: Sample[];
  requests: number;
  answered: number;
  /** Requests that got no answer: a refused or reset connection, or no answer within 30 s. */
  dropped: number;
  /** Answers other than 200, by status. */
  wrongStatus: Map<number, number>;
  firstProblems: string[];
  latencies: number[];
  seconds: number;
}

/** Signs in as `email` through the same call the sign-in page makes; returns the Cookie header. */
export async function signInCookie(base: URL, email: string, password: string): Promise<string> {
  const agent = keepAlive(1);
  const answer = await send(base, agent, { method: 'POST', path: '/api/auth/login', body: { email, password } });
  agent.destroy();
  const cookie = [answer.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('session='));
  if (answer.status !== 200 || !cookie) throw new Error(`Sign-in as ${email} answered ${answer.status}: ${answer.body.toString()}`);
  return cookie.split(';')[0]!;
}

/** The hashed entry script the SPA's index.html loads. */
async function entryScript(base: URL): Promise<string> {
  const html = await (await fetch(base)).text();
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`${base.href} served no page with an /assets/ script`);
  return src;
}

/**
 * Sends `rate` requests a second for `seconds`, spread evenly, over up to 32 keep-alive
 * connections, and samples the memory of `rootPid` and its descendants every `sampleSeconds`
 * (passing each sample to `onSample` as it is taken).
 */
export async function soak({
  base,
  cookie,
  rootPid,
  seconds,
  rate,
  sampleSeconds,
  onSample,
}: {
  base: URL;
  cookie: string;
  rootPid: number;
  seconds: number;
  rate: number;
  sampleSeconds: number;
  onSample: (sample: Sample, result: SoakResult) => void;
}): Promise<SoakResult> {
  const script = await entryScript(base);
  const paths = MIX.flatMap(({ path, weight }) => Array<string>(weight).fill(path === 'ENTRY_SCRIPT' ? script : path));
  // workerd closes a keep-alive connection that has sent nothing for 5 s; a request sent on it
  // at that moment would fail although the server is fine, so the client closes idle ones at 4 s.
  const agent = keepAlive(32, 4_000);
  const result: SoakResult = {
    samples: [],
    requests: 0,
    answered: 0,
    dropped: 0,
    wrongStatus: new Map(),
    firstProblems: [],
    latencies: [],
    seconds,
  };
  const begun = performance.now();
  const elapsed = () => (performance.now() - begun) / 1000;
  const problem = (text: string) => {
    if (result.firstProblems.length < 20) result.firstProblems.push(`${elapsed().toFixed(1)} s: ${text}`);
  };

  const sample = () => {
    const taken: Sample = { at: elapsed(), processes: processTree(rootPid), answered: result.answered };
    result.samples.push(taken);
    onSample(taken, result);
  };

  const pending = new Set<Promise<void>>();
  const fire = (path: string) => {
    result.requests++;
    const started = performance.now();
    const request = send(base, agent, { path, headers: { Cookie: cookie }, timeoutMs: TIMEOUT_MS }).then(
      (answer: Answer) => {
        result.answered++;
        result.latencies.push(performance.now() - started);
        if (answer.status !== 200) {
          result.wrongStatus.set(answer.status, (result.wrongStatus.get(answer.status) ?? 0) + 1);
          problem(`GET ${path} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
        }
      },
      (error: unknown) => {
        result.dropped++;
        problem(`GET ${path} dropped: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    pending.add(request);
    void request.finally(() => pending.delete(request));
  };

  sample();
  let nextSample = sampleSeconds;
  // Every few milliseconds, send what the schedule says is due: timers drift, the schedule does not.
  while (elapsed() < seconds) {
    const due = Math.floor(elapsed() * rate);
    while (result.requests < due) fire(paths[result.requests % paths.length]!);
    if (elapsed() >= nextSample) {
      sample();
      nextSample += sampleSeconds;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(pending);
  sample();
  agent.destroy();
  result.seconds = elapsed();
  return result;
}
