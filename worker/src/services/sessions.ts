import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { randomToken, sha256Hex } from '../lib/crypto';

const DAY = 24 * 60 * 60 * 1000;
/** Sliding expiry: a session lives 30 days past its last use... */
export const SESSION_IDLE_MS = 30 * DAY;
/** ...but never longer than this from sign-in. */
export const SESSION_ABSOLUTE_MS = 180 * DAY;
/** Refresh the expiry at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export async function createSession(db: Db, userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32); // 256 bits
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db.insert(sessions).values({
    tokenHash: await sha256Hex(token),
    userId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

export type SessionLookup = { user: typeof users.$inferSelect; renewedUntil: Date | null };

/** The user behind a cookie token, extending the session when it has been idle a while. */
export async function findSession(db: Db, token: string, now = new Date()): Promise<SessionLookup | null> {
  const tokenHash = await sha256Hex(token);
  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now.toISOString())))
    .get();
  if (!row) return null;
  let renewedUntil: Date | null = null;
  if (now.getTime() - Date.parse(row.session.lastSeenAt) > TOUCH_EVERY_MS) {
    const absoluteEnd = Date.parse(row.session.createdAt) + SESSION_ABSOLUTE_MS;
    renewedUntil = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd));
    await db
      .update(sessions)
      .set({ lastSeenAt: now.toISOString(), expiresAt: renewedUntil.toISOString() })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: row.user, renewedUntil };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(token)));
}
