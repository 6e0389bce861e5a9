import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// A request refused before the worker needed its body (signed out, the wrong media type, not
// allowed) still has its body read, so the kept-open connection carries the next request: a
// client that reuses it (a browser, undici, Node's keep-alive agent) is never reset.

const base = new URL(inject('baseURL'));
const ROUNDS = 20;
/** Large enough to span several TCP segments, small enough for every route's limit. */
const BODY = JSON.stringify({ title: 'A post', body: 'x'.repeat(16 * 1024), category: 'general' });

type Answer = { status: number; socket: Socket };

/** One request through `agent`, with the socket it went over. */
function send(agent: Agent, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, method, path, agent, headers: { Origin: base.origin, ...headers } });
    req.on('error', reject);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, socket: req.socket! }));
    });
    req.end(body);
  });
}

let memberCookie: string;
beforeAll(async () => {
  const res = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base.origin },
    body: JSON.stringify({ email: 'member@example.org', password: 'member-demo-password' }),
  });
  expect(res.status).toBe(200);
  memberCookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))!
    .split(';')[0]!;
});

const agents: Agent[] = [];
afterAll(() => agents.forEach((a) => a.destroy()));

describe('a refused request with a body leaves its connection usable', () => {
  it.each([
    { refusal: '401: signed out', path: '/api/community/posts', type: 'application/json', member: false, status: 401 },
    { refusal: '415: not JSON', path: '/api/community/posts', type: 'text/plain', member: true, status: 415 },
    { refusal: '403: a member at the CMS', path: '/api/cms/redirects', type: 'application/json', member: true, status: 403 },
  ])('$refusal, then the next request on the same connection, 20 times', async ({ path, type, member, status }) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    const cookie: Record<string, string> = member ? { Cookie: memberCookie } : {};
    const seen: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const refused = await send(agent, 'POST', path, { 'Content-Type': type, ...cookie }, BODY);
      const next = await send(agent, 'GET', '/api/auth/user', cookie).catch((error: Error) => ({ status: error.message, socket: null }));
      seen.push(`${refused.status} then ${next.status}${next.socket === refused.socket ? '' : ' on another connection'}`);
    }
    expect(seen).toEqual(Array(ROUNDS).fill(`${status} then ${member ? 200 : 401}`));
  });
});
