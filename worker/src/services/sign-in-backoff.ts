import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from '../lib/errors';

/**
 * Sign-in back-off, Ghost's model: a few free tries, then waits that double with each further
 * attempt. Three counters, each with its own free tries:
 * - the account from one address (5): Ghost's key, so nobody elsewhere can lock a member out;
 * - the account from anywhere (100 a day): guessing spread over many addresses;
 * - the address (50 a day): one address trying many accounts.
 * The email is the one typed (trimmed and lower-cased), so an account that does not exist
 * behaves exactly like one that does.
 *
 * Each attempt is claimed before the password is checked, in one statement per counter that
 * refuses while the counter is blocked: SQLite applies them one at a time, so a burst of
 * parallel guesses cannot all read "not blocked yet" and slip through. A right password hands
 * its claims back (the account's are cleared, the address's count goes down by one).
 */
export const FREE_TRIES = { accountFromAddress: 5, account: 100, address: 50 } as const;
/** The first wait after the free tries; each later attempt doubles it... */
export const FIRST_WAIT_SECONDS = 60;
/** ...up to an hour. */
export const LONGEST_WAIT_SECONDS = 60 * 60;
/** Attempts are forgotten a day after the first one in a run. */
const ATTEMPT_MEMORY_SECONDS = 24 * 60 * 60;

type Counter = { key: string; freeTries: number; clearOnSuccess: boolean };

export const signInCounters = (email: string, address: string): Counter[] => [
  { key: `login:email-ip:${email}|${address}`, freeTries: FREE_TRIES.accountFromAddress, clearOnSuccess: true },
  { key: `login:email:${email}`, freeTries: FREE_TRIES.account, clearOnSuccess: true },
  { key: `login:ip:${address}`, freeTries: FREE_TRIES.address, clearOnSuccess: false },
];

/** Seconds to wait after `attempts` attempts (0 while free tries remain). */
export function waitAfter(attempts: number, freeTries: number): number {
  if (attempts < freeTries) return 0;
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (attempts - freeTries), LONGEST_WAIT_SECONDS);
}

function waitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** waitAfter() in SQL, for the attempt count `n`: 60 s × 2^(n − free), capped (2^6 × 60 s is past the hour). */
const waitSql = (n: SQL, freeTries: number) =>
  sql`min(${FIRST_WAIT_SECONDS} * (1 << min(${n} - ${freeTries}, 6)), ${LONGEST_WAIT_SECONDS})`;

/** The upsert that counts one attempt unless the counter is blocked; no row comes back when it is. */
function claim(db: Db, { key, freeTries }: Counter, now: Date) {
  const at = now.toISOString();
  const stale = iso(now.getTime() - ATTEMPT_MEMORY_SECONDS * 1000);
  const next = sql`(case when ${rateLimits.windowStart} <= ${stale} then 1 else ${rateLimits.count} + 1 end)`;
  const blockedUntil = (n: SQL) =>
    sql`case when ${n} >= ${freeTries} then strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, '+' || ${waitSql(n, freeTries)} || ' seconds') end`;
  return (
    db
      .insert(rateLimits)
      // A first attempt never blocks: every counter has at least five free tries.
      .values({ key, count: 1, windowStart: at })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: next,
          windowStart: sql`case when ${rateLimits.windowStart} <= ${stale} then ${at} else ${rateLimits.windowStart} end`,
          blockedUntil: blockedUntil(next),
        },
        setWhere: sql`${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${at}`,
      })
      .returning({ key: rateLimits.key })
  );
}

/**
 * Claims this attempt on every counter in one round trip, before the password is checked;
 * 429 with Retry-After while any of them is blocked (the others still count the attempt).
 */
export async function claimSignInAttempt(db: Db, counters: Counter[], now = new Date()): Promise<void> {
  const [first, ...rest] = counters.map((c) => claim(db, c, now));
  const results = await db.batch([first!, ...rest]);
  const refused = counters.filter((_, i) => results[i]!.length === 0).map((c) => c.key);
  if (refused.length === 0) return;
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, refused));
  const until = Math.max(...rows.map((r) => Date.parse(r.blockedUntil ?? '') || now.getTime() + 1000));
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  throw new ApiError('too_many_requests', waitMessage(seconds), undefined, { 'Retry-After': String(seconds) });
}

/** A right password: the account's counters start again, and the address gets this attempt back. */
export async function releaseSignInAttempt(db: Db, counters: Counter[]): Promise<void> {
  const cleared = counters.filter((c) => c.clearOnSuccess).map((c) => c.key);
  const kept = counters.filter((c) => !c.clearOnSuccess);
  await db.batch([
    db.delete(rateLimits).where(inArray(rateLimits.key, cleared)),
    ...kept.map((c) =>
      db
        .update(rateLimits)
        .set({
          count: sql`max(${rateLimits.count} - 1, 0)`,
          blockedUntil: sql`case when ${rateLimits.count} - 1 >= ${c.freeTries} then ${rateLimits.blockedUntil} end`,
        })
        .where(eq(rateLimits.key, c.key)),
    ),
  ]);
}
