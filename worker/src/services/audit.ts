import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { CurrentUser } from '../schemas/auth';
import type { AuditEntry } from '../schemas/cms';

export type AuditAction = 'create' | 'update' | 'delete' | 'duplicate' | 'upload' | 'moderate' | 'read';

export type AuditEvent = { action: AuditAction; entity: string; entityId?: number | string | null; summary: string };

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
    entityId: event.entityId == null ? null : String(event.entityId),
    summary: event.summary.slice(0, 500),
  });
}

/** Records an entry on its own, for changes that cannot share a batch (R2 writes, for one). */
export async function recordAudit(db: Db, user: CurrentUser, event: AuditEvent): Promise<void> {
  await auditInsert(db, user, event);
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
