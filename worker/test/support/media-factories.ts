import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema';
import type { Env } from '../../src/platform/env';
import { app } from '../../src/index';
import type { MediaMimeType } from '../../src/schemas/cms-media';

const ORIGIN = 'http://localhost';
let sequence = 0;

const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [...be16(Math.floor(n / 65536)), ...be16(n & 0xffff)];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

/**
 * `size` bytes that begin as the given type's files do; the rest is filler. Images carry a
 * header that names their pixel size (`pixels`, 64 × 64 unless given), as real ones do.
 */
export function bytesOf(mimeType: MediaMimeType, size = 256, pixels = { width: 64, height: 64 }): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size).fill(0x41);
  const put = (offset: number, data: string | number[]) =>
    out.set(typeof data === 'string' ? [...data].map((ch) => ch.charCodeAt(0)) : data, offset);
  const { width, height } = pixels;
  switch (mimeType) {
    case 'image/png':
      put(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      put(12, 'IHDR');
      put(16, [...be32(width), ...be32(height)]);
      break;
    case 'image/jpeg':
      // Start of image, an APP0 segment, then the frame header (SOF0) with height and width.
      put(0, [0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, ...be16(height), ...be16(width)]);
      break;
    case 'image/gif':
      put(0, 'GIF89a');
      break;
    case 'image/webp':
      put(0, 'RIFF');
      put(8, 'WEBPVP8X');
      put(16, [10, 0, 0, 0, 0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
      break;
    case 'application/pdf':
      put(0, '%PDF-1.7');
      break;
    case 'audio/mpeg':
      put(0, 'ID3');
      break;
    case 'audio/mp4':
      put(0, [0, 0, 0, 0x20]);
      put(4, 'ftypM4A ');
      break;
    case 'audio/wav':
      put(0, 'RIFF');
      put(8, 'WAVEfmt ');
      break;
    case 'audio/ogg':
      put(0, 'OggS');
      break;
  }
  return out;
}

/** Plain text as bytes: what a file that only pretends to be media contains. */
export const textBytes = (text: string) => Uint8Array.from(new TextEncoder().encode(text));

const browserHeaders = (cookie?: string): Record<string, string> => ({ origin: ORIGIN, ...(cookie ? { cookie } : {}) });

/** POST /api/cms/media as the upload form sends it (multipart/form-data with `file` and `alt`). */
export function uploadFile(
  env: Env,
  cookie: string | undefined,
  file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> },
  alt?: string,
) {
  const form = new FormData();
  form.set('file', new File([file.bytes], file.name, { type: file.type }));
  if (alt !== undefined) form.set('alt', alt);
  return app.request(`${ORIGIN}/api/cms/media`, { method: 'POST', headers: browserHeaders(cookie), body: form }, env);
}

/** PUT /api/profile/avatar as the photo form sends it (multipart/form-data with `file`). */
export function uploadAvatar(env: Env, cookie: string | undefined, file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }) {
  const form = new FormData();
  form.set('file', new File([file.bytes], file.name, { type: file.type }));
  return app.request(`${ORIGIN}/api/profile/avatar`, { method: 'PUT', headers: browserHeaders(cookie), body: form }, env);
}

/** PUT one part of a multipart upload as raw bytes. */
export function sendPart(
  env: Env,
  cookie: string | undefined,
  uploadId: string,
  partNumber: number,
  bytes: Uint8Array<ArrayBuffer>,
  contentType = 'application/octet-stream',
  headers: Record<string, string> = {},
) {
  return app.request(
    `${ORIGIN}/api/cms/media/uploads/${encodeURIComponent(uploadId)}/parts/${partNumber}`,
    { method: 'PUT', headers: { ...browserHeaders(cookie), 'content-type': contentType, ...headers }, body: bytes },
    env,
  );
}

/** A library file written straight to R2 and the table, for tests that only need one to exist. */
export async function makeMedia(db: Db, env: Env, mimeType: MediaMimeType, overrides: Partial<typeof t.cmsMedia.$inferInsert> = {}) {
  const bytes = bytesOf(mimeType);
  const key = overrides.key ?? `cms/test/${Date.now().toString(36)}-${++sequence}.${mimeType.split('/')[1]}`;
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: mimeType } });
  const [row] = await db
    .insert(t.cmsMedia)
    .values({
      filename: `file-${sequence}`,
      alt: mimeType.startsWith('image/') ? 'A picture' : '',
      key,
      mimeType,
      size: bytes.byteLength,
      ...overrides,
    })
    .returning();
  return row!;
}
