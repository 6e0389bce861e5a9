import * as v from 'valibot';

/**
 * A required line or block of text, trimmed, with the forms' words: "{Label} is required",
 * "{Label} must be at least {min} characters", "{Label} must be less than {max} characters".
 */
export function requiredText(label: string, max: number, min = 1) {
  const required = `${label} is required`;
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    // Only for text that is there: an empty field gets "is required" alone, not two messages.
    v.check((s) => s.length === 0 || s.length >= min, `${label} must be at least ${min} characters`),
    v.maxLength(max, `${label} must be less than ${max} characters`),
  );
}

/** Optional text, trimmed; absent is empty. */
export const optionalText = (label: string, max: number) =>
  v.pipe(v.optional(v.string(`${label} must be text`), ''), v.trim(), v.maxLength(max, `${label} must be less than ${max} characters`));

/** An optional switch with its default. */
export const optionalBoolean = (label: string, fallback: boolean) => v.optional(v.boolean(`${label} must be true or false`), fallback);

/** Forms and menus are switched on and off (`isActive`); the admin lists say so in these words. */
export const activeStatus = (isActive: boolean): 'active' | 'inactive' => (isActive ? 'active' : 'inactive');

export const MEDIA_IMAGE_MESSAGE = 'Image URL must be a file from the media library, such as /media/cms/2026/11/photo.jpg';

/**
 * Every image a person's browser loads from an editor's words comes from the media library.
 * The site's Content-Security-Policy loads images from this origin alone, and any other path
 * here (say /api/logout) would be fetched with every visitor's cookie just by showing the card.
 */
export const isMediaLibraryUrl = (s: string) => /^\/media\/[A-Za-z0-9][\w./-]*$/.test(s) && !s.includes('..');

/** An optional image field: empty means none (null), anything else a media library file. */
export const optionalMediaImageUrl = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string('Image URL must be text')), null),
    v.transform((s) => (s?.trim() ? s.trim() : null)),
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(max, `Image URL must be less than ${max} characters`),
        v.check(isMediaLibraryUrl, MEDIA_IMAGE_MESSAGE),
      ),
    ),
  );
