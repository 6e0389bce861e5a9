import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser } from '../../accounts/public';
import { TOO_LARGE_FOR_ONE_REQUEST } from '../../lib/body-limits';
import { forgetCachedFile } from '../../lib/edge-cache';
import { ApiError } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { parseOrThrow, valid } from '../../lib/validate';
import { mediaMetaSchema, mediaUpdateSchema, normaliseMimeType, SINGLE_UPLOAD_MAX } from '../../schemas/cms-media';
import { deleteMedia, listMedia, updateMediaAlt, uploadMedia } from '../services/cms-media';
import { abortUpload, completeUpload, getUpload, putPart, startUpload } from '../services/cms-uploads';

const mediaId = (c: Context) => idParam(c, 'id', 'File not found');
const uploadId = (c: Context) => c.req.param('uploadId') ?? '';

/** The library of uploaded files (/api/cms/media); cms.ts already requires an editor. */
export const cmsMediaRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listMedia(c.var.db), 200))
  // The body is counted as it arrives and refused past its limit (lib/body-limits.ts). It is
  // multipart form data read by hand, so the typed client knows this route's answer but not its
  // body: the SPA sends it with progress through upload() in web/src/lib/api-client.ts.
  .post('/', async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw new ApiError('bad_request', 'The upload could not be read. Send the file as multipart/form-data.');
    });
    const file = form.file;
    if (!(file instanceof File)) throw new ApiError('bad_request', 'Choose a file to upload', { file: ['Choose a file to upload'] });
    if (file.size > SINGLE_UPLOAD_MAX) throw new ApiError('payload_too_large', TOO_LARGE_FOR_ONE_REQUEST);
    // The type is the browser's guess (audio/x-wav, or none at all): named one way before the allow-list.
    const mimeType = normaliseMimeType(file.type, file.name);
    const meta = parseOrThrow(mediaMetaSchema, {
      filename: file.name,
      mimeType,
      size: file.size,
      alt: typeof form.alt === 'string' ? form.alt : '',
    });
    return c.json(await uploadMedia(c.var.db, c.env.MEDIA, currentUser(c), meta, file), 201);
  })
  .patch('/:id', valid('json', mediaUpdateSchema), async (c) =>
    c.json(await updateMediaAlt(c.var.db, currentUser(c), mediaId(c), c.req.valid('json').alt), 200),
  )
  .delete('/:id', async (c) => {
    const { key } = await deleteMedia(c.var.db, c.env.MEDIA, currentUser(c), mediaId(c));
    // Else this data centre would serve the file from its cache for up to a day.
    await forgetCachedFile(c, key);
    return c.json({ ok: true as const }, 200);
  })
  .post('/uploads', valid('json', mediaMetaSchema), async (c) =>
    c.json(await startUpload(c.var.db, c.env.MEDIA, currentUser(c), c.req.valid('json')), 201),
  )
  .get('/uploads/:uploadId', async (c) => c.json(await getUpload(c.var.db, uploadId(c)), 200))
  // The raw bytes of one part (application/octet-stream: lib/security.ts lets this path alone send
  // it), a body the typed client cannot describe: upload() sends it, typed by this answer.
  .put('/uploads/:uploadId/parts/:partNumber', async (c) => {
    const partNumber = /^\d{1,5}$/.test(c.req.param('partNumber')) ? Number(c.req.param('partNumber')) : 0;
    const length = c.req.header('content-length');
    const body = { length: length && /^\d+$/.test(length) ? Number(length) : null, read: () => c.req.arrayBuffer() };
    return c.json(await putPart(c.var.db, c.env.MEDIA, uploadId(c), partNumber, body), 200);
  })
  .post('/uploads/:uploadId/complete', async (c) => c.json(await completeUpload(c.var.db, c.env.MEDIA, currentUser(c), uploadId(c)), 201))
  .delete('/uploads/:uploadId', async (c) => {
    await abortUpload(c.var.db, c.env.MEDIA, uploadId(c));
    return c.json({ ok: true as const }, 200);
  });
