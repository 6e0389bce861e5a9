import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import { CONTENT_MISMATCH_MESSAGE } from '../src/lib/sniff';
import {
  ALT_REQUIRED_MESSAGE,
  SINGLE_UPLOAD_MAX,
  tooLargeMessage,
  UNSUPPORTED_TYPE_MESSAGE,
  type CmsMedia,
} from '../src/schemas/cms-media';
import { createTestEnv } from './support/env';
import { makeArticle, makeAudiobook, makeEpisode, signedIn } from './support/factories';
import { bytesOf, makeMedia, textBytes, uploadFile } from './support/media-factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestEnv();
  editor = await signedIn(t.db, { role: 'editor', firstName: 'Eddie', lastName: 'Tor' });
});
afterAll(() => t.dispose());

const png = (name = 'Sunrise Photo.PNG') => ({ name, type: 'image/png', bytes: bytesOf('image/png', 2048) });
const keyOf = (media: CmsMedia) => decodeURIComponent(media.url.replace(/^\/media\//, ''));
const auditFor = (entityId: number) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entityId, String(entityId)));

describe('who may use the media library', () => {
  it('answers 401 signed out and 403 to members on every media route, and lets editors and admins in', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/cms/media'],
      ['POST', '/api/cms/media'],
      ['PATCH', '/api/cms/media/1'],
      ['DELETE', '/api/cms/media/1'],
      ['POST', '/api/cms/media/uploads'],
      ['GET', '/api/cms/media/uploads/abc'],
      ['POST', '/api/cms/media/uploads/abc/complete'],
      ['DELETE', '/api/cms/media/uploads/abc'],
    ];
    const member = await signedIn(t.db, { role: 'member' });
    for (const [method, path] of routes) {
      const body = method === 'POST' || method === 'PATCH' ? {} : undefined;
      expect((await call(t.env, path, { method, body })).status, `${method} ${path} signed out`).toBe(401);
      expect((await call(t.env, path, { method, body, cookie: member.cookie })).status, `${method} ${path} member`).toBe(403);
    }
    expect((await uploadFile(t.env, member.cookie, png(), 'A sunrise')).status).toBe(403);
    for (const role of ['editor', 'admin'] as const) {
      const { cookie } = await signedIn(t.db, { role });
      expect((await call(t.env, '/api/cms/media', { cookie })).status).toBe(200);
      expect((await uploadFile(t.env, cookie, png(), 'A sunrise')).status).toBe(201);
    }
  });
});

describe('POST /api/cms/media (one request)', () => {
  it('stores the file in R2 under a key the server chose, records it, and lists it first', async () => {
    const res = await uploadFile(t.env, editor.cookie, png(), 'The sun rising over the bay');
    expect(res.status).toBe(201);
    const media = (await res.json()) as CmsMedia;
    expect(media).toMatchObject({ filename: 'Sunrise Photo.PNG', alt: 'The sun rising over the bay', mimeType: 'image/png', size: 2048 });
    const key = keyOf(media);
    expect(key).toMatch(/^cms\/\d{4}\/\d{2}\/[a-z0-9]{12}-sunrise-photo\.png$/);
    const head = await t.env.MEDIA.head(key);
    expect(head?.size).toBe(2048);
    expect(head?.httpMetadata?.contentType).toBe('image/png');
    expect(head?.httpMetadata?.contentDisposition).toMatch(/^inline; filename="Sunrise Photo.PNG"/);
    const list = (await (await call(t.env, '/api/cms/media', { cookie: editor.cookie })).json()) as CmsMedia[];
    expect(list[0]).toEqual(media);
    // And members can play or see it at its URL.
    const served = await call(t.env, media.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('keeps safe keys for awkward file names', async () => {
    const res = await uploadFile(t.env, editor.cookie, { name: 'Ünïcödé & spaces?.mp3', type: 'audio/mpeg', bytes: bytesOf('audio/mpeg') });
    expect(keyOf((await res.json()) as CmsMedia)).toMatch(/^cms\/\d{4}\/\d{2}\/[a-z0-9]{12}-unicode-and-spaces\.mp3$/);
    const noName = await uploadFile(t.env, editor.cookie, { name: '.pdf', type: 'application/pdf', bytes: bytesOf('application/pdf') });
    expect(keyOf((await noName.json()) as CmsMedia)).toMatch(/-file\.pdf$/);
  });

  it('accepts every allowed type whose bytes are that type', async () => {
    for (const type of [
      'image/jpeg',
      'image/gif',
      'image/webp',
      'application/pdf',
      'audio/mpeg',
      'audio/mp4',
      'audio/wav',
      'audio/ogg',
    ] as const) {
      const res = await uploadFile(t.env, editor.cookie, { name: `sample.${type.split('/')[1]}`, type, bytes: bytesOf(type) }, 'Alt text');
      expect(res.status, type).toBe(201);
    }
  });

  it('reads the browser’s other names for a type, or the extension when there is no type', async () => {
    const firefox = await uploadFile(t.env, editor.cookie, { name: 'interview.wav', type: 'audio/x-wav', bytes: bytesOf('audio/wav') });
    expect(firefox.status).toBe(201);
    expect(((await firefox.json()) as CmsMedia).mimeType).toBe('audio/wav');
    const untyped = await uploadFile(t.env, editor.cookie, { name: 'theme.mp3', type: '', bytes: bytesOf('audio/mpeg') });
    expect(((await untyped.json()) as CmsMedia).mimeType).toBe('audio/mpeg');
  });

  it('refuses a text file named .png and declared image/png', async () => {
    const res = await uploadFile(
      t.env,
      editor.cookie,
      { name: 'notes.png', type: 'image/png', bytes: textBytes('just some text, not a picture') },
      'Notes',
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: CONTENT_MISMATCH_MESSAGE, errors: { file: [CONTENT_MISMATCH_MESSAGE] } });
  });

  it('refuses bytes of one allowed type declared as another', async () => {
    const res = await uploadFile(t.env, editor.cookie, { name: 'photo.jpg', type: 'image/jpeg', bytes: bytesOf('image/png') }, 'A photo');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe(CONTENT_MISMATCH_MESSAGE);
  });

  it('refuses types outside the allow-list, SVG included', async () => {
    for (const [name, type] of [
      ['page.html', 'text/html'],
      ['logo.svg', 'image/svg+xml'],
      ['notes.txt', 'text/plain'],
    ]) {
      const res = await uploadFile(t.env, editor.cookie, { name: name!, type: type!, bytes: textBytes('<svg onload="alert(1)"/>') }, 'Alt');
      expect(res.status, type).toBe(400);
      expect(((await res.json()) as ErrorBody).errors).toEqual({ mimeType: [UNSUPPORTED_TYPE_MESSAGE] });
    }
  });

  it('requires alt text for images but not for audio', async () => {
    const res = await uploadFile(t.env, editor.cookie, png('no-alt.png'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: ALT_REQUIRED_MESSAGE, errors: { alt: [ALT_REQUIRED_MESSAGE] } });
    const blank = await uploadFile(t.env, editor.cookie, png('blank-alt.png'), '   ');
    expect(blank.status).toBe(400);
    const audio = await uploadFile(t.env, editor.cookie, { name: 'clip.wav', type: 'audio/wav', bytes: bytesOf('audio/wav') });
    expect(audio.status).toBe(201);
  });

  it('refuses a file that is too large for its type', async () => {
    const res = await uploadFile(
      t.env,
      editor.cookie,
      { name: 'huge.png', type: 'image/png', bytes: bytesOf('image/png', 10 * 1024 * 1024 + 1) },
      'Huge',
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual({ size: [tooLargeMessage('image/png')] });
  });

  it('sends files over the single-request limit to the multipart upload with 413', async () => {
    const res = await uploadFile(t.env, editor.cookie, {
      name: 'long.wav',
      type: 'audio/wav',
      bytes: bytesOf('audio/wav', SINGLE_UPLOAD_MAX + 1),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).message).toMatch(/multipart upload/);
  });

  it('asks for a file when none is sent', async () => {
    const res = await call(t.env, '/api/cms/media', { method: 'POST', cookie: editor.cookie, body: { alt: 'x' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual({ file: ['Choose a file to upload'] });
  });

  it('answers 400 to a form body it cannot read', async () => {
    const res = await call(t.env, '/api/cms/media', {
      method: 'POST',
      cookie: editor.cookie,
      headers: { 'content-type': 'multipart/form-data; boundary=nothing-here' },
      body: 'not a form',
    });
    expect(res.status).toBe(400);
  });

  it('writes an audit entry naming the file and the editor', async () => {
    const media = (await (await uploadFile(t.env, editor.cookie, png('audited.png'), 'Audited')).json()) as CmsMedia;
    const [entry] = await auditFor(media.id);
    expect(entry).toMatchObject({ action: 'upload', entity: 'media', actorId: editor.user.id, actorName: 'Eddie Tor' });
    expect(entry!.summary).toContain('audited.png');
  });

  it('takes the object out of R2 again when the row cannot be written', async () => {
    const keys = async () => (await t.env.MEDIA.list({ prefix: 'cms/' })).objects.map((o) => o.key).sort();
    const before = await keys();
    await t.env.DB.prepare(
      "create trigger refuse_media before insert on cms_media begin select raise(abort, 'D1_ERROR: refused'); end",
    ).run();
    try {
      const res = await uploadFile(t.env, editor.cookie, png('doomed.png'), 'Doomed');
      expect(res.status).toBe(503);
    } finally {
      await t.env.DB.prepare('drop trigger refuse_media').run();
    }
    expect(await keys()).toEqual(before);
  });

  it('limits how many files an editor uploads in an hour', async () => {
    const busy = await signedIn(t.db, { role: 'editor' });
    await t.db.insert(schema.rateLimits).values({ key: `media-upload:${busy.user.id}`, count: 200, windowStart: new Date().toISOString() });
    const res = await uploadFile(t.env, busy.cookie, png(), 'One too many');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('PATCH /api/cms/media/{id}', () => {
  it('changes the alt text, with an audit entry', async () => {
    const media = await makeMedia(t.db, t.env, 'image/png');
    const res = await call(t.env, `/api/cms/media/${media.id}`, {
      method: 'PATCH',
      cookie: editor.cookie,
      body: { alt: '  A clearer description  ' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: media.id, alt: 'A clearer description' });
    expect((await auditFor(media.id)).map((e) => e.action)).toContain('update');
  });

  it('will not empty an image’s alt text, but will an audio file’s', async () => {
    const image = await makeMedia(t.db, t.env, 'image/jpeg');
    const res = await call(t.env, `/api/cms/media/${image.id}`, { method: 'PATCH', cookie: editor.cookie, body: { alt: '' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: ALT_REQUIRED_MESSAGE, errors: { alt: [ALT_REQUIRED_MESSAGE] } });
    const audio = await makeMedia(t.db, t.env, 'audio/mpeg', { alt: 'Theme tune' });
    expect((await call(t.env, `/api/cms/media/${audio.id}`, { method: 'PATCH', cookie: editor.cookie, body: { alt: '' } })).status).toBe(
      200,
    );
  });

  it('answers 404 for unknown ids', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await call(t.env, `/api/cms/media/${id}`, { method: 'PATCH', cookie: editor.cookie, body: { alt: 'x' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'File not found' });
    }
  });
});

describe('DELETE /api/cms/media/{id}', () => {
  it('removes the R2 object and the row, with an audit entry', async () => {
    const media = (await (await uploadFile(t.env, editor.cookie, png('to-delete.png'), 'Going')).json()) as CmsMedia;
    const key = keyOf(media);
    expect(await t.env.MEDIA.head(key)).not.toBeNull();
    const res = await call(t.env, `/api/cms/media/${media.id}`, { method: 'DELETE', cookie: editor.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await t.env.MEDIA.head(key)).toBeNull();
    const list = (await (await call(t.env, '/api/cms/media', { cookie: editor.cookie })).json()) as CmsMedia[];
    expect(list.some((m) => m.id === media.id)).toBe(false);
    expect((await auditFor(media.id)).map((e) => e.action)).toEqual(expect.arrayContaining(['upload', 'delete']));
    expect((await call(t.env, `/api/cms/media/${media.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(404);
  });

  it('refuses while an episode, an audiobook or an article uses the file, naming it', async () => {
    const audio = await makeMedia(t.db, t.env, 'audio/mpeg');
    await makeEpisode(t.db, { audioKey: audio.key, episodeNumber: 4242, title: 'Access at work' });
    const cover = await makeMedia(t.db, t.env, 'image/png');
    await makeAudiobook(t.db, { coverKey: cover.key, title: 'Persuasion' });
    const thumbnail = await makeMedia(t.db, t.env, 'image/png');
    await makeEpisode(t.db, { thumbnailKey: thumbnail.key, title: 'With a picture' });
    const picture = await makeMedia(t.db, t.env, 'image/webp');
    await makeArticle(t.db, { imageUrl: `/media/${picture.key}`, title: 'Ramps for all' });

    const expectations: [number, string, RegExp][] = [
      [audio.id, audio.key, /episode 4242, "Access at work"/],
      [cover.id, cover.key, /audiobook "Persuasion"/],
      [thumbnail.id, thumbnail.key, /"With a picture"/],
      [picture.id, picture.key, /article "Ramps for all"/],
    ];
    for (const [id, key, named] of expectations) {
      const res = await call(t.env, `/api/cms/media/${id}`, { method: 'DELETE', cookie: editor.cookie });
      expect(res.status).toBe(409);
      expect(((await res.json()) as ErrorBody).message).toMatch(named);
      expect(await t.env.MEDIA.head(key)).not.toBeNull();
    }
  });
});
