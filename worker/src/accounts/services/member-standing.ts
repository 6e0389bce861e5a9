// Suspending a member and lifting it (decision 0020). Admins and editors suspend; editors only
// members (never another editor or an admin); nobody themselves. Each change is audited in the
// same batch and the member is told by mail. What a suspension refuses is lib/auth.ts's refuseSuspended.
// A suspension ends no session (reading stays open), but the member's live sockets are closed to
// reconnect, so every screen they have open reads again who they are (decision 0047).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import { suspendedMail, suspensionLiftedMail } from '../mails/standing-mails';
import type { CurrentUser } from '../../schemas/auth';
import { activeSuspension, suspensionEnd, type Suspension, type SuspensionInput } from '../../schemas/standing';
import { auditInsert } from '../../cms/public';
import { reconnectMemberSockets } from '../../messaging/public';
import { sendNotice } from '../../mail/public';

export const SUSPEND_SELF_MESSAGE = 'You cannot suspend yourself or lift your own suspension.';
export const EDITORS_SUSPEND_MEMBERS_MESSAGE = 'Editors can suspend members only. Ask an administrator about an editor or administrator.';
export const NOT_SUSPENDED_MESSAGE = 'This member is not suspended.';

/** The member acted on, after the rules on who may act on whom. */
async function target(db: Db, actor: CurrentUser, memberId: number) {
  if (memberId === actor.id) throw new ApiError('bad_request', SUSPEND_SELF_MESSAGE);
  const member = await db.select().from(users).where(eq(users.id, memberId)).get();
  if (!member) throw notFound('Member not found');
  if (actor.role !== 'admin' && member.role !== 'member') throw forbidden(EDITORS_SUSPEND_MEMBERS_MESSAGE);
  return member;
}

/** Suspends a member, or changes the reason or end of a suspension in force. */
export async function suspendMember(
  db: Db,
  env: Env,
  actor: CurrentUser,
  memberId: number,
  input: SuspensionInput,
  siteUrl: string,
): Promise<{ id: number; suspension: Suspension }> {
  const member = await target(db, actor, memberId);
  const suspension: Suspension = { reason: input.reason, until: input.until };
  const now = new Date().toISOString();
  const again = activeSuspension(member) !== null;
  await db.batch([
    db
      .update(users)
      .set({ suspendedAt: now, suspendedUntil: suspension.until, suspensionReason: suspension.reason, updatedAt: now })
      .where(eq(users.id, memberId)),
    auditInsert(db, actor, {
      action: 'moderate',
      entity: 'member',
      entityId: memberId,
      summary: `${again ? 'Changed the suspension of' : 'Suspended'} member ${memberId} ${suspensionEnd(suspension)}: ${suspension.reason}`,
    }),
  ]);
  await reconnectMemberSockets(db, env, memberId);
  await sendNotice(env, 'suspended', member.email, suspendedMail(member, suspension, siteUrl));
  return { id: memberId, suspension };
}

/** Lifts a suspension in force before its end. */
export async function liftSuspension(db: Db, env: Env, actor: CurrentUser, memberId: number, siteUrl: string): Promise<{ id: number }> {
  const member = await target(db, actor, memberId);
  if (!activeSuspension(member)) throw new ApiError('bad_request', NOT_SUSPENDED_MESSAGE);
  const now = new Date().toISOString();
  await db.batch([
    db.update(users).set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null, updatedAt: now }).where(eq(users.id, memberId)),
    auditInsert(db, actor, {
      action: 'moderate',
      entity: 'member',
      entityId: memberId,
      summary: `Lifted the suspension of member ${memberId}`,
    }),
  ]);
  await reconnectMemberSockets(db, env, memberId);
  await sendNotice(env, 'suspension-lifted', member.email, suspensionLiftedMail(member, siteUrl));
  return { id: memberId };
}
