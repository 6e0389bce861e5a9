import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { likeContains } from '../../lib/like';
import { ROLE_NAMES, type CurrentUser, type Role } from '../../schemas/auth';
import type { MemberAccount, MemberList } from '../../schemas/members-admin';
import type { AdminListQuery } from '../../schemas/paging';
import { activeSuspension } from '../../schemas/standing';
import type { Env } from '../../platform/env';
import { roleChangedMail } from '../../accounts/public';
import { auditIfChanged, auditInsert } from './audit';
import { closeEndedSessions } from '../../messaging/public';
import { sendNotice } from '../../mail/public';
import { endSessionsStatement } from '../../accounts/public';

/**
 * The staff's member list in email order, optionally narrowed by name (and, for admins, email),
 * with each member's live sessions counted through the sessions index (per member on the page,
 * never the whole table). One more row than the page says whether there is a next page, so no
 * count of every member is read. Editors get no addresses and cannot search by one (decision
 * 0003, 0020): a search that matched on hidden addresses would still tell them whose they are.
 */
export async function listMembers(db: Db, viewer: CurrentUser, query: AdminListQuery, now = new Date()): Promise<MemberList> {
  const admin = viewer.role === 'admin';
  // Neither side is lower-cased: LIKE folds A-Z itself, and JavaScript folds "É" where SQLite
  // does not, so a lowered q=Élodie would miss "Élodie".
  const name = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  const match = !query.q
    ? undefined
    : admin
      ? or(likeContains(users.email, query.q), likeContains(name, query.q))
      : likeContains(name, query.q);
  const live = sql`${sessions.userId} = ${users.id} and ${sessions.expiresAt} > ${now.toISOString()}`;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      membershipLevel: users.membershipLevel,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
      joinedAt: users.createdAt,
      // One pass over the member's sessions gives both figures.
      live: sql<string>`(select json_array(count(*), max(${sessions.lastSeenAt})) from ${sessions} where ${live})`,
    })
    .from(users)
    .where(match)
    .orderBy(asc(users.email))
    .limit(query.limit + 1)
    .offset(query.offset);
  const members = rows
    .slice(0, query.limit)
    .map(({ live: figures, email, suspendedAt, suspendedUntil, suspensionReason, ...member }): MemberAccount => {
      const [activeSessions, lastSeenAt] = JSON.parse(figures) as [number, string | null];
      const suspension = activeSuspension({ suspendedAt, suspendedUntil, suspensionReason });
      return { ...member, email: admin ? email : null, suspension, activeSessions, lastSeenAt };
    });
  return { members, hasMore: rows.length > query.limit };
}

/**
 * Signs a member out everywhere (a lost phone, a compromised account): every session row goes,
 * with its audit entry in the same batch. Answers how many sessions ended.
 */
export async function revokeMemberSessions(db: Db, env: Env, admin: CurrentUser, memberId: number): Promise<{ revoked: number }> {
  const member = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, memberId)).get();
  if (!member) throw notFound('Member not found');
  const [gone] = await db.batch([
    endSessionsStatement(db, memberId).returning({ id: sessions.publicId }),
    auditInsert(db, admin, {
      action: 'moderate',
      entity: 'member',
      entityId: memberId,
      summary: `Signed member ${memberId} out of every session`,
    }),
  ]);
  await closeEndedSessions(db, env, memberId);
  return { revoked: gone.length };
}

export const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another administrator to do it.';
export const LAST_ADMIN_MESSAGE = 'This is the last administrator. Make someone else an administrator first.';

/**
 * An admin gives a member another role: never their own (an admin cannot lock themselves out by
 * a slip), and never the last admin's. The guard is in the UPDATE itself, so two admins taking
 * each other's role at once cannot both succeed and leave nobody. Audited in the same batch;
 * the member is told by mail.
 */
export async function changeRole(db: Db, env: Env, admin: CurrentUser, memberId: number, role: Role, siteUrl: string) {
  if (memberId === admin.id) throw new ApiError('bad_request', OWN_ROLE_MESSAGE, { role: [OWN_ROLE_MESSAGE] });
  const member = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, emailVerifiedAt: users.emailVerifiedAt, role: users.role })
    .from(users)
    .where(eq(users.id, memberId))
    .get();
  if (!member) throw notFound('Member not found');
  if (member.role === role) return { id: member.id, role };
  const otherAdmins = sql`(select count(*) from ${users} where ${users.role} = 'admin' and ${users.id} <> ${memberId})`;
  const [changed] = await db.batch([
    db
      .update(users)
      .set({ role, updatedAt: new Date().toISOString() })
      .where(and(eq(users.id, memberId), eq(users.role, member.role), or(ne(users.role, 'admin'), sql`${otherAdmins} > 0`)))
      .returning({ id: users.id }),
    auditIfChanged(db, admin, {
      action: 'update',
      entity: 'member',
      entityId: memberId,
      summary: `Changed member ${memberId}'s role from ${ROLE_NAMES[member.role]} to ${ROLE_NAMES[role]}`,
    }),
  ]);
  if (changed.length === 0) {
    if (member.role === 'admin') throw new ApiError('bad_request', LAST_ADMIN_MESSAGE, { role: [LAST_ADMIN_MESSAGE] });
    throw new ApiError('conflict', 'This member changed while you were working. Reload the list and try again.');
  }
  await sendNotice(env, 'role-changed', member.email, roleChangedMail(member, member.role, role, siteUrl));
  return { id: member.id, role };
}
