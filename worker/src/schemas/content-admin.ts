import * as v from 'valibot';
import { optionalMediaImageUrl, requiredText } from './fields';
import type { Audiobook, NewsArticle, PodcastEpisode } from './content';
import { isRealDate } from './dates';

// What editors send to create and change the member services' content (POST, PATCH and
// DELETE on /api/news, /api/podcasts and /api/audiobooks), shared by the CMS screens.

export const CONTENT_STATUSES = ['published', 'draft'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const optionalLongText = (label: string, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${label} must be text`)), null),
    v.transform((s) => (s?.trim() ? s.trim() : null)),
    v.nullable(v.pipe(v.string(), v.maxLength(max, `${label} must be less than ${max} characters`))),
  );

const status = v.optional(v.picklist(CONTENT_STATUSES, 'Status must be published or draft'), 'published');

/** When it is (or was) published; empty means now. */
const publishedAt = v.optional(
  v.nullable(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(),
          v.check((s) => /^\d{4}-\d{2}-\d{2}/.test(s) && isRealDate(s), 'Enter a valid publish date'),
          v.transform((s) => new Date(s).toISOString()),
        ),
      ],
      'Enter a valid publish date',
    ),
  ),
  null,
);

const tags = v.pipe(
  v.optional(v.union([v.string(), v.array(v.string())], 'Tags must be text separated by commas'), []),
  v.transform((input: string | string[]) => {
    const parts = typeof input === 'string' ? input.split(',') : input;
    return [...new Set(parts.map((t) => t.trim()).filter(Boolean))];
  }),
  v.maxLength(10, 'Use at most 10 tags'),
  v.check((list) => list.every((t) => t.length <= 30), 'Each tag must be at most 30 characters'),
);

const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, `${label} must be a whole number`), v.transform(Number))],
      `${label} is required`,
    ),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be between ${min} and ${max}`),
    v.maxValue(max, `${label} must be between ${min} and ${max}`),
  );

/** A file from the Media library (its id); the worker checks it exists and is the right kind. */
const mediaId = (label: string) => v.pipe(v.number(`Choose ${label}`), v.integer(`Choose ${label}`), v.minValue(1, `Choose ${label}`));
const optionalMediaId = (label: string) => v.optional(v.nullable(mediaId(label)), null);

export const newsArticleSchema = v.object({
  title: requiredText('Title', 200, 5),
  excerpt: requiredText('Summary', 500, 10),
  content: requiredText('Article text', 100_000, 10),
  author: requiredText('Author', 100, 2),
  imageUrl: optionalMediaImageUrl(1000),
  tags,
  status,
  publishedAt,
});
export const newsArticleUpdateSchema = v.partial(newsArticleSchema);
export type NewsArticleInput = v.InferInput<typeof newsArticleSchema>;

/** Duration in seconds, as the player and the lists show it. The admin screen reads it from the audio file. */
const duration = wholeNumber('Duration', 1, 200 * 3600);

export const episodeSchema = v.object({
  title: requiredText('Title', 200, 5),
  description: requiredText('Description', 5000, 10),
  episodeNumber: wholeNumber('Episode number', 1, 100_000),
  audioMediaId: mediaId('an audio file'),
  thumbnailMediaId: optionalMediaId('a thumbnail image'),
  duration,
  transcript: optionalLongText('Transcript', 200_000),
  tags,
  status,
  publishedAt,
});
export const episodeUpdateSchema = v.partial(episodeSchema);
export type EpisodeInput = v.InferInput<typeof episodeSchema>;

/** ISBN-10 or ISBN-13 with a correct check digit; hyphens and spaces are ignored. */
function isValidIsbn(raw: string): boolean {
  const s = raw.replace(/[-\s]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(s)) {
    const sum = [...s].reduce((acc, ch, i) => acc + (ch === 'X' ? 10 : Number(ch)) * (10 - i), 0);
    return sum % 11 === 0;
  }
  if (/^\d{13}$/.test(s)) {
    const sum = [...s].reduce((acc, ch, i) => acc + Number(ch) * (i % 2 ? 3 : 1), 0);
    return sum % 10 === 0;
  }
  return false;
}

export const audiobookSchema = v.object({
  title: requiredText('Title', 200, 1),
  author: requiredText('Author', 100, 2),
  narrator: requiredText('Narrator', 100, 2),
  description: requiredText('Description', 5000, 10),
  category: requiredText('Category', 50, 2),
  publishedYear: wholeNumber('Year published', 1450, 2100),
  isbn: v.pipe(
    v.optional(v.nullable(v.string('ISBN must be text')), null),
    v.transform((s) => (s?.trim() ? s.trim() : null)),
    v.nullable(v.pipe(v.string(), v.check(isValidIsbn, 'ISBN must be a valid 10- or 13-digit ISBN'))),
  ),
  isAccessible: v.optional(v.boolean('isAccessible must be true or false'), true),
  hasTranscript: v.optional(v.boolean('hasTranscript must be true or false'), false),
  audioMediaId: mediaId('an audio file'),
  coverMediaId: optionalMediaId('a cover image'),
  duration,
  status,
});
export const audiobookUpdateSchema = v.partial(audiobookSchema);
export type AudiobookInput = v.InferInput<typeof audiobookSchema>;

/** The CMS lists (GET /api/cms/news, /podcasts, /audiobooks) include drafts and say which is which. */
export type AdminNewsArticle = NewsArticle & { status: ContentStatus };
export type AdminEpisode = PodcastEpisode & { status: ContentStatus };
export type AdminAudiobook = Audiobook & { status: ContentStatus };
