import { normaliseMimeType, SINGLE_UPLOAD_MAX, type MediaMimeType } from '@schemas/cms-media';
import { client, read, upload, type Data } from '@/lib/api-client';

const media = client.api.cms.media;
const uploads = media.uploads;
const partRoute = uploads[':uploadId'].parts[':partNumber'];
const uploadParam = (uploadId: string) => ({ param: { uploadId: encodeURIComponent(uploadId) } });

type Options = { alt: string; onProgress: (fraction: number) => void; signal?: AbortSignal };

const resumeKey = (file: File) => `cms-upload:${file.name}:${file.size}:${file.lastModified}`;

/** Where an interrupted multipart upload of this same file left off, if the worker still has it. */
async function resumable(file: File): Promise<Data<(typeof uploads)[':uploadId']['$get']> | null> {
  const uploadId = localStorage.getItem(resumeKey(file));
  if (!uploadId) return null;
  try {
    return await read(uploads[':uploadId'].$get(uploadParam(uploadId)));
  } catch {
    localStorage.removeItem(resumeKey(file));
    return null;
  }
}

/**
 * Uploads a file to the media library. Small files go in one request; large ones (audio)
 * in parts with R2 multipart upload, and a second attempt with the same file sends only the
 * parts the worker does not have yet (the upload id is remembered on this device).
 */
export async function uploadMedia(original: File, { alt, onProgress, signal }: Options) {
  const mimeType = normaliseMimeType(original.type, original.name);
  const file =
    original.type === mimeType ? original : new File([original], original.name, { type: mimeType, lastModified: original.lastModified });

  if (file.size <= SINGLE_UPLOAD_MAX) {
    const form = new FormData();
    form.set('file', file);
    form.set('alt', alt);
    // Multipart form data, which the typed client does not send with progress: the XHR upload does.
    return upload<typeof media.$post>(media.$path(), { body: form, onProgress, signal });
  }

  const state =
    (await resumable(file)) ??
    // The upload dialog has checked the type; any other is still the worker's to refuse, in its words.
    (await read(
      uploads.$post({ json: { filename: file.name, mimeType: mimeType as MediaMimeType, size: file.size, alt } }, { init: { signal } }),
    ));
  localStorage.setItem(resumeKey(file), state.uploadId);

  const done = new Set(state.uploadedParts);
  const partBytes = (n: number) => Math.min(state.partSize, file.size - (n - 1) * state.partSize);
  let sent = [...done].reduce((sum, n) => sum + partBytes(n), 0);
  onProgress(sent / file.size);
  for (let n = 1; n <= state.partCount; n++) {
    if (done.has(n)) continue;
    const part = file.slice((n - 1) * state.partSize, n * state.partSize);
    await upload<typeof partRoute.$put>(
      partRoute.$path({ param: { uploadId: encodeURIComponent(state.uploadId), partNumber: String(n) } }),
      {
        method: 'PUT',
        body: part,
        signal,
        onProgress: (f) => onProgress((sent + f * part.size) / file.size),
      },
    );
    sent += part.size;
  }
  const completed = await read(uploads[':uploadId'].complete.$post(uploadParam(state.uploadId), { init: { signal } }));
  localStorage.removeItem(resumeKey(file));
  return completed;
}
