import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { safeName } from '../../schemas/names';
import type { OidcProfile } from './oidc';
import { createUser, findUserByEmail } from './users';

type UserRow = typeof users.$inferSelect;

/**
 * Whose account an OpenID sign-in opens:
 * - the one already linked to this provider's subject;
 * - else the account with the same email, linked now, but only when both sides have verified
 *   the address: the provider says `email_verified`, and the account's email was verified
 *   here (`email_verified_at`). Otherwise someone who registered the address first, with a
 *   password and no proof it is theirs, would keep their way in after its owner signed in
 *   through the provider. Such a sign-in is refused (`existing-unverified`), never linked;
 * - else a new account, its email marked verified when the provider vouches for it.
 */
export async function accountForOidc(
  db: Db,
  profile: OidcProfile,
  now = new Date(),
): Promise<{ user: UserRow } | { refused: 'existing-unverified' }> {
  const linked = await db.select().from(users).where(eq(users.oidcSubject, profile.subject)).get();
  if (linked) return { user: linked };
  const existing = await findUserByEmail(db, profile.email);
  if (existing) {
    if (!profile.emailVerified || !existing.emailVerifiedAt || existing.oidcSubject) return { refused: 'existing-unverified' };
    const [user] = await db.update(users).set({ oidcSubject: profile.subject }).where(eq(users.id, existing.id)).returning();
    return { user: user! };
  }
  const user = await createUser(db, {
    email: profile.email,
    // A provider's name is not checked by our forms: one holding a link is left out (schemas/names.ts).
    firstName: safeName(profile.firstName) ?? '',
    lastName: safeName(profile.lastName) ?? '',
    oidcSubject: profile.subject,
    emailVerifiedAt: profile.emailVerified ? now.toISOString() : null,
  });
  return { user };
}
