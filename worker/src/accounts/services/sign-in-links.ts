// "Email me a sign-in link": a way in without a password, for members who find passwords hard.
// The link is bound to the browser that asked (a nonce in a cookie, its hash on the link): there
// it signs in at once; anywhere else the member first confirms which account it opens, so a link
// someone else asked for cannot sign a member into the wrong account unawares.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { sha256Hex } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import type { Env } from '../../platform/env';
import { signInLinkMail, SIGN_IN_LINK_MINUTES } from '../mails/account-mails';
import type { CurrentUser } from '../../schemas/auth';
import { LINK_SPENT_MESSAGE, link, pagePaths } from './account-email';
import { issueAccountToken, peekAccountToken, spendAccountToken } from './account-tokens';
import { requireMail, sendMail } from '../../mail/public';
import { countHit } from './rate-limits';
import { removedBy, removeUnprovenWaysIn, tellWhatWasRemoved } from './unproven-ways-in';
import { findUserByEmail } from './users';

export const signInLinkMessage = (email: string) =>
  `If ${email} has an account here, we have sent it a sign-in link. It works for ${SIGN_IN_LINK_MINUTES} minutes. Check your spam folder if it does not arrive in a few minutes.`;

/** Links sent to one account in an hour; past it, nothing more is sent and the answer is the same. */
const LINKS_PER_ACCOUNT_HOUR = 5;

/** Mails a sign-in link when the address has an account; nothing otherwise; the caller answers the same. */
export async function requestSignInLink(db: Db, env: Env, email: string, origin: string, nonce: string, now = new Date()) {
  requireMail(env);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const counted = await countHit(db, `sign-in-link-mail:${user.id}`, 60 * 60, now);
  if (counted.count > LINKS_PER_ACCOUNT_HOUR) return;
  const token = await issueAccountToken(db, user.id, 'sign-in', SIGN_IN_LINK_MINUTES / 60, now, await sha256Hex(nonce));
  await sendMail(env, 'sign-in-link', user.email, signInLinkMail(user, link(origin, pagePaths.signInLink, token)));
}

type Outcome = { status: 'signed-in'; user: typeof users.$inferSelect } | { status: 'confirm'; email: string; signedInAs: string | null };

/** Who opened the link: the browser's nonce cookie, its signed-in member, and whether they confirmed. */
export type SignInLinkOpener = {
  nonce: string | undefined;
  confirmed: boolean;
  signedIn: CurrentUser | null;
  device: string;
  origin: string;
};

/**
 * Opens a sign-in link: signs in when this browser asked for it, or when the member confirmed;
 * otherwise says whose account it opens and spends nothing. A browser signed in as someone else
 * is always asked first, naming both (decision 0046). The link proves the mailbox, so the address
 * counts as confirmed, and a first confirmation removes the ways in set up before it.
 */
export async function useSignInLink(db: Db, env: Env, token: string, opener: SignInLinkOpener, now = new Date()): Promise<Outcome> {
  const live = await peekAccountToken(db, token, 'sign-in', now);
  if (!live) throw new ApiError('bad_request', LINK_SPENT_MESSAGE, { token: [LINK_SPENT_MESSAGE] });
  const sameBrowser = opener.nonce !== undefined && live.data === (await sha256Hex(opener.nonce));
  const otherMember = opener.signedIn !== null && opener.signedIn.id !== live.userId;
  if ((!sameBrowser || otherMember) && !opener.confirmed) {
    const owner = await db.select({ email: users.email }).from(users).where(eq(users.id, live.userId)).get();
    return { status: 'confirm', email: owner!.email, signedInAs: otherMember ? opener.signedIn!.email : null };
  }
  const spent = await spendAccountToken(db, token, 'sign-in', now);
  if (!spent) throw new ApiError('bad_request', LINK_SPENT_MESSAGE, { token: [LINK_SPENT_MESSAGE] });
  const results = await db.batch([
    ...removeUnprovenWaysIn(db, spent.userId, now),
    db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()})` })
      .where(eq(users.id, spent.userId))
      .returning(),
  ]);
  const user = results[5][0]!;
  await tellWhatWasRemoved(db, env, user, removedBy(results), { ...opener, now, mail: true });
  return { status: 'signed-in', user };
}
