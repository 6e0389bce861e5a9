import * as v from 'valibot';
import { requiredText } from './fields';
import { isRealDate } from './dates';

// The CMS forms and the shapes the CMS API returns (SPEC section 3). One schema per form,
// shared by the admin screens and the worker, so both say the same words.

export const PAGE_STATUSES = ['published', 'draft', 'archived', 'scheduled'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export const REDIRECT_CODES = [301, 302, 307, 308] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];

export const FORM_FIELD_TYPES = ['text', 'email', 'textarea', 'checkbox'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const MENU_LOCATIONS = ['header', 'footer', 'sidebar'] as const;

export const PAGE_BODY_MAX = 100_000;
export const SLUG_MAX = 100;
export const MAX_FORM_FIELDS = 30;
export const MAX_MENU_ITEMS = 30;

/** "Our Mission & Values!" → "our-mission-values": lowercase ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

const optionalText = (label: string, max: number) =>
  v.pipe(v.optional(v.string(`${label} must be text`), ''), v.trim(), v.maxLength(max, `${label} must be less than ${max} characters`));

const bool = (label: string, fallback: boolean) => v.optional(v.boolean(`${label} must be true or false`), fallback);

/** An ISO-8601 date-time with a zone, or the value of a datetime-local input; 31 February is refused. */
const dateTime = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && isRealDate(s), message),
    v.transform((s) => new Date(s).toISOString()),
  );

// ---------------------------------------------------------------------------------- pages

const slugField = v.pipe(
  v.optional(v.string('Slug must be text'), ''),
  v.trim(),
  v.maxLength(SLUG_MAX, `Slug must be less than ${SLUG_MAX} characters`),
  v.check((s) => s === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s), 'Slug can use only lowercase letters, numbers and single hyphens'),
);

const pageFields = {
  title: requiredText('Title', 200),
  slug: slugField,
  body: optionalText('Body', PAGE_BODY_MAX),
  status: v.optional(v.picklist(PAGE_STATUSES, 'Status must be published, draft, archived or scheduled'), 'draft'),
  publishAt: v.optional(
    v.nullable(v.union([v.literal(''), dateTime('Enter a valid publish date and time')], 'Enter a valid publish date and time')),
    null,
  ),
  /** Create only: the template the page starts from (its usage count goes up). */
  templateId: v.optional(
    v.nullable(
      v.pipe(
        v.number('templateId must be a number'),
        v.integer('templateId must be a whole number'),
        v.minValue(1, 'templateId must be a whole number'),
      ),
    ),
    null,
  ),
};

export const SCHEDULE_MESSAGE = 'Choose when the page should be published';
const pageObject = v.object(pageFields);
type PageFields = v.InferOutput<typeof pageObject>;

/** New page. An empty slug is generated from the title. */
export const pageSchema = v.pipe(
  pageObject,
  v.forward(
    // partialCheck: the message shows even while another field (the title, say) is wrong.
    v.partialCheck<PageFields, [['status'], ['publishAt']], PageFields, string>(
      [['status'], ['publishAt']],
      (p) => p.status !== 'scheduled' || Boolean(p.publishAt),
      SCHEDULE_MESSAGE,
    ),
    ['publishAt'],
  ),
  v.transform((p) => ({ ...p, slug: p.slug || slugify(p.title), publishAt: p.publishAt || null })),
);

/** PATCH: any subset of the page's fields; the worker checks "scheduled needs a time" against the stored page. */
export const pageUpdateSchema = v.object({
  title: v.optional(pageFields.title),
  slug: v.optional(v.pipe(slugField, v.nonEmpty('Slug is required'))),
  body: v.optional(pageFields.body),
  status: v.optional(v.picklist(PAGE_STATUSES, 'Status must be published, draft, archived or scheduled')),
  // No default here: an absent publishAt keeps the stored time, while null or '' clears it.
  publishAt: v.optional(
    v.nullable(v.union([v.literal(''), dateTime('Enter a valid publish date and time')], 'Enter a valid publish date and time')),
  ),
});

export type PageInput = v.InferInput<typeof pageSchema>;
export type PageUpdate = v.InferInput<typeof pageUpdateSchema>;

// ------------------------------------------------------------------------------ templates

export const templateSchema = v.object({
  name: requiredText('Name', 100),
  category: requiredText('Category', 50),
  body: optionalText('Body', PAGE_BODY_MAX),
});
export const templateUpdateSchema = v.partial(templateSchema);
export type TemplateInput = v.InferInput<typeof templateSchema>;

// ---------------------------------------------------------------------------------- forms

export const formFieldSchema = v.object({
  name: v.pipe(
    v.string('Field name is required'),
    v.trim(),
    v.nonEmpty('Field name is required'),
    v.regex(
      /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/,
      'Field name must start with a letter and use only letters, numbers and underscores (at most 40)',
    ),
  ),
  label: requiredText('Field label', 100),
  type: v.picklist(FORM_FIELD_TYPES, 'Field type must be text, email, textarea or checkbox'),
  required: bool('required', false),
});
export type FormFieldInput = v.InferInput<typeof formFieldSchema>;

const formFieldsSchema = v.pipe(
  v.array(formFieldSchema, 'Fields must be a list'),
  v.minLength(1, 'Add at least one field'),
  v.maxLength(MAX_FORM_FIELDS, `Use at most ${MAX_FORM_FIELDS} fields`),
  v.check((fields) => new Set(fields.map((f) => f.name.toLowerCase())).size === fields.length, 'Each field needs a different name'),
);

export const formSchema = v.object({
  name: requiredText('Name', 100),
  isActive: bool('isActive', true),
  fields: formFieldsSchema,
});
export const formUpdateSchema = v.partial(formSchema);
export type FormInput = v.InferInput<typeof formSchema>;

/** A field's machine name from its label: "Your email address" → "yourEmailAddress". */
export function fieldNameFromLabel(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const name = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
  return (/^[a-zA-Z]/.test(name) ? name : `field${name}`).slice(0, 40) || 'field';
}

export const SUBMISSION_TEXT_MAX = 500;
export const SUBMISSION_TEXTAREA_MAX = 5000;

/**
 * The public form's own schema, built from its fields: the visitor's browser and the worker
 * check a submission with exactly the same rules and messages.
 */
export function submissionSchema(fields: readonly { name: string; label: string; type: FormFieldType; required: boolean }[]) {
  const entries: Record<string, v.GenericSchema<unknown, string | boolean>> = {};
  for (const field of fields) {
    if (field.type === 'checkbox') {
      entries[field.name] = v.pipe(
        v.optional(v.boolean(`${field.label} must be ticked or not`), false),
        v.check((checked) => !field.required || checked, `${field.label} is required`),
      );
      continue;
    }
    const max = field.type === 'textarea' ? SUBMISSION_TEXTAREA_MAX : SUBMISSION_TEXT_MAX;
    const base = v.pipe(
      v.optional(v.string(`${field.label} must be text`), ''),
      v.trim(),
      v.check((s) => !field.required || s.length > 0, `${field.label} is required`),
      v.maxLength(max, `${field.label} must be less than ${max} characters`),
    );
    entries[field.name] =
      field.type === 'email'
        ? v.pipe(
            base,
            v.check(
              (s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s),
              `${field.label} must be an email address like name@example.org`,
            ),
          )
        : base;
  }
  return v.object(entries);
}

// ---------------------------------------------------------------------------------- menus

/**
 * A menu link: a path on this site, a web address, or an email or phone link. A path is one
 * slash then neither a slash nor a backslash: browsers read "//host" and "/\host" as another site.
 */
const menuUrl = v.pipe(
  v.string('URL is required'),
  v.trim(),
  v.nonEmpty('URL is required'),
  v.maxLength(500, 'URL must be less than 500 characters'),
  v.check(
    (s) => /^\/(?![/\\])/.test(s) || /^https:\/\/[^\s]+$/i.test(s) || /^(mailto|tel):[^\s]+$/i.test(s),
    'URL must start with /, https://, mailto: or tel:',
  ),
);

export const menuItemSchema = v.object({ label: requiredText('Label', 60), url: menuUrl });

export const menuSchema = v.object({
  name: requiredText('Name', 100),
  location: v.pipe(
    v.string('Location is required'),
    v.trim(),
    v.nonEmpty('Location is required'),
    v.toLowerCase(),
    v.regex(/^[a-z][a-z0-9-]{0,39}$/, 'Location must be a single word such as header, footer or sidebar'),
  ),
  isActive: bool('isActive', true),
  items: v.pipe(
    v.optional(v.array(menuItemSchema, 'Items must be a list'), []),
    v.maxLength(MAX_MENU_ITEMS, `Use at most ${MAX_MENU_ITEMS} items`),
  ),
});
export const menuUpdateSchema = v.partial(menuSchema);
export type MenuInput = v.InferInput<typeof menuSchema>;

// ------------------------------------------------------------------------------ redirects

/**
 * Paths that cannot be redirected: the worker's own (a redirect would break the API, media or
 * the feed), and the CMS and sign-in pages (an editor could lock everyone out of the CMS).
 * Each covers the exact path and everything under it.
 */
export const RESERVED_PATH_PREFIXES = [
  '/api/',
  '/media/',
  '/assets/',
  '/podcasts/feed.xml',
  '/podcasts/transcripts/',
  '/cms-admin/',
  '/login/',
] as const;

/** A normalised path (no trailing slash) that is reserved, exactly or as a sub-path. */
export const isReservedPath = (path: string) => RESERVED_PATH_PREFIXES.some((p) => `${path}/`.startsWith(p) || path.startsWith(p));

/** "/Old-Page/?x=1#top" → "/Old-Page": redirects match on the path alone, without a trailing slash. */
export function normaliseRedirectPath(path: string): string {
  const bare = path.split(/[?#]/)[0]!;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

const fromUrl = v.pipe(
  v.string('From URL is required'),
  v.trim(),
  v.nonEmpty('From URL is required'),
  v.maxLength(500, 'From URL must be less than 500 characters'),
  v.check((s) => /^\/(?![/\\])\S*$/.test(s), 'From URL must be a path on this site, starting with /'),
  v.transform(normaliseRedirectPath),
  v.check((s) => s !== '/', 'The home page cannot be redirected'),
  v.check((s) => !isReservedPath(s), 'From URL cannot be an /api, /media, /assets, /cms-admin or /login address'),
);

const toUrl = v.pipe(
  v.string('To URL is required'),
  v.trim(),
  v.nonEmpty('To URL is required'),
  v.maxLength(1000, 'To URL must be less than 1000 characters'),
  v.check(
    (s) => /^\/(?![/\\])\S*$/.test(s) || /^https:\/\/[^\s/]+\S*$/i.test(s),
    'To URL must be a path starting with / or a full https:// address',
  ),
);

const statusCode = v.picklist(REDIRECT_CODES, 'Status code must be 301, 302, 307 or 308');

const redirectObject = v.object({ fromUrl, toUrl, statusCode: v.optional(statusCode, 301) });

export const redirectSchema = v.pipe(
  redirectObject,
  v.forward(
    v.check<v.InferOutput<typeof redirectObject>, string>(
      (r) => normaliseRedirectPath(r.toUrl) !== r.fromUrl,
      'A redirect cannot point to itself',
    ),
    ['toUrl'],
  ),
);
export const redirectUpdateSchema = v.object({
  fromUrl: v.optional(fromUrl),
  toUrl: v.optional(toUrl),
  statusCode: v.optional(statusCode),
});
export type RedirectInput = v.InferInput<typeof redirectSchema>;

// ---------------------------------------------------------------------------------- media

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
export const MEDIA_ACCEPT = MEDIA_MIME_TYPES.join(',');

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
export type MediaMeta = v.InferInput<typeof mediaMetaSchema>;

export const mediaUpdateSchema = v.object({ alt: optionalText('Alt text', ALT_MAX) });

// ------------------------------------------------------------------------------ responses

export type CmsPage = {
  id: number;
  title: string;
  slug: string;
  body: string;
  status: PageStatus;
  publishAt: string | null;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
};

export type CmsTemplate = { id: number; name: string; category: string; body: string; usageCount: number; createdAt: string };

export type CmsFormField = { name: string; label: string; type: FormFieldType; required: boolean };
/** `newCount`: submissions no editor has opened yet. */
export type CmsForm = {
  id: number;
  name: string;
  isActive: boolean;
  submitCount: number;
  newCount: number;
  fields: CmsFormField[];
  createdAt: string;
};
/**
 * One response to a form. `member` is the signed-in member who sent it (a member's episode
 * feedback): their own account, verified. A response sent through the public form has no
 * member: its name and email are whatever the visitor typed, unverified.
 */
export type CmsFormSubmission = {
  id: number;
  formId: number;
  data: Record<string, string | boolean>;
  member: { id: number; firstName: string | null; lastName: string | null; email: string } | null;
  isRead: boolean;
  createdAt: string;
};

export type CmsMenuItem = { label: string; url: string };
export type CmsMenu = { id: number; name: string; location: string; isActive: boolean; items: CmsMenuItem[] };

export type CmsRedirect = { id: number; fromUrl: string; toUrl: string; statusCode: RedirectCode; hitCount: number };

export type CmsMedia = { id: number; filename: string; alt: string; url: string; mimeType: string; size: number; createdAt: string };

export type CmsAnalyticsSummary = {
  totalPages: number;
  publishedPages: number;
  totalViews: number;
  viewsThisWeek: number;
  totalSubmissions: number;
  newSubmissions: number;
};

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

export type AuditEntry = {
  id: number;
  actor: { id: number | null; name: string; email: string };
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
  createdAt: string;
};

/** What the public sees at /pages/{slug} and /forms/{id}. */
export type PublicPage = { title: string; slug: string; body: string; updatedAt: string };
export type PublicForm = { id: number; name: string; fields: CmsFormField[] };
export type PublicMenu = { name: string; location: string; items: CmsMenuItem[] };
