import { ALT_MAX, MEDIA_TYPES, mediaMetaSchema, normaliseMimeType } from '@schemas/cms-media';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-shell';
import { FileInput } from '@/components/ui/file-input';
import { Icon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { ApiError, isUnauthorizedError } from '@/lib/api-client';
import { formatKB } from '@/lib/format';
import { redirectToLogin } from '@/lib/session-expired';
import { cmsKeys, invalidateCms, type CmsMedia, type MediaMimeType } from '../../api/use-cms';
import { uploadMedia } from '../../api/upload-media';

type Props = { onClose: () => void; onUploaded?: (media: CmsMedia) => void; accept?: 'image' | 'audio' };

const acceptFor = (kind?: 'image' | 'audio') =>
  (Object.keys(MEDIA_TYPES) as MediaMimeType[]).filter((m) => !kind || MEDIA_TYPES[m].kind === kind).join(',');

const kindOf = (file: File) => MEDIA_TYPES[normaliseMimeType(file.type, file.name) as MediaMimeType]?.kind;

/**
 * Upload to the media library by file picker or drag and drop, with a progress bar. The
 * shared schema refuses a wrong type, an oversize file or a missing alt text before a byte
 * is sent; the worker checks again, and checks the bytes themselves.
 */
export default function UploadDialog({ onClose, onUploaded, accept }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const preview = useMemo(() => (file && kindOf(file) === 'image' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const isImage = file ? kindOf(file) === 'image' : accept === 'image';
  // Announce progress in steps of 10 %, not on every event, so a screen reader is not flooded.
  const announced = progress === null ? '' : `${Math.floor(progress * 10) * 10}% uploaded`;

  function choose(next: File | undefined) {
    if (!next) return;
    setFile(next);
    setFailure(null);
    setErrors(check(next, alt, false));
  }

  function check(f: File, altText: string, includeAlt: boolean) {
    const result = v.safeParse(mediaMetaSchema, {
      filename: f.name,
      mimeType: normaliseMimeType(f.type, f.name),
      size: f.size,
      alt: altText,
    });
    const next: Record<string, string | undefined> = {};
    if (!result.success) {
      for (const issue of result.issues) {
        const key = v.getDotPath(issue) === 'alt' ? 'alt' : 'file';
        if (key === 'alt' && !includeAlt) continue;
        next[key] ??= issue.message;
      }
    }
    if (accept && MEDIA_TYPES[normaliseMimeType(f.type, f.name) as MediaMimeType]?.kind !== accept)
      next.file ??= `Choose ${accept === 'image' ? 'an image' : 'an audio file'}.`;
    return next;
  }

  // Not useSubmit: an upload shows its progress, can be cancelled and carries on where it
  // stopped, and its failure stays in the dialog in words that say how to carry on (a toast
  // would take them away); the worker can refuse only the alt text as a field.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React bubbles events through portals: opened from an episode form, this submit must
    // not submit that form too.
    event.stopPropagation();
    if (!file) {
      setErrors({ file: 'Choose a file to upload' });
      fileInput.current?.focus();
      return;
    }
    const found = check(file, alt.trim(), true);
    setErrors(found);
    if (found.file) return fileInput.current?.focus();
    if (found.alt) return document.getElementById('upload-alt')?.focus();

    abort.current = new AbortController();
    setProgress(0);
    setFailure(null);
    try {
      const media = await uploadMedia(file, { alt: alt.trim(), onProgress: setProgress, signal: abort.current.signal });
      await invalidateCms(cmsKeys.media);
      toast({ title: 'File uploaded successfully', description: media.filename });
      onUploaded?.(media);
      onClose();
    } catch (error) {
      setProgress(null);
      if (isUnauthorizedError(error)) return redirectToLogin();
      if (error instanceof DOMException && error.name === 'AbortError')
        return setFailure('Upload cancelled. Choose the same file again to carry on where it stopped.');
      if (error instanceof ApiError) {
        const fields = error.fieldErrors;
        if (fields.alt?.[0]) setErrors({ alt: fields.alt[0] });
        return setFailure(error.serverMessage);
      }
      setFailure('The upload was interrupted. Check your connection and upload the same file again: it carries on where it stopped.');
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  const uploading = progress !== null;

  return (
    <Modal
      open
      onClose={() => (uploading ? abort.current?.abort() : onClose())}
      title="Upload Media"
      description="An image, a PDF or an audio file."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`rounded-xl border-2 border-dashed p-5 ${dragging ? 'border-violet-800 bg-violet-50' : errors.file ? 'border-red-700' : 'border-slate-500'}`}
        >
          {/* The zone is left-aligned, as the browser draws the file field's "No file chosen" (and
              left-aligned text is the easier to read at large sizes). The icon shows neither on a
              phone nor on a short screen (styles/index.css, "Dialogs"): at 200 % text it pushed
              the file field below the first screen. */}
          <Icon name="upload" data-dialog-decoration="" className="hidden size-8 text-slate-700 sm:block" />
          <label htmlFor="upload-file" className="mt-2 block font-semibold text-slate-900">
            Drag a file here, or choose one
          </label>
          <FileInput
            ref={fileInput}
            id="upload-file"
            name="file"
            accept={acceptFor(accept)}
            disabled={uploading}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? 'upload-file-hint upload-file-error' : 'upload-file-hint'}
            onChange={(e) => choose(e.target.files?.[0])}
            className="mt-3"
          />
          <p id="upload-file-hint" className="mt-2 text-sm text-slate-700">
            Images (PNG, JPEG, GIF, WebP) up to 10 MB, PDFs up to 25 MB, audio (MP3, M4A, WAV, OGG) up to 500 MB.
          </p>
          {file && (
            <p className="mt-2 text-sm text-slate-800">
              {file.name}, {formatKB(file.size)}
            </p>
          )}
          {errors.file && <FieldError id="upload-file-error">{errors.file}</FieldError>}
        </div>
        {preview && <img src={preview} alt="" className="mx-auto max-h-40 rounded-lg" />}
        <TextField
          id="upload-alt"
          label={isImage ? 'Alt text' : 'Description (optional)'}
          name="alt"
          value={alt}
          maxLength={ALT_MAX}
          disabled={uploading}
          onChange={(e) => setAlt(e.target.value)}
          error={errors.alt}
          hint={
            isImage ? 'Say what the image shows for people who cannot see it. Required for images.' : 'A short description of the file.'
          }
        />
        {uploading && (
          <div>
            <label htmlFor={progressId} className="font-semibold text-slate-900">
              Upload progress
            </label>
            <progress id={progressId} max={100} value={Math.round(progress * 100)} className="mt-1 block h-4 w-full accent-violet-800" />
            <p role="status" className="mt-1 text-sm text-slate-800">
              {announced}
            </p>
          </div>
        )}
        {failure && (
          <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={() => (uploading ? abort.current?.abort() : onClose())}>
            {uploading ? 'Cancel upload' : 'Cancel'}
          </Button>
          <Button type="submit" busy={uploading}>
            {uploading ? 'Uploading...' : 'Upload'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
