import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestEnv } from './support/env';
import { call } from './support/request';

// The request id ties a response to the worker's log lines, so the worker makes it; an id a
// client sends is logged beside it, bounded, never as the request's own.

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());
afterEach(() => vi.restoreAllMocks());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A refused read (401), which the worker logs, with the X-Request-Id given; the answer and the log lines. */
async function refusedWith(clientId: string) {
  const lines: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void lines.push(String(line)));
  const res = await call(t.env, '/api/news', { headers: { 'x-request-id': clientId } });
  const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((e) => e.event === 'auth.refused');
  return { res, logged };
}

describe('request ids', () => {
  it('are the worker’s own, whatever the client sends; the client’s is logged apart', async () => {
    const { res, logged } = await refusedWith('chosen-by-the-client');
    expect(res.status).toBe(401);
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(logged).toMatchObject({ requestId: id, clientRequestId: 'chosen-by-the-client' });
  });

  it('keep a client’s id short and plain in the log', async () => {
    const { res, logged } = await refusedWith(`${'a'.repeat(200)}"},{"event":"forged`);
    expect(res.headers.get('x-request-id')).toMatch(UUID);
    expect(logged!.clientRequestId).toEqual(expect.stringMatching(/^a[\w.:-]{0,63}$/));
  });

  it('are made fresh for every request', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) ids.add((await call(t.env, '/api/donation-stats')).headers.get('x-request-id')!);
    expect(ids.size).toBe(3);
  });
});
