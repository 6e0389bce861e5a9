import { and, eq, gt, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Env } from '../../platform/env';
import { allOfReused, reusedStatements } from '../../db/reused';
import { contentVersions, sessions, users } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { SessionSummary } from '../../schemas/auth';
import { SHARED_AREAS, type ContentVersions } from '../../lib/shared-areas';
import { closeEndedSessions } from '../../messaging/public';

const DAY = 24 * 60 * 60 * 1000;
/** Sliding expiry: a session lives 30 days past its last use... */
export const SESSION_IDLE_MS = 30 * DAY;
/** ...but never longer than this from sign-in. */
export const SESSION_ABSOLUTE_MS = 180 * DAY;
/** Refresh the expiry at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** Expired sessions are deleted on about one sign-in in this many (through the expiry index). */
const PRUNE_EVERY = 100;

export async function pruneExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now.toISOString()));
}

export async function createSession(
  db: Db,
  userId: number,
  now = new Date(),
  device = 'Unknown device',
): Promise<{ token: string; expiresAt: Date }> {
  // Without this the table only grows: an expired row is never found again, so never deleted.
  if (Math.random() * PRUNE_EVERY < 1) await pruneExpiredSessions(db, now);
  const token = randomToken(32); // 256 bits
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db.insert(sessions).values({
    tokenHash: await sha256Hex(token),
    publicId: randomToken(16),
    device,
    userId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

/** The live session behind a token's hash, with its member. */
export const sessionLookup = (db: Db, v: { tokenHash: string; now: string }) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, v.tokenHash), gt(sessions.expiresAt, v.now)))
    .limit(1);

/** The session's public id (never its token) and when it ends, for what it opens (a live socket, decision 0047). */
export type SessionRef = { id: string; ends: Date };

type SessionLookup = {
  user: typeof users.$inferSelect;
  session: SessionRef;
  renewedUntil: Date | null;
  versions: ContentVersions | null;
};

/**
 * Whose each session token (by its hash) is, as this isolate has seen: a session's member never
 * changes, so this can only be stale by naming a member whose session has since ended. It is
 * not a session cache: a route that uses it (a message's send, decision 0024) checks in its own
 * batch that the session is still live, and refuses everything if not. It saves that route the
 * session lookup's round trip. Bounded: the oldest entry goes first.
 */
const sessionOwners = new Map<string, number>();
const OWNERS_KEPT = 5000;

function rememberOwner(tokenHash: string, userId: number): void {
  sessionOwners.delete(tokenHash);
  sessionOwners.set(tokenHash, userId);
  if (sessionOwners.size > OWNERS_KEPT) sessionOwners.delete(sessionOwners.keys().next().value!);
}

/** The member this isolate last saw the session belong to, if any (not proof the session is live). */
export const sessionOwnerOf = (tokenHash: string) => sessionOwners.get(tokenHash);

/** After a route found the session ended: it is looked up again next time. */
export const forgetSessionOwner = (tokenHash: string) => void sessionOwners.delete(tokenHash);

/**
 * Sliding expiry: a session used more than an hour after it was last touched lives 30 more days
 * (never past 180 from sign-in). The new end when it was renewed, else null.
 */
export async function renewIfDue(
  db: Db,
  tokenHash: string,
  session: { lastSeenAt: string; createdAt: string },
  now: Date,
): Promise<Date | null> {
  if (now.getTime() - Date.parse(session.lastSeenAt) <= TOUCH_EVERY_MS) return null;
  const absoluteEnd = Date.parse(session.createdAt) + SESSION_ABSOLUTE_MS;
  const renewedUntil = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd));
  await db
    .update(sessions)
    .set({ lastSeenAt: now.toISOString(), expiresAt: renewedUntil.toISOString() })
    .where(eq(sessions.tokenHash, tokenHash));
  return renewedUntil;
}

/**
 * The user behind a cookie token, extending the session when it has been idle a while. With
 * `withVersions` the shared content's version stamps are read in the same D1 round trip
 * (lib/member-cache.ts): a list read then needs no other query when its shared part is cached.
 */
export async function findSession(
  db: Db,
  token: string,
  now = new Date(),
  { withVersions = false, tokenHash: hashed }: { withVersions?: boolean; tokenHash?: string } = {},
): Promise<SessionLookup | null> {
  // The caller may have hashed the token already (loadUser, deciding whether a send checks its own session).
  const tokenHash = hashed ?? (await sha256Hex(token));
  // Every signed-in request runs this: its SQL is built once per isolate (db/reused.ts).
  const values = { tokenHash, now: now.toISOString() };
  const [rows, stamps] = withVersions
    ? await db.batch(
        reusedStatements(db, 'session.lookup+versions', values, (v) => [sessionLookup(db, v), db.select().from(contentVersions)] as const),
      )
    : [await allOfReused(db, 'session.lookup', values, (v) => sessionLookup(db, v)), null];
  const row = rows[0];
  if (!row) return null;
  rememberOwner(tokenHash, row.user.id);
  const renewedUntil = await renewIfDue(db, tokenHash, row.session, now);
  const session = { id: row.session.publicId, ends: renewedUntil ?? new Date(row.session.expiresAt) };
  return { user: row.user, session, renewedUntil, versions: stamps && toVersions(stamps) };
}

/** Every area has a stamp (the migration adds them); one missing reads as -1, a key no write makes. */
function toVersions(rows: Array<{ area: string; version: number }>): ContentVersions {
  const byArea = new Map(rows.map((r) => [r.area, r.version]));
  return Object.fromEntries(SHARED_AREAS.map((area) => [area, byArea.get(area) ?? -1])) as ContentVersions;
}

/** Ends the session behind a token (signing out, or a new sign-in in its browser); its sockets close with it. */
export async function deleteSession(db: Db, env: Env, token: string): Promise<void> {
  const tokenHash = await sha256Hex(token);
  forgetSessionOwner(tokenHash);
  const [gone] = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ userId: sessions.userId });
  if (gone) await closeEndedSessions(db, env, gone.userId);
}

/**
 * The statement that ends a member's sessions (all, or all but the one asking), for a batch
 * that commits it with the change that ends them (a new password, the account's deletion).
 * Once the batch has committed the caller calls closeEndedSessions (services/live-sessions.ts).
 */
export function endSessionsStatement(db: Db, userId: number, { exceptTokenHash }: { exceptTokenHash?: string } = {}) {
  const theirs = eq(sessions.userId, userId);
  return db.delete(sessions).where(exceptTokenHash === undefined ? theirs : and(theirs, ne(sessions.tokenHash, exceptTokenHash)));
}

/**
 * Ends the member's sessions while `when` holds at that point of the batch (decision 0046: a
 * never-confirmed account's sessions, as its address is first proved); their public ids. The
 * caller closes their sockets after the batch (closeEndedSessions).
 */
export function endSessionsWhenStatement(db: Db, userId: number, when: SQL, { exceptTokenHash }: { exceptTokenHash?: string } = {}) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptTokenHash === undefined ? undefined : ne(sessions.tokenHash, exceptTokenHash), when))
    .returning({ id: sessions.publicId });
}

/** The member's live sessions, most recently used first; `current` marks the one asking. */
export async function listSessions(db: Db, userId: number, currentToken: string | undefined, now = new Date()): Promise<SessionSummary[]> {
  const currentHash = currentToken ? await sha256Hex(currentToken) : null;
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now.toISOString())));
  // A member has a handful of sessions: sorted here rather than by a temporary index in SQL.
  rows.sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt) || b.createdAt.localeCompare(a.createdAt));
  return rows.map((r) => ({
    id: r.publicId,
    device: r.device,
    signedInAt: r.createdAt,
    lastSeenAt: r.lastSeenAt,
    expiresAt: r.expiresAt,
    current: r.tokenHash === currentHash,
  }));
}

/** Ends one of the member's sessions, and its sockets; null when it is not theirs or does not exist. */
export async function revokeSession(
  db: Db,
  env: Env,
  userId: number,
  publicId: string,
  currentToken: string | undefined,
): Promise<{ current: boolean } | null> {
  const [gone] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ tokenHash: sessions.tokenHash });
  if (!gone) return null;
  await closeEndedSessions(db, env, userId);
  return { current: currentToken !== undefined && gone.tokenHash === (await sha256Hex(currentToken)) };
}

/** Ends every session of the member except the one asking ("sign out everywhere else"), and their sockets. */
export async function revokeOtherSessions(db: Db, env: Env, userId: number, currentToken: string): Promise<number> {
  const exceptTokenHash = await sha256Hex(currentToken);
  const gone = await endSessionsStatement(db, userId, { exceptTokenHash }).returning({ id: sessions.publicId });
  await closeEndedSessions(db, env, userId);
  return gone.length;
}
