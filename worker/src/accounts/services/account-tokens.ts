// Single-use links for a member's own account (confirm an address, choose a new password):
// random, stored only as a SHA-256 hash, expiring, and spent by one atomic update, so two
// clicks at once cannot both use one link. Each is bound to the address the account had when
// it was mailed: once the account moves to another address, the links in the old inbox open
// nothing (issue 52), whichever way the address changed.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, users, type AccountTokenPurpose } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/crypto';

const HOUR_MS = 60 * 60 * 1000;

export const LINK_SPENT_MESSAGE = 'This link has expired or has already been used. Ask for a new one.';

/**
 * A new link for `purpose`. Any older unused link of the same purpose stops working: only the
 * newest mail's link is live, so an old mail found later opens nothing.
 */
export async function issueAccountToken(
  db: Db,
  userId: number,
  purpose: AccountTokenPurpose,
  hours: number,
  now = new Date(),
  data: string | null = null,
) {
  const token = randomToken();
  const nowIso = now.toISOString();
  await db.batch([
    db
      .update(accountTokens)
      .set({ usedAt: nowIso })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt))),
    // Expired links are no use to anyone: each new one sweeps them away.
    db.delete(accountTokens).where(lt(accountTokens.expiresAt, nowIso)),
    db.insert(accountTokens).values({
      tokenHash: await sha256Hex(token),
      userId,
      purpose,
      createdAt: nowIso,
      expiresAt: new Date(now.getTime() + hours * HOUR_MS).toISOString(),
      data,
      // Read in the insert itself: the address of this moment, with no gap for a change between.
      accountEmail: sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`,
    }),
  ]);
  return token;
}

type LiveToken = { userId: number; data: string | null };

/** The account still has the address the link was mailed to (null, a link from before the binding, never matches). */
const stillAtItsAddress = sql`${accountTokens.accountEmail} = (select ${users.email} from ${users} where ${users.id} = ${accountTokens.userId})`;

const live = async (token: string, purpose: AccountTokenPurpose, nowIso: string) =>
  and(
    eq(accountTokens.tokenHash, await sha256Hex(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, nowIso),
    stillAtItsAddress,
  );

/** Every link of the member's still waiting to be opened stops working (the address changed, or the account was made safe). */
export const retireAccountTokens = (db: Db, userId: number, now: Date) =>
  db
    .update(accountTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));

/** Spends a link: whose it is (and its data), or null when it is unknown, expired, used or for something else. */
export async function spendAccountToken(db: Db, token: string, purpose: AccountTokenPurpose, now = new Date()): Promise<LiveToken | null> {
  const nowIso = now.toISOString();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: nowIso })
    .where(await live(token, purpose, nowIso))
    .returning({ userId: accountTokens.userId, data: accountTokens.data });
  return row ?? null;
}

/** Reads a live link without spending it (to ask the member to confirm before it is used). */
export async function peekAccountToken(db: Db, token: string, purpose: AccountTokenPurpose, now = new Date()): Promise<LiveToken | null> {
  const row = await db
    .select({ userId: accountTokens.userId, data: accountTokens.data })
    .from(accountTokens)
    .where(await live(token, purpose, now.toISOString()))
    .get();
  return row ?? null;
}
