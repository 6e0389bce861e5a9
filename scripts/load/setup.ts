// The load test's own people and campaigns, written straight into the database before the run.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../worker/src/db/client';
import { communityPosts, donationCampaigns, trustLevelOverrides, users } from '../../worker/src/db/schema';
import { hashPassword } from '../../worker/src/lib/crypto';

export const LOAD_PASSWORD = 'load-test-password';

export interface Member {
  id: number;
  email: string;
  /** The address its requests come from (CF-Connecting-IP), one per connection. */
  ip: string;
}

/**
 * One member per connection. The same password hash (production iterations) for all of them:
 * the sign-ins still run PBKDF2 in full on the worker.
 */
/** `prefix` and `ipBlock` keep a second set (the bench's chat room) apart from the first: its own addresses and network addresses. */
export async function createMembers(db: Db, count: number, { prefix = 'load', ipBlock = 90 } = {}): Promise<Member[]> {
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(3, '0')}@example.org`);
  // One row per statement, in one batch: D1 allows 100 bound values per statement.
  const [first, ...rest] = emails.map((email, i) =>
    // Confirmed addresses: posting, commenting and messaging wait for one (lib/auth.ts requireVerified).
    db.insert(users).values({ email, firstName: 'Load', lastName: `Member ${i}`, passwordHash, emailVerifiedAt: new Date().toISOString() }),
  );
  await db.batch([first!, ...rest]);
  // D1 binds at most 100 values a statement: the ids are read back 100 addresses at a time.
  const rows = [];
  for (let i = 0; i < emails.length; i += 100)
    rows.push(
      ...(await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, emails.slice(i, i + 100)))),
    );
  const ids = new Map(rows.map((r) => [r.email, r.id]));
  // Members who take part already: trust level 1, as an editor sets it (decision 0034). A new
  // account (level 0) may not start a conversation, which the chat phase and the bench do.
  const [firstTrust, ...restTrust] = rows.map((r) => db.insert(trustLevelOverrides).values({ userId: r.id, level: 1 }));
  await db.batch([firstTrust!, ...restTrust]);
  return emails.map((email, i) => ({ id: ids.get(email)!, email, ip: `10.${ipBlock}.${i >> 8}.${(i & 255) + 1}` }));
}

/** Campaigns that take gifts for the whole run: active, no end date. */
export async function createCampaigns(db: Db, count: number): Promise<number[]> {
  const rows = await db
    .insert(donationCampaigns)
    .values(
      Array.from({ length: count }, (_, i) => ({
        title: `Load test campaign ${i + 1}`,
        description: 'Created by npm run load.',
        goalCents: 1_000_000_00,
        status: 'active' as const,
      })),
    )
    .returning({ id: donationCampaigns.id });
  return rows.map((r) => r.id);
}

/** The visible posts already there (the demo forum), as the first targets for comments and likes. */
export async function visiblePostIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.visibility, 'visible'));
  return rows.map((r) => r.id);
}
