import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { DUMMY_PASSWORD_HASH, hashPassword, passwordNeedsRehash, verifyPassword } from '../../lib/crypto';
import { isBreachedPassword } from '../breached-passwords';
import type { CurrentUser, Role } from '../../schemas/auth';
import { COMMON_PASSWORD_MESSAGE } from '../../schemas/common-passwords';
import { activeSuspension } from '../../schemas/standing';

type UserRow = typeof users.$inferSelect;

export const toCurrentUser = (
  u: Pick<
    UserRow,
    | 'id'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'membershipLevel'
    | 'role'
    | 'emailVerifiedAt'
    | 'suspendedAt'
    | 'suspendedUntil'
    | 'suspensionReason'
  >,
): CurrentUser => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  membershipLevel: u.membershipLevel,
  role: u.role,
  emailVerified: u.emailVerifiedAt !== null,
  suspension: activeSuspension(u),
});

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

export const INVALID_CREDENTIALS = 'The email or password is not right. Check them and try again.';

/** Checks a password; the same work is done for unknown emails so timing reveals nothing. */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !user.passwordHash || !ok) throw new ApiError('unauthorized', INVALID_CREDENTIALS);
  if (passwordNeedsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  return user;
}

type NewUser = {
  email: string;
  firstName: string;
  lastName: string;
  password?: string;
  role?: Role;
  oidcSubject?: string;
  /** Set only when something proved the address is theirs (an OpenID provider vouching for it). */
  emailVerifiedAt?: string | null;
};

/** A password found in a breach is refused with the words the form uses for a common one. */
export async function assertNotBreached(password: string): Promise<void> {
  if (await isBreachedPassword(password))
    throw new ApiError('bad_request', COMMON_PASSWORD_MESSAGE, { password: [COMMON_PASSWORD_MESSAGE] });
}

/** Callers that take a password check it first (assertNotBreached): registration must, before it looks the address up. */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const existing = await findUserByEmail(db, input.email);
  if (existing)
    throw new ApiError('conflict', 'An account with this email already exists. Sign in instead.', {
      email: ['An account with this email already exists. Sign in instead.'],
    });
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      role: input.role ?? 'member',
      oidcSubject: input.oidcSubject ?? null,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
    })
    .returning();
  return row!;
}
