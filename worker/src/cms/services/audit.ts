import { desc, is, SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { CurrentUser } from '../../schemas/auth';
import type { AuditEntry } from '../../schemas/cms-audit';

type AuditAction = 'create' | 'update' | 'delete' | 'duplicate' | 'upload' | 'moderate' | 'read';

/** `entityId` may be SQL evaluated in the batch, such as `insertedId` for a row created just before. */
export type AuditEvent = { action: AuditAction; entity: string; entityId?: number | string | SQL | null; summary: string };

/**
 * The id of the row inserted by the statement just before the audit insert in the same batch:
 * a new row's id is not known until the batch runs. (Rows written by FTS triggers do not
 * count: SQLite restores the value when a trigger ends.)
 */
export const insertedId = sql`cast(last_insert_rowid() as text)`;

/**
 * The insert for one audit entry, not yet run: callers put it in the same `db.batch()` as
 * the change it records, so a change is never made without its entry (or the reverse).
 */
export function auditInsert(db: Db, user: CurrentUser, event: AuditEvent) {
  return db.insert(auditLog).values({
    actorId: user.id,
    actorName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    actorEmail: user.email,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId == null ? null : is(event.entityId, SQL) ? event.entityId : String(event.entityId),
    summary: event.summary.slice(0, 500),
  });
}

/**
 * An audit entry written only if the statement just before it in the batch changed a row
 * (SQLite's changes()): for guarded changes that may turn out to change nothing.
 */
export function auditIfChanged(db: Db, user: CurrentUser, event: AuditEvent & { entityId: number }) {
  const actorName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  // insert … select: every column in table order (the id and time as their defaults would be).
  return db
    .insert(auditLog)
    .select(
      sql`select null, ${user.id}, ${actorName}, ${user.email}, ${event.action}, ${event.entity}, ${String(event.entityId)}, ${event.summary.slice(0, 500)}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where changes() > 0`,
    );
}

export async function listAudit(db: Db, page: { limit: number; offset: number }): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(page.limit).offset(page.offset);
  return rows.map((r) => ({
    id: r.id,
    actor: { id: r.actorId, name: r.actorName, email: r.actorEmail },
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    summary: r.summary,
    createdAt: r.createdAt,
  }));
}
