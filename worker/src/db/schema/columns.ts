import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';

// Every timestamp is an ISO-8601 UTC string ("2026-11-21T03:10:00.000Z"): it sorts as
// text, reads well in `wrangler d1 execute`, and JavaScript parses it without help.
const utcNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const id = () => integer('id').primaryKey({ autoIncrement: true });
export const createdAt = () => text('created_at').notNull().default(utcNow);
export const updatedAt = () => text('updated_at').notNull().default(utcNow);

/** A list of short strings kept as a JSON array (tags, menu items...). */
export const jsonList = <T = string>(name: string) =>
  text(name, { mode: 'json' })
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'`);
