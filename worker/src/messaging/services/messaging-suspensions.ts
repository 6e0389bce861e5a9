import { desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { messagingSettings, users } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import { MESSAGING_NOT_SUSPENDED_MESSAGE, type MessagingSuspension } from '../../schemas/message-safety';
import { auditInsert } from '../../cms/public';
import { EDITORS_SUSPEND_MEMBERS_MESSAGE, SUSPEND_SELF_MESSAGE } from '../../accounts/public';
import { personColumns, toMessagingPerson } from './messages-people';

// Suspending a member's messaging (from the editors' queue, services/message-reports.ts) and
// lifting it. While messaging_settings.messaging_suspended_at is set the messages API refuses
// their sending; everything else of theirs stays open.

/** The suspensions list answers one page, as the queue does. */
const SUSPENSIONS_LIMIT = 200;

/** The member whose messaging is suspended or lifted, after decision 0020's rules on who may act on whom. */
export async function suspensionTarget(db: Db, actor: CurrentUser, memberId: number) {
  if (memberId === actor.id) throw new ApiError('bad_request', SUSPEND_SELF_MESSAGE);
  const member = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, memberId)).get();
  if (!member) throw notFound('Member not found');
  if (actor.role !== 'admin' && member.role !== 'member') throw forbidden(EDITORS_SUSPEND_MEMBERS_MESSAGE);
  return member;
}

export const suspendStatement = (db: Db, actor: CurrentUser, memberId: number, at: string) =>
  db
    .insert(messagingSettings)
    .values({ userId: memberId, messagingSuspendedAt: at, messagingSuspendedBy: actor.id })
    .onConflictDoUpdate({ target: messagingSettings.userId, set: { messagingSuspendedAt: at, messagingSuspendedBy: actor.id } });

/** Members whose messaging is suspended, most recent first, with who suspended them. */
export async function listMessagingSuspensions(db: Db): Promise<MessagingSuspension[]> {
  const by = alias(users, 'suspended_by');
  const rows = await db
    .select({ member: personColumns, suspendedAt: messagingSettings.messagingSuspendedAt, byFirst: by.firstName, byLast: by.lastName })
    .from(messagingSettings)
    .innerJoin(users, eq(users.id, messagingSettings.userId))
    .leftJoin(by, eq(by.id, messagingSettings.messagingSuspendedBy))
    .where(isNotNull(messagingSettings.messagingSuspendedAt))
    .orderBy(desc(messagingSettings.messagingSuspendedAt))
    .limit(SUSPENSIONS_LIMIT);
  return rows.map((r) => ({
    member: toMessagingPerson(r.member),
    suspendedAt: r.suspendedAt!,
    suspendedBy: [r.byFirst, r.byLast].filter(Boolean).join(' ') || null,
  }));
}

/** Lifts a messaging suspension: the member can send again. Audited in the same batch. */
export async function liftMessagingSuspension(db: Db, actor: CurrentUser, memberId: number): Promise<{ id: number }> {
  await suspensionTarget(db, actor, memberId);
  const settings = await db
    .select({ at: messagingSettings.messagingSuspendedAt })
    .from(messagingSettings)
    .where(eq(messagingSettings.userId, memberId))
    .get();
  if (!settings?.at) throw new ApiError('bad_request', MESSAGING_NOT_SUSPENDED_MESSAGE);
  await db.batch([
    db
      .update(messagingSettings)
      .set({ messagingSuspendedAt: null, messagingSuspendedBy: null })
      .where(eq(messagingSettings.userId, memberId)),
    auditInsert(db, actor, {
      action: 'moderate',
      entity: 'member',
      entityId: memberId,
      summary: `Lifted the messaging suspension of member ${memberId}`,
    }),
  ]);
  return { id: memberId };
}
