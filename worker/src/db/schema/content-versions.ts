import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * One version stamp per area of shared member content (news, podcasts, audiobooks, community).
 * The shared part of a member's list read is kept in the Cache API under a key that names the
 * area's stamp (lib/member-cache.ts), so a write shows everywhere on the next read. The stamps are
 * bumped by triggers on the content tables (the migration's appended SQL), inside the very
 * statement that changes a row, so no write path (a route, a cascade, the seed) can forget one.
 */
export const contentVersions = sqliteTable('content_versions', {
  area: text('area').primaryKey(),
  version: integer('version').notNull().default(0),
});
