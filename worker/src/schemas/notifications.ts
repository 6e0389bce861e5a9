import * as v from 'valibot';

/**
 * Notifications (docs/decisions/0025-notifications.md): what members are told about, how they
 * choose to hear it, and the one sentence each says. Shared by the bell, the list, the
 * preference form and the worker's emails, so every place says the same words.
 */

/** Built so far: replies (to your post, and in a thread you follow) and likes on your post. */
export const NOTIFICATION_KINDS = ['post-reply', 'thread-reply', 'post-liked'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'post-reply': 'Replies to my posts',
  'thread-reply': 'Replies in discussions I follow',
  'post-liked': 'Likes on my posts',
};

/** In the app only, an email at once, or nothing at all. Digests come later. */
export const DELIVERIES = ['app', 'email', 'off'] as const;
export type Delivery = (typeof DELIVERIES)[number];
export const DELIVERY_LABELS: Record<Delivery, string> = {
  app: 'In the app only',
  email: 'In the app and by email at once',
  off: 'Off',
};

/** Replies by email at once; likes never by email (Discourse's lesson: likes by mail overwhelm). */
export const DEFAULT_DELIVERY: Record<NotificationKind, Delivery> = {
  'post-reply': 'email',
  'thread-reply': 'email',
  'post-liked': 'app',
};

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationPreferencesSchema = v.partial(
  v.object(
    Object.fromEntries(
      NOTIFICATION_KINDS.map((k) => [k, v.picklist(DELIVERIES, `Choose how to hear about ${NOTIFICATION_KIND_LABELS[k].toLowerCase()}`)]),
    ) as Record<NotificationKind, v.PicklistSchema<typeof DELIVERIES, string>>,
  ),
);

export type NotificationPreferences = Record<NotificationKind, Delivery>;

export const notificationsQuerySchema = v.object({
  page: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'page must be a whole number'), v.transform(Number), v.minValue(1, 'page must be at least 1')),
    '1',
  ),
  kind: v.optional(v.picklist(NOTIFICATION_KINDS, `kind must be one of: ${NOTIFICATION_KINDS.join(', ')}`)),
});

export const followSchema = v.object({ following: v.boolean('following must be true or false') });

export type NotificationView = {
  id: number;
  kind: NotificationKind;
  /** Who did it most recently (display name only, never an email); null once their account is gone. */
  actorName: string | null;
  /** How many events this one notification stands for (replies in a thread, likes). */
  count: number;
  post: { id: number; title: string };
  /** The newest reply it is about, to land on; null for likes. */
  commentId: number | null;
  updatedAt: string;
  read: boolean;
};

export type NotificationPage = { notifications: NotificationView[]; page: number; totalPages: number; total: number; unread: number };

/** "Alex Chen and 3 others replied to your post “Ramps at the library”." One sentence: who, what, where. */
export function notificationSentence(n: Pick<NotificationView, 'kind' | 'actorName' | 'count' | 'post'>): string {
  const who = n.actorName ?? 'A former member';
  const others = n.count - 1;
  const people = others <= 0 ? who : `${who} and ${others} ${others === 1 ? 'other' : 'others'}`;
  const title = `“${n.post.title}”`;
  if (n.kind === 'post-liked') return `${people} liked your post ${title}.`;
  if (n.kind === 'post-reply') return `${people} replied to your post ${title}.`;
  return `${people} replied in ${title}, a discussion you follow.`;
}

/** Where a notification leads: the post, scrolled to the newest reply it is about. */
export const notificationPath = (n: Pick<NotificationView, 'post' | 'commentId'>) =>
  `/community/posts/${n.post.id}${n.commentId ? `#comment-${n.commentId}` : ''}`;

/** What one-click unsubscribe (RFC 8058) and the "Stop these emails" page send. */
export const unsubscribeSchema = v.object({
  member: v.pipe(v.string('The link is not complete.'), v.regex(/^\d+$/, 'The link is not complete.'), v.transform(Number)),
  kind: v.picklist(NOTIFICATION_KINDS, 'The link is not complete.'),
  token: v.pipe(v.string('The link is not complete.'), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is not complete.')),
});

/** Pushed on the member's live channel (worker/src/live): the bell refetches its count. */
export type NotificationLiveEvent = { type: 'notification'; kind: NotificationKind };
