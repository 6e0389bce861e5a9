// Issue 52, decision 0046: a credential is only ever added to a confirmed account. Until an
// address is shown to be the member's, anyone could have made the account with it (someone else's
// address) and set up ways into it. So the first time the address is proved (its confirmation
// link, a sign-in link, a password reset, a confirmed move to a new address), everything set up
// before goes: passkeys, a linked sign-in provider, every session, every link still waiting, and
// passkey ceremonies in progress. The member is told what went (mail/ways-in-mails.ts).
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, passkeys, users, webauthnChallenges } from '../../db/schema';
import type { Env } from '../../platform/env';
import { signInsRemovedMail } from '../mails/ways-in-mails';
import { closeEndedSessions } from '../../messaging/public';
import { mailConfigured, sendMail } from '../../mail/public';
import { recordSecurityEvent } from './security-log';
import { endSessionsWhenStatement } from './sessions';

/** What was removed, for the mail that says so (names only ever shown to the owner, after the address is proved). */
export type RemovedWaysIn = { passkeys: { name: string; createdAt: string }[]; provider: boolean; sessions: number; links: number };

export const nothingRemoved: RemovedWaysIn = { passkeys: [], provider: false, sessions: 0, links: 0 };

export const anythingRemoved = (r: RemovedWaysIn) => r.passkeys.length > 0 || r.provider || r.sessions > 0 || r.links > 0;

/**
 * The statements that empty a never-confirmed account of every way in. Each is conditional on the
 * account being unconfirmed at that point of the batch, so they go before the statement that
 * confirms it, and change nothing for an account confirmed before (or by a racing request).
 * The password is not touched: a reset replaces it, and a confirmation link confirms the joining
 * that chose it (decision 0046 says why, and what the pages say about it).
 */
export function removeUnprovenWaysIn(db: Db, userId: number, now: Date, { keepSession }: { keepSession?: string } = {}) {
  const unconfirmed = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.emailVerifiedAt} is null)`;
  return [
    db
      .delete(passkeys)
      .where(and(eq(passkeys.userId, userId), unconfirmed))
      .returning({ name: passkeys.name, createdAt: passkeys.createdAt }),
    db
      .update(users)
      .set({ oidcSubject: null })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt), isNotNull(users.oidcSubject)))
      .returning({ id: users.id }),
    // `keepSession`: the confirming browser's own session of this account (by its hash), when it stays signed in.
    endSessionsWhenStatement(db, userId, unconfirmed, { exceptTokenHash: keepSession }),
    db
      .update(accountTokens)
      .set({ usedAt: now.toISOString() })
      .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt), unconfirmed))
      .returning({ purpose: accountTokens.purpose }),
    db
      .delete(webauthnChallenges)
      .where(and(eq(webauthnChallenges.userId, userId), unconfirmed))
      .returning({ purpose: webauthnChallenges.purpose }),
  ] as const;
}

type Removals = [{ name: string; createdAt: string }[], { id: number }[], { id: string }[], { purpose: string }[], { purpose: string }[]];

/** What the batch's removal statements (its first five results) took away. */
export function removedBy(results: readonly unknown[]): RemovedWaysIn {
  const [gonePasskeys, provider, goneSessions, links] = results.slice(0, 5) as Removals;
  return { passkeys: gonePasskeys, provider: provider.length > 0, sessions: goneSessions.length, links: links.length };
}

/**
 * Puts what went in the member's security log and, with `mail`, tells them by mail (a reset says
 * it in its own "password changed" mail instead). Mail is a safeguard here, not the change: without
 * mail settings the removal still stands.
 */
export async function tellWhatWasRemoved(
  db: Db,
  env: Env,
  user: { id: number; email: string },
  removed: RemovedWaysIn,
  { device, origin, now, mail }: { device: string; origin: string; now: Date; mail: boolean },
): Promise<void> {
  // The removed sessions' live sockets close too (decision 0047).
  if (removed.sessions > 0) await closeEndedSessions(db, env, user.id, now);
  if (!anythingRemoved(removed)) return;
  await recordSecurityEvent(db, user.id, 'sign-ins-removed', device, { now });
  if (mail && mailConfigured(env))
    await sendMail(env, 'sign-ins-removed', user.email, signInsRemovedMail(removed, `${origin}/account`, `${origin}/forgot-password`), now);
}
