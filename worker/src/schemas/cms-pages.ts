import * as v from 'valibot';
import { isRealDate } from './dates';
import { optionalText, requiredText } from './fields';

// The CMS page form, shared by the admin screen and the worker so both say the same words,
// and the pages the CMS and the public site answer with.

export const PAGE_STATUSES = ['published', 'draft', 'archived', 'scheduled'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export const PAGE_BODY_MAX = 100_000;
const SLUG_MAX = 100;

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

/** An ISO-8601 date-time with a zone, or the value of a datetime-local input; 31 February is refused. */
const dateTime = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && isRealDate(s), message),
    v.transform((s) => new Date(s).toISOString()),
  );

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

/** What the public sees at /pages/{slug}. */
export type PublicPage = { title: string; slug: string; body: string; updatedAt: string };
