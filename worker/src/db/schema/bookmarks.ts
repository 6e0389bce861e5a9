import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LISTENABLE_KINDS } from '../../schemas/listening';
import { createdAt, id } from './columns';
import { users } from './users';

/** A member's bookmarks in an episode or a book: a place to come back to, with an optional note. Private to the member. */
export const bookmarks = sqliteTable(
  'bookmarks',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LISTENABLE_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    positionSeconds: integer('position_seconds').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  // Listed per member and recording, in order of their place in it.
  (t) => [index('bookmarks_user_item_idx').on(t.userId, t.kind, t.itemId, t.positionSeconds)],
);
