import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../src/platform/env';
import { EDGE_CACHE_MAX_BYTES } from '../src/lib/edge-cache';
import { mediaCacheControl, parseRange } from '../src/lib/media';
import { FakeCache } from './support/edge-cache';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);

beforeAll(async () => {
  t = await createTestEnv();
  await t.env.MEDIA.put('podcasts/test.wav', bytes, {
    httpMetadata: { contentType: 'audio/wav' },
    customMetadata: { filename: 'test episode.wav' },
  });
});
afterAll(() => t.dispose());

const get = (range?: string, extra: Record<string, string> = {}) =>
  call(t.env, '/media/podcasts/test.wav', { headers: { ...(range ? { range } : {}), ...extra } });

describe('GET /media/{key}', () => {
  it('serves the whole file with type, length, ETag and immutable caching', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('content-length')).toBe('1000');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=86400, immutable');
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

  it('answers 404 JSON to a key with a lone surrogate, encoded or raw', async () => {
    for (const path of ['/media/podcasts/%ED%A0%80.wav', '/media/podcasts/\ud800.wav']) {
      const res = await call(t.env, path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'File not found' });
    }
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

describe('media caching', () => {
  it('lets the edge keep files under 512 MB for a day and browsers for a year; larger files never reach the edge cache', () => {
    expect(mediaCacheControl(EDGE_CACHE_MAX_BYTES - 1)).toBe('public, max-age=31536000, s-maxage=86400, immutable');
    expect(mediaCacheControl(EDGE_CACHE_MAX_BYTES)).toBe('public, max-age=31536000, immutable');
    expect(mediaCacheControl(2 * EDGE_CACHE_MAX_BYTES)).not.toMatch(/s-maxage/);
  });

  it('answers If-None-Match with 304 from R2 without a body, for members and visitors alike', async () => {
    const { cookie } = await signedIn(t.db);
    const etag = (await get()).headers.get('etag')!;
    for (const init of [{}, { cookie }]) {
      const res = await call(t.env, '/media/podcasts/test.wav', { ...init, headers: { 'if-none-match': etag } });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(await res.text()).toBe('');
    }
  });
});

describe('media behind the edge cache', () => {
  let fakeCache = new FakeCache();
  /** R2 with its reads counted. */
  let reads = 0;
  let counted: Env;
  beforeAll(() => {
    const bucket = t.env.MEDIA;
    counted = {
      ...t.env,
      MEDIA: {
        head: (k: string) => bucket.head(k),
        get: (k: string, o?: R2GetOptions) => (reads++, bucket.get(k, o)),
      } as unknown as R2Bucket,
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fakeCache = new FakeCache();
    reads = 0;
  });
  const fetchMedia = (headers: Record<string, string> = {}, cookie?: string) =>
    call(counted, '/media/podcasts/test.wav', { headers, cookie });

  it('stores a whole file from its own R2 read, then serves everyone (members too) from the cache', async () => {
    vi.stubGlobal('caches', { default: fakeCache });
    const first = await fetchMedia();
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(bytes);
    // The visitor's stream and the cache's copy are two reads, never one stream tee()d.
    expect(reads).toBe(2);
    expect(new Uint8Array(fakeCache.stored.get('http://localhost/media/podcasts/test.wav')!.body)).toEqual(bytes);

    const { cookie } = await signedIn(t.db);
    const again = await fetchMedia({}, cookie);
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    expect(again.headers.get('content-type')).toBe('audio/wav');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    expect(reads).toBe(2);
  });

  it('streams every range request straight from R2, cached or not', async () => {
    vi.stubGlobal('caches', { default: fakeCache });
    await (await fetchMedia()).arrayBuffer();
    const [readsBefore, matchesBefore] = [reads, fakeCache.matches];
    const res = await fetchMedia({ range: 'bytes=10-19' });
    expect(res.status).toBe(206);
    expect(Array.from(new Uint8Array(await res.arrayBuffer()))).toEqual(Array.from(bytes.slice(10, 20)));
    expect(res.headers.get('x-edge-cache')).toBeNull();
    expect([reads - readsBefore, fakeCache.matches - matchesBefore]).toEqual([1, 0]);
    expect(fakeCache.stored.size).toBe(1);
  });

  it('answers a listener who has the file with 304 from the cache', async () => {
    vi.stubGlobal('caches', { default: fakeCache });
    const etag = (await fetchMedia()).headers.get('etag')!;
    const readsBefore = reads;
    const res = await fetchMedia({ 'if-none-match': etag });
    expect(res.status).toBe(304);
    expect(reads).toBe(readsBefore);
  });

  it('caches nothing for a missing file', async () => {
    vi.stubGlobal('caches', { default: fakeCache });
    expect((await call(counted, '/media/nope/missing.wav')).status).toBe(404);
    expect(fakeCache.stored.size).toBe(0);
  });
});
