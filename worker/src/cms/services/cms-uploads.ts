import { asc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsUploadParts, cmsUploads } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { SNIFF_BYTES } from '../../lib/sniff';
import type { CurrentUser } from '../../schemas/auth';
import { UPLOAD_PART_SIZE, type CmsMedia, type MediaMimeType, type MultipartUpload } from '../../schemas/cms-media';
import { assertContentMatches, countUpload, mediaKey, objectMetadata, recordMedia, type MediaFile } from './cms-media';

/**
 * Large files (podcast and audiobook audio) go up in fixed-size parts through an R2 multipart
 * upload. The parts that arrived are recorded here, so a browser whose connection dropped
 * asks which ones are stored and sends only the rest.
 */

type UploadRow = typeof cmsUploads.$inferSelect;

/** R2 gives up on a multipart upload left unfinished for 7 days; its row goes after that too. */
const ABANDONED_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** A part's body: its declared Content-Length (when sent) and a way to read it. */
type PartBody = { length: number | null; read: () => Promise<ArrayBuffer> };

/** The size part `n` must have: full parts, then whatever is left. */
const expectedPartSize = (upload: Pick<UploadRow, 'size' | 'partCount'>, n: number) =>
  n < upload.partCount ? UPLOAD_PART_SIZE : upload.size - (upload.partCount - 1) * UPLOAD_PART_SIZE;

async function findUpload(db: Db, uploadId: string): Promise<UploadRow> {
  const row = await db.select().from(cmsUploads).where(eq(cmsUploads.uploadId, uploadId)).get();
  if (!row) throw notFound('Upload not found. It may have been finished, cancelled or abandoned; start the upload again.');
  return row;
}

/**
 * Deletes uploads' rows and their parts'. The parts are deleted explicitly: libSQL may run
 * without foreign keys, so the cascade cannot be relied on.
 */
const forgetUploads = (db: Db, which: SQL) =>
  [
    db.delete(cmsUploadParts).where(inArray(cmsUploadParts.uploadId, db.select({ id: cmsUploads.uploadId }).from(cmsUploads).where(which))),
    db.delete(cmsUploads).where(which),
  ] as const;

const storedParts = (db: Db, uploadId: string) =>
  db.select().from(cmsUploadParts).where(eq(cmsUploadParts.uploadId, uploadId)).orderBy(asc(cmsUploadParts.partNumber));

const toUpload = (row: UploadRow, uploadedParts: number[]): MultipartUpload => ({
  uploadId: row.uploadId,
  filename: row.filename,
  mimeType: row.mimeType,
  size: row.size,
  partSize: UPLOAD_PART_SIZE,
  partCount: row.partCount,
  uploadedParts,
});

export async function startUpload(
  db: Db,
  bucket: R2Bucket,
  user: CurrentUser,
  file: MediaFile,
  now = new Date(),
): Promise<MultipartUpload> {
  await countUpload(db, user);
  const key = mediaKey(file.filename, file.mimeType, now);
  const upload = await bucket.createMultipartUpload(key, objectMetadata(file));
  const partCount = Math.ceil(file.size / UPLOAD_PART_SIZE);
  // Housekeeping while here: rows of uploads R2 has already given up on.
  const abandoned = new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString();
  const [rows] = await db.batch([
    db
      .insert(cmsUploads)
      .values({
        uploadId: upload.uploadId,
        key,
        filename: file.filename,
        mimeType: file.mimeType,
        size: file.size,
        alt: file.alt,
        partCount,
        createdBy: user.id,
      })
      .returning(),
    ...forgetUploads(
      db,
      inArray(cmsUploads.uploadId, db.select({ id: cmsUploads.uploadId }).from(cmsUploads).where(lt(cmsUploads.createdAt, abandoned))),
    ),
  ]);
  return toUpload(rows[0]!, []);
}

export async function getUpload(db: Db, uploadId: string): Promise<MultipartUpload> {
  const row = await findUpload(db, uploadId);
  const parts = await storedParts(db, uploadId);
  return toUpload(
    row,
    parts.map((p) => p.partNumber),
  );
}

/**
 * Stores one part. Sizes are exact so the parts add up to the declared size, and the first
 * part's bytes are checked against the declared type. Sending a part again replaces it.
 */
export async function putPart(
  db: Db,
  bucket: R2Bucket,
  uploadId: string,
  partNumber: number,
  body: PartBody,
): Promise<{ partNumber: number; uploadedParts: number[] }> {
  const upload = await findUpload(db, uploadId);
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > upload.partCount) {
    throw new ApiError('bad_request', `Part number must be between 1 and ${upload.partCount}`);
  }
  const expected = expectedPartSize(upload, partNumber);
  const wrongSize = (got: number) =>
    new ApiError('bad_request', `Part ${partNumber} must be exactly ${expected} bytes; this one is ${got} bytes`);
  // The declared length is checked first, so a wrong part is refused without being read.
  if (body.length !== null && body.length !== expected) throw wrongSize(body.length);
  const bytes = await body.read();
  if (bytes.byteLength !== expected) throw wrongSize(bytes.byteLength);
  if (partNumber === 1)
    assertContentMatches(new Uint8Array(bytes, 0, Math.min(SNIFF_BYTES, bytes.byteLength)), upload.mimeType as MediaMimeType);
  const part = await bucket.resumeMultipartUpload(upload.key, uploadId).uploadPart(partNumber, bytes);
  await db
    .insert(cmsUploadParts)
    .values({ uploadId, partNumber, etag: part.etag, size: bytes.byteLength })
    .onConflictDoUpdate({ target: [cmsUploadParts.uploadId, cmsUploadParts.partNumber], set: { etag: part.etag, size: bytes.byteLength } });
  const parts = await storedParts(db, uploadId);
  return { partNumber, uploadedParts: parts.map((p) => p.partNumber) };
}

/** Joins the parts into one R2 object and adds it to the library. */
export async function completeUpload(db: Db, bucket: R2Bucket, user: CurrentUser, uploadId: string): Promise<CmsMedia> {
  const upload = await findUpload(db, uploadId);
  const parts = await storedParts(db, uploadId);
  const have = new Set(parts.map((p) => p.partNumber));
  const missing = Array.from({ length: upload.partCount }, (_, i) => i + 1).filter((n) => !have.has(n));
  if (missing.length) {
    const message = `Some parts have not arrived yet: ${missing.join(', ')}`;
    throw new ApiError('bad_request', message, { parts: [message] });
  }
  const size = parts.reduce((sum, p) => sum + p.size, 0);
  if (size !== upload.size) throw new ApiError('bad_request', `The parts add up to ${size} bytes, not the ${upload.size} bytes declared`);
  await bucket.resumeMultipartUpload(upload.key, uploadId).complete(parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag })));
  const file = { filename: upload.filename, mimeType: upload.mimeType as MediaMimeType, size, alt: upload.alt, key: upload.key };
  return recordMedia(db, bucket, user, file, forgetUploads(db, eq(cmsUploads.uploadId, uploadId)));
}

/** Cancels in R2 (which frees the stored parts) and forgets the upload. */
export async function abortUpload(db: Db, bucket: R2Bucket, uploadId: string): Promise<void> {
  const upload = await findUpload(db, uploadId);
  try {
    await bucket.resumeMultipartUpload(upload.key, uploadId).abort();
  } catch {
    // Already gone from R2 (expired or aborted): forgetting the row is all that is left to do.
  }
  await db.batch(forgetUploads(db, eq(cmsUploads.uploadId, uploadId)));
}
