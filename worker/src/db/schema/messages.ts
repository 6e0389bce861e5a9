import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ANNOUNCE_MODES, MEMBERSHIP_STATUSES, REACTIONS, WHO_MAY_MESSAGE } from '../../schemas/messages';
import { REPORT_STATUSES } from '../../schemas/community';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * Private conversations (docs/decisions/0024-messages-and-live-channels.md). D1 is the store of
 * record: a message is written here before the sender is answered, and only then pushed to the
 * members' live channels (Durable Objects), so an evicted object never loses one.
 */
export const conversations = sqliteTable(
  'conversations',
  {
    id: id(),
    // Only conversations of more than two members have a name (set by the starter).
    title: text('title'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    // The newest message, kept in the same batch as the insert, so the inbox sorts without a join.
    lastMessageId: integer('last_message_id'),
    lastMessageAt: text('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [index('conversations_last_message_idx').on(t.lastMessageAt)],
);

/**
 * Who is in a conversation, and how: "active"; "request" (the first message from someone this
 * member has never talked with, waiting for Accept or Decline); "declined"; "left".
 */
export const conversationMembers = sqliteTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('active'),
    // The newest message this member has read (0: none); unread = messages after it from others.
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // A member's inbox and requests, and "have these two talked before?".
    index('conversation_members_user_status_idx').on(t.userId, t.status),
  ],
);

/**
 * A message in a conversation (rooms come later and get their own column). `client_id` is made
 * by the sender's browser: sending the same one twice stores one message (a retry after a lost
 * answer). A deleted message keeps its row with an empty body, shown as "Message deleted".
 */
export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: text('edited_at'),
    deletedAt: text('deleted_at'),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_sender_client_unique').on(t.senderId, t.clientId),
    // Rate limits and the data export: a member's own messages, newest first.
    index('messages_sender_created_idx').on(t.senderId, t.createdAt),
  ],
);

/** Reactions carry text labels ("Thank you"), so they are announced as words, never as emoji alone. */
export const messageReactions = sqliteTable(
  'message_reactions',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction', { enum: REACTIONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.reaction] })],
);

/** A member's block: the blocked member cannot message them or see their profile, and the blocker no longer sees the blocked member's posts, comments or messages. */
export const memberBlocks = sqliteTable(
  'member_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('member_blocks_blocked_idx').on(t.blockedId)],
);

/**
 * A member's messaging settings; no row means every default. `messaging_suspended_at` is set by
 * editors from the report queue (not by the member): while set, the member cannot send.
 */
export const messagingSettings = sqliteTable('messaging_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  whoMayMessage: text('who_may_message', { enum: WHO_MAY_MESSAGE }).notNull().default('anyone'),
  readReceipts: integer('read_receipts', { mode: 'boolean' }).notNull().default(true),
  announce: text('announce', { enum: ANNOUNCE_MODES }).notNull().default('all'),
  announceWhileTyping: integer('announce_while_typing', { mode: 'boolean' }).notNull().default(false),
  shortcuts: integer('shortcuts', { mode: 'boolean' }).notNull().default(true),
  typingIndicators: integer('typing_indicators', { mode: 'boolean' }).notNull().default(false),
  // Null: the defaults (schemas/messages.ts DEFAULT_QUICK_PHRASES); an empty list is "none".
  quickPhrases: text('quick_phrases', { mode: 'json' }).$type<string[]>(),
  messagingSuspendedAt: text('messaging_suspended_at'),
  messagingSuspendedBy: integer('messaging_suspended_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A member's report of a message, for the editors' report queue (beside post and comment reports). */
export const messageReports = sqliteTable(
  'message_reports',
  {
    id: id(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: text('resolved_at'),
  },
  (t) => [
    index('message_reports_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('message_reports_open_unique')
      .on(t.reporterId, t.messageId)
      .where(sql`status = 'open'`),
    check('message_reports_reason_not_empty', sql`length(reason) > 0`),
  ],
);
