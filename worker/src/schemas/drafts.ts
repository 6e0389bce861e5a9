import * as v from 'valibot';
import { POST_CATEGORIES } from './community';

/** Saved while the member types (decision 0038); the lists on /account show up to this many. */
export const MAX_DRAFTS = 100;

const NOT_A_POST = 'postId must be the id of a post';
const NOT_A_COMMENT = 'replyToId must be the id of a comment on this post';
const optionalId = (message: string) =>
  v.optional(v.nullable(v.pipe(v.number(message), v.safeInteger(message), v.minValue(1, message))), null);

/**
 * A draft has the post or comment form's maximum lengths but none of its minimums: half a
 * sentence is worth keeping. Its place: no postId is a new post; a postId alone is a comment on
 * it; with replyToId too, a reply to that comment. Only a new post has a title and a category.
 */
export const draftSchema = v.pipe(
  v.object({
    postId: optionalId(NOT_A_POST),
    replyToId: optionalId(NOT_A_COMMENT),
    title: v.pipe(v.optional(v.string('Title must be text'), ''), v.maxLength(200, 'Title must be less than 200 characters')),
    content: v.pipe(v.optional(v.string('Content must be text'), ''), v.maxLength(5000, 'Content must be less than 5000 characters')),
    category: v.optional(v.union([v.literal(''), v.picklist(POST_CATEGORIES)], 'Please select a category'), ''),
  }),
  v.forward(
    v.check((d) => d.postId !== null || d.replyToId === null, 'A reply draft needs the post it is on'),
    ['postId'],
  ),
  v.forward(
    v.check((d) => d.postId === null || d.content.length <= 1000, 'Comment must be less than 1000 characters'),
    ['content'],
  ),
  v.forward(
    v.check((d) => d.postId === null || (d.title === '' && d.category === ''), 'Only a new post has a title and a category'),
    ['title'],
  ),
);

export type DraftInput = v.InferOutput<typeof draftSchema>;

/** One of the member's drafts, with where it continues. */
export type Draft = {
  id: number;
  postId: number | null;
  replyToId: number | null;
  title: string;
  content: string;
  category: string;
  updatedAt: string;
  /** The post a comment or reply draft is on; null for a new post. */
  postTitle: string | null;
};

/** The key of a draft's place: one draft per member and place. */
export const draftPlace = (d: { postId: number | null; replyToId: number | null }) =>
  d.replyToId !== null ? `reply:${d.replyToId}` : d.postId !== null ? `comment:${d.postId}` : 'post';
