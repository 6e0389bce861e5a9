import * as v from 'valibot';
import type { PersonSummary } from './content';

/** The ten forum categories, in the order the category lists show them. */
export const POST_CATEGORIES = [
  'General Discussion',
  'Advocacy',
  'Employment',
  'Education',
  'Technology',
  'Health & Wellness',
  'Support',
  'Events',
  'Policy & Legislation',
  'Personal Stories',
] as const;

export type PostCategory = (typeof POST_CATEGORIES)[number];

/** The forum lists ten posts a page (news, podcasts and the library list twelve). */
export const COMMUNITY_PAGE_SIZE = 10;
/** Post text over 300 characters is clamped with Show more / Show less, so a long post does not bury the list. */
export const POST_CLAMP_CHARS = 300;
const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 30;

/**
 * Tags are optional comma-separated text, split on commas, trimmed, empty items dropped and
 * repeats (in any case) kept once; at most 10 tags of 30 characters each. Accepts the form's
 * text or an array (the API's shape).
 */
export function normaliseTags(input: string | readonly string[] | undefined): string[] {
  const parts = typeof input === 'string' ? input.split(',') : (input ?? []);
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const tagsSchema = v.pipe(
  v.optional(v.union([v.string(), v.array(v.string())], 'Tags must be text separated by commas'), []),
  v.transform((input: string | string[]) => normaliseTags(input)),
  v.maxLength(MAX_TAGS, `Use at most ${MAX_TAGS} tags`),
  v.check((tags) => tags.every((t) => t.length <= MAX_TAG_LENGTH), `Each tag must be at most ${MAX_TAG_LENGTH} characters`),
);

const contentWarningSchema = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((s) => (s?.trim() ? s.trim() : null)),
  v.nullable(v.pipe(v.string(), v.maxLength(120, 'Content warning must be at most 120 characters'))),
);

/** The post form; its messages are the words members see on the form and in a 400 alike. */
export const postSchema = v.object({
  title: v.pipe(
    v.string('Title must be at least 5 characters'),
    v.trim(),
    v.minLength(5, 'Title must be at least 5 characters'),
    v.maxLength(200, 'Title must be less than 200 characters'),
  ),
  content: v.pipe(
    v.string('Content must be at least 10 characters'),
    v.trim(),
    v.minLength(10, 'Content must be at least 10 characters'),
    v.maxLength(5000, 'Content must be less than 5000 characters'),
  ),
  category: v.picklist(POST_CATEGORIES, 'Please select a category'),
  tags: tagsSchema,
  contentWarning: contentWarningSchema,
});

/** PATCH: the same rules, every field optional. */
export const postUpdateSchema = v.partial(postSchema);

const commentContent = v.pipe(
  v.string('Comment cannot be empty'),
  v.trim(),
  v.minLength(1, 'Comment cannot be empty'),
  v.maxLength(1000, 'Comment must be less than 1000 characters'),
);

const NOT_A_COMMENT = 'replyToId must be the id of a comment on this post';

/** The comment form; `replyToId` names the comment it answers (decision 0031), absent or null for a new thread. */
export const commentSchema = v.object({
  content: commentContent,
  replyToId: v.optional(v.nullable(v.pipe(v.number(NOT_A_COMMENT), v.safeInteger(NOT_A_COMMENT), v.minValue(1, NOT_A_COMMENT))), null),
});

/** Editing a comment changes its words, never what it answers. */
export const commentUpdateSchema = v.object({ content: commentContent });

const NOT_READ_TO = 'lastReadCommentId must be a comment on this post';

/** How far the member has read a discussion; 0 when it has no comments yet. */
export const readSchema = v.object({
  lastReadCommentId: v.pipe(v.number(NOT_READ_TO), v.safeInteger(NOT_READ_TO), v.minValue(0, NOT_READ_TO)),
});

/** A reply shows this much of the comment it answers. */
export const REPLY_QUOTE_CHARS = 120;

/** Reasons for reporting a private message (community posts and comments use FLAG_REASONS). */
export const REPORT_REASONS = [
  'Harassment or hate',
  'Spam or scam',
  'Misinformation',
  'Private information',
  'Self-harm or crisis',
  'Something else',
] as const;

/** A flag's reasons (decision 0034); "Something else" needs the member's own words. */
export const FLAG_REASONS = ["It's spam", "It's abusive or harassing", 'Something else'] as const;
export const FLAG_OTHER = 'Something else';
const FLAG_DETAILS_NEEDED = 'Please say what is wrong';

export const reportSchema = v.pipe(
  v.object({
    reason: v.picklist(FLAG_REASONS, 'Please choose a reason'),
    details: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(1000, 'Details must be less than 1000 characters')),
  }),
  v.forward(
    v.check((flag) => flag.reason !== FLAG_OTHER || flag.details.length > 0, FLAG_DETAILS_NEEDED),
    ['details'],
  ),
);

/** Hidden posts and comments leave every list and count; editors hide and show them. */
export const VISIBILITIES = ['visible', 'hidden'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** A report is open until an editor resolves it (acted on) or dismisses it (nothing to do). */
const CLOSED_REPORT_STATUSES = ['resolved', 'dismissed'] as const;
export const REPORT_STATUSES = ['open', ...CLOSED_REPORT_STATUSES] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ClosedReportStatus = (typeof CLOSED_REPORT_STATUSES)[number];

/**
 * The reason an editor gives the author for hiding, showing or deleting their words (decision
 * 0041): optional, as in Discourse, but the dialogs always ask, and the author is told it.
 */
export const MODERATION_REASON_MAX = 500;
const moderationReason = v.optional(
  v.pipe(
    v.string('The reason must be text'),
    v.trim(),
    v.maxLength(MODERATION_REASON_MAX, `The reason must be at most ${MODERATION_REASON_MAX} characters`),
  ),
  '',
);

export const moderationSchema = v.object({
  visibility: v.picklist(VISIBILITIES, 'visibility must be visible or hidden'),
  reason: moderationReason,
});

/** The moderation dialogs' one field; an editor deleting someone else's words sends it in the address (a DELETE has no body). */
export const moderationReasonSchema = v.object({ reason: moderationReason });
export const deletionQuerySchema = moderationReasonSchema;

export const reportsQuerySchema = v.object({
  status: v.optional(v.picklist(REPORT_STATUSES, 'status must be open, resolved or dismissed'), 'open'),
});

export const reportUpdateSchema = v.object({
  status: v.picklist(CLOSED_REPORT_STATUSES, 'status must be resolved or dismissed'),
});

export type Comment = {
  id: number;
  postId: number;
  content: string;
  createdAt: string;
  updatedAt: string;
  /** Whether the viewer may edit or delete it (its author), or moderate it (editors). */
  canEdit: boolean;
  canModerate: boolean;
  user: PersonSummary;
  /**
   * A reply: the comment it answers (its author and opening words) and the top-level comment it
   * sits under. Null when it starts a thread, or when the answered comment is gone or not for
   * this viewer (hidden, or by someone they blocked): then it stands at the top level.
   */
  replyTo: { id: number; user: PersonSummary; excerpt: string } | null;
  threadId: number | null;
  /** Added since the viewer last read the discussion (never their own). */
  isNew: boolean;
};

export type CommunityStats = {
  postsAvailable: number;
  /** Distinct members who posted or commented in the last 30 days. */
  activeMembers: number;
  postsThisWeek: number;
  /** Posts with a comment in the last 7 days. */
  activeDiscussions: number;
};

export type Report = {
  id: number;
  reason: string;
  details: string;
  status: ReportStatus;
  createdAt: string;
  reporter: PersonSummary;
  /** The reporter's trust level when they flagged. */
  reporterLevel: number;
  post: { id: number; title: string; visibility: Visibility } | null;
  comment: { id: number; postId: number; content: string; visibility: Visibility } | null;
};

/** An earlier version of an edited post or comment (decision 0038); a comment's has no title. */
export type Revision = { title: string | null; content: string; writtenAt: string; replacedAt: string };
