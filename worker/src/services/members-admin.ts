import { asc, count, eq, gt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { notFound } from '../lib/errors';
import type { CurrentUser } from '../schemas/auth';
import type { MemberAccount, MemberList } from '../schemas/members-admin';
import { auditInsert } from './audit';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Admins' member list: name or email match, with how many live sessions each has. One round trip. */
export async function listMembers(db: Db, query: { q: string; limit: number; offset: number }, now = new Date()): Promise<MemberList> {
  const pattern = likePattern(query.q.toLowerCase());
  const match = query.q
    ? or(
        sql`${users.email} like ${pattern} escape '\\'`,
        sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${pattern} escape '\\'`,
      )
    : undefined;
  const live = db
    .select({ userId: sessions.userId, activeSessions: count().as('active_sessions'), lastSeenAt: max(sessions.lastSeenAt).as('last_seen_at') })
    .from(sessions)
    .where(gt(sessions.expiresAt, now.toISOString()))
    .groupBy(sessions.userId)
    .as('live');
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        membershipLevel: users.membershipLevel,
        joinedAt: users.createdAt,
        activeSessions: sql<number>`coalesce(${live.activeSessions}, 0)`,
        lastSeenAt: live.lastSeenAt,
      })
      .from(users)
      .leftJoin(live, eq(live.userId, users.id))
      .where(match)
      .orderBy(asc(users.email))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(users).where(match),
  ]);
  return { members: rows as MemberAccount[], total: total?.total ?? 0 };
}

/**
 * Signs a member out everywhere (a lost phone, a compromised account): every session row goes,
 * with its audit entry in the same batch. Answers how many sessions ended.
 */
export async function revokeMemberSessions(db: Db, admin: CurrentUser, memberId: number): Promise<{ revoked: number }> {
  const member = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, memberId)).get();
  if (!member) throw notFound('Member not found');
  const [gone] = await db.batch([
    db.delete(sessions).where(eq(sessions.userId, memberId)).returning({ id: sessions.publicId }),
    auditInsert(db, admin, { action: 'moderate', entity: 'member', entityId: memberId, summary: `Signed member ${memberId} out of every session` }),
  ]);
  return { revoked: gone.length };
}

