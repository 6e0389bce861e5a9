import type { SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { likeContains } from '../../lib/like';

// What the editors' services for news, episodes and audiobooks share.

/** Title contains `q` (see likeContains), or every title when no `q` was sent. */
export const titleContains = (column: SQLiteColumn, q: string | undefined): SQL | undefined => (q ? likeContains(column, q) : undefined);

/** A PATCH's fields that were sent: an absent field comes through validation as undefined. */
export const sentFields = <T extends object>(changes: T) =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;

/** "empty means now": a blank publish date on a form publishes the item at this moment. */
export const publishDate = (value: string | null, now: Date) => value ?? now.toISOString();

/**
 * The publish date a PATCH sets, if any: the one sent; or, when a draft is published without
 * one, now (as Ghost and WordPress do), so it comes out at the top of the feed, not where it
 * was drafted.
 */
export function nextPublishDate(
  sent: string | null | undefined,
  before: { status: string },
  nextStatus: string | undefined,
  now: Date,
): { publishedAt?: string } {
  if (sent !== undefined) return { publishedAt: publishDate(sent, now) };
  if (before.status === 'draft' && nextStatus === 'published') return { publishedAt: now.toISOString() };
  return {};
}
