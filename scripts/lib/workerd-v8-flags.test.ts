// The V8 flags npm start hands workerd reach V8: a real workerd, started by Miniflare with the
// config this module rewrote, runs a worker that can see the flag's effect (--expose-gc makes
// `gc` a global). The message-level test pins what the rewrite leaves alone.
import { Miniflare, Runtime } from 'miniflare';
import { afterAll, describe, expect, it } from 'vitest';
import { runWorkerdWithV8Flags, withV8Flags } from './workerd-v8-flags';

const script = `export default { fetch() { return new Response(typeof globalThis.gc) } }`;

describe('V8 flags for workerd', () => {
  const original = Runtime.prototype.updateConfig;
  afterAll(() => {
    Runtime.prototype.updateConfig = original;
  });

  it('workerd runs the worker with the flags in its config', async () => {
    const plain = new Miniflare({ modules: true, script });
    try {
      expect(await (await plain.dispatchFetch('http://localhost/')).text()).toBe('undefined');
    } finally {
      await plain.dispose();
    }

    runWorkerdWithV8Flags(['--expose-gc']);
    const flagged = new Miniflare({ modules: true, script });
    try {
      expect(await (await flagged.dispatchFetch('http://localhost/')).text()).toBe('function');
    } finally {
      await flagged.dispose();
      Runtime.prototype.updateConfig = original;
    }
  });

  it('adds one segment and keeps every byte of the original segments', () => {
    // A one-segment message: the root pointer (struct at offset 0, no data, 3 pointers), then
    // the struct's three empty pointers.
    const message = Buffer.alloc(8 + 4 * 8);
    message.writeUInt32LE(0, 0); // one segment
    message.writeUInt32LE(4, 4); // of 4 words
    message.writeBigUInt64LE(3n << 48n, 8);
    const out = withV8Flags(message, ['--gc-global']);
    expect(out.readUInt32LE(0)).toBe(1); // two segments now
    expect(out.readUInt32LE(4)).toBe(4);
    // The texts' segment: landing pad, one text pointer, "--gc-global\0" in two words.
    expect(out.readUInt32LE(8)).toBe(1 + 1 + 2);
    const body = 16;
    expect(out.readBigUInt64LE(body)).toBe(3n << 48n);
    expect(out.readBigUInt64LE(body + 3 * 8)).toBe(2n | (1n << 32n)); // slot 2: far pointer to segment 1
    const texts = body + 4 * 8;
    expect(out.subarray(texts + 16, texts + 16 + 12).toString('utf8')).toBe('--gc-global\0');
  });

  it('refuses a message whose v8Flags field is already set', () => {
    const message = Buffer.alloc(8 + 4 * 8);
    message.writeUInt32LE(4, 4);
    message.writeBigUInt64LE(3n << 48n, 8);
    message.writeBigUInt64LE(1n, 8 + 3 * 8);
    expect(() => withV8Flags(message, ['--gc-global'])).toThrow('v8Flags is already set');
  });
});
