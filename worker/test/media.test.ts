import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../src/lib/media';
import { createTestEnv } from './support/env';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);

beforeAll(async () => {
  t = await createTestEnv();
  await t.env.MEDIA.put('podcasts/test.wav', bytes, { httpMetadata: { contentType: 'audio/wav' }, customMetadata: { filename: 'test episode.wav' } });
});
afterAll(() => t.dispose());

const get = (range?: string, extra: Record<string, string> = {}) => call(t.env, '/media/podcasts/test.wav', { headers: { ...(range ? { range } : {}), ...extra } });

describe('GET /media/{key}', () => {
  it('serves the whole file with type, length, ETag and immutable caching', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('content-length')).toBe('1000');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"/);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('answers a closed range with 206 and the exact bytes', async () => {
    const res = await get('bytes=10-19');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(res.headers.get('content-length')).toBe('10');
    expect(Array.from(new Uint8Array(await res.arrayBuffer()))).toEqual(Array.from(bytes.slice(10, 20)));
  });

  it('answers open-ended and suffix ranges', async () => {
    const open = await get('bytes=990-');
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect((await open.arrayBuffer()).byteLength).toBe(10);
    const suffix = await get('bytes=-5');
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe('bytes 995-999/1000');
    expect(Array.from(new Uint8Array(await suffix.arrayBuffer()))).toEqual(Array.from(bytes.slice(995)));
  });

  it('clamps a range that runs past the end', async () => {
    const res = await get('bytes=900-5000');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 900-999/1000');
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });

  it('answers 416 with the size for unsatisfiable and malformed ranges', async () => {
    for (const range of ['bytes=1000-', 'bytes=5000-6000', 'bytes=20-10', 'pages=1-2']) {
      const res = await get(range);
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */1000');
    }
  });

  it('answers HEAD without a body and revalidates with If-None-Match', async () => {
    const head = await call(t.env, '/media/podcasts/test.wav', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
    const etag = head.headers.get('etag')!;
    const again = await get(undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('serves a download as an attachment with its filename', async () => {
    const res = await call(t.env, '/media/podcasts/test.wav?download=1');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="test episode.wav"/);
  });

  it('answers 404 JSON for a missing file', async () => {
    const res = await call(t.env, '/media/nope/missing.wav');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'File not found' });
  });
});

describe('parseRange', () => {
  it('reads the forms of RFC 9110 single ranges', () => {
    expect(parseRange(null)).toBeNull();
    expect(parseRange('bytes=0-0')).toEqual({ offset: 0, length: 1 });
    expect(parseRange('bytes=7-')).toEqual({ offset: 7 });
    expect(parseRange('bytes=-3')).toEqual({ suffix: 3 });
    expect(parseRange('bytes=-0')).toBe('invalid');
    expect(parseRange('bytes=0-1,5-6')).toBeNull();
  });
});
