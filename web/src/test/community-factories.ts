import type { Comment } from '@schemas/community';
import type { CommunityPost } from '@schemas/content';

const author = { id: 7, firstName: 'Sam', lastName: 'Taylor', email: null, profileImageUrl: null };

/** A member's own post (they may edit and delete it), with `overrides`. */
export const ownPost = (overrides: Partial<CommunityPost> = {}): CommunityPost => ({
  id: 7,
  title: 'Wheelchair taxis in Perth',
  content: 'Has anyone booked a wheelchair taxi in Perth lately?',
  category: 'Support',
  tags: [],
  contentWarning: null,
  createdAt: '2026-11-20T05:30:00.000Z',
  updatedAt: '2026-11-20T05:30:00.000Z',
  likesCount: 0,
  commentsCount: 0,
  likedByMe: false,
  newComments: 0,
  canEdit: true,
  canModerate: false,
  user: author,
  ...overrides,
});

/** The member's own comment `id` on post `postId`. */
export const ownComment = (id: number, content: string, postId = 7): Comment => ({
  id,
  postId,
  content,
  createdAt: '2026-11-21T02:00:00.000Z',
  updatedAt: '2026-11-21T02:00:00.000Z',
  canEdit: true,
  canModerate: false,
  user: author,
  replyTo: null,
  threadId: null,
  isNew: false,
});
