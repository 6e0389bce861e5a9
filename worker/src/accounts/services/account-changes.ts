// Changes a signed-in member makes to how they sign in: a new password (the current one
// first) and a new email address (confirmed at the new address; the old one is told, before
// and after). Each is in the member's security log.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationKeys, users } from '../../db/schema';
import { hashPassword, sha256Hex, verifyPassword } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { ApiError } from '../../lib/errors';
import type { Env } from '../../platform/env';
import {
  addressTakenMail,
  confirmNewEmailMail,
  EMAIL_CHANGE_LINK_HOURS,
  emailChangedMail,
  emailChangeRequestedMail,
  passwordChangedHereMail,
} from '../mails/account-mails';
import { LINK_SPENT_MESSAGE, link, pagePaths } from './account-email';
import { issueAccountToken, retireAccountTokens, spendAccountToken } from './account-tokens';
import { mailConfigured, requireMail, sendMail } from '../../mail/public';
import { closeEndedSessions } from '../../messaging/public';
import { hitRateLimit } from './rate-limits';
import { securityEventStatement } from './security-log';
import { endSessionsStatement } from './sessions';
import { removedBy, removeUnprovenWaysIn, tellWhatWasRemoved } from './unproven-ways-in';
import { assertNotBreached, findUserByEmail } from './users';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right. Check it and try again.';
export const NO_PASSWORD_MESSAGE =
  'Your account has no password yet. Choose "Forgot your password?" on the sign-in page to set one by email.';
export const SAME_EMAIL_MESSAGE = 'That is already the email address of your account.';
export const ADDRESS_NOW_TAKEN_MESSAGE = 'That address now has an account of its own, so your address was not changed.';

/** The member, after proving they know the current password (10 tries an hour, right or wrong). */
async function withCurrentPassword(db: Db, userId: number, currentPassword: string) {
  await hitRateLimit(db, `current-password:${userId}`, {
    limit: 10,
    windowSeconds: 60 * 60,
    message: 'Too many tries of your current password. Please wait an hour and try again.',
  });
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new ApiError('not_found', 'Account not found');
  if (!user.passwordHash) throw new ApiError('bad_request', NO_PASSWORD_MESSAGE);
  if (!(await verifyPassword(currentPassword, user.passwordHash)))
    throw new ApiError('bad_request', WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  return user;
}

/** A new password; every other session ends (this one stays), and the member is told by mail. */
export async function changePassword(
  db: Db,
  env: Env,
  { userId, sessionToken, device, origin }: { userId: number; sessionToken: string; device: string; origin: string },
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  now = new Date(),
): Promise<void> {
  const user = await withCurrentPassword(db, userId, currentPassword);
  await assertNotBreached(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.batch([
    db.update(users).set({ passwordHash, updatedAt: now.toISOString() }).where(eq(users.id, userId)),
    endSessionsStatement(db, userId, { exceptTokenHash: await sha256Hex(sessionToken) }),
    securityEventStatement(db, userId, 'password-changed', device, { now }),
  ]);
  await closeEndedSessions(db, env, userId);
  // The notice is a safeguard, not the change: without mail the password still changes.
  if (mailConfigured(env))
    await sendMail(env, 'password-changed', user.email, passwordChangedHereMail(user, link(origin, pagePaths.forgot)));
}

export const emailChangeMessage = (newEmail: string) =>
  `We have sent a link to ${newEmail}. Your account keeps its old address until you open it, within ${EMAIL_CHANGE_LINK_HOURS} hours. We have told your old address too.`;

/**
 * Asks to move the account to a new address: a link goes to the new address (or, when it
 * already has an account, a mail saying so, with the same answer here), and the old address is told.
 */
export async function requestEmailChange(
  db: Db,
  env: Env,
  { userId, device, origin }: { userId: number; device: string; origin: string },
  { newEmail, currentPassword }: { newEmail: string; currentPassword: string },
  now = new Date(),
): Promise<void> {
  requireMail(env);
  const user = await withCurrentPassword(db, userId, currentPassword);
  if (newEmail === user.email) throw new ApiError('bad_request', SAME_EMAIL_MESSAGE, { newEmail: [SAME_EMAIL_MESSAGE] });
  await hitRateLimit(db, `email-change:${userId}`, {
    limit: 5,
    windowSeconds: 60 * 60,
    message: 'You have asked to change your address several times in the last hour. Please try again later.',
  });
  if (await findUserByEmail(db, newEmail)) {
    await sendMail(env, 'address-taken', newEmail, addressTakenMail(link(origin, pagePaths.signIn)));
  } else {
    const token = await issueAccountToken(db, userId, 'change-email', EMAIL_CHANGE_LINK_HOURS, now, newEmail);
    await sendMail(env, 'confirm-new-email', newEmail, confirmNewEmailMail(link(origin, pagePaths.confirmEmailChange, token)));
  }
  await sendMail(env, 'email-change-requested', user.email, emailChangeRequestedMail(user, newEmail, link(origin, pagePaths.signIn)));
  await securityEventStatement(db, userId, 'email-change-requested', device, { now });
}

/**
 * The link from the new address: the account moves to it (confirmed), and the old address is told.
 * For an account never confirmed before, this is its first proof of an address: the ways in set
 * up before it go (services/unproven-ways-in.ts), but for the session of the browser confirming,
 * when it is this account's (`keepSession`, its hash).
 */
export async function confirmEmailChange(
  db: Db,
  env: Env,
  token: string,
  { device, origin, keepSession }: { device: string; origin: string; keepSession?: string },
  now = new Date(),
) {
  requireMail(env);
  const spent = await spendAccountToken(db, token, 'change-email', now);
  if (!spent?.data) throw new ApiError('bad_request', LINK_SPENT_MESSAGE, { token: [LINK_SPENT_MESSAGE] });
  const before = await db.select().from(users).where(eq(users.id, spent.userId)).get();
  if (!before) throw new ApiError('bad_request', LINK_SPENT_MESSAGE, { token: [LINK_SPENT_MESSAGE] });
  let results;
  try {
    results = await db.batch([
      ...removeUnprovenWaysIn(db, spent.userId, now, { keepSession }),
      db
        .update(users)
        .set({ email: spent.data, emailVerifiedAt: now.toISOString(), updatedAt: now.toISOString() })
        .where(eq(users.id, spent.userId))
        .returning(),
      securityEventStatement(db, spent.userId, 'email-changed', device, { now }),
      // What the old inbox still holds stops working: every link not yet opened (bound to the old
      // address anyway, services/account-tokens.ts; retired too, so moving back does not revive
      // them), and the "Stop these emails" links, whose secret is made again when next needed.
      retireAccountTokens(db, spent.userId, now),
      db.delete(notificationKeys).where(eq(notificationKeys.userId, spent.userId)),
    ]);
  } catch (error) {
    // Someone made an account with that address after the link was sent.
    if (isUniqueViolation(error)) throw new ApiError('bad_request', ADDRESS_NOW_TAKEN_MESSAGE, { token: [ADDRESS_NOW_TAKEN_MESSAGE] });
    throw error;
  }
  const user = results[5][0]!;
  await sendMail(env, 'email-changed', before.email, emailChangedMail(before, spent.data, link(origin, pagePaths.forgot)));
  await tellWhatWasRemoved(db, env, user, removedBy(results), { device, origin, now, mail: true });
  return user;
}
