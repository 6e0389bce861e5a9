// Issue 52, decision 0046: a mailed link's page says which account the link acts on before it is
// used, and a link never swaps the browser's signed-in member for another unasked (login CSRF: a
// member pressing "Confirm my email address" on someone else's link was signed in as them).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type AccountTokenPurpose } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import type { LinkAbout, LinkPurpose } from '../../schemas/link-pages';
import { LINK_SPENT_MESSAGE, peekAccountToken } from './account-tokens';

const spent = () => new ApiError('bad_request', LINK_SPENT_MESSAGE, { token: [LINK_SPENT_MESSAGE] });

/** A live link's account, unspent: its address and, for a move, the address it moves to. */
export async function aboutLink(db: Db, token: string, purpose: LinkPurpose, now = new Date()): Promise<LinkAbout> {
  const live = await peekAccountToken(db, token, purpose, now);
  if (!live) throw spent();
  const owner = await db
    .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, live.userId))
    .get();
  if (!owner) throw spent();
  return { email: owner.email, newEmail: purpose === 'change-email' ? live.data : null, confirmed: owner.emailVerifiedAt !== null };
}

export const switchAccountMessage = (signedIn: string, other: string) =>
  `You are signed in as ${signedIn}. This link is for ${other}: using it signs you out of ${signedIn}. Open the link again and choose to continue if that is what you want.`;

/**
 * A link that would sign this browser in to another account than the one it is signed in to is
 * refused (409, nothing spent) unless the member chose to switch on the link's page, which says so
 * first. The link is read, not spent, so the member can still use it.
 */
export async function refuseSilentSwitch(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
  signedIn: CurrentUser | null,
  switchAccount: boolean,
  now = new Date(),
): Promise<void> {
  if (!signedIn || switchAccount) return;
  const live = await peekAccountToken(db, token, purpose, now);
  if (!live) throw spent();
  if (live.userId === signedIn.id) return;
  const owner = await db.select({ email: users.email }).from(users).where(eq(users.id, live.userId)).get();
  throw new ApiError('conflict', switchAccountMessage(signedIn.email, owner?.email ?? 'another account'));
}
