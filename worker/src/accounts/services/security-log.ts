// A member's own security log: every sign-in (and whether the device was new to the account)
// and every change to how they sign in, so a member can spot what was not them.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityEvents } from '../../db/schema';
import type { SecurityEvent, SecurityEventKind, SignInMethod } from '../../schemas/account';

/** Shown on /account: enough to spot a stranger, short enough to read. */
const SHOWN = 50;

/**
 * The insert for one event (for a batch with the change it records). A sign-in is marked as
 * from a new device when the account has no earlier sign-in from a device of that name.
 */
export function securityEventStatement(
  db: Db,
  userId: number,
  kind: SecurityEventKind,
  device: string,
  { method = null, now = new Date() }: { method?: SignInMethod | null; now?: Date } = {},
) {
  const newDevice =
    kind === 'signed-in'
      ? sql<boolean>`not exists (select 1 from ${securityEvents} where ${securityEvents.userId} = ${userId} and ${securityEvents.kind} = 'signed-in' and ${securityEvents.device} = ${device})`
      : false;
  return db.insert(securityEvents).values({ userId, kind, method, device, newDevice, createdAt: now.toISOString() });
}

export const recordSecurityEvent = async (...args: Parameters<typeof securityEventStatement>) => {
  await securityEventStatement(...args);
};

export async function listSecurityEvents(db: Db, userId: number): Promise<SecurityEvent[]> {
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(SHOWN);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    method: r.method as SignInMethod | null,
    device: r.device,
    newDevice: r.newDevice,
    at: r.createdAt,
  }));
}
