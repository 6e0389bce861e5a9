import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { notFound } from '../lib/errors';
import { likeContains } from '../lib/like';
import type { CurrentUser } from '../schemas/auth';
import type { MemberAccount, MemberList } from '../schemas/members-admin';
import type { AdminListQuery } from '../schemas/paging';
import { auditInsert } from './audit';

/**
 * Admins' member list in email order, optionally narrowed by name or email, with each member's
 * live sessions counted through the sessions index (per member on the page, never the whole
 * table). One more row than the page says whether there is a next page, so no count of every
 * member is read.
 */
export async function listMembers(db: Db, query: AdminListQuery, now = new Date()): Promise<MemberList> {
  // Neither side is lower-cased: LIKE folds A-Z itself, and JavaScript folds "É" where SQLite
  // does not, so a lowered q=Élodie would miss "Élodie".
  const name = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  const match = query.q ? or(likeContains(users.email, query.q), likeContains(name, query.q)) : undefined;
  const live = sql`${sessions.userId} = ${users.id} and ${sessions.expiresAt} > ${now.toISOString()}`;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      membershipLevel: users.membershipLevel,
      joinedAt: users.createdAt,
      // One pass over the member's sessions gives both figures.
      live: sql<string>`(select json_array(count(*), max(${sessions.lastSeenAt})) from ${sessions} where ${live})`,
    })
    .from(users)
    .where(match)
    .orderBy(asc(users.email))
    .limit(query.limit + 1)
    .offset(query.offset);
  const members = rows.slice(0, query.limit).map(({ live: figures, ...member }): MemberAccount => {
    const [activeSessions, lastSeenAt] = JSON.parse(figures) as [number, string | null];
    return { ...member, activeSessions, lastSeenAt };
  });
  return { members, hasMore: rows.length > query.limit };
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
    auditInsert(db, admin, {
      action: 'moderate',
      entity: 'member',
      entityId: memberId,
      summary: `Signed member ${memberId} out of every session`,
    }),
  ]);
  return { revoked: gone.length };
}
