import * as v from 'valibot';
import { personName } from './auth';
import { normaliseMimeType } from './cms-media';

// A member's profile (docs/decisions/0021-member-profiles.md): the "Your profile" form, the
// photo form, and what the member page answers. Shared by the worker and the web app.

export const PRONOUNS_MAX = 40;
export const BIO_MAX = 300;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The web app shrinks every photo to at most this many pixels a side before sending it (a photo
 * is shown at 35 to 108 CSS px; this is sharp at three device pixels a CSS pixel and 200 % text).
 */
export const AVATAR_SHOWN_SIDE = 512;
/** The worker stores nothing larger: room for a client that sends a photo as it is, and no more. */
export const AVATAR_MAX_SIDE = 1024;
/** The newest posts a member page lists. */
export const MEMBER_PAGE_POSTS = 10;

/** The photo types a profile takes, with the extension its key gets. No GIF (it moves) and no SVG (it can carry script). */
export const AVATAR_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type AvatarMimeType = keyof typeof AVATAR_TYPES;
export const isAvatarType = (type: string | null): type is AvatarMimeType => type !== null && type in AVATAR_TYPES;

export const PRONOUNS_TOO_LONG_MESSAGE = `Pronouns must be at most ${PRONOUNS_MAX} characters`;
export const BIO_TOO_LONG_MESSAGE = `Bio must be at most ${BIO_MAX} characters`;
export const CHOOSE_PHOTO_MESSAGE = 'Choose a photo to upload';
export const AVATAR_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image';
export const AVATAR_TOO_LARGE_MESSAGE = 'The photo must be at most 5 MB';
export const AVATAR_EMPTY_MESSAGE = 'The file is empty. Choose another photo.';
export const AVATAR_UNREADABLE_MESSAGE = 'The photo could not be read. Choose another photo.';
export const AVATAR_TOO_WIDE_MESSAGE = `The photo must be at most ${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} pixels`;

/** Optional plain text: trimmed, Windows line breaks made plain ones, at most `max` characters. */
const optionalPlainText = (max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((text) => (text ?? '').replace(/\r\n?/g, '\n').trim()),
    v.maxLength(max, message),
  );

/** "Your profile": names as at registration, optional pronouns and a short bio (plain text, line breaks kept). */
export const profileSchema = v.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  pronouns: optionalPlainText(PRONOUNS_MAX, PRONOUNS_TOO_LONG_MESSAGE),
  bio: optionalPlainText(BIO_MAX, BIO_TOO_LONG_MESSAGE),
});

/** What the browser and the worker know of a chosen file before its bytes are read (a File is one). */
export type ChosenFile = { name: string; type: string; size: number };
const isChosenFile = (value: unknown): value is ChosenFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChosenFile).name === 'string' &&
  typeof (value as ChosenFile).type === 'string' &&
  typeof (value as ChosenFile).size === 'number';

/**
 * The photo form: a PNG, JPEG or WebP of at most 5 MB. The browser's type is only a first
 * check; the worker then reads the bytes (services/profiles.ts) and trusts nothing else.
 */
export const avatarSchema = v.object({
  file: v.pipe(
    v.custom<ChosenFile>(isChosenFile, CHOOSE_PHOTO_MESSAGE),
    v.check((file) => isAvatarType(normaliseMimeType(file.type, file.name)), AVATAR_TYPE_MESSAGE),
    v.check((file) => file.size > 0, AVATAR_EMPTY_MESSAGE),
    v.check((file) => file.size <= AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE),
  ),
});

/** A member as the member page shows them (and as they see their own profile). Never an email. */
export type MemberProfile = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  pronouns: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  joinedAt: string;
};

/** One of a member's recent posts, linked from their page. */
export type MemberPost = { id: number; title: string; category: string; createdAt: string };

/** GET /api/members/{id}. */
export type MemberPage = MemberProfile & { posts: MemberPost[] };
