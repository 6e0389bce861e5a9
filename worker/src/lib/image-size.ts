/**
 * The pixel size a PNG, JPEG or WebP says it has, read from its header bytes (no decoding).
 * Used to refuse photos larger than we show: the worker cannot resize an image without a paid
 * service, so the web app shrinks a photo before sending it and the worker holds the line.
 * Answers null when the header is missing or does not make sense; the caller refuses those.
 */
export type ImageSize = { width: number; height: number };

const ascii = (bytes: Uint8Array, offset: number, text: string) => [...text].every((ch, i) => bytes[offset + i] === ch.charCodeAt(0));
const u16be = (b: Uint8Array, o: number) => ((b[o] ?? 0) << 8) | (b[o + 1] ?? 0);
const u16le = (b: Uint8Array, o: number) => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, o: number) => u16le(b, o) | ((b[o + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, o: number) => (b[o] ?? 0) * 2 ** 24 + ((b[o + 1] ?? 0) << 16) + u16be(b, o + 2);

const sized = (width: number, height: number): ImageSize | null => (width > 0 && height > 0 ? { width, height } : null);

/** PNG: the first chunk is always IHDR, with the width and height as big-endian 32-bit numbers. */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return null;
  return sized(u32be(b, 16), u32be(b, 20));
}

/**
 * JPEG: walk the marker segments to the first start-of-frame (SOF0 to SOF15, except DHT, JPG
 * and DAC, which share the range), whose body holds the height and then the width.
 */
function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes and markers without a length (TEM, RSTn) are one marker each.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return sized(u16be(b, at + 7), u16be(b, at + 5));
    // Start of scan or end of image before any frame: not a photo we can place.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** WebP: a RIFF file whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webpSize(b: Uint8Array): ImageSize | null {
  if (b.length < 30) return null;
  if (ascii(b, 12, 'VP8 ')) {
    // A key frame's start code, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (ascii(b, 12, 'VP8L')) {
    if (b[20] !== 0x2f) return null;
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(b, 12, 'VP8X')) return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return null;
}

export function imageSize(bytes: Uint8Array, type: 'image/png' | 'image/jpeg' | 'image/webp'): ImageSize | null {
  if (type === 'image/png') return pngSize(bytes);
  if (type === 'image/jpeg') return jpegSize(bytes);
  return webpSize(bytes);
}
