// The membership levels admins manage. "Free" is every member's first level: it is not stored,
// so it always exists and cannot be renamed or removed. A level names a member's membership on
// the dashboard; it restricts nothing.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipLevels, users } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CurrentUser } from '../../schemas/auth';
import { FREE_LEVEL, type MembershipLevel } from '../../schemas/members-admin';
import { auditIfChanged, auditInsert, insertedId } from '../../cms/public';

export const LEVEL_TAKEN_MESSAGE = 'There is already a level with this name.';
export const LEVEL_IN_USE_MESSAGE = 'Members have this level. Give them another level first.';
export const UNKNOWN_LEVEL_MESSAGE = 'Choose one of the membership levels.';

const taken = () => new ApiError('conflict', LEVEL_TAKEN_MESSAGE, { name: [LEVEL_TAKEN_MESSAGE] });
const isFree = (name: string) => name.toLowerCase() === FREE_LEVEL.toLowerCase();

/** "Free" first, then the others by name, each with how many members have it. */
export async function listLevels(db: Db): Promise<MembershipLevel[]> {
  const [rows, counts] = await Promise.all([
    db.select({ id: membershipLevels.id, name: membershipLevels.name }).from(membershipLevels).orderBy(asc(membershipLevels.name)),
    db.select({ name: users.membershipLevel, members: count() }).from(users).groupBy(users.membershipLevel),
  ]);
  const members = new Map(counts.map((c) => [c.name, c.members]));
  return [{ id: null, name: FREE_LEVEL }, ...rows].map((l) => ({ ...l, members: members.get(l.name) ?? 0 }));
}

export async function addLevel(db: Db, admin: CurrentUser, name: string): Promise<MembershipLevel> {
  if (isFree(name)) throw taken();
  try {
    const [[row]] = await db.batch([
      db.insert(membershipLevels).values({ name }).returning({ id: membershipLevels.id, name: membershipLevels.name }),
      auditInsert(db, admin, {
        action: 'create',
        entity: 'membership_level',
        entityId: insertedId,
        summary: `Added the membership level "${name}"`,
      }),
    ]);
    return { ...row!, members: 0 };
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Renames a level and, in the same batch, every member who has it. */
export async function renameLevel(db: Db, admin: CurrentUser, id: number, name: string): Promise<MembershipLevel> {
  const level = await db.select().from(membershipLevels).where(eq(membershipLevels.id, id)).get();
  if (!level) throw notFound('Level not found');
  if (isFree(name)) throw taken();
  try {
    await db.batch([
      db.update(membershipLevels).set({ name }).where(eq(membershipLevels.id, id)),
      db.update(users).set({ membershipLevel: name }).where(eq(users.membershipLevel, level.name)),
      auditInsert(db, admin, {
        action: 'update',
        entity: 'membership_level',
        entityId: id,
        summary: `Renamed the membership level "${level.name}" to "${name}"`,
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  const members = await db.select({ n: count() }).from(users).where(eq(users.membershipLevel, name)).get();
  return { id, name, members: members?.n ?? 0 };
}

/** Removes a level no member has (checked in the DELETE itself, so a member given it meanwhile keeps it). */
export async function removeLevel(db: Db, admin: CurrentUser, id: number): Promise<void> {
  const level = await db.select().from(membershipLevels).where(eq(membershipLevels.id, id)).get();
  if (!level) throw notFound('Level not found');
  const [gone] = await db.batch([
    db
      .delete(membershipLevels)
      .where(
        and(
          eq(membershipLevels.id, id),
          sql`not exists (select 1 from ${users} where ${users.membershipLevel} = ${membershipLevels.name})`,
        ),
      )
      .returning({ id: membershipLevels.id }),
    auditIfChanged(db, admin, {
      action: 'delete',
      entity: 'membership_level',
      entityId: id,
      summary: `Removed the membership level "${level.name}"`,
    }),
  ]);
  if (gone.length === 0) throw new ApiError('conflict', LEVEL_IN_USE_MESSAGE);
}

/** Gives a member one of the levels that exist; audited in the same batch. */
export async function changeLevel(
  db: Db,
  admin: CurrentUser,
  memberId: number,
  name: string,
): Promise<{ id: number; membershipLevel: string }> {
  const member = await db.select({ id: users.id, level: users.membershipLevel }).from(users).where(eq(users.id, memberId)).get();
  if (!member) throw notFound('Member not found');
  const level = isFree(name)
    ? FREE_LEVEL
    : (
        await db
          .select({ name: membershipLevels.name })
          .from(membershipLevels)
          .where(eq(sql`lower(${membershipLevels.name})`, name.toLowerCase()))
          .get()
      )?.name;
  if (!level) throw new ApiError('bad_request', UNKNOWN_LEVEL_MESSAGE, { level: [UNKNOWN_LEVEL_MESSAGE] });
  if (level === member.level) return { id: memberId, membershipLevel: level };
  await db.batch([
    db.update(users).set({ membershipLevel: level, updatedAt: new Date().toISOString() }).where(eq(users.id, memberId)),
    auditInsert(db, admin, {
      action: 'update',
      entity: 'member',
      entityId: memberId,
      summary: `Changed member ${memberId}'s level from ${member.level} to ${level}`,
    }),
  ]);
  return { id: memberId, membershipLevel: level };
}
