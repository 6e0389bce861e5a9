// npm start's client address comes from the socket, never from the client. Miniflare's entry
// worker fills CF-Connecting-IP from the connection's address only when the request has no such
// header, so a client that sends its own chooses the address every per-address limit counts
// (decision 0015). workerd can remove headers as requests arrive on a socket
// (`HttpOptions.injectRequestHeaders`, a header with no value), but Miniflare builds the entry
// socket itself and offers no option for it. So, as workerd-v8-flags.ts does for V8 flags, this
// edits the binary Cap'n Proto config on its way to workerd: a new last segment holds the list
// of headers, and the entry socket's empty `injectRequestHeaders` slot gets a far pointer to it.
// Nothing else in the message moves.
import { Runtime, SOCKET_ENTRY } from 'miniflare';

/**
 * Headers a client must never set on npm start's server: the address Miniflare would otherwise
 * keep, and the `request.cf` object it would otherwise take from the client (Miniflare's own
 * MF-CF-Blob), whose absence the worker reads as "no edge in front" (worker/src/lib/request.ts).
 */
export const CLIENT_SET_HEADERS = ['CF-Connecting-IP', 'MF-CF-Blob'] as const;

const WORD = 8;
/** workerd.capnp: Config.sockets is pointer 1; Socket.name pointer 0, its `http` pointer 2 (union tag 0); HttpOptions.injectRequestHeaders pointer 2. */
const CONFIG_SOCKETS = 1;
const SOCKET_NAME = 0;
const SOCKET_HTTP = 2;
const HTTP_INJECT_REQUEST_HEADERS = 2;

type Where = { segment: number; word: number };
type Target = { pointer: bigint; at: Where };

/** A Cap'n Proto message's segments, read in place. */
function segmentsOf(message: Buffer) {
  const count = message.readUInt32LE(0) + 1;
  const headerBytes = (4 + 4 * count + 7) & ~7;
  const starts: number[] = [];
  let next = headerBytes;
  for (let i = 0; i < count; i++) {
    starts.push(next);
    next += message.readUInt32LE(4 + 4 * i) * WORD;
  }
  return { count, headerBytes, byteOf: (w: Where) => starts[w.segment]! + w.word * WORD };
}

/** Where a pointer points, following a far pointer (single or double) to its landing pad. */
function follow(message: Buffer, byteOf: (w: Where) => number, from: Where): Target | null {
  const pointer = message.readBigUInt64LE(byteOf(from));
  if (pointer === 0n) return null;
  if ((pointer & 3n) === 2n) {
    const pad = { segment: Number(pointer >> 32n), word: Number((pointer & 0xffff_ffffn) >> 3n) };
    if ((pointer & 4n) === 0n) return follow(message, byteOf, pad);
    const far = message.readBigUInt64LE(byteOf(pad));
    const tag = message.readBigUInt64LE(byteOf(pad) + WORD);
    return { pointer: tag, at: { segment: Number(far >> 32n), word: Number((far & 0xffff_ffffn) >> 3n) } };
  }
  const offset = Number(BigInt.asIntN(30, (pointer & 0xffff_ffffn) >> 2n));
  return { pointer, at: { segment: from.segment, word: from.word + 1 + offset } };
}

const dataWords = (pointer: bigint) => Number((pointer >> 32n) & 0xffffn);
const pointerWords = (pointer: bigint) => Number((pointer >> 48n) & 0xffffn);
const listPointer = (offsetWords: number, elementSize: number, count: number) =>
  (BigInt.asUintN(30, BigInt(offsetWords)) << 2n) | 1n | (BigInt(elementSize) << 32n) | (BigInt(count) << 35n);

function text(message: Buffer, byteOf: (w: Where) => number, from: Where): string | null {
  const target = follow(message, byteOf, from);
  if (!target) return null;
  const length = Number(target.pointer >> 35n) - 1;
  return message.toString('utf8', byteOf(target.at), byteOf(target.at) + length);
}

/** Where the named socket's `http` options keep their injectRequestHeaders pointer. */
function injectSlot(message: Buffer, socketName: string): Where {
  const { byteOf } = segmentsOf(message);
  const root = follow(message, byteOf, { segment: 0, word: 0 });
  if (!root) throw new Error('workerd config: no root struct');
  const slot = (t: Target, index: number): Where => ({ segment: t.at.segment, word: t.at.word + dataWords(t.pointer) + index });
  const sockets = follow(message, byteOf, slot(root, CONFIG_SOCKETS));
  if (!sockets || (sockets.pointer >> 32n) % 8n !== 7n) throw new Error('workerd config: no list of sockets');
  const tag = message.readBigUInt64LE(byteOf(sockets.at));
  const size = dataWords(tag) + pointerWords(tag);
  for (let i = 0; i < Number((tag & 0xffff_ffffn) >> 2n); i++) {
    const socket: Target = { pointer: tag, at: { segment: sockets.at.segment, word: sockets.at.word + 1 + i * size } };
    if (text(message, byteOf, slot(socket, SOCKET_NAME)) !== socketName) continue;
    if (message.readUInt16LE(byteOf(socket.at)) !== 0) throw new Error(`workerd config: socket ${socketName} is not plain HTTP`);
    const http = follow(message, byteOf, slot(socket, SOCKET_HTTP));
    if (!http || pointerWords(http.pointer) <= HTTP_INJECT_REQUEST_HEADERS) throw new Error('workerd config: no HTTP options');
    const at = slot(http, HTTP_INJECT_REQUEST_HEADERS);
    if (message.readBigUInt64LE(byteOf(at)) !== 0n) throw new Error('workerd config: injectRequestHeaders is already set');
    return at;
  }
  throw new Error(`workerd config: no socket named ${socketName}`);
}

/** The message with the named socket removing `headers` from every request it receives. */
export function withRequestHeadersRemoved(message: Uint8Array, socketName: string, headers: readonly string[]): Buffer {
  const input = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const at = injectSlot(input, socketName);
  const { count, headerBytes, byteOf } = segmentsOf(input);

  // The new segment: a landing pad (a list of structs), its tag, a Header { name, value } per
  // header with no value (workerd: "if null, the header will be removed"), then the names.
  const names = headers.map((name) => Buffer.from(`${name}\0`, 'utf8'));
  const nameWords = names.map((name) => Math.ceil(name.length / WORD));
  const segment = Buffer.alloc((2 + 2 * headers.length + nameWords.reduce((a, b) => a + b, 0)) * WORD);
  segment.writeBigUInt64LE(listPointer(0, 7 /* structs */, 2 * headers.length), 0);
  segment.writeBigUInt64LE((BigInt(headers.length) << 2n) | (2n << 48n), WORD);
  let next = 2 + 2 * headers.length;
  names.forEach((name, i) => {
    const pointerAt = 2 + 2 * i;
    segment.writeBigUInt64LE(listPointer(next - (pointerAt + 1), 2 /* bytes */, name.length), pointerAt * WORD);
    name.copy(segment, next * WORD);
    next += nameWords[i]!;
  });

  const bodyStart = (4 + 4 * (count + 1) + 7) & ~7;
  const output = Buffer.alloc(bodyStart + input.length - headerBytes + segment.length);
  output.writeUInt32LE(count, 0);
  for (let i = 0; i < count; i++) output.writeUInt32LE(input.readUInt32LE(4 + 4 * i), 4 + 4 * i);
  output.writeUInt32LE(segment.length / WORD, 4 + 4 * count);
  input.copy(output, bodyStart, headerBytes);
  segment.copy(output, bodyStart + input.length - headerBytes);
  // A far pointer (tag 2) to the landing pad at word 0 of the new segment.
  output.writeBigUInt64LE(2n | (BigInt(count) << 32n), bodyStart + byteOf(at) - headerBytes);
  return output;
}

/**
 * Makes every workerd that Miniflare starts in this process remove CLIENT_SET_HEADERS from the
 * requests its entry socket receives, so Miniflare fills CF-Connecting-IP from the socket.
 * Miniflare's `Runtime` is the class it uses internally, so wrapping its `updateConfig` reaches
 * the config on its way to workerd.
 */
export function takeClientAddressFromSocket(): void {
  const prototype = Runtime.prototype as unknown as { updateConfig: (config: Buffer, ...rest: unknown[]) => unknown };
  const original = prototype.updateConfig;
  prototype.updateConfig = function (this: unknown, config: Buffer, ...rest: unknown[]) {
    return original.call(this, withRequestHeadersRemoved(config, SOCKET_ENTRY, CLIENT_SET_HEADERS), ...rest);
  };
}
