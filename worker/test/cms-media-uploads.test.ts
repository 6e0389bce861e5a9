import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import { CONTENT_MISMATCH_MESSAGE } from '../src/lib/sniff';
import { ALT_REQUIRED_MESSAGE, UPLOAD_PART_SIZE, type CmsMedia, type MultipartUpload } from '../src/schemas/cms-media';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { bytesOf, sendPart } from './support/media-factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestEnv();
  ({ cookie } = await signedIn(t.db, { role: 'editor' }));
});
afterAll(() => t.dispose());

// A WAV a little over one part: two parts, the second 100 KB.
const SIZE = UPLOAD_PART_SIZE + 100 * 1024;
const wav = bytesOf('audio/wav', SIZE);
const part = (n: number) => wav.slice((n - 1) * UPLOAD_PART_SIZE, n * UPLOAD_PART_SIZE);

async function start(meta: Partial<{ filename: string; mimeType: string; size: number; alt: string }> = {}) {
  const res = await call(t.env, '/api/cms/media/uploads', {
    method: 'POST',
    cookie,
    body: { filename: 'Episode 12 – full.wav', mimeType: 'audio/wav', size: SIZE, alt: '', ...meta },
  });
  return { res, upload: (await res.json()) as MultipartUpload };
}

const status = async (uploadId: string) =>
  (await (await call(t.env, `/api/cms/media/uploads/${uploadId}`, { cookie })).json()) as MultipartUpload;

describe('multipart upload of a large audio file', () => {
  it('starts, takes the parts, and completes into one R2 object of the full size', async () => {
    const { res, upload } = await start();
    expect(res.status).toBe(201);
    expect(upload).toMatchObject({
      filename: 'Episode 12 – full.wav',
      mimeType: 'audio/wav',
      size: SIZE,
      partSize: UPLOAD_PART_SIZE,
      partCount: 2,
      uploadedParts: [],
    });

    const first = await sendPart(t.env, cookie, upload.uploadId, 1, part(1));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ partNumber: 1, uploadedParts: [1] });
    const second = await sendPart(t.env, cookie, upload.uploadId, 2, part(2));
    expect(await second.json()).toEqual({ partNumber: 2, uploadedParts: [1, 2] });

    const done = await call(t.env, `/api/cms/media/uploads/${upload.uploadId}/complete`, { method: 'POST', cookie });
    expect(done.status).toBe(201);
    const media = (await done.json()) as CmsMedia;
    expect(media).toMatchObject({ filename: 'Episode 12 – full.wav', mimeType: 'audio/wav', size: SIZE });
    const key = decodeURIComponent(media.url.replace(/^\/media\//, ''));
    expect(key).toMatch(/^cms\/\d{4}\/\d{2}\/[a-z0-9]{12}-episode-12-full\.wav$/);
    const head = await t.env.MEDIA.head(key);
    expect(head?.size).toBe(SIZE);
    expect(head?.httpMetadata?.contentType).toBe('audio/wav');

    // The whole file streams back byte for byte, and the upload is forgotten.
    const tail = await call(t.env, media.url, { headers: { range: `bytes=${SIZE - 10}-` } });
    expect(Array.from(new Uint8Array(await tail.arrayBuffer()))).toEqual(Array.from(wav.slice(SIZE - 10)));
    expect((await call(t.env, `/api/cms/media/uploads/${upload.uploadId}`, { cookie })).status).toBe(404);
    expect(await t.db.select().from(schema.cmsUploadParts).where(eq(schema.cmsUploadParts.uploadId, upload.uploadId))).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(media.id)));
    expect(entry).toMatchObject({ action: 'upload', entity: 'media' });
  });

  it('resumes: the upload says which parts arrived, and a part sent again replaces the first copy', async () => {
    const { upload } = await start();
    await sendPart(t.env, cookie, upload.uploadId, 1, part(1));
    expect((await status(upload.uploadId)).uploadedParts).toEqual([1]);
    // The connection "dropped"; the browser asks, sends part 1 again and then the rest.
    expect((await sendPart(t.env, cookie, upload.uploadId, 1, part(1))).status).toBe(200);
    await sendPart(t.env, cookie, upload.uploadId, 2, part(2));
    expect((await status(upload.uploadId)).uploadedParts).toEqual([1, 2]);
    const done = await call(t.env, `/api/cms/media/uploads/${upload.uploadId}/complete`, { method: 'POST', cookie });
    expect(((await done.json()) as CmsMedia).size).toBe(SIZE);
  });

  it('will not complete while parts are missing, and says which', async () => {
    const { upload } = await start({ size: 3 * UPLOAD_PART_SIZE });
    await sendPart(t.env, cookie, upload.uploadId, 2, new Uint8Array(UPLOAD_PART_SIZE));
    const res = await call(t.env, `/api/cms/media/uploads/${upload.uploadId}/complete`, { method: 'POST', cookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe('Some parts have not arrived yet: 1, 3');
  });

  it('refuses parts of the wrong size or number', async () => {
    const { upload } = await start();
    const short = await sendPart(t.env, cookie, upload.uploadId, 1, part(1).slice(0, UPLOAD_PART_SIZE - 1));
    expect(short.status).toBe(400);
    expect(((await short.json()) as ErrorBody).message).toBe(
      `Part 1 must be exactly ${UPLOAD_PART_SIZE} bytes; this one is ${UPLOAD_PART_SIZE - 1} bytes`,
    );
    const lastTooBig = await sendPart(t.env, cookie, upload.uploadId, 2, new Uint8Array(100 * 1024 + 1));
    expect(lastTooBig.status).toBe(400);
    for (const n of [0, 3]) {
      const res = await sendPart(t.env, cookie, upload.uploadId, n, new Uint8Array(10));
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).message).toBe('Part number must be between 1 and 2');
    }
    expect((await status(upload.uploadId)).uploadedParts).toEqual([]);
  });

  it('checks the first part’s bytes against the declared type', async () => {
    const { upload } = await start();
    const res = await sendPart(t.env, cookie, upload.uploadId, 1, bytesOf('audio/mpeg', UPLOAD_PART_SIZE));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe(CONTENT_MISMATCH_MESSAGE);
  });

  it('validates the file described at the start like a single upload', async () => {
    const image = await start({ filename: 'poster.png', mimeType: 'image/png', size: 1000, alt: '' });
    expect(image.res.status).toBe(400);
    expect((image.upload as unknown as ErrorBody).errors).toEqual({ alt: [ALT_REQUIRED_MESSAGE] });
    const huge = await start({ size: 501 * 1024 * 1024 });
    expect(huge.res.status).toBe(400);
    expect((huge.upload as unknown as ErrorBody).errors?.size).toEqual(['This file is too large. Audio files can be at most 500 MB.']);
  });

  it('aborts: the upload is cancelled in R2 and forgotten', async () => {
    const { upload } = await start();
    await sendPart(t.env, cookie, upload.uploadId, 1, part(1));
    const res = await call(t.env, `/api/cms/media/uploads/${upload.uploadId}`, { method: 'DELETE', cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await call(t.env, `/api/cms/media/uploads/${upload.uploadId}`, { cookie })).status).toBe(404);
    expect((await sendPart(t.env, cookie, upload.uploadId, 2, part(2))).status).toBe(404);
    expect((await call(t.env, `/api/cms/media/uploads/${upload.uploadId}`, { method: 'DELETE', cookie })).status).toBe(404);
  });

  it('refuses a part whose declared length is wrong without reading it', async () => {
    const { upload } = await start();
    const res = await sendPart(t.env, cookie, upload.uploadId, 2, part(2), 'application/octet-stream', { 'content-length': '5' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe(`Part 2 must be exactly ${100 * 1024} bytes; this one is 5 bytes`);
  });

  it('forgets uploads R2 has given up on (over 7 days old) when the next one starts', async () => {
    const old = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await t.db.insert(schema.cmsUploads).values({
      uploadId: 'stale-upload',
      key: 'cms/old.wav',
      filename: 'old.wav',
      mimeType: 'audio/wav',
      size: 10,
      partCount: 1,
      createdAt: old,
    });
    await t.db.insert(schema.cmsUploadParts).values({ uploadId: 'stale-upload', partNumber: 1, etag: 'x', size: 10 });
    const { upload } = await start();
    expect((await call(t.env, '/api/cms/media/uploads/stale-upload', { cookie })).status).toBe(404);
    expect(await t.db.select().from(schema.cmsUploadParts).where(eq(schema.cmsUploadParts.uploadId, 'stale-upload'))).toEqual([]);
    expect((await status(upload.uploadId)).uploadId).toBe(upload.uploadId);
  });

  it('answers 404 for unknown uploads', async () => {
    for (const [method, path] of [
      ['GET', '/api/cms/media/uploads/nope'],
      ['POST', '/api/cms/media/uploads/nope/complete'],
      ['DELETE', '/api/cms/media/uploads/nope'],
    ] as const) {
      expect((await call(t.env, path, { method, cookie })).status, `${method} ${path}`).toBe(404);
    }
    expect((await sendPart(t.env, cookie, 'nope', 1, new Uint8Array(10))).status).toBe(404);
  });
});

describe('raw bytes are accepted only for upload parts', () => {
  it('lets PUT …/parts/{n} send application/octet-stream, and still checks the Origin', async () => {
    const { upload } = await start();
    expect((await sendPart(t.env, cookie, upload.uploadId, 1, part(1))).status).toBe(200);
    const crossSite = await call(t.env, `/api/cms/media/uploads/${upload.uploadId}/parts/2`, {
      method: 'PUT',
      cookie,
      headers: { origin: 'https://evil.example', 'content-type': 'application/octet-stream' },
      body: 'x',
    });
    expect(crossSite.status).toBe(403);
  });

  it('answers 415 to the same content type anywhere else', async () => {
    const { upload } = await start();
    const elsewhere: [string, string][] = [
      ['POST', `/api/cms/media/uploads/${upload.uploadId}/parts/1`],
      ['POST', '/api/cms/media'],
      ['PUT', '/api/cms/media/uploads/x/parts/1/extra'],
      ['PATCH', '/api/news/1'],
      ['POST', '/api/community/posts'],
    ];
    for (const [method, path] of elsewhere) {
      const res = await call(t.env, path, { method, cookie, headers: { 'content-type': 'application/octet-stream' }, body: 'bytes' });
      expect(res.status, `${method} ${path}`).toBe(415);
    }
  });
});
