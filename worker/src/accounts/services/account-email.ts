// The account steps that go through the member's mailbox: making an account (confirmed by a
// mailed link), confirming the address again, and choosing a new password. Every answer is the
// same whether or not an address has an account; only the mailbox's owner learns which.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { CurrentUser } from '../../schemas/auth';
import { ApiError } from '../../lib/errors';
import { hashPassword } from '../../lib/crypto';
import type { Env } from '../../platform/env';
import {
  alreadyRegisteredMail,
  passwordChangedMail,
  RESET_LINK_HOURS,
  resetPasswordMail,
  VERIFY_LINK_HOURS,
  verifyEmailMail,
} from '../mails/account-mails';
import { isUniqueViolation } from '../../lib/db-errors';
import { issueAccountToken, LINK_SPENT_MESSAGE, spendAccountToken } from './account-tokens';
import { closeEndedSessions } from '../../messaging/public';
import { refuseSilentSwitch } from './link-owners';
import { listPasskeys } from './passkeys';
import { requireMail, sendMail } from '../../mail/public';
import { endSessionsStatement } from './sessions';
import { securityEventStatement } from './security-log';
import { anythingRemoved, removedBy, removeUnprovenWaysIn, tellWhatWasRemoved } from './unproven-ways-in';
import { hitRateLimit, countHit } from './rate-limits';
import { assertNotBreached, createUser, findUserByEmail } from './users';

type Registration = { firstName: string; lastName: string; email: string; password: string };

/** Where links in mails point: the site's own address (SITE_URL when set, else the request's). */
export const pagePaths = {
  verify: '/verify-email',
  reset: '/reset-password',
  signIn: '/login',
  forgot: '/forgot-password',
  signInLink: '/sign-in-link',
  confirmEmailChange: '/confirm-email-change',
  /** Where a member reviews their passkeys (the account page's Passkeys section). */
  passkeys: '/account#passkeys',
} as const;

export const link = (origin: string, path: string, token?: string) =>
  `${origin}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

export const registeredMessage = (email: string) =>
  `Check your email. We have sent a link to ${email}. Open it within ${VERIFY_LINK_HOURS} hours to finish making your account.`;

/**
 * A new account, unconfirmed, and a mail with the link that confirms it and signs in. For an
 * address that already has an account nothing is made: its owner is told by mail instead, and
 * the answer (and the password-hashing work) is the same, so nobody learns who is a member.
 */
export async function register(db: Db, env: Env, input: Registration, origin: string): Promise<void> {
  requireMail(env);
  await assertNotBreached(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await hashPassword(input.password); // the same cost as a new account's
    await sendMail(env, 'already-registered', existing.email, alreadyRegisteredMail(existing, link(origin, pagePaths.signIn)));
    return;
  }
  let user;
  try {
    user = await createUser(db, input);
  } catch (error) {
    // Two registrations of one address at once: the second is the "already has an account" case.
    if (isUniqueViolation(error) || (error instanceof ApiError && error.code === 'conflict')) return;
    throw error;
  }
  const token = await issueAccountToken(db, user.id, 'verify-email', VERIFY_LINK_HOURS);
  await sendMail(env, 'verify-email', user.email, verifyEmailMail(link(origin, pagePaths.verify, token)));
}

/** An address confirmed once stays confirmed since then: a later link keeps the first time. */
const confirmedSince = (now: Date) => sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()})`;

export { LINK_SPENT_MESSAGE };

/** Who opened a link, and what they chose on its page: the browser's member, if any, and whether to switch from them. */
export type LinkOpener = { device: string; origin: string; signedIn: CurrentUser | null; switchAccount: boolean };

/**
 * Confirms the address the link was mailed to; the member it belongs to, to sign in. The first
 * confirmation removes every way in set up before it (services/unproven-ways-in.ts), and says so.
 */
export async function verifyEmail(db: Db, env: Env, token: string, opener: LinkOpener, now = new Date()) {
  await refuseSilentSwitch(db, token, 'verify-email', opener.signedIn, opener.switchAccount, now);
  const userId = (await spendAccountToken(db, token, 'verify-email', now))?.userId ?? null;
  if (userId === null) throw new ApiError('bad_request', LINK_SPENT_MESSAGE, { token: [LINK_SPENT_MESSAGE] });
  const results = await db.batch([
    ...removeUnprovenWaysIn(db, userId, now),
    db
      .update(users)
      .set({ emailVerifiedAt: confirmedSince(now), updatedAt: now.toISOString() })
      .where(eq(users.id, userId))
      .returning(),
    securityEventStatement(db, userId, 'email-confirmed', opener.device, { now }),
  ]);
  const user = results[5][0]!;
  await tellWhatWasRemoved(db, env, user, removedBy(results), { ...opener, now, mail: true });
  return user;
}

export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already confirmed.';

/** "Send the link again" for a signed-in member whose address is not confirmed yet. */
export async function resendVerification(db: Db, env: Env, userId: number, origin: string): Promise<string> {
  requireMail(env);
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new ApiError('not_found', 'Account not found');
  if (user.emailVerifiedAt) throw new ApiError('bad_request', ALREADY_VERIFIED_MESSAGE);
  await hitRateLimit(db, `verify-resend:${user.id}`, {
    limit: 3,
    windowSeconds: 60 * 60,
    message: 'We have sent you several links in the last hour. Please check your spam folder, or try again later.',
  });
  const token = await issueAccountToken(db, user.id, 'verify-email', VERIFY_LINK_HOURS);
  await sendMail(env, 'verify-email', user.email, verifyEmailMail(link(origin, pagePaths.verify, token)));
  return user.email;
}

export const forgotMessage = (email: string) =>
  `If ${email} has an account here, we have sent it a link to choose a new password. The link works for ${RESET_LINK_HOURS} hour. Check your spam folder if it does not arrive in a few minutes.`;

/** Links sent to one account in an hour; past it, nothing more is sent, and the answer is the same. */
const RESETS_PER_ACCOUNT_HOUR = 5;

/**
 * "Forgot your password?": a link for an address with an account; nothing otherwise; the same
 * answer. The mail lists the account's passkeys, which a new password leaves in place.
 */
export async function requestPasswordReset(db: Db, env: Env, email: string, origin: string): Promise<void> {
  requireMail(env);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  // Quietly: a 429 here would say the address has an account.
  const counted = await countHit(db, `reset-mail:${user.id}`, 60 * 60);
  if (counted.count > RESETS_PER_ACCOUNT_HOUR) return;
  const token = await issueAccountToken(db, user.id, 'reset-password', RESET_LINK_HOURS);
  const review = { passkeys: await listPasskeys(db, user.id), reviewUrl: link(origin, pagePaths.passkeys) };
  await sendMail(env, 'reset-password', user.email, resetPasswordMail(user, link(origin, pagePaths.reset, token), review));
}

/**
 * A new password from a mailed link. The link proves the mailbox is the member's, so the
 * address counts as confirmed, and for an account never confirmed before, every way in set up
 * before goes too (services/unproven-ways-in.ts); every session of the account ends (whoever
 * else was in is out), and the member is told by mail.
 */
export async function resetPassword(db: Db, env: Env, token: string, password: string, opener: LinkOpener, now = new Date()) {
  requireMail(env);
  await assertNotBreached(password);
  await refuseSilentSwitch(db, token, 'reset-password', opener.signedIn, opener.switchAccount, now);
  const passwordHash = await hashPassword(password);
  const userId = (await spendAccountToken(db, token, 'reset-password', now))?.userId ?? null;
  if (userId === null) throw new ApiError('bad_request', LINK_SPENT_MESSAGE, { token: [LINK_SPENT_MESSAGE] });
  const before = await db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).get();
  const results = await db.batch([
    ...removeUnprovenWaysIn(db, userId, now),
    db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: confirmedSince(now), updatedAt: now.toISOString() })
      .where(eq(users.id, userId))
      .returning(),
    endSessionsStatement(db, userId),
    securityEventStatement(db, userId, 'password-reset', opener.device, { now }),
  ]);
  await closeEndedSessions(db, env, userId);
  const user = results[5][0]!;
  const removed = removedBy(results);
  if (anythingRemoved(removed)) await tellWhatWasRemoved(db, env, user, removed, { ...opener, now, mail: false });
  // Greeted by name only if the address was confirmed before: the name came from whoever made the account.
  const to = { firstName: user.firstName, emailVerifiedAt: before?.emailVerifiedAt ?? null };
  await sendMail(env, 'password-changed', user.email, passwordChangedMail(to, link(opener.origin, pagePaths.forgot), removed));
  return user;
}
