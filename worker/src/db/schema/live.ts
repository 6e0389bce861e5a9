import { integer, primaryKey, sqliteTable } from 'drizzle-orm/sqlite-core';
import { chatRooms } from './chat';

/**
 * Which chat rooms' live channels a member has opened a socket on (docs/decisions/0047): when
 * one of their sessions ends, its sockets are closed on their own channel and on each of these.
 * A row is written when a socket to the room opens and stays (a member opens a handful of rooms;
 * a room with none of their sockets left answers "closed none"). `user_id` names no foreign key
 * on purpose: the rows must outlive an account's deletion, whose sockets are closed after its
 * row has gone; that sweep then deletes them.
 */
export const liveRoomListeners = sqliteTable(
  'live_room_listeners',
  {
    userId: integer('user_id').notNull(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roomId] })],
);
