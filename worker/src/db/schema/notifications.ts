import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { DELIVERIES, DIGEST_CADENCES, NOTIFICATION_KINDS } from '../../schemas/notifications';
import { createdAt, id, updatedAt } from './columns';
import { communityPosts, postComments } from './community';
import { users } from './users';

/**
 * What a member is told about (docs/decisions/0025-notifications.md). Made in the same batch as
 * the event that causes it. While unread, later events of the same group (more replies in one
 * discussion, more likes on one post) add to its count instead of making new ones: the
 * partial unique index on (user_id, group_key) is what the fan-out's upsert lands on.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // The discussion it is about; null for kinds about something else (a message, an episode,
    // a report's outcome), which carry their own title and link below.
    postId: integer('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    // The newest reply it is about; a deleted reply is withdrawn by the service (set null only
    // as a safety net for connections that run with foreign keys off).
    commentId: integer('comment_id').references(() => postComments.id, { onDelete: 'set null' }),
    groupKey: text('group_key').notNull(),
    count: integer('count').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    readAt: text('read_at'),
    // When its email was queued (null: none was due, or not yet).
    emailedAt: text('emailed_at'),
    // Last, so the fan-outs' raw selects (all columns in this order) only append to their list.
    // For kinds not about a visible discussion: what it names ("Episode 12: …") and where it
    // leads (a path on this site, or null when there is nowhere left to go).
    title: text('title'),
    link: text('link'),
    // Which way the sentence goes: a message request rather than a message, a report's outcome.
    detail: text('detail'),
    // Its email was due while the member had Do Not Disturb on: sent when it ends (the cron).
    mailHeldAt: text('mail_held_at'),
    // moderation: the reason an editor gave the author (decision 0041); null for other kinds.
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('notifications_unread_group_unique')
      .on(t.userId, t.groupKey)
      .where(sql`read_at is null`),
    index('notifications_user_updated_idx').on(t.userId, t.updatedAt),
    index('notifications_comment_idx').on(t.commentId),
    index('notifications_mail_held_idx')
      .on(t.mailHeldAt)
      .where(sql`mail_held_at is not null and emailed_at is null`),
  ],
);

/**
 * Following a discussion. Its author and everyone who commented follow it without a row here;
 * a row says otherwise: following = 0 is "stop telling me", following = 1 a follow by choice.
 */
export const postFollows = sqliteTable(
  'post_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    following: integer('following', { mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** A member's choice per kind; no row is the default (schemas/notifications.ts DEFAULT_DELIVERY). */
export const notificationPreferences = sqliteTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    delivery: text('delivery', { enum: DELIVERIES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The secret in a member's "Stop these emails" links (one-click unsubscribe, RFC 8058): made
 * the first time a notification email is sent, random, and only good for turning emails off.
 */
export const notificationKeys = sqliteTable('notification_keys', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unsubscribeKey: text('unsubscribe_key').notNull(),
  createdAt: createdAt(),
});

/**
 * How and when a member wants to be told (docs/decisions/0029-more-notifications.md): their time
 * zone, quiet hours and a pause (Do Not Disturb: nothing announced, no email until it ends), and
 * whether a new notification is announced to their screen reader at all. No row is the defaults.
 */
export const notificationSettings = sqliteTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default('Australia/Sydney'),
  // Quiet hours as local "HH:MM", both or neither; from 22:00 until 07:00 runs overnight.
  quietFrom: text('quiet_from'),
  quietUntil: text('quiet_until'),
  // "Pause for an hour" or "until tomorrow": quiet until this instant (UTC ISO).
  pausedUntil: text('paused_until'),
  announce: integer('announce', { mode: 'boolean' }).notNull().default(true),
});

/**
 * The last digest sent to a member per cadence, by period ("2026-11-26" for a daily one, the
 * Monday's date for a weekly one, on the member's clock). Claimed with a conditional upsert
 * before sending, so two runs of the cron never send the same digest twice.
 */
export const notificationDigests = sqliteTable(
  'notification_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cadence: text('cadence', { enum: DIGEST_CADENCES }).notNull(),
    lastPeriod: text('last_period').notNull(),
    sentAt: text('sent_at').notNull(),
    // When the member's next digest of this cadence can first be due (the next period's start,
    // UTC). Until then the digest job skips their waiting rows, so a week of weekly rows never
    // fills a run and holds back other members' daily digests.
    notBefore: text('not_before'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cadence] })],
);

/**
 * Following CripChat and the library's categories (docs/decisions/0041-release-follows.md). Every
 * member follows them all without a row here, as every member heard about every release before
 * follows existed; a row says otherwise: following = 0 is "stop telling me about these". The
 * topic is 'podcast' or 'category:' and the category's name.
 */
export const releaseFollows = sqliteTable(
  'release_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    following: integer('following', { mode: 'boolean' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);
