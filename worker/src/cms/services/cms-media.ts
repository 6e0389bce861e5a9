import { desc, eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../../db/client';
import { cmsMedia } from '../../db/schema';
import { wellFormed } from '../../lib/params';
import { ApiError, notFound } from '../../lib/errors';
import { CONTENT_MISMATCH_MESSAGE, contentMatches, SNIFF_BYTES } from '../../lib/sniff';
import type { CurrentUser } from '../../schemas/auth';
import { ALT_REQUIRED_MESSAGE, MEDIA_TYPES, type CmsMedia, type MediaMimeType } from '../../schemas/cms-media';
import { slugify } from '../../schemas/cms-pages';
import { mediaUrl } from '../../schemas/content';
import { auditInsert, insertedId } from './audit';
import { assertMediaUnused } from './cms-media-usage';
import { hitRateLimit, type Limit } from '../../accounts/public';

type Row = typeof cmsMedia.$inferSelect;

const toCmsMedia = (r: Row): CmsMedia => ({
  id: r.id,
  filename: r.filename,
  alt: r.alt,
  url: mediaUrl(r.key),
  mimeType: r.mimeType,
  size: r.size,
  createdAt: r.createdAt,
});

/** Each single upload and each multipart upload started counts once; parts do not. */
const UPLOAD_LIMIT: Limit = {
  limit: 200,
  windowSeconds: 60 * 60,
  message: 'You have uploaded a lot of files this hour. Please try again later.',
};

export const countUpload = (db: Db, user: CurrentUser) => hitRateLimit(db, `media-upload:${user.id}`, UPLOAD_LIMIT);

/** A file as the validated form describes it. */
export type MediaFile = { filename: string; mimeType: MediaMimeType; size: number; alt: string };

/**
 * `cms/2025/03/1f0c2a9be4d7-annual-report.pdf`: chosen by the server, so a sender can never
 * overwrite another file or pick a path; the random part keeps two "photo.jpg" apart, and the
 * extension always matches the checked type.
 */
export function mediaKey(filename: string, mimeType: MediaMimeType, now = new Date()): string {
  const base =
    slugify(filename.replace(/\.[^.]*$/, ''))
      .slice(0, 60)
      .replace(/-+$/, '') || 'file';
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const random = crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  return `cms/${now.getUTCFullYear()}/${month}/${random}-${base}.${MEDIA_TYPES[mimeType].ext}`;
}

/**
 * The object's type and how a browser reading it straight from R2 should show it; every
 * allowed type is one a browser can display, so always inline. /media also reads `filename`.
 */
export function objectMetadata(file: Pick<MediaFile, 'filename' | 'mimeType'>) {
  // A lone surrogate ("\ud800") cannot be percent-encoded: it becomes U+FFFD first.
  const filename = wellFormed(file.filename);
  const ascii = filename.replace(/[^\w.\- ]+/g, '_');
  return {
    httpMetadata: {
      contentType: file.mimeType,
      contentDisposition: `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    },
    customMetadata: { filename },
  };
}

/** Refuses bytes that are not the declared type (a text file named photo.png, say). */
export function assertContentMatches(firstBytes: Uint8Array, mimeType: MediaMimeType, field = 'file'): void {
  if (!contentMatches(firstBytes, mimeType))
    throw new ApiError('bad_request', CONTENT_MISMATCH_MESSAGE, { [field]: [CONTENT_MISMATCH_MESSAGE] });
}

export async function listMedia(db: Db): Promise<CmsMedia[]> {
  const rows = await db.select().from(cmsMedia).orderBy(desc(cmsMedia.createdAt), desc(cmsMedia.id));
  return rows.map(toCmsMedia);
}

/**
 * Adds an object already in R2 to the library, with its audit entry in the same batch. The
 * object goes again if the row cannot be written, so R2 never keeps a file no one can see.
 * `alsoRun` joins the same batch (the multipart upload's bookkeeping, say).
 */
export async function recordMedia(
  db: Db,
  bucket: R2Bucket,
  user: CurrentUser,
  file: MediaFile & { key: string },
  alsoRun: readonly BatchItem<'sqlite'>[] = [],
): Promise<CmsMedia> {
  try {
    const [rows] = await db.batch([
      db
        .insert(cmsMedia)
        .values({ filename: file.filename, alt: file.alt, key: file.key, mimeType: file.mimeType, size: file.size })
        .returning(),
      auditInsert(db, user, {
        action: 'upload',
        entity: 'media',
        entityId: insertedId,
        summary: `Uploaded "${file.filename}" (${file.mimeType}, ${file.size} bytes)`,
      }),
      ...alsoRun,
    ]);
    return toCmsMedia(rows[0]!);
  } catch (error) {
    await bucket.delete(file.key);
    throw error;
  }
}

/** One request, one file of at most SINGLE_UPLOAD_MAX: checked, stored in R2, then recorded. */
export async function uploadMedia(db: Db, bucket: R2Bucket, user: CurrentUser, file: MediaFile, body: Blob): Promise<CmsMedia> {
  assertContentMatches(new Uint8Array(await body.slice(0, SNIFF_BYTES).arrayBuffer()), file.mimeType);
  await countUpload(db, user);
  const key = mediaKey(file.filename, file.mimeType);
  await bucket.put(key, body, objectMetadata(file));
  return recordMedia(db, bucket, user, { ...file, key });
}

async function findMedia(db: Db, id: number): Promise<Row> {
  const row = await db.select().from(cmsMedia).where(eq(cmsMedia.id, id)).get();
  if (!row) throw notFound('File not found');
  return row;
}

export async function updateMediaAlt(db: Db, user: CurrentUser, id: number, alt: string): Promise<CmsMedia> {
  const row = await findMedia(db, id);
  // The same rule as at upload: an image without a description is invisible to screen-reader users.
  if (MEDIA_TYPES[row.mimeType as MediaMimeType]?.kind === 'image' && !alt)
    throw new ApiError('bad_request', ALT_REQUIRED_MESSAGE, { alt: [ALT_REQUIRED_MESSAGE] });
  const [rows] = await db.batch([
    db.update(cmsMedia).set({ alt }).where(eq(cmsMedia.id, id)).returning(),
    auditInsert(db, user, { action: 'update', entity: 'media', entityId: id, summary: `Changed the alt text of "${row.filename}"` }),
  ]);
  return toCmsMedia(rows[0]!);
}

/**
 * Refused while an episode, audiobook or article uses the file. The row goes first: if R2
 * then failed, the library would only leave an unreachable object, never a broken link.
 */
export async function deleteMedia(db: Db, bucket: R2Bucket, user: CurrentUser, id: number): Promise<{ key: string }> {
  const row = await findMedia(db, id);
  await assertMediaUnused(db, row.key);
  await db.batch([
    db.delete(cmsMedia).where(eq(cmsMedia.id, id)),
    auditInsert(db, user, { action: 'delete', entity: 'media', entityId: id, summary: `Deleted "${row.filename}"` }),
  ]);
  await bucket.delete(row.key);
  return { key: row.key };
}
