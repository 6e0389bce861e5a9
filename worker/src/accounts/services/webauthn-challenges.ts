// The challenges of passkey ceremonies: made and kept by the worker, tied to one browser by a
// random token in an HttpOnly cookie (only its SHA-256 is stored), spent once and expiring.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webauthnChallenges, type WebauthnPurpose } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/crypto';

/** A ceremony has five minutes between asking for options and answering. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

type Issued = { purpose: WebauthnPurpose; challenge: string; userId?: number; userHandle?: string };

/** Stores a challenge; the token it answers with goes in the browser's cookie. */
export async function issueChallenge(db: Db, issued: Issued, now = new Date()): Promise<string> {
  const token = randomToken();
  const nowIso = now.toISOString();
  await db.batch([
    // Each new challenge sweeps away the expired ones (through the expiry index).
    db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, nowIso)),
    db.insert(webauthnChallenges).values({
      tokenHash: await sha256Hex(token),
      purpose: issued.purpose,
      challenge: issued.challenge,
      userId: issued.userId ?? null,
      userHandle: issued.userHandle ?? null,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
    }),
  ]);
  return token;
}

/**
 * Spends the browser's challenge: one atomic DELETE, so it answers once however many requests
 * race with it. Null when the token is unknown, expired, already spent or for the other ceremony.
 */
export async function spendChallenge(db: Db, token: string | undefined, purpose: WebauthnPurpose, now = new Date()) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.tokenHash, await sha256Hex(token)),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, now.toISOString()),
      ),
    )
    .returning();
  return row ?? null;
}
