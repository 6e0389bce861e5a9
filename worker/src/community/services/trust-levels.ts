import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditInsert } from '../../cms/public';
import { communityPosts, postComments, postReads, trustLevelOverrides, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import {
  READING_PER_POST_MAX_SECONDS,
  TRUST_LEVEL_NAMES,
  TRUST_REQUIREMENTS,
  type TrustActivity,
  type TrustLevel,
  type TrustStatus,
} from '../../schemas/trust';
import { findPostRow, isModerator, type Viewer } from './community';

// Trust levels are computed from what a member did, on every request that needs one
// (decision 0034): one query over indexed rows, no stored level to drift out of date.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The level a member's activity reaches: each level needs every measure of it met. */
export function levelFor(activity: TrustActivity): TrustLevel {
  let level: TrustLevel = 0;
  for (const next of [1, 2, 3] as const) {
    const needs = TRUST_REQUIREMENTS[next];
    const met = (Object.keys(needs) as Array<keyof TrustActivity>).every((m) => activity[m] >= needs[m]);
    if (!met) break;
    level = next;
  }
  return level;
}

/** The one query behind a member's level (select builder, so a write can put it in its batch). */
export const activityQuery = (db: Db, userId: number) =>
  db
    .select({
      role: users.role,
      joined: users.createdAt,
      postsRead: sql<number>`(select count(*) from ${postReads} where ${postReads.userId} = ${userId})`,
      daysRead: sql<number>`(select count(distinct ${postReads.day}) from ${postReads} where ${postReads.userId} = ${userId})`,
      secondsRead: sql<number>`(select coalesce(sum(${postReads.seconds}), 0) from ${postReads} where ${postReads.userId} = ${userId})`,
      contributions: sql<number>`(select count(*) from ${communityPosts} where ${communityPosts.userId} = ${userId} and ${communityPosts.visibility} = 'visible')
        + (select count(*) from ${postComments} where ${postComments.userId} = ${userId} and ${postComments.visibility} = 'visible')`,
      override: sql<
        number | null
      >`(select ${trustLevelOverrides.level} from ${trustLevelOverrides} where ${trustLevelOverrides.userId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));

type ActivityRow = Awaited<ReturnType<typeof activityQuery>>[number];

/** A member's level from their activity row; staff are level 3 and never limited. */
export function statusFrom(row: ActivityRow | undefined, now: Date): TrustStatus {
  if (!row) throw notFound('Member not found');
  const activity: TrustActivity = {
    postsRead: Number(row.postsRead),
    daysRead: Number(row.daysRead),
    minutesRead: Math.floor(Number(row.secondsRead) / 60),
    contributions: Number(row.contributions),
    daysSinceJoined: Math.max(0, Math.floor((now.getTime() - Date.parse(row.joined)) / DAY_MS)),
  };
  const override = row.override === null ? null : (Number(row.override) as TrustLevel);
  const computedLevel = levelFor(activity);
  const staff = isModerator({ id: 0, role: row.role });
  const level: TrustLevel = staff ? 3 : (override ?? computedLevel);
  const nextLevel = level < 3 && !staff ? ((level + 1) as Exclude<TrustLevel, 0>) : null;
  const next = nextLevel
    ? {
        level: nextLevel,
        name: TRUST_LEVEL_NAMES[nextLevel],
        needs: (Object.keys(TRUST_REQUIREMENTS[nextLevel]) as Array<keyof TrustActivity>)
          .map((measure) => ({ measure, have: activity[measure], need: TRUST_REQUIREMENTS[nextLevel][measure] }))
          .filter((n) => n.need > 0),
      }
    : null;
  return { level, name: TRUST_LEVEL_NAMES[level], staff, setByEditor: override !== null, computedLevel, activity, next };
}

/** A member's level, what it rests on and what the next one needs. */
export async function trustStatus(db: Db, member: Viewer, now = new Date()): Promise<TrustStatus> {
  return statusFrom(await activityQuery(db, member.id).get(), now);
}

/** Just the level, for the limits and flags. */
export const trustLevel = async (db: Db, member: Viewer, now = new Date()) => (await trustStatus(db, member, now)).level;

/**
 * A member spent `seconds` on a visible post: the first report of a post records the day, later
 * ones add time, capped per post so a tab left open counts for little.
 */
export async function recordReading(db: Db, viewer: Viewer, postId: number, seconds: number, now = new Date()): Promise<{ ok: true }> {
  await findPostRow(db, postId);
  await db
    .insert(postReads)
    .values({ userId: viewer.id, postId, day: now.toISOString().slice(0, 10), seconds: Math.min(seconds, READING_PER_POST_MAX_SECONDS) })
    .onConflictDoUpdate({
      target: [postReads.userId, postReads.postId],
      set: { seconds: sql`min(${postReads.seconds} + excluded.seconds, ${READING_PER_POST_MAX_SECONDS})` },
    });
  return { ok: true };
}

async function memberToSet(db: Db, id: number): Promise<Viewer> {
  const row = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id)).get();
  if (!row) throw notFound('Member not found');
  return row;
}

/** Editors set a member's level by hand (it wins over the computed one), audited in the same batch. */
export async function setTrustLevel(db: Db, editor: CurrentUser, memberId: number, level: TrustLevel): Promise<TrustStatus> {
  const member = await memberToSet(db, memberId);
  await db.batch([
    db
      .insert(trustLevelOverrides)
      .values({ userId: memberId, level, setBy: editor.id })
      .onConflictDoUpdate({ target: trustLevelOverrides.userId, set: { level, setBy: editor.id } }),
    auditInsert(db, editor, {
      action: 'update',
      entity: 'member',
      entityId: memberId,
      summary: `Set member ${memberId}'s trust level to ${level} (${TRUST_LEVEL_NAMES[level]})`,
    }),
  ]);
  return trustStatus(db, member);
}

/** Editors clear a hand-set level; the computed one applies again. */
export async function clearTrustLevel(db: Db, editor: CurrentUser, memberId: number): Promise<TrustStatus> {
  const member = await memberToSet(db, memberId);
  await db.batch([
    db.delete(trustLevelOverrides).where(eq(trustLevelOverrides.userId, memberId)),
    auditInsert(db, editor, {
      action: 'update',
      entity: 'member',
      entityId: memberId,
      summary: `Cleared member ${memberId}'s hand-set trust level`,
    }),
  ]);
  return trustStatus(db, member);
}

/** Editors look up a member's level (the CMS members screen). */
export const memberTrustStatus = async (db: Db, memberId: number) => trustStatus(db, await memberToSet(db, memberId));
