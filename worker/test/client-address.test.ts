import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../src/db/schema';
import type { Env } from '../src/platform/env';
import { app } from '../src/index';
import { createTestEnv } from './support/env';

// Which address the per-address limits count: CF-Connecting-IP only where Cloudflare's edge
// (or wrangler dev, which plays it) sets it, or a header the deployment names; with none, every
// visitor shares one count, and the worker says so in its log.

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());
afterEach(() => vi.restoreAllMocks());
// Every test that sends no trusted address counts on the one shared key: each starts it afresh.
beforeEach(async () => {
  await t.db.delete(rateLimits).where(eq(rateLimits.key, 'register:ip:unknown'));
});

/** The registration limit (20 an hour per address) shows which address the worker counted. */
const REGISTRATIONS_PER_ADDRESS = 20;
let accounts = 0;

/** A registration as a browser sends it, with the headers given and, when `edge`, the `request.cf` Cloudflare's runtime adds. */
function register(env: Env, headers: Record<string, string>, edge = false, worker = app) {
  const request = new Request('http://localhost/api/auth/register', {
    method: 'POST',
    headers: { origin: 'http://localhost', 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ firstName: 'A', lastName: 'B', email: `address-${++accounts}@example.test`, password: 'a long enough phrase' }),
  });
  if (edge) Object.defineProperty(request, 'cf', { value: { colo: 'SYD', country: 'AU' } });
  return worker.request(request, undefined, env);
}

/** Registers past the limit, each time claiming another address; the statuses that came back. */
async function forgedRun(env: Env, edge: boolean, base: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= REGISTRATIONS_PER_ADDRESS; i++)
    statuses.push((await register(env, { 'cf-connecting-ip': `198.51.${base}.${i + 1}` }, edge)).status);
  return statuses;
}

describe('the client address', () => {
  it('trusts CF-Connecting-IP on Cloudflare’s runtime (request.cf is there): each address has its own count', async () => {
    const env = { ...t.env, CLIENT_IP_HEADER: undefined };
    expect(await forgedRun(env, true, 1)).toEqual(Array(REGISTRATIONS_PER_ADDRESS + 1).fill(202));
  });

  it('ignores a CF-Connecting-IP that no edge set (no request.cf): the forged values share one count', async () => {
    const env = { ...t.env, CLIENT_IP_HEADER: undefined };
    const statuses = await forgedRun(env, false, 2);
    expect(statuses.slice(0, REGISTRATIONS_PER_ADDRESS)).toEqual(Array(REGISTRATIONS_PER_ADDRESS).fill(202));
    expect(statuses.at(-1)).toBe(429);
  });

  it('says so in the log, once per isolate, when it has no address it can trust', async () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
    // A fresh isolate: the worker's modules loaded anew.
    vi.resetModules();
    const { app: fresh } = await import('../src/index');
    const env = { ...t.env, CLIENT_IP_HEADER: undefined };
    for (let i = 0; i < 3; i++) await register(env, { 'cf-connecting-ip': `198.51.4.${i + 1}` }, false, fresh);
    const events = warnings.map((line) => JSON.parse(line) as { event: string });
    expect(events.filter((e) => e.event === 'client_address.unknown')).toHaveLength(1);
  });

  it("takes the operator's own limit (REGISTRATIONS_PER_ADDRESS_HOUR) where members share one address", async () => {
    const env = { ...t.env, CLIENT_IP_HEADER: 'X-Real-IP', REGISTRATIONS_PER_ADDRESS_HOUR: '3' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await register(env, { 'x-real-ip': '203.0.113.250' }, true)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('trusts only the header a deployment names (CLIENT_IP_HEADER), and nothing when it says none', async () => {
    const named = { ...t.env, CLIENT_IP_HEADER: 'X-Real-IP' };
    for (let i = 0; i <= REGISTRATIONS_PER_ADDRESS; i++)
      expect((await register(named, { 'x-real-ip': `203.0.113.${i + 1}`, 'cf-connecting-ip': '198.51.100.1' }, true)).status).toBe(202);
    const none = { ...t.env, CLIENT_IP_HEADER: 'none' };
    expect((await forgedRun(none, true, 3)).at(-1)).toBe(429);
  });

  it('ignores a header that is not an address (a long or strange value names no one)', async () => {
    const env = { ...t.env, CLIENT_IP_HEADER: undefined };
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTRATIONS_PER_ADDRESS; i++)
      statuses.push((await register(env, { 'cf-connecting-ip': `not an address ${i} ${'x'.repeat(100)}` }, true)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
