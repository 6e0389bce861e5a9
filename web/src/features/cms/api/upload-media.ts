import { normaliseMimeType, SINGLE_UPLOAD_MAX, type CmsMedia, type MultipartUpload } from '@schemas/cms-media';
import { api, upload } from '@/lib/api-client';

type Options = { alt: string; onProgress: (fraction: number) => void; signal?: AbortSignal };

const resumeKey = (file: File) => `cms-upload:${file.name}:${file.size}:${file.lastModified}`;

/** Where an interrupted multipart upload of this same file left off, if the worker still has it. */
async function resumable(file: File): Promise<MultipartUpload | null> {
  const uploadId = localStorage.getItem(resumeKey(file));
  if (!uploadId) return null;
  try {
    return await api<MultipartUpload>(`/api/cms/media/uploads/${encodeURIComponent(uploadId)}`);
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
export async function uploadMedia(original: File, { alt, onProgress, signal }: Options): Promise<CmsMedia> {
  const mimeType = normaliseMimeType(original.type, original.name);
  const file =
    original.type === mimeType ? original : new File([original], original.name, { type: mimeType, lastModified: original.lastModified });

  if (file.size <= SINGLE_UPLOAD_MAX) {
    const form = new FormData();
    form.set('file', file);
    form.set('alt', alt);
    return upload<CmsMedia>('/api/cms/media', { body: form, onProgress, signal });
  }

  const state =
    (await resumable(file)) ??
    (await api<MultipartUpload>('/api/cms/media/uploads', {
      method: 'POST',
      body: { filename: file.name, mimeType, size: file.size, alt },
      signal,
    }));
  localStorage.setItem(resumeKey(file), state.uploadId);

  const done = new Set(state.uploadedParts);
  const partBytes = (n: number) => Math.min(state.partSize, file.size - (n - 1) * state.partSize);
  let sent = [...done].reduce((sum, n) => sum + partBytes(n), 0);
  onProgress(sent / file.size);
  for (let n = 1; n <= state.partCount; n++) {
    if (done.has(n)) continue;
    const part = file.slice((n - 1) * state.partSize, n * state.partSize);
    await upload(`/api/cms/media/uploads/${encodeURIComponent(state.uploadId)}/parts/${n}`, {
      method: 'PUT',
      body: part,
      signal,
      onProgress: (f) => onProgress((sent + f * part.size) / file.size),
    });
    sent += part.size;
  }
  const media = await api<CmsMedia>(`/api/cms/media/uploads/${encodeURIComponent(state.uploadId)}/complete`, { method: 'POST', signal });
  localStorage.removeItem(resumeKey(file));
  return media;
}
