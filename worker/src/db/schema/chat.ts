import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { conversations } from './messages';
import { users } from './users';

/**
 * Community chat rooms (docs/decisions/0027-chat-rooms.md). Each room owns one row of
 * `conversations`, so its messages are ordinary `messages` rows: the same compose rules, the same
 * idempotent client ids, the same report queue. A room's conversation has no
 * `conversation_members`, so it never appears in anyone's inbox; who joined is kept here.
 */
export const chatRooms = sqliteTable(
  'chat_rooms',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // Editors order the list with Move up / Move down; lower comes first.
    position: integer('position').notNull().default(0),
    // Slow mode: one message per this many seconds per member (0: off).
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    archivedAt: text('archived_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_rooms_conversation_unique').on(t.conversationId), index('chat_rooms_position_idx').on(t.position)],
);

/** Who joined a room, and the newest message they have read there (0: none). */
export const chatRoomMembers = sqliteTable(
  'chat_room_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_room_members_user_idx').on(t.userId)],
);

/** An editor's mute of a member in one room, until a time; an expired row is the same as none. */
export const chatRoomMutes = sqliteTable(
  'chat_room_mutes',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: text('until').notNull(),
    mutedBy: integer('muted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);
