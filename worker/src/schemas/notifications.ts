import * as v from 'valibot';

/**
 * Notifications (docs/decisions/0025-notifications.md): what members are told about, how they
 * choose to hear it, and the one sentence each says. Shared by the bell, the list, the
 * preference form and the worker's emails, so every place says the same words.
 */

/**
 * Replies (to your post, and in a thread you follow), likes on your post, an @mention, a private
 * message or request, a new episode or audiobook, and what became of a report you made.
 */
export const NOTIFICATION_KINDS = [
  'post-reply',
  'thread-reply',
  'mention',
  'post-liked',
  'message',
  'new-episode',
  'new-audiobook',
  'report-outcome',
  'moderation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'post-reply': 'Replies to my posts',
  'thread-reply': 'Replies in discussions I follow',
  mention: 'Mentions of my name',
  'post-liked': 'Likes on my posts',
  message: 'Private messages and message requests',
  'new-episode': 'New CripChat episodes',
  'new-audiobook': 'New audiobooks',
  'report-outcome': 'What happened to things I reported',
  moderation: 'What editors did with my posts and comments',
};

/** In the app only, an email at once, one in a daily or weekly digest, or nothing at all. */
export const DELIVERIES = ['app', 'email', 'daily', 'weekly', 'off'] as const;
export type Delivery = (typeof DELIVERIES)[number];
export const DELIVERY_LABELS: Record<Delivery, string> = {
  app: 'In the app only',
  email: 'In the app and by email at once',
  daily: 'In the app and in a daily email digest',
  weekly: 'In the app and in a weekly email digest',
  off: 'Off',
};

/** The deliveries that send email, at once or gathered. */
export const EMAIL_DELIVERIES: readonly Delivery[] = ['email', 'daily', 'weekly'];

/**
 * Replies, mentions and messages by email at once (Discourse's defaults); likes never by email
 * (by mail they overwhelm); new episodes and audiobooks in the weekly digest.
 */
export const DEFAULT_DELIVERY: Record<NotificationKind, Delivery> = {
  'post-reply': 'email',
  'thread-reply': 'email',
  mention: 'email',
  'post-liked': 'app',
  message: 'email',
  'new-episode': 'weekly',
  'new-audiobook': 'weekly',
  'report-outcome': 'app',
  // Being told your words were taken down, and why, matters: by email at once, as Discourse's
  // staff messages are.
  moderation: 'email',
};

/** Digests go out after this hour on the member's clock (daily), and on Mondays (weekly). */
export const DIGEST_HOUR = 7;
export const DIGEST_CADENCES = ['daily', 'weekly'] as const;
export type DigestCadence = (typeof DIGEST_CADENCES)[number];

/** What a "Stop these emails" link can stop: one kind, or a whole digest. */
export const STOP_TARGETS = [...NOTIFICATION_KINDS, 'daily-digest', 'weekly-digest'] as const;
export type StopTarget = (typeof STOP_TARGETS)[number];
/** "replies to my posts", "the daily digest": what the stop page and the mail say is stopped. */
export const stopTargetLabel = (target: StopTarget) =>
  target === 'daily-digest'
    ? 'the daily digest'
    : target === 'weekly-digest'
      ? 'the weekly digest'
      : NOTIFICATION_KIND_LABELS[target].toLowerCase();

/** At most this many members are told about one post, comment or chat message that names them. */
export const MENTIONS_PER_MESSAGE = 10;

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

/** Following CripChat: new episodes are told to members who follow it (everyone, unless they stop). */
export const podcastFollowSchema = followSchema;

/** Following one library category: new audiobooks in it are told to its followers. */
export const categoryFollowSchema = v.object({
  category: v.pipe(v.string('Choose a category'), v.trim(), v.minLength(1, 'Choose a category'), v.maxLength(100, 'Choose a category')),
  following: v.boolean('following must be true or false'),
});

/** What a member follows for releases: CripChat, and each library category with books in it. */
export type ReleaseFollows = { podcast: boolean; categories: { category: string; following: boolean }[] };

export type NotificationView = {
  id: number;
  kind: NotificationKind;
  /** Who did it most recently (display name only, never an email); null once their account is gone. */
  actorName: string | null;
  /** How many events this one notification stands for (replies in a thread, likes). */
  count: number;
  /** The discussion it is about; null for kinds about something else. */
  post: { id: number; title: string } | null;
  /** The newest reply it is about, to land on; null for likes. */
  commentId: number | null;
  /** For kinds not about a discussion: what it names, and where it leads (null: nowhere left). */
  title: string | null;
  link: string | null;
  /**
   * message: 'request' for a message request; report-outcome: 'removed', 'acted' or 'kept';
   * moderation: what an editor did ('hidden-post', 'shown-comment', 'deleted-post'...).
   */
  detail: string | null;
  /** moderation: the reason the editor gave the author, when they gave one. */
  reason: string | null;
  updatedAt: string;
  read: boolean;
};

export type NotificationPage = { notifications: NotificationView[]; page: number; totalPages: number; total: number; unread: number };

/** What one-click unsubscribe (RFC 8058) and the "Stop these emails" page send. */
export const unsubscribeSchema = v.object({
  member: v.pipe(v.string('The link is not complete.'), v.regex(/^\d+$/, 'The link is not complete.'), v.transform(Number)),
  kind: v.picklist(STOP_TARGETS, 'The link is not complete.'),
  token: v.pipe(v.string('The link is not complete.'), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is not complete.')),
});

/**
 * Pushed on the member's live channel (worker/src/messaging/live): the bell refetches its count, and says
 * "New notification" only when `announce` (their setting, and Do Not Disturb is off).
 */
export type NotificationLiveEvent = {
  type: 'notification';
  kind: NotificationKind;
  announce: boolean;
  /** A private message's: its conversation, so the screen reading it does not ring the bell as well. */
  conversationId?: number;
};

/** Time zones members choose from (Australia's, by the name people use); Sydney is the default. */
export const TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Hobart',
  'Australia/Broken_Hill',
  'Australia/Lord_Howe',
  'Australia/Eucla',
] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
export const TIME_ZONE_LABELS: Record<TimeZone, string> = {
  'Australia/Sydney': 'Sydney, Canberra (NSW, ACT)',
  'Australia/Melbourne': 'Melbourne (Victoria)',
  'Australia/Brisbane': 'Brisbane (Queensland)',
  'Australia/Adelaide': 'Adelaide (South Australia)',
  'Australia/Darwin': 'Darwin (Northern Territory)',
  'Australia/Perth': 'Perth (Western Australia)',
  'Australia/Hobart': 'Hobart (Tasmania)',
  'Australia/Broken_Hill': 'Broken Hill (NSW)',
  'Australia/Lord_Howe': 'Lord Howe Island',
  'Australia/Eucla': 'Eucla (Western Australia)',
};

/** "Pause for an hour", "until tomorrow morning", or end a pause now. */
export const PAUSES = ['hour', 'tomorrow', 'none'] as const;
export type Pause = (typeof PAUSES)[number];
/** A pause "until tomorrow" ends at this local hour. */
export const PAUSE_UNTIL_HOUR = 8;

const QUIET_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const quietTime = (which: string) =>
  v.nullable(
    v.pipe(
      v.string(`Enter when quiet hours ${which} as a time, like 22:00`),
      v.regex(QUIET_TIME, `Enter when quiet hours ${which} as a time, like 22:00`),
    ),
  );

export const QUIET_HOURS_BOTH = 'Give quiet hours both a start and an end, or clear both';
export const QUIET_HOURS_SAME = 'Quiet hours need to start and end at different times';

/** Do Not Disturb and the screen-reader announcement; every field optional, quiet hours sent together. */
export const notificationSettingsSchema = v.pipe(
  v.object({
    timeZone: v.optional(v.picklist(TIME_ZONES, 'Choose your time zone from the list')),
    quietFrom: v.optional(quietTime('start')),
    quietUntil: v.optional(quietTime('end')),
    pause: v.optional(v.picklist(PAUSES, 'Choose how long to pause notifications')),
    announce: v.optional(v.boolean('Choose whether new notifications are announced')),
  }),
  v.forward(
    v.check(
      (s) => (s.quietFrom === undefined) === (s.quietUntil === undefined) && (s.quietFrom === null) === (s.quietUntil === null),
      QUIET_HOURS_BOTH,
    ),
    ['quietUntil'],
  ),
  v.forward(
    v.check((s) => !s.quietFrom || s.quietFrom !== s.quietUntil, QUIET_HOURS_SAME),
    ['quietUntil'],
  ),
);

export type NotificationSettings = {
  timeZone: TimeZone;
  quietFrom: string | null;
  quietUntil: string | null;
  /** Paused until this instant (UTC ISO), or null. */
  pausedUntil: string | null;
  announce: boolean;
  /** Whether Do Not Disturb is on right now (quiet hours or a pause). */
  quietNow: boolean;
};
