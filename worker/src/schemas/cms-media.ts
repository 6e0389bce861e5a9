import * as v from 'valibot';
import { optionalText, requiredText } from './fields';

// The media library: what may be uploaded and how large, the upload form's checks (run by the
// browser before sending and by the worker again), and what the CMS answers with.

/** The upload allow-list: what each type may weigh. SVG is refused: it can carry script. */
export const MEDIA_TYPES = {
  'image/png': { kind: 'image', maxBytes: 10 * 1024 * 1024, ext: 'png' },
  'image/jpeg': { kind: 'image', maxBytes: 10 * 1024 * 1024, ext: 'jpg' },
  'image/gif': { kind: 'image', maxBytes: 10 * 1024 * 1024, ext: 'gif' },
  'image/webp': { kind: 'image', maxBytes: 10 * 1024 * 1024, ext: 'webp' },
  'application/pdf': { kind: 'document', maxBytes: 25 * 1024 * 1024, ext: 'pdf' },
  'audio/mpeg': { kind: 'audio', maxBytes: 500 * 1024 * 1024, ext: 'mp3' },
  'audio/mp4': { kind: 'audio', maxBytes: 500 * 1024 * 1024, ext: 'm4a' },
  'audio/wav': { kind: 'audio', maxBytes: 500 * 1024 * 1024, ext: 'wav' },
  'audio/ogg': { kind: 'audio', maxBytes: 500 * 1024 * 1024, ext: 'ogg' },
} as const satisfies Record<string, { kind: 'image' | 'audio' | 'document'; maxBytes: number; ext: string }>;

export type MediaMimeType = keyof typeof MEDIA_TYPES;
export const MEDIA_MIME_TYPES = Object.keys(MEDIA_TYPES) as MediaMimeType[];

const MIME_ALIASES: Record<string, MediaMimeType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/aac': 'audio/mp4',
};

const MIME_BY_EXTENSION: Record<string, MediaMimeType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
};

/**
 * Browsers name the same type differently (Chrome says audio/wav, Firefox audio/x-wav, and
 * some give no type at all): one canonical name from the type, else from the extension.
 * Unknown types are returned as they are, for the allow-list to refuse.
 */
export function normaliseMimeType(type: string, filename: string): string {
  const lower = type.toLowerCase().split(';')[0]!.trim();
  if (lower in MEDIA_TYPES) return lower;
  if (MIME_ALIASES[lower]) return MIME_ALIASES[lower];
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  if ((!lower || lower === 'application/octet-stream') && MIME_BY_EXTENSION[ext]) return MIME_BY_EXTENSION[ext];
  return lower;
}

/** Files above this go up in parts (R2 multipart upload), which can resume after a drop. */
export const SINGLE_UPLOAD_MAX = 20 * 1024 * 1024;
/** Every part but the last is exactly this size (R2's minimum is 5 MiB). */
export const UPLOAD_PART_SIZE = 8 * 1024 * 1024;
export const ALT_MAX = 300;

export const UNSUPPORTED_TYPE_MESSAGE =
  'This file type is not allowed. Upload a PNG, JPEG, GIF or WebP image, an MP3, M4A, WAV or OGG audio file, or a PDF.';
export const ALT_REQUIRED_MESSAGE = 'Alt text is required for images';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
export const tooLargeMessage = (mime: MediaMimeType) =>
  `This file is too large. ${MEDIA_TYPES[mime].kind === 'image' ? 'Images' : MEDIA_TYPES[mime].kind === 'audio' ? 'Audio files' : 'PDFs'} can be at most ${mb(MEDIA_TYPES[mime].maxBytes)}.`;

/** What a browser knows about a file before sending it; the worker checks it again, then the bytes themselves. */
const mediaMetaObject = v.object({
  filename: requiredText('File name', 200),
  mimeType: v.picklist(MEDIA_MIME_TYPES, UNSUPPORTED_TYPE_MESSAGE),
  size: v.pipe(v.number('size must be a number'), v.integer('size must be a whole number'), v.minValue(1, 'The file is empty')),
  alt: optionalText('Alt text', ALT_MAX),
});
type MediaMetaFields = v.InferOutput<typeof mediaMetaObject>;

export const mediaMetaSchema = v.pipe(
  mediaMetaObject,
  v.forward(
    v.check<MediaMetaFields, (issue: v.CheckIssue<MediaMetaFields>) => string>(
      (m) => m.size <= MEDIA_TYPES[m.mimeType].maxBytes,
      (issue) => tooLargeMessage(issue.input.mimeType),
    ),
    ['size'],
  ),
  v.forward(
    v.check<MediaMetaFields, string>((m) => MEDIA_TYPES[m.mimeType].kind !== 'image' || m.alt.length > 0, ALT_REQUIRED_MESSAGE),
    ['alt'],
  ),
);

export const mediaUpdateSchema = v.object({ alt: optionalText('Alt text', ALT_MAX) });

export type CmsMedia = { id: number; filename: string; alt: string; url: string; mimeType: string; size: number; createdAt: string };

/** POST /api/cms/media/uploads and GET /api/cms/media/uploads/{uploadId}. */
export type MultipartUpload = {
  uploadId: string;
  filename: string;
  mimeType: string;
  size: number;
  partSize: number;
  partCount: number;
  uploadedParts: number[];
};
