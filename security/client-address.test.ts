import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';

// The address every per-address limit counts is the connection's (decision 0015): on the real
// local server, whatever address headers a client sends, its sign-in tries all count on one
// address, so the sixth wrong password in a row waits, as it does for anyone.

const base = inject('baseURL');

/** Headers a client might send to pass for someone else; the last try sends none. */
const disguises: Record<string, string>[] = [
  { 'CF-Connecting-IP': '198.51.100.1' },
  { 'X-Forwarded-For': '198.51.100.2' },
  { 'CF-Connecting-IP': '198.51.100.3', 'X-Forwarded-For': '198.51.100.3', 'X-Real-IP': '198.51.100.3' },
  { 'CF-Connecting-IP': '2001:db8::4', 'True-Client-IP': '2001:db8::4' },
  { 'MF-CF-Blob': JSON.stringify({ clientIp: '198.51.100.5:443' }), 'CF-Connecting-IP': '198.51.100.5' },
  {},
];

describe('the client address on the local server', () => {
  it('is the socket’s: address headers a client sends cannot buy it fresh sign-in tries', async () => {
    const email = `nobody-${randomUUID()}@example.test`;
    const statuses: number[] = [];
    for (const headers of disguises) {
      const res = await fetch(new URL('/api/auth/login', base), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
        body: JSON.stringify({ email, password: 'not the password at all' }),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(((await res.json()) as { message: string }).message).toMatch(/^Too many sign-in attempts/);
      else await res.body?.cancel();
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
