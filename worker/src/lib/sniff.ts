import type { MediaMimeType } from '../schemas/cms-media';

/**
 * What a file is, judged by its first bytes (its "magic number") rather than by its name or
 * the type the browser claims: both are chosen by the sender. A file is stored only when its
 * bytes are the type it was declared as, so /media never serves, say, HTML as an image.
 */

/** Enough bytes for every signature below. */
export const SNIFF_BYTES = 16;

export const CONTENT_MISMATCH_MESSAGE = "The file's content does not match its type";

const ascii = (bytes: Uint8Array, offset: number, text: string) => [...text].every((ch, i) => bytes[offset + i] === ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;

/** An MPEG audio frame header: 11 set sync bits, then a version and layer that are not "reserved". */
function isMpegFrame(bytes: Uint8Array): boolean {
  const [a, b] = [bytes[0] ?? 0, bytes[1] ?? 0];
  const version = (b >> 3) & 0b11;
  const layer = (b >> 1) & 0b11;
  return a === 0xff && (b & 0xe0) === 0xe0 && version !== 0b01 && layer !== 0b00;
}

/** The allowed type these bytes are, or null when they are none of them. */
export function sniffMediaType(bytes: Uint8Array): MediaMimeType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'audio/wav';
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  if (ascii(bytes, 0, 'ID3') || isMpegFrame(bytes)) return 'audio/mpeg';
  // ISO base media (M4A, MP4): a box size, then "ftyp".
  if (ascii(bytes, 4, 'ftyp')) return 'audio/mp4';
  if (ascii(bytes, 0, 'OggS')) return 'audio/ogg';
  return null;
}

export const contentMatches = (bytes: Uint8Array, declared: MediaMimeType) => sniffMediaType(bytes) === declared;
