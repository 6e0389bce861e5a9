// "Manage your giving" links (issue 21; table donor_links): a donor needs no account, so the link
// stands for an email address. It is mailed only to that address, kept only as a hash, and good
// for 30 days, again and again within them (a donor comes back to it).
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donorLinks } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/crypto';

export const DONOR_LINK_DAYS = 30;

/** A new link's token and the two statements that store it, for a caller's own batch (a gift's, so its receipt costs no round trip). */
export async function donorLinkStatements(db: Db, email: string, now = new Date()) {
  const token = randomToken();
  const nowIso = now.toISOString();
  const statements = [
    // Expired links are no use to anyone: each new one sweeps them away.
    db.delete(donorLinks).where(lt(donorLinks.expiresAt, nowIso)),
    db.insert(donorLinks).values({
      tokenHash: await sha256Hex(token),
      email: email.toLowerCase(),
      createdAt: nowIso,
      expiresAt: new Date(now.getTime() + DONOR_LINK_DAYS * 86_400_000).toISOString(),
    }),
  ] as const;
  return { token, statements };
}

export async function issueDonorLink(db: Db, email: string, now = new Date()): Promise<string> {
  const { token, statements } = await donorLinkStatements(db, email, now);
  await db.batch(statements);
  return token;
}

/** The address a live link stands for, or null (unknown, expired or malformed). */
export async function donorEmailOf(db: Db, token: string, now = new Date()): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db
    .select({ email: donorLinks.email })
    .from(donorLinks)
    .where(and(eq(donorLinks.tokenHash, await sha256Hex(token)), gt(donorLinks.expiresAt, now.toISOString())))
    .get();
  return row?.email ?? null;
}
