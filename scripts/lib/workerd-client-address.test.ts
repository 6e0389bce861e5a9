// npm start's workerd takes the client's address from the socket: a real workerd, started by
// Miniflare with the config this module rewrote, runs a worker that shows which address and
// `request.cf` it was given while the client sends its own. The plain Miniflare beside it shows
// what the rewrite is for: there, the client's CF-Connecting-IP reaches the worker.
import { Miniflare, Runtime } from 'miniflare';
import { afterAll, describe, expect, it } from 'vitest';
import { takeClientAddressFromSocket, withRequestHeadersRemoved } from './workerd-client-address';
import { withV8Flags } from './workerd-v8-flags';

const script = `export default {
  fetch(request) {
    return Response.json({ address: request.headers.get('cf-connecting-ip'), colo: request.cf?.colo ?? null });
  },
}`;

/** What a client that forges every address header it can think of is told the worker saw. */
async function forgedRequest(): Promise<{ address: string | null; colo: string | null }[]> {
  const mf = new Miniflare({ host: '127.0.0.1', port: 0, cf: false, modules: true, script });
  try {
    const url = await mf.ready;
    const seen = [];
    const disguises: Record<string, string>[] = [
      {},
      { 'CF-Connecting-IP': '198.51.100.7' },
      { 'cf-connecting-ip': '198.51.100.8', 'X-Forwarded-For': '203.0.113.9', 'X-Real-IP': '203.0.113.10' },
      { 'MF-CF-Blob': JSON.stringify({ colo: 'FAKE', clientIp: '198.51.100.9:1' }) },
    ];
    for (const headers of disguises)
      seen.push((await (await fetch(url, { headers })).json()) as { address: string | null; colo: string | null });
    return seen;
  } finally {
    await mf.dispose();
  }
}

describe('the client address on npm start’s workerd', () => {
  const original = Runtime.prototype.updateConfig;
  afterAll(() => {
    Runtime.prototype.updateConfig = original;
  });

  it('comes from the socket, whatever address headers the client sends', async () => {
    const plain = await forgedRequest();
    expect(plain[1]!.address).toBe('198.51.100.7');

    takeClientAddressFromSocket();
    try {
      const seen = await forgedRequest();
      expect(seen.map((s) => s.address)).toEqual(Array(4).fill('127.0.0.1'));
      // request.cf is Miniflare's own, not one the client sent.
      expect(seen.map((s) => s.colo)).toEqual(Array(4).fill(seen[0]!.colo));
      expect(seen[0]!.colo).not.toBe('FAKE');
    } finally {
      Runtime.prototype.updateConfig = original;
    }
  });

  // Config { sockets: [Socket { name, http: HttpOptions {} }] } in one segment: the root struct
  // (0 data words, 3 pointers), the socket list (its tag, 1 data word, 5 pointers), the
  // HttpOptions struct (1 data word, 5 pointers), then the socket's name.
  function config(name = 'entry', injected = 0n): Buffer {
    const words = [
      3n << 48n, // root: a struct at +0
      0n, // services
      1n | (1n << 2n) | (7n << 32n) | (6n << 35n), // sockets: a list of structs at +1, 6 words
      0n, // v8Flags
      (1n << 2n) | (1n << 32n) | (5n << 48n), // the list's tag: 1 element of 1 data word and 5 pointers
      0n, // union tag 0: http
      1n | (10n << 2n) | (2n << 32n) | (BigInt(name.length + 1) << 35n), // name: text at +10
      0n, // address
      (2n << 2n) | (1n << 32n) | (5n << 48n), // http: a struct at +2
      0n,
      0n,
      0n, // HttpOptions: its data word (style)
      0n,
      0n,
      injected, // injectRequestHeaders
      0n,
      0n,
      Buffer.from(`${name}\0`.padEnd(8, '\0')).readBigUInt64LE(0),
    ];
    const message = Buffer.alloc(8 + words.length * 8);
    message.writeUInt32LE(words.length, 4);
    words.forEach((w, i) => message.writeBigUInt64LE(w, 8 + i * 8));
    return message;
  }

  it('leaves every byte of the original segments but the one slot it fills, and composes with the V8 flags', () => {
    const message = config();
    const out = withV8Flags(withRequestHeadersRemoved(message, 'entry', ['CF-Connecting-IP']), ['--gc-global']);
    expect(out.readUInt32LE(0)).toBe(2); // three segments now
    const body = 16;
    const original = message.subarray(8);
    const kept = out.subarray(body, body + original.length);
    const changed = [...Array(original.length / 8).keys()].filter((i) => kept.readBigUInt64LE(i * 8) !== original.readBigUInt64LE(i * 8));
    expect(changed).toEqual([3 /* root's v8Flags */, 14 /* injectRequestHeaders */]);
    expect(kept.readBigUInt64LE(14 * 8)).toBe(2n | (1n << 32n)); // a far pointer to segment 1
    expect(out.subarray(body + original.length).toString('latin1')).toContain('CF-Connecting-IP\0');
  });

  it('refuses a config with no entry socket, or whose entry socket already injects headers', () => {
    expect(() => withRequestHeadersRemoved(config('other'), 'entry', ['X'])).toThrow('no socket named entry');
    expect(() => withRequestHeadersRemoved(config('entry', 1n), 'entry', ['X'])).toThrow('injectRequestHeaders is already set');
  });
});
