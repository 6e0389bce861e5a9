import * as v from 'valibot';

/** ?page= of Saved, one-based; a page holds the forum's COMMUNITY_PAGE_SIZE items. */
export const savedQuerySchema = v.object({
  page: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'page must be a whole number'), v.transform(Number), v.minValue(1, 'page must be at least 1')),
    '1',
  ),
});

/** One saved post or comment as the Saved page lists it. */
export type SavedItem = {
  kind: 'post' | 'comment';
  /** The post's id, or the comment's. */
  id: number;
  /** The post's title; for a comment, the title of the post it is on. */
  title: string;
  /** The start of the post's or comment's words. */
  excerpt: string;
  /** Display name only, never an email. */
  authorName: string;
  /** When the post or comment was written. */
  createdAt: string;
  savedAt: string;
  /** The post, or the comment's anchor on its post, as notifications link. */
  link: string;
};

export type SavedPage = { items: SavedItem[]; page: number; totalPages: number; total: number };

/** What the post page needs to show its Save toggles: whether the post is saved, and which of its comments. */
export type SavedOnPost = { post: boolean; comments: number[] };

export const EXCERPT_LENGTH = 200;

/** Where a saved item leads: a comment links to its post with its anchor (as notifications do). */
export const savedLink = (postId: number, commentId: number | null) =>
  `/community/posts/${postId}${commentId ? `#comment-${commentId}` : ''}`;
