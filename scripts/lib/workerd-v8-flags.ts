// V8 flags for the workerd that npm start runs. workerd reads them from its config
// (`Config.v8Flags`, field 2 of the root struct in workerd.capnp), but Miniflare builds that
// config itself and offers no option for it, and workerd has no command-line flag for them.
// So this adds the field to the binary Cap'n Proto message Miniflare hands workerd on stdin:
// a new last segment holds the list of texts, and the root struct's empty pointer slot 2 gets
// a far pointer to it. Nothing else in the message moves, so the rest of the config is
// exactly Miniflare's. docs/decisions/0017-npm-start-on-plain-workerd.md says why npm start
// needs the flags.
import { Runtime } from 'miniflare';

const WORD = 8;
const V8_FLAGS_POINTER = 2;

/** The message with `Config.v8Flags` set to `flags`; throws if the message is not as expected. */
export function withV8Flags(message: Uint8Array, flags: readonly string[]): Buffer {
  const input = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const segmentCount = input.readUInt32LE(0) + 1;
  const headerBytes = (4 + 4 * segmentCount + 7) & ~7;
  const sizes = Array.from({ length: segmentCount }, (_, i) => input.readUInt32LE(4 + 4 * i));

  // The root pointer, the first word of segment 0, must be a struct pointer into segment 0.
  const root = input.readBigUInt64LE(headerBytes);
  if ((root & 3n) !== 0n) throw new Error('workerd config: the root is not a struct pointer in the first segment');
  const offset = Number(BigInt.asIntN(30, (root & 0xffff_ffffn) >> 2n));
  const dataWords = Number((root >> 32n) & 0xffffn);
  const pointerWords = Number((root >> 48n) & 0xffffn);
  if (pointerWords <= V8_FLAGS_POINTER) throw new Error('workerd config: the root struct has no v8Flags field');
  const slotByte = headerBytes + (1 + offset + dataWords + V8_FLAGS_POINTER) * WORD;
  if (input.readBigUInt64LE(slotByte) !== 0n) throw new Error('workerd config: v8Flags is already set');

  // The new segment: a landing pad (a list pointer), the list of text pointers, then the texts.
  const texts = flags.map((flag) => Buffer.from(`${flag}\0`, 'utf8'));
  const textWords = texts.map((text) => Math.ceil(text.length / WORD));
  const segmentWords = 1 + flags.length + textWords.reduce((a, b) => a + b, 0);
  const segment = Buffer.alloc(segmentWords * WORD);
  const listPointer = (offsetWords: number, elementSize: number, count: number) =>
    (BigInt.asUintN(30, BigInt(offsetWords)) << 2n) | 1n | (BigInt(elementSize) << 32n) | (BigInt(count) << 35n);
  segment.writeBigUInt64LE(listPointer(0, 6 /* pointers */, flags.length), 0);
  let next = 1 + flags.length;
  texts.forEach((text, i) => {
    const at = 1 + i;
    segment.writeBigUInt64LE(listPointer(next - (at + 1), 2 /* bytes */, text.length), at * WORD);
    text.copy(segment, next * WORD);
    next += textWords[i]!;
  });

  const output = Buffer.alloc(((4 + 4 * (segmentCount + 1) + 7) & ~7) + input.length - headerBytes + segment.length);
  output.writeUInt32LE(segmentCount, 0);
  [...sizes, segmentWords].forEach((size, i) => output.writeUInt32LE(size, 4 + 4 * i));
  const bodyStart = (4 + 4 * (segmentCount + 1) + 7) & ~7;
  input.copy(output, bodyStart, headerBytes);
  segment.copy(output, bodyStart + input.length - headerBytes);
  // A far pointer (tag 2) to the landing pad at word 0 of the new segment.
  const far = 2n | (BigInt(segmentCount) << 32n);
  output.writeBigUInt64LE(far, bodyStart + (slotByte - headerBytes));
  return output;
}

/**
 * Makes every workerd that Miniflare starts in this process run with `flags`. Miniflare's
 * `Runtime` is the class it uses internally, so wrapping its `updateConfig` reaches the config
 * on its way to workerd.
 */
export function runWorkerdWithV8Flags(flags: readonly string[]): void {
  if (!flags.length) return;
  const prototype = Runtime.prototype as unknown as { updateConfig: (config: Buffer, ...rest: unknown[]) => unknown };
  const original = prototype.updateConfig;
  prototype.updateConfig = function (this: unknown, config: Buffer, ...rest: unknown[]) {
    return original.call(this, withV8Flags(config, flags), ...rest);
  };
}
