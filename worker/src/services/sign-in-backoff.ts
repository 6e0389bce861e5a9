import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from '../lib/errors';
import { countHitStatement } from './rate-limits';

/**
 * Sign-in back-off, Ghost's model: a few free tries, then waits that double with each further
 * failure. Failures are counted per account and per address; only failures count, so members
 * who sign in often are never slowed down. The message is the same whether or not the account
 * exists, because the account key is the email as typed.
 */
export const FREE_TRIES = { account: 5, address: 50 } as const;
/** The first wait after the free tries; each later failure doubles it... */
export const FIRST_WAIT_SECONDS = 60;
/** ...up to an hour. */
export const LONGEST_WAIT_SECONDS = 60 * 60;
/** Failures are forgotten a day after the first one in a run. */
export const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

type Counter = { key: string; freeTries: number };

export const signInCounters = (email: string, address: string): Counter[] => [
  { key: `login:email:${email}`, freeTries: FREE_TRIES.account },
  { key: `login:ip:${address}`, freeTries: FREE_TRIES.address },
];

/** Seconds to wait after `failures` failures (0 while free tries remain). */
export function waitAfter(failures: number, freeTries: number): number {
  if (failures < freeTries) return 0;
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - freeTries), LONGEST_WAIT_SECONDS);
}

export function waitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

/** 429 with Retry-After while any counter is still waiting; checked before the password. */
export async function assertMayTrySignIn(db: Db, counters: Counter[], now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - FAILURE_MEMORY_SECONDS * 1000).toISOString();
  const rows = await db
    .select()
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, counters.map((c) => c.key)), gt(rateLimits.windowStart, since)));
  let waitSeconds = 0;
  for (const row of rows) {
    const counter = counters.find((c) => c.key === row.key)!;
    const until = Date.parse(row.lastHitAt ?? row.windowStart) + waitAfter(row.count, counter.freeTries) * 1000;
    waitSeconds = Math.max(waitSeconds, Math.ceil((until - now.getTime()) / 1000));
  }
  if (waitSeconds > 0) throw new ApiError('too_many_requests', waitMessage(waitSeconds), undefined, { 'Retry-After': String(waitSeconds) });
}

/** Counts a failure on every counter, in one round trip. */
export async function recordSignInFailure(db: Db, counters: Counter[], now = new Date()): Promise<void> {
  const [first, ...rest] = counters.map((c) => countHitStatement(db, c.key, FAILURE_MEMORY_SECONDS, now));
  await db.batch([first!, ...rest]);
}

/** A right password clears the account's failures (not the address's: one known account must not reset an attacker's count). */
export async function clearAccountFailures(db: Db, counters: Counter[]): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, counters[0]!.key));
}
