import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { ApiError } from '../../lib/errors';

export type Limit = { limit: number; windowSeconds: number; message: string };

/** A window that opened at or before this time has passed. */
export const windowOpenedAfter = (now: Date, windowSeconds: number) => new Date(now.getTime() - windowSeconds * 1000).toISOString();

const DAY_MS = 24 * 60 * 60 * 1000;
/** No limit's window is longer than a day (the longest is an hour). */
const LONGEST_WINDOW_MS = DAY_MS;
/** Pruning runs on about one in this many hits that open a new window. */
const PRUNE_EVERY = 100;

/**
 * Deletes the rows whose window ended more than a day ago. Each visitor and page (and each
 * sign-in address) leaves a row behind, so without this the table only grows. A deleted
 * row changes nothing: its key's next hit starts a new window, as it would have anyway.
 */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - LONGEST_WINDOW_MS - DAY_MS).toISOString()));
}

function tooMany(message: string, windowStart: string, windowSeconds: number, now: Date): ApiError {
  const retryAfter = Math.max(1, Math.ceil((Date.parse(windowStart) + windowSeconds * 1000 - now.getTime()) / 1000));
  return new ApiError('too_many_requests', message, undefined, { 'Retry-After': String(retryAfter) });
}

/** The upsert that adds one to a key's counter, resetting it once its window has passed (for a batch). */
export function countHitStatement(db: Db, key: string, windowSeconds: number, now = new Date()) {
  return countHitAt(db, { key, at: now.toISOString(), stale: windowOpenedAfter(now, windowSeconds) });
}

type Hit = { key: string; at: string; stale: string };

/** A counted hit on a key that has one: a new window when the last one has passed, else one more. */
const nextCount = (hit: Hit) => ({
  count: sql`case when ${rateLimits.windowStart} <= ${hit.stale} then 1 else ${rateLimits.count} + 1 end`,
  windowStart: sql`case when ${rateLimits.windowStart} <= ${hit.stale} then ${hit.at} else ${rateLimits.windowStart} end`,
});

/**
 * The same upsert with its times given as text (`stale`: a window that opened at or before it
 * has passed), so a reused statement (db/reused.ts) can take them as values.
 */
export function countHitAt(db: Db, hit: Hit) {
  return db
    .insert(rateLimits)
    .values({ key: hit.key, count: 1, windowStart: hit.at })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: nextCount(hit),
    })
    .returning();
}

/** countHitAt, counted only when `when` holds (in the same statement): otherwise no row. */
export function countHitIf(db: Db, hit: Hit, when: SQL) {
  return (
    db
      .insert(rateLimits)
      // Every column in the table's order (drizzle inserts a raw select as all columns).
      .select(sql`select ${hit.key}, 1, ${hit.at}, null, null where ${when}`)
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: nextCount(hit),
      })
      .returning()
  );
}

/**
 * For a batch that makes several writes under one limit (a comment, its notifications and the
 * end of its draft): `claim` stores a one-off row only when `allows` holds, every write after
 * it runs only while that row is `held`, and `release` removes it, all in the batch's one
 * transaction (docs/decisions/0048). The claim is read before anything is written, so the
 * limit counts what was there before this request; its `returning` is empty when refused.
 */
export function limitGuard(db: Db, allows: SQL, at: string) {
  const key = `guard:${crypto.randomUUID()}`;
  return {
    // Every column in the table's order (drizzle inserts a raw select as all columns).
    claim: db
      .insert(rateLimits)
      .select(sql`select ${key}, 1, ${at}, null, null where ${allows}`)
      .returning({ key: rateLimits.key }),
    held: sql`exists (select 1 from ${rateLimits} where ${rateLimits.key} = ${key})`,
    release: db.delete(rateLimits).where(eq(rateLimits.key, key)),
  };
}

/**
 * A write its guard refused although the checks before it passed, when the limit no longer
 * explains why (what it counted was deleted at the same moment): sending it again works.
 */
export const NOT_STORED_MESSAGE = 'This was not saved because something changed at the same moment. Please send it again.';

/** Adds one to the key's counter. Now and then a new window prunes old rows. */
export async function countHit(db: Db, key: string, windowSeconds: number, now = new Date()) {
  const [row] = await countHitStatement(db, key, windowSeconds, now);
  if (row!.count === 1 && Math.random() * PRUNE_EVERY < 1) await pruneRateLimits(db, now);
  return row!;
}

/**
 * Fixed-window limit kept in the database, so it holds across isolates and restarts:
 * counts this request and refuses it past the limit.
 */
export async function hitRateLimit(db: Db, key: string, rule: Limit, now = new Date()): Promise<void> {
  refuseOverLimit(await countHit(db, key, rule.windowSeconds, now), rule, now);
}

/**
 * 429 when a counter (from `countHitStatement`, run in a batch with the request's lookup to
 * save a round trip) has passed its limit. Counted that way, an attempt on something missing
 * counts too: the limit is on attempts.
 */
export function refuseOverLimit(
  row: { count: number; windowStart: string },
  { limit, windowSeconds, message }: Limit,
  now = new Date(),
): void {
  if (row.count > limit) throw tooMany(message, row.windowStart, windowSeconds, now);
}
