import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../src/platform/env';
import { app } from '../src/index';
import type { ErrorBody } from '../src/lib/errors';
import { SINGLE_UPLOAD_MAX, UPLOAD_PART_SIZE, type MultipartUpload } from '../src/schemas/cms-media';
import { withStripe } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

// Every route that reads a raw body (an upload's part, the one-request upload, Stripe's
// event) counts the bytes as they arrive and stops at its limit: a chunked body with no
// Content-Length is not read whole before it is refused.

let t: Awaited<ReturnType<typeof createTestEnv>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestEnv();
  ({ cookie } = await signedIn(t.db, { role: 'editor' }));
});
afterAll(() => t.dispose());

const KiB = 1024;
const MiB = 1024 * KiB;
const CHUNK = 64 * KiB;
/** What a stream may have handed over beyond the limit: the chunk that crossed it and one read ahead. */
const SLACK = 2 * CHUNK;

/** `total` bytes in 64 KiB chunks, made as they are read, and how many the worker has read so far. */
function countedBody(total: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(CHUNK, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, read: () => sent };
}

/** Sends 40 MB, chunked (no Content-Length), and reports the answer and how much of it was read. */
async function sendChunked(env: Env, method: string, path: string, headers: Record<string, string>) {
  const body = countedBody(40 * MiB);
  const res = await app.request(
    `http://localhost${path}`,
    { method, headers: { origin: 'http://localhost', cookie, ...headers }, body: body.stream, duplex: 'half' } as RequestInit,
    env,
  );
  return { status: res.status, message: ((await res.json()) as ErrorBody).message, read: body.read() };
}

describe('raw bodies are counted as they arrive and refused at the limit', () => {
  it('an upload part: at most one part is read', async () => {
    const start = await call(t.env, '/api/cms/media/uploads', {
      method: 'POST',
      cookie,
      body: { filename: 'long.wav', mimeType: 'audio/wav', size: 3 * UPLOAD_PART_SIZE, alt: '' },
    });
    const { uploadId } = (await start.json()) as MultipartUpload;
    const sent = await sendChunked(t.env, 'PUT', `/api/cms/media/uploads/${uploadId}/parts/1`, {
      'content-type': 'application/octet-stream',
    });
    expect(sent.status).toBe(413);
    expect(sent.read).toBeLessThanOrEqual(UPLOAD_PART_SIZE + SLACK);
  });

  it('the one-request upload: at most its limit and the form around it is read', async () => {
    const sent = await sendChunked(t.env, 'POST', '/api/cms/media', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(sent.status).toBe(413);
    expect(sent.message).toMatch(/multipart upload/);
    expect(sent.read).toBeLessThanOrEqual(SINGLE_UPLOAD_MAX + 64 * KiB + SLACK);
  });

  it.each(['application/json', 'multipart/form-data; boundary=x'])('the Stripe webhook (%s): at most 256 KiB is read', async (type) => {
    const sent = await sendChunked(withStripe(t.env), 'POST', '/api/donations/stripe-webhook', {
      'content-type': type,
      'stripe-signature': 't=1,v1=00',
    });
    expect(sent.status).toBe(413);
    expect(sent.message).toBe('The event is too large.');
    expect(sent.read).toBeLessThanOrEqual(256 * KiB + SLACK);
  });
});
