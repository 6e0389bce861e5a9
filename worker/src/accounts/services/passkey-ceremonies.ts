// The two WebAuthn ceremonies (decision 0023), through SimpleWebAuthn: adding a passkey to a
// signed-in member's account, and signing in with one. The challenge of each is made here,
// kept in the database (webauthn-challenges.ts) and never taken from the client.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys, users } from '../../db/schema';
import { ApiError, forbidden } from '../../lib/errors';
import { log } from '../../lib/log';
import { PASSKEY_MESSAGES, type PasskeySummary } from '../../schemas/passkeys';
import { passkeySummary } from './passkeys';
import { CHALLENGE_TTL_MS, issueChallenge, spendChallenge } from './webauthn-challenges';

/** Who the passkeys are for: the site's host name (rpID), its name, and the origin pages run at. */
export type RelyingParty = { id: string; name: string; origin: string };

/** EdDSA, ES256 and RS256: what authenticators make, and what WebCrypto verifies on Workers. */
const ALGORITHMS = [-8, -7, -257];

const refused = (message: string) => new ApiError('bad_request', message);

function refusedBecause(event: string, error: unknown, message: string): never {
  // The library's reason (wrong origin, bad signature...) is for the log; the member gets plain words.
  log('warn', event, { reason: error instanceof Error ? error.message : String(error) });
  throw refused(message);
}

type Member = { id: number; email: string; firstName: string | null; lastName: string | null };

/** Options for navigator.credentials.create(), and the cookie token that ties their challenge to this browser. */
export async function registrationOptions(db: Db, rp: RelyingParty, member: Member) {
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports, userHandle: passkeys.userHandle })
    .from(passkeys)
    .where(eq(passkeys.userId, member.id));
  // One user handle for all of a member's passkeys, so a device keeps one passkey per account.
  const userHandle = existing[0]?.userHandle ?? isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.email,
    userID: isoBase64URL.toBuffer(userHandle),
    userDisplayName: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email,
    // Five minutes, not the usual one: some members need longer to reach and use their device.
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports ?? undefined })),
    // Discoverable, so signing in needs no email address typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  const token = await issueChallenge(db, { purpose: 'register', challenge: options.challenge, userId: member.id, userHandle });
  return { options, token };
}

/** Checks the new credential against this browser's challenge and keeps it, named. */
export async function verifyRegistration(
  db: Db,
  rp: RelyingParty,
  userId: number,
  token: string | undefined,
  response: RegistrationResponseJSON,
  name: string,
): Promise<PasskeySummary> {
  const challenge = await spendChallenge(db, token, 'register');
  if (!challenge || challenge.userId !== userId || !challenge.userHandle) throw refused(PASSKEY_MESSAGES.expired);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch (error) {
    refusedBecause('passkey.registration_refused', error, PASSKEY_MESSAGES.notAdded);
  }
  if (!verification.verified) refusedBecause('passkey.registration_refused', 'not verified', PASSKEY_MESSAGES.notAdded);
  // Read from the account itself, not the session's copy: a confirmed account stays confirmed, so
  // a passkey kept after this check can never predate the first proof of the address.
  const owner = await db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).get();
  if (!owner?.emailVerifiedAt) throw forbidden(PASSKEY_MESSAGES.confirmFirst);
  const { credential } = verification.registrationInfo;
  const taken = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.credentialId, credential.id)).get();
  if (taken) throw refused(PASSKEY_MESSAGES.alreadyAdded);
  const [row] = await db
    .insert(passkeys)
    .values({
      userId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? null,
      userHandle: challenge.userHandle,
      name,
    })
    .returning();
  return passkeySummary(row!);
}

/** Options for navigator.credentials.get(): no credentials listed, so the device offers the member's passkeys. */
export async function authenticationOptions(db: Db, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred', timeout: CHALLENGE_TTL_MS });
  const token = await issueChallenge(db, { purpose: 'authenticate', challenge: options.challenge });
  return { options, token };
}

/** The member a signed assertion proves, once its challenge, origin, signature and counter check out. */
export async function verifyAuthentication(
  db: Db,
  rp: RelyingParty,
  token: string | undefined,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<typeof users.$inferSelect> {
  const challenge = await spendChallenge(db, token, 'authenticate', now);
  if (!challenge) throw refused(PASSKEY_MESSAGES.expired);
  const found = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id))
    .get();
  if (!found) refusedBecause('passkey.sign_in_refused', 'unknown credential', PASSKEY_MESSAGES.notSignedIn);
  const { passkey, user } = found;
  if (response.response.userHandle && response.response.userHandle !== passkey.userHandle)
    refusedBecause('passkey.sign_in_refused', 'user handle does not match', PASSKEY_MESSAGES.notSignedIn);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports ?? undefined,
      },
      requireUserVerification: false,
    });
  } catch (error) {
    refusedBecause('passkey.sign_in_refused', error, PASSKEY_MESSAGES.notSignedIn);
  }
  if (!verification.verified) refusedBecause('passkey.sign_in_refused', 'not verified', PASSKEY_MESSAGES.notSignedIn);
  // Only from the counter this check read: of two answers racing with the same count (a cloned
  // authenticator), one wins. Passkeys that do not count stay at 0 and always match.
  const { newCounter } = verification.authenticationInfo;
  const [updated] = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now.toISOString() })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (!updated) refusedBecause('passkey.sign_in_refused', 'counter changed meanwhile', PASSKEY_MESSAGES.notSignedIn);
  return user;
}
