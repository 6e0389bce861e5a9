import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';

/**
 * Sign-in back-off, after Ghost and Discourse: limits keyed by the address, so someone
 * elsewhere can never lock a member out, and waits that double with each further attempt.
 * Three counters, narrowest first, each with its own free tries:
 * - the account from one address (5): Ghost's key;
 * - the address (50 a day): one address trying many accounts;
 * - the account from anywhere (100 a day): guessing spread over many addresses.
 * The email is the one typed (trimmed and lower-cased), so an account that does not exist
 * behaves exactly like one that does.
 *
 * An attempt a narrower counter refuses is not counted by the wider ones: otherwise one
 * address, refused a hundred times, would spend the account's count for everyone. The
 * account-wide counter never refuses on its own (that would lock the owner out from
 * everywhere): once it is spent, each address gets one try at that account before its waits
 * start instead of five, and the right password from an address that is not blocked still
 * signs in.
 *
 * Each attempt is claimed before the password is checked, in one batch of statements that
 * each refuse while their counter is blocked: SQLite applies them one at a time, so a burst of
 * parallel guesses cannot all read "not blocked yet" and slip through. A right password hands
 * its claims back (the account's are cleared, the address's count goes down by one).
 */
export const FREE_TRIES = { accountFromAddress: 5, account: 100, address: 50 } as const;
/** Free tries for the account from one address while the account-wide count is spent. */
const FREE_TRIES_WHILE_GUARDED = 1;
/** The first wait after the free tries; each later attempt doubles it... */
export const FIRST_WAIT_SECONDS = 60;
/** ...up to an hour. */
export const LONGEST_WAIT_SECONDS = 60 * 60;
/** Attempts are forgotten a day after the first one in a run. */
const ATTEMPT_MEMORY_SECONDS = 24 * 60 * 60;

type Counter = { key: string; freeTries: number; clearOnSuccess: boolean };
/** The counters of one attempt, narrowest first; the last is the account-wide one, which only guards. */
type SignInCounters = { accountFromAddress: Counter; address: Counter; account: Counter };

export const signInCounters = (email: string, address: string): SignInCounters => ({
  accountFromAddress: { key: `login:email-ip:${email}|${address}`, freeTries: FREE_TRIES.accountFromAddress, clearOnSuccess: true },
  address: { key: `login:ip:${address}`, freeTries: FREE_TRIES.address, clearOnSuccess: false },
  account: { key: `login:email:${email}`, freeTries: FREE_TRIES.account, clearOnSuccess: true },
});

const inOrder = (c: SignInCounters) => [c.accountFromAddress, c.address, c.account];

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

/** waitAfter() in SQL for the attempt count `n` and free tries `free`: 60 s × 2^(n − free), capped (2^6 × 60 s is past the hour). */
const waitSql = (n: SQL, free: SQL) => sql`min(${FIRST_WAIT_SECONDS} * (1 << min(${n} - ${free}, 6)), ${LONGEST_WAIT_SECONDS})`;

const blockedAt = (key: string, at: string) =>
  sql`exists (select 1 from ${rateLimits} where ${rateLimits.key} = ${key} and ${rateLimits.blockedUntil} > ${at})`;
const countedBy = (key: string, attempt: string) =>
  sql`exists (select 1 from ${rateLimits} where ${rateLimits.key} = ${key} and ${rateLimits.lastHitAt} = ${attempt})`;

/**
 * The upsert that counts one attempt on a counter unless it is blocked or the counter before
 * it did not count this attempt (`attempt` marks the rows that did); a row comes back only
 * when it counted. The account from one address has one free try while the account is guarded.
 */
function claim(db: Db, counter: Counter, before: Counter | undefined, guard: Counter | undefined, attempt: string, now: Date) {
  const at = now.toISOString();
  const stale = iso(now.getTime() - ATTEMPT_MEMORY_SECONDS * 1000);
  const free = guard
    ? sql`(case when ${blockedAt(guard.key, at)} then ${FREE_TRIES_WHILE_GUARDED} else ${counter.freeTries} end)`
    : sql`${counter.freeTries}`;
  const blockedUntil = (n: SQL) =>
    sql`case when ${n} >= ${free} then strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, '+' || ${waitSql(n, free)} || ' seconds') end`;
  const next = sql`(case when ${rateLimits.windowStart} <= ${stale} then 1 else ${rateLimits.count} + 1 end)`;
  const counts = before ? countedBy(before.key, attempt) : sql`1`;
  return db
    .insert(rateLimits)
    .select(sql`select ${counter.key}, 1, ${at}, ${attempt}, ${blockedUntil(sql`1`)} where ${counts}`)
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: next,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${stale} then ${at} else ${rateLimits.windowStart} end`,
        lastHitAt: attempt,
        blockedUntil: blockedUntil(next),
      },
      setWhere: sql`(${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${at}) and ${counts}`,
    })
    .returning({ key: rateLimits.key });
}

/**
 * Claims this attempt, narrowest counter first, in one round trip before the password is
 * checked; 429 with Retry-After when the account from this address, or this address, is
 * blocked (and then no wider counter counts it).
 */
export async function claimSignInAttempt(db: Db, counters: SignInCounters, now = new Date()): Promise<void> {
  const attempt = `${now.toISOString()} ${randomToken(8)}`;
  const order = inOrder(counters);
  const statements = order.map((c, i) => claim(db, c, order[i - 1], i === 0 ? counters.account : undefined, attempt, now));
  const results = await db.batch([statements[0]!, ...statements.slice(1)]);
  const refusedBy = order.find((c, i) => results[i]!.length === 0);
  // The account-wide counter only guards: a spent count is not a refusal.
  if (!refusedBy || refusedBy === counters.account) return;
  const row = await db.select().from(rateLimits).where(eq(rateLimits.key, refusedBy.key)).get();
  const until = Date.parse(row?.blockedUntil ?? '') || now.getTime() + 1000;
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  throw new ApiError('too_many_requests', waitMessage(seconds), undefined, { 'Retry-After': String(seconds) });
}

/** A right password: the account's counters start again, and the address gets this attempt back. */
export async function releaseSignInAttempt(db: Db, counters: SignInCounters): Promise<void> {
  const order = inOrder(counters);
  const cleared = order.filter((c) => c.clearOnSuccess).map((c) => c.key);
  const kept = order.filter((c) => !c.clearOnSuccess);
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
